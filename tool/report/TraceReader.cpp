#include "TraceReader.h"

#include "RecordCursor.h"
#include "TargetRecords.h"
#include "TraceChecks.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <map>

#include <fmt/format.h>
#include <overdub/trace_packing.h>
#include <unistd.h>

namespace overdub {
namespace {

bool readAt(std::FILE *F, uint64_t Offset, void *Out, size_t Size);

// The words of a packed segment (trace_packing.h); false when its bytes do not unpack.
bool unpackSegment(std::FILE *F, const EventSegment &S, std::vector<uint64_t> &Words) {
  std::vector<uint8_t> Bytes(S.PackedBytes);
  Words.resize(S.Count);
  return readAt(F, S.Offset, Bytes.data(), Bytes.size()) &&
         trace::WordUnpacker(S.Reference).unpack(Bytes.data(), Bytes.size(), Words.data(),
                                                 Words.size());
}

bool readAt(std::FILE *F, uint64_t Offset, void *Out, size_t Size) {
  char *P = static_cast<char *>(Out);
  while (Size > 0) {
    ssize_t N = pread(fileno(F), P, Size, static_cast<off_t>(Offset));
    if (N < 0 && errno == EINTR) continue;
    if (N <= 0) return false;
    P += N;
    Offset += static_cast<uint64_t>(N);
    Size -= static_cast<size_t>(N);
  }
  return true;
}

// A thread's events as the file gives them: appended chunks by number, then the staging region.
struct ThreadParts {
  uint64_t Order = 0;  // first appearance in the file
  uint64_t Dropped = 0;
  std::map<uint64_t, EventSegment> Chunks;
  // By seq: a thread may have two regions. Runtimes before 2026-12-02 gave a thread's second
  // region, made empty before it was used, the first one's number: both are kept.
  std::multimap<uint64_t, EventSegment> Staging;
  std::map<const EventSegment *, uint64_t> Appended;  // a region's slots appended already (v4)
  uint32_t StagingFlags = 0;                  // of all its regions
};

// A site's id in a version's records as the report keys it: the tag of its events without the
// kind (version 2: the site's address; version 3: its index << 2).
uint64_t siteKey(const EventLayout &L, uint64_t Id) { return L.Version >= 3 ? Id << 2 : Id; }

// Throttled sites and their counted calls (trace_format.h, kCounts and kThrottledSite).
struct CountRecords {
  EventLayout Layout;
  std::map<uint64_t, ThrottledSite> Numbered;  // by throttle number: site and calls timed before
  std::map<uint64_t, std::vector<uint64_t>> Tables;  // by serial: counts by number (a thread's table)
  std::map<uint64_t, std::vector<std::pair<uint64_t, uint64_t>>> Copies;  // by serial: (number, calls)

  bool read(uint32_t Type, Cursor C) {
    if (Type == trace::kThrottledSite) {
      uint64_t Number, MeanNs;
      ThrottledSite T;
      if (!C.get(Number) || !C.get(T.Site) || !C.get(T.Seen) || !C.get(MeanNs)) return false;
      T.Site = siteKey(Layout, T.Site);
      Numbered[Number] = T;
      return true;
    }
    trace::CountsHeader H;
    if (!C.get(H) || H.entries > C.left() / 8) return false;
    if (H.tid == 0) return true;  // a free table
    if (!(H.flags & trace::kCountsSparse)) {
      std::vector<uint64_t> &Counts = Tables[H.serial];
      Counts.resize(H.entries);
      return C.bytes(Counts.data(), H.entries * 8);
    }
    auto &Pairs = Copies[H.serial];
    for (uint64_t I = 0; I < H.entries; ++I) {
      std::pair<uint64_t, uint64_t> P;
      if (!C.get(P.first) || !C.get(P.second)) return false;
      Pairs.push_back(P);
    }
    return true;
  }

  // Per throttled site, its calls counted in every thread: a copy stands for the table of its
  // serial (the thread exited, or the process ended, after the copy was made).
  void addTo(std::vector<ThrottledSite> &Out) const {
    std::map<uint64_t, uint64_t> Counted;
    for (const auto &[Serial, Counts] : Tables)
      if (!Copies.count(Serial))
        for (size_t N = 0; N < Counts.size(); ++N) Counted[N] += Counts[N];
    for (const auto &[Serial, Pairs] : Copies)
      for (const auto &[N, Calls] : Pairs) Counted[N] += Calls;
    for (const auto &[N, Calls] : Counted) {
      if (!Calls) continue;
      auto It = Numbered.find(N);
      ThrottledSite T = It == Numbered.end() ? ThrottledSite{} : It->second;
      T.Counted = Calls;
      Out.push_back(T);
    }
  }
};

class Reader {
public:
  Reader(Trace &Out, std::FILE *F)
      : Out(Out), F(F), L(Out.Layout), Targets(Out, [this](std::string P) { return check(P); }) {
    Counts.Layout = L;
  }

  // `Available` is what the file holds of the payload (less than `Size` when it was cut). False
  // when the record is malformed: problems() says why, or the caller names the record.
  bool record(const trace::RecordHeader &R, uint64_t Offset, uint64_t Available) {
    bool Cut = Available < R.size;
    switch (R.type) {
    case trace::kEvents:
      if (!Cut && !check(checks::eventsSize(R.size, L))) return false;
      return events(Offset, Available);
    case trace::kPackedEvents:
      if (L.Version < 4) return true;  // not a type of that version: skipped as unknown
      return !Cut && packedEvents(Offset, R.size);
    case trace::kStaging: return staging(Offset, Available, R.size);
    case trace::kValueNames:
    case trace::kTargetStatistics:
      if (L.Version < 5) return true;  // not a type of that version: skipped as unknown
      [[fallthrough]];
    case trace::kCallTarget:
    case trace::kModules:
      if (L.Version < 4) return true;  // not a type of that version: skipped as unknown
      [[fallthrough]];
    case trace::kSites:
    case trace::kClock:
    case trace::kAggregate:
    case trace::kSiteStatistics:
    case trace::kThrottled:
    case trace::kCalibration:
    case trace::kProcessCounters:
    case trace::kCounts:
    case trace::kThrottledSite:
    case trace::kThreadName: {
      if (Cut || !check(checks::payloadSize(R.type, R.size))) return false;
      std::string Payload(R.size, '\0');  // no more than the file holds
      if (!readAt(F, Offset, Payload.data(), Payload.size())) return false;
      Cursor C(Payload.data(), Payload.data() + Payload.size());
      if (R.type == trace::kSites) return sites(C);
      if (R.type == trace::kClock) return clock(C);
      if (R.type == trace::kAggregate || R.type == trace::kSiteStatistics)
        return aggregate(C, R.type == trace::kSiteStatistics);
      if (R.type == trace::kTargetStatistics) return targetAggregates(C);
      if (R.type == trace::kCalibration) return C.get(CostEvents) && C.get(CostTicks);
      if (R.type == trace::kProcessCounters) return C.get(Out.Dropped) && C.get(Out.CountsLost);
      if (R.type == trace::kCounts || R.type == trace::kThrottledSite) return Counts.read(R.type, C);
      if (R.type == trace::kThreadName) return threadName(C);
      if (R.type == trace::kCallTarget) return Targets.callTarget(C);
      if (R.type == trace::kModules) return Targets.modules(C);
      if (R.type == trace::kValueNames)
        return readValueNames(C, Out.ValueNames, Out.ValueTypes, Out.ObjectTypes,
                              [this](std::string P) { return check(P); });
      return throttled(C);
    }
    case trace::kEnd: Out.Complete = true; return true;
    default: return true;  // padding, or a newer record type
    }
  }

  // Checks what the records gave together: the clock's rate, the calibration.
  void validate() {
    if (!Out.HasClock) {
      check("the trace has no valid clock record; times are shown in ticks");
    } else if (!check(checks::clockRate(Out))) {
      Out.HasClock = false;
      Problems.back() += "; times are shown in ticks";
    }
    Out.NsPerTick = Out.HasClock ? static_cast<double>(Out.Ns1 - Out.Ns0) /
                                       static_cast<double>(Out.Tsc1 - Out.Tsc0)
                                 : 1.0;
    if (CostEvents || CostTicks) {
      if (check(checks::calibration(CostEvents, CostTicks, Out.NsPerTick))) {
        Out.CostEvents = CostEvents;
        Out.CostTicks = CostTicks;
      } else {
        Problems.back() += ": not used";
      }
    }
  }

  // A record's problem, kept for the trace's warning; false when there is one.
  bool check(std::string Problem) {
    if (Problem.empty()) return true;
    Problems.push_back(std::move(Problem));
    return false;
  }
  const std::vector<std::string> &problems() const { return Problems; }

  void finish() {
    std::vector<std::pair<uint64_t, uint64_t>> Order;  // (first appearance, tid)
    for (auto &[Tid, Parts] : Threads) Order.push_back({Parts.Order, Tid});
    std::sort(Order.begin(), Order.end());
    for (auto &[Unused, Tid] : Order) {
      ThreadParts &Parts = Threads[Tid];
      ThreadTrace T;
      T.Tid = Tid;
      T.Dropped = Parts.Dropped;
      for (auto &[Seq, Segment] : Parts.Chunks) T.Segments.push_back(Segment);
      // The staging regions hold the events after the last chunk, unless the process ended
      // between appending them as a chunk and clearing the region.
      for (auto &[Seq, Staging] : Parts.Staging) {
        if (Parts.Chunks.count(Seq)) {
          // Appended up to `appended`: the rest, if any, follows that chunk (version 4).
          auto Done = Parts.Appended.find(&Staging);
          if (Done != Parts.Appended.end() && Done->second < Staging.Count)
            T.Segments.push_back(EventSegment{Staging.Offset + Done->second * L.Slot,
                                              Staging.Count - Done->second, Staging.Reference});
          continue;
        }
        if (Parts.StagingFlags & trace::kRingWrapped || Out.Mode == trace::kModeRing)
          T.Events = sortedRing(Staging, std::move(T.Events));
        else
          T.Segments.push_back(Staging);
      }
      T.RunningAtEnd = Parts.StagingFlags & trace::kThreadRunning;
      Out.Threads.push_back(std::move(T));
    }
    Counts.addTo(Out.Throttled);
  }

private:
  ThreadParts &thread(uint64_t Tid) {
    auto [It, New] = Threads.try_emplace(Tid);
    if (New) It->second.Order = NextOrder++;
    return It->second;
  }

  // A ring holds a thread's last events in any order: by timestamp they are in order again.
  // (Version 3: the ring is recorded in blocks that each start with a marker, so each run of
  // slots is decoded from the marker before it, going round from the first marker.)
  std::vector<trace::EventRecord> sortedRing(const EventSegment &S,
                                             std::vector<trace::EventRecord> Events = {}) {
    size_t Kept = Events.size();
    if (L.Version >= 3) {
      std::vector<uint64_t> Words(S.Count);
      if (readAt(F, S.Offset, Words.data(), Words.size() * sizeof(uint64_t))) {
        size_t First = 0;
        while (First < Words.size() && trace::event_kind(Words[First]) != trace::kMarker) ++First;
        if (First == Words.size()) First = 0;  // no marker: from the reference
        trace::EventDecoder D(S.Reference);
        trace::EventRecord E[2];
        for (size_t I = 0; I < Words.size(); ++I)
          Events.insert(Events.end(), E,
                        E + D.decode_with_extensions(Words[(First + I) % Words.size()], E));
      }
    } else {
      Events.resize(Kept + S.Count);
      if (!readAt(F, S.Offset, Events.data() + Kept, S.Count * sizeof(trace::EventRecord)))
        Events.resize(Kept);
    }
    Events.erase(std::remove_if(Events.begin(), Events.end(), [](const auto &E) { return !E.tag; }),
                 Events.end());
    std::stable_sort(Events.begin(), Events.end(),
                     [](const auto &A, const auto &B) { return A.tsc < B.tsc; });
    return Events;
  }

  bool sites(Cursor C) {
    uint32_t Count;
    // A site takes 36 bytes at least: ids, line, column and three string lengths.
    if (!C.get(Count) || !check(checks::entries("sites", Count, 36, C.left(), false)))
      return false;
    for (uint32_t I = 0; I < Count; ++I) {
      SiteInfo S;
      if (!C.get(S.Id) || !C.get(S.Parent) || !C.get(S.Line) || !C.get(S.Column) ||
          !C.str(S.File) || !C.str(S.Caller) || !C.str(S.Callee))
        return false;
      if (!check(checks::nameLength(std::max({S.File.size(), S.Caller.size(), S.Callee.size()}))))
        return false;
      S.Id = siteKey(L, S.Id);
      if (S.Parent) S.Parent = siteKey(L, S.Parent);
      Out.Sites[S.Id] = std::move(S);
    }
    return true;
  }

  bool threadName(Cursor C) {
    uint64_t Tid, Order;
    std::string Name;
    if (!C.get(Tid) || !C.get(Order) || !C.str(Name) || C.left() != 0) return false;
    if (!check(checks::nameLength(Name.size()))) return false;
    Out.ThreadNames[Tid] = std::move(Name);
    return true;
  }

  bool events(uint64_t Offset, uint64_t Available) {
    uint64_t Prefix[4] = {};  // tid, seq, dropped (, reference)
    if (Available < L.Prefix || !readAt(F, Offset, Prefix, L.Prefix)) return false;
    uint64_t Bytes = Available - L.Prefix;
    ThreadParts &Parts = thread(Prefix[0]);
    if (Parts.Chunks.count(Prefix[1]))
      return check(fmt::format("thread {}'s events chunk {} appears twice", Prefix[0], Prefix[1]));
    Parts.Dropped = std::max(Parts.Dropped, Prefix[2]);
    Parts.Chunks[Prefix[1]] = EventSegment{Offset + L.Prefix, Bytes / L.Slot, Prefix[3]};
    return true;
  }

  // Checked whole here (it unpacks), so that walking it later cannot fail.
  bool packedEvents(uint64_t Offset, uint64_t Size) {
    uint64_t Prefix[5];  // tid, seq, dropped, reference, words
    if (Size < sizeof Prefix || !readAt(F, Offset, Prefix, sizeof Prefix)) return false;
    EventSegment S{Offset + sizeof Prefix, Prefix[4], Prefix[3], Size - sizeof Prefix};
    if (!check(checks::packedEvents(S.Count, S.PackedBytes))) return false;
    std::vector<uint64_t> Words;
    if (!unpackSegment(F, S, Words))
      return check(fmt::format("thread {}'s packed events chunk {} does not unpack (its bytes "
                               "are damaged); its {} events are left out",
                               Prefix[0], Prefix[1], S.Count));
    ThreadParts &Parts = thread(Prefix[0]);
    if (Parts.Chunks.count(Prefix[1]))
      return check(fmt::format("thread {}'s events chunk {} appears twice", Prefix[0], Prefix[1]));
    Parts.Dropped = std::max(Parts.Dropped, Prefix[2]);
    Parts.Chunks[Prefix[1]] = S;
    return true;
  }

  bool staging(uint64_t Offset, uint64_t Available, uint64_t Size) {
    trace::StagingHeader H;
    if (Available < sizeof H || !readAt(F, Offset, &H, sizeof H)) return false;
    if (!check(checks::staging(H, Size, L))) return false;
    if (H.tid == 0) return true;  // a free region
    ThreadParts &Parts = thread(H.tid);
    Parts.StagingFlags |= H.flags;
    Parts.Dropped = std::max(Parts.Dropped, H.dropped);
    uint64_t Slots = std::min<uint64_t>(H.capacity, (Available - sizeof H) / L.Slot);
    auto It = Parts.Staging.emplace(
        H.seq, EventSegment{Offset + sizeof H, Slots, L.Version >= 3 ? H.reference : 0});
    if (L.Version >= 4 && H.appended) Parts.Appended[&It->second] = std::min<uint64_t>(H.appended, Slots);
    return true;
  }

  bool clock(Cursor C) {
    uint64_t V[4];
    if (!C.get(V)) return false;
    if (!check(checks::clock(V, Out))) return true;  // left out; the others calibrate
    if (!Out.HasClock) {
      Out.Tsc0 = V[0];
      Out.Ns0 = V[1];
    }
    Out.Tsc1 = V[2];
    Out.Ns1 = V[3];
    Out.HasClock = true;
    return true;
  }

  bool aggregate(Cursor C, bool WithTotals) {
    uint32_t Count;
    const uint64_t Words = WithTotals ? trace::kSiteStatisticsWords : 6;
    if (!C.get(Count) || !check(checks::entries("aggregates", Count, 8 * Words, C.left(), true)))
      return false;
    for (uint32_t I = 0; I < Count; ++I) {
      SiteAggregate A;
      A.HasTotal = WithTotals;
      if (!C.get(A.Site) || !C.get(A.Calls) || !C.get(A.Inclusive) ||
          (WithTotals && (!C.get(A.SiteInclusive) || !C.get(A.Total))) || !C.get(A.Exclusive) ||
          !C.get(A.Min) || !C.get(A.Max))
        return false;
      if (!WithTotals) A.SiteInclusive = A.Total = A.Inclusive;
      A.Site = siteKey(L, A.Site);
      if (check(checks::aggregate(A))) Out.Aggregates.push_back(A);
    }
    return true;
  }

  bool targetAggregates(Cursor C) {
    uint32_t Count;
    constexpr uint64_t Words = trace::kTargetStatisticsWords;
    if (!C.get(Count) ||
        !check(checks::entries("target statistics", Count, 8 * Words, C.left(), true)))
      return false;
    for (uint32_t I = 0; I < Count; ++I) {
      TargetAggregate A;
      SiteAggregate &F = A.Figures;
      F.HasTotal = true;
      if (!C.get(F.Site) || !C.get(A.Number) || !C.get(F.Calls) || !C.get(F.Inclusive) ||
          !C.get(F.Total) || !C.get(F.Exclusive) || !C.get(F.Min) || !C.get(F.Max))
        return false;
      F.SiteInclusive = F.Inclusive;
      F.Site = siteKey(L, F.Site);
      if (check(checks::targetAggregate(A))) Out.TargetAggregates.push_back(A);
    }
    return true;
  }

  bool throttled(Cursor C) {
    uint32_t Count;
    if (!C.get(Count) || !check(checks::entries("throttled sites", Count, 24, C.left(), true)))
      return false;
    for (uint32_t I = 0; I < Count; ++I) {
      ThrottledSite T;
      if (!C.get(T.Site) || !C.get(T.Counted) || !C.get(T.Seen)) return false;
      T.Site = siteKey(L, T.Site);
      Out.Throttled.push_back(T);
    }
    return true;
  }

  Trace &Out;
  std::FILE *F;
  const EventLayout &L;
  std::map<uint64_t, ThreadParts> Threads;
  uint64_t NextOrder = 0;
  uint64_t CostEvents = 0, CostTicks = 0;  // the calibration record, checked with the clock
  std::vector<std::string> Problems;      // what the records' checks found, in file order
  CountRecords Counts;
  TargetRecords Targets;
};

// The timestamp of a thread's first event (false: it has none), reading no more than needed.
bool firstTsc(std::FILE *F, const EventLayout &L, const ThreadTrace &Thread, uint64_t &Tsc) {
  trace::EventRecord E;
  if (L.Version >= 3) {
    trace::EventDecoder D(Thread.Segments.empty() ? 0 : Thread.Segments.front().Reference);
    std::vector<uint64_t> Words;
    for (const EventSegment &S : Thread.Segments) {
      if (S.PackedBytes) {
        if (!unpackSegment(F, S, Words)) continue;
        for (uint64_t W : Words)
          if (D.decode(W, E)) {
            Tsc = E.tsc;
            return true;
          }
        continue;
      }
      for (uint64_t I = 0; I < S.Count; ++I) {
        uint64_t W;
        if (readAt(F, S.Offset + I * sizeof W, &W, sizeof W) && D.decode(W, E)) {
          Tsc = E.tsc;
          return true;
        }
      }
    }
  } else {
    for (const EventSegment &S : Thread.Segments)
    for (uint64_t I = 0; I < S.Count; ++I)
        if (readAt(F, S.Offset + I * sizeof E, &E, sizeof E) && E.tag) {
          Tsc = E.tsc;
          return true;
        }
  }
  for (const trace::EventRecord &M : Thread.Events)
    if (M.tag) {
      Tsc = M.tsc;
      return true;
    }
  return false;
}

}  // namespace

EventLayout eventLayout(uint32_t Version) {
  EventLayout L;
  L.Version = Version;
  if (Version < 3) {
    L.Prefix = 3 * sizeof(uint64_t);
    L.Slot = sizeof(trace::EventRecord);
  }
  return L;
}

double Trace::ticksToNs(uint64_t Ticks) const { return static_cast<double>(Ticks) * NsPerTick; }

double Trace::toNs(uint64_t Tsc) const {
  return OffsetNs + (Tsc >= Origin ? ticksToNs(Tsc - Origin) : -ticksToNs(Origin - Tsc));
}

double Trace::originMonotonicNs() const {
  return static_cast<double>(Ns0) +
         (Origin >= Tsc0 ? ticksToNs(Origin - Tsc0) : -ticksToNs(Tsc0 - Origin));
}

bool allAggregate(const TraceList &Traces) {
  return std::all_of(Traces.begin(), Traces.end(),
                     [](const Trace *T) { return T->Mode == trace::kModeAggregate; });
}

void alignTraces(std::vector<Trace> &Traces) {
  if (Traces.size() < 2) return;
  double Earliest = Traces.front().originMonotonicNs();
  for (const Trace &T : Traces) Earliest = std::min(Earliest, T.originMonotonicNs());
  for (Trace &T : Traces) T.OffsetNs = T.originMonotonicNs() - Earliest;
}

const SiteInfo *Trace::site(uint64_t Id) const {
  auto It = Sites.find(Id);
  return It == Sites.end() ? nullptr : &It->second;
}

const CallTarget *Trace::callTarget(uint64_t Site, uint64_t Number) const {
  auto It = CallTargets.find({Site, Number});
  return It == CallTargets.end() ? nullptr : &It->second;
}

bool Trace::hasCallTargets(uint64_t Site) const {
  auto It = CallTargets.lower_bound({Site, 0});
  return It != CallTargets.end() && It->first.first == Site;
}

void Trace::forEachBlock(const ThreadTrace &Thread,
                         const std::function<void(const trace::EventRecord *, size_t)> &Visit) const {
  constexpr size_t kBlock = 1 << 16;  // slots read at a time
  std::vector<trace::EventRecord> Block;
  if (Layout.Version >= 3) {
    // Each timestamp from the one before it: across the thread's segments, in order.
    std::vector<uint64_t> Words;
    trace::EventDecoder D(Thread.Segments.empty() ? 0 : Thread.Segments.front().Reference);
    for (const EventSegment &S : Thread.Segments) {
      if (S.PackedBytes) {  // a chunk, at most kMaxChunkWords: unpacked whole
        if (!File || !unpackSegment(File.get(), S, Words)) continue;
        Block.clear();
        trace::EventRecord E[2];
        for (uint64_t W : Words)
          Block.insert(Block.end(), E, E + D.decode_with_extensions(W, E));
        if (!Block.empty()) Visit(Block.data(), Block.size());
        continue;
      }
      for (uint64_t Done = 0; Done < S.Count && File;) {
        size_t N = static_cast<size_t>(std::min<uint64_t>(kBlock, S.Count - Done));
        Words.resize(N);
        if (!readAt(File.get(), S.Offset + Done * sizeof(uint64_t), Words.data(),
                    N * sizeof(uint64_t)))
          break;
        Block.clear();
        trace::EventRecord E[2];
        for (uint64_t W : Words)
          Block.insert(Block.end(), E, E + D.decode_with_extensions(W, E));
        if (!Block.empty()) Visit(Block.data(), Block.size());
        Done += N;
      }
    }
    if (!Thread.Events.empty()) Visit(Thread.Events.data(), Thread.Events.size());
    return;
  }
  for (const EventSegment &S : Thread.Segments) {
    for (uint64_t Done = 0; Done < S.Count && File;) {
      size_t N = static_cast<size_t>(std::min<uint64_t>(kBlock, S.Count - Done));
      Block.resize(N);
      if (!readAt(File.get(), S.Offset + Done * sizeof(trace::EventRecord), Block.data(),
                  N * sizeof(trace::EventRecord)))
        break;
      Visit(Block.data(), N);
      Done += N;
    }
  }
  if (!Thread.Events.empty()) Visit(Thread.Events.data(), Thread.Events.size());
}

bool readTrace(const std::string &Path, Trace &Out, std::string &Error) {
  std::shared_ptr<std::FILE> F(std::fopen(Path.c_str(), "rb"), [](std::FILE *P) {
    if (P) std::fclose(P);
  });
  if (!F) {
    Error = "cannot open '" + Path + "'";
    return false;
  }
  if (fseeko(F.get(), 0, SEEK_END) != 0) {
    Error = "cannot read '" + Path + "'";
    return false;
  }
  const uint64_t Size = static_cast<uint64_t>(ftello(F.get()));
  trace::FileHeader Header;
  if (!readAt(F.get(), 0, &Header, sizeof Header) ||
      std::memcmp(Header.magic, trace::kMagic, sizeof Header.magic) != 0) {
    Error = "'" + Path + "' is not an overdub trace";
    return false;
  }
  if (Header.version < trace::kOldestReadableVersion || Header.version > trace::kVersion) {
    Error = "'" + Path + "' has trace format version " + std::to_string(Header.version) +
            ", this overdub-report reads versions " +
            std::to_string(trace::kOldestReadableVersion) + " to " +
            std::to_string(trace::kVersion);
    return false;
  }
  Out.Layout = eventLayout(Header.version);
  Out.Pid = Header.pid;
  Out.ParentPid = Header.parent_pid;
  Out.Mode = static_cast<trace::Mode>(Header.mode);
  Out.File = F;
  Reader R(Out, F.get());
  uint64_t Offset = sizeof Header;
  while (Offset < Size) {
    trace::RecordHeader H;
    if (Size - Offset < sizeof H || !readAt(F.get(), Offset, &H, sizeof H)) {
      Out.Problem = "the trace is truncated (a record header is cut short)";
      break;
    }
    Offset += sizeof H;
    uint64_t Available = std::min(H.size, Size - Offset);
    size_t Known = R.problems().size();
    if (!R.record(H, Offset, Available) && R.problems().size() == Known && Available == H.size)
      R.check(fmt::format("a record of type {} at offset {} is malformed", H.type,
                          Offset - sizeof H));
    if (Available < H.size) {
      // The whole events that made it before the cut still count.
      Out.Problem = "the trace is truncated (a record is cut short)";
      break;
    }
    Offset += H.size;
  }
  R.finish();
  R.validate();
  if (Out.Problem.empty() && !R.problems().empty()) {
    const auto &Found = R.problems();
    Out.Problem = Found.front() + (Found.size() > 1 ? fmt::format(" (and {} more problem{})",
                                                                  Found.size() - 1,
                                                                  Found.size() > 2 ? "s" : "")
                                                    : "");
  }
  // The first event of a process is timed before the runtime opens the file.
  bool HasOrigin = Out.HasClock;
  Out.Origin = Out.Tsc0;
  for (ThreadTrace &T : Out.Threads) {
    uint64_t First;
    if (!firstTsc(F.get(), Out.Layout, T, First)) continue;
    if (!HasOrigin || First < Out.Origin) Out.Origin = First;
    HasOrigin = true;
  }
  if (Out.Problem.empty() && !Out.Complete)
    Out.Problem = "the trace has no end record: the process was killed, ended with _exit or "
                  "abort, or is still running";
  return true;
}

}  // namespace overdub
