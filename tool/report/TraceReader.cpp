#include "TraceReader.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <set>

namespace overdub {
namespace {

// Bounds-checked reading of a byte range.
class Cursor {
public:
  Cursor(const char *Begin, const char *End) : P(Begin), End(End) {}
  size_t left() const { return static_cast<size_t>(End - P); }
  template <class T> bool get(T &V) { return bytes(&V, sizeof V); }
  bool str(std::string &S) {
    uint32_t N;
    if (!get(N) || left() < N) return false;
    S.assign(P, N);
    P += N;
    return true;
  }
  bool bytes(void *Out, size_t N) {
    if (left() < N) return false;
    std::memcpy(Out, P, N);
    P += N;
    return true;
  }
  const char *pos() const { return P; }

private:
  const char *P;
  const char *End;
};

// A thread's events as the file gives them: appended chunks by number, then the staging region.
struct ThreadParts {
  uint64_t Order = 0;  // first appearance in the file
  uint64_t Dropped = 0;
  std::map<uint64_t, std::vector<trace::EventRecord>> Chunks;
  bool HasStaging = false;
  uint64_t StagingSeq = 0;
  uint32_t StagingFlags = 0;
  std::vector<trace::EventRecord> Staged;
};

class Reader {
public:
  explicit Reader(Trace &Out) : Out(Out) {}

  void record(const trace::RecordHeader &R, Cursor Payload) {
    bool Ok = true;
    switch (R.type) {
    case trace::kSites: Ok = sites(Payload); break;
    case trace::kEvents: Ok = events(Payload, /*Partial=*/false); break;
    case trace::kClock: Ok = clock(Payload); break;
    case trace::kEnd: Out.Complete = true; break;
    case trace::kStaging: Ok = staging(Payload); break;
    case trace::kAggregate: Ok = aggregate(Payload); break;
    case trace::kThrottled: Ok = throttled(Payload); break;
    default: break;  // padding, or a newer record type
    }
    if (!Ok && Out.Problem.empty())
      Out.Problem = "a record of type " + std::to_string(R.type) + " is malformed";
  }

  // The events of a record cut short by the end of the file.
  void partialEvents(Cursor Payload) { events(Payload, /*Partial=*/true); }

  void finish() {
    std::vector<std::pair<uint64_t, uint64_t>> Order;  // (first appearance, tid)
    for (auto &[Tid, Parts] : Threads) Order.push_back({Parts.Order, Tid});
    std::sort(Order.begin(), Order.end());
    for (auto &[Unused, Tid] : Order) {
      ThreadParts &Parts = Threads[Tid];
      ThreadTrace T;
      T.Tid = Tid;
      T.Dropped = Parts.Dropped;
      for (auto &[Seq, Events] : Parts.Chunks) append(T.Events, Events);
      // The staging region holds the events after the last chunk, unless the process ended
      // between appending them as a chunk and clearing the region.
      if (Parts.HasStaging && !Parts.Chunks.count(Parts.StagingSeq)) {
        if (Parts.StagingFlags & trace::kRingWrapped || Out.Mode == trace::kModeRing)
          std::stable_sort(Parts.Staged.begin(), Parts.Staged.end(),
                           [](const auto &A, const auto &B) { return A.tsc < B.tsc; });
        append(T.Events, Parts.Staged);
      }
      T.RunningAtEnd = Parts.StagingFlags & trace::kThreadRunning;
      Out.Threads.push_back(std::move(T));
    }
  }

private:
  ThreadParts &thread(uint64_t Tid) {
    auto [It, New] = Threads.try_emplace(Tid);
    if (New) It->second.Order = NextOrder++;
    return It->second;
  }

  static void append(std::vector<trace::EventRecord> &To, const std::vector<trace::EventRecord> &From) {
    for (const trace::EventRecord &E : From)
      if (E.tag != 0) To.push_back(E);  // slots reserved but never written
  }

  bool sites(Cursor C) {
    uint32_t Count;
    if (!C.get(Count)) return false;
    for (uint32_t I = 0; I < Count; ++I) {
      SiteInfo S;
      if (!C.get(S.Id) || !C.get(S.Parent) || !C.get(S.Line) || !C.get(S.Column) ||
          !C.str(S.File) || !C.str(S.Caller) || !C.str(S.Callee))
        return false;
      Out.Sites[S.Id] = std::move(S);
    }
    return true;
  }

  static bool eventsOf(Cursor &C, std::vector<trace::EventRecord> &To, bool Partial) {
    if (!Partial && C.left() % sizeof(trace::EventRecord) != 0) return false;
    size_t N = C.left() / sizeof(trace::EventRecord);
    To.resize(N);
    return C.bytes(To.data(), N * sizeof(trace::EventRecord));
  }

  bool events(Cursor C, bool Partial) {
    uint64_t Prefix[3];  // tid, seq, dropped
    if (!C.get(Prefix)) return false;
    ThreadParts &Parts = thread(Prefix[0]);
    Parts.Dropped = std::max(Parts.Dropped, Prefix[2]);
    return eventsOf(C, Parts.Chunks[Prefix[1]], Partial);
  }

  bool staging(Cursor C) {
    trace::StagingHeader H;
    if (!C.get(H)) return false;
    if (H.tid == 0) return true;  // a free region
    ThreadParts &Parts = thread(H.tid);
    Parts.HasStaging = true;
    Parts.StagingSeq = H.seq;
    Parts.StagingFlags = H.flags;
    Parts.Dropped = std::max(Parts.Dropped, H.dropped);
    return eventsOf(C, Parts.Staged, /*Partial=*/true);
  }

  bool clock(Cursor C) {
    uint64_t V[4];
    if (!C.get(V)) return false;
    if (!Out.HasClock) {
      Out.Tsc0 = V[0];
      Out.Ns0 = V[1];
    }
    Out.Tsc1 = V[2];
    Out.Ns1 = V[3];
    Out.HasClock = true;
    return true;
  }

  bool aggregate(Cursor C) {
    uint32_t Count;
    if (!C.get(Count)) return false;
    for (uint32_t I = 0; I < Count; ++I) {
      SiteAggregate A;
      if (!C.get(A.Site) || !C.get(A.Calls) || !C.get(A.Inclusive) || !C.get(A.Exclusive) ||
          !C.get(A.Min) || !C.get(A.Max))
        return false;
      Out.Aggregates.push_back(A);
    }
    return true;
  }

  bool throttled(Cursor C) {
    uint32_t Count;
    if (!C.get(Count)) return false;
    for (uint32_t I = 0; I < Count; ++I) {
      ThrottledSite T;
      if (!C.get(T.Site) || !C.get(T.Counted) || !C.get(T.Seen)) return false;
      Out.Throttled.push_back(T);
    }
    return true;
  }

  Trace &Out;
  std::map<uint64_t, ThreadParts> Threads;
  uint64_t NextOrder = 0;
};

}  // namespace

double Trace::ticksToNs(uint64_t Ticks) const {
  if (!HasClock || Tsc1 <= Tsc0) return static_cast<double>(Ticks);
  return static_cast<double>(Ticks) * static_cast<double>(Ns1 - Ns0) /
         static_cast<double>(Tsc1 - Tsc0);
}

double Trace::toNs(uint64_t Tsc) const {
  return OffsetNs + (Tsc >= Origin ? ticksToNs(Tsc - Origin) : -ticksToNs(Origin - Tsc));
}

double Trace::originMonotonicNs() const {
  return static_cast<double>(Ns0) +
         (Origin >= Tsc0 ? ticksToNs(Origin - Tsc0) : -ticksToNs(Tsc0 - Origin));
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

bool readTrace(const std::string &Path, Trace &Out, std::string &Error) {
  std::ifstream In(Path, std::ios::binary);
  if (!In) {
    Error = "cannot open '" + Path + "'";
    return false;
  }
  std::string Data((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
  Cursor C(Data.data(), Data.data() + Data.size());
  trace::FileHeader Header;
  if (!C.get(Header) || std::memcmp(Header.magic, trace::kMagic, sizeof Header.magic) != 0) {
    Error = "'" + Path + "' is not an overdub trace";
    return false;
  }
  if (Header.version != trace::kVersion) {
    Error = "'" + Path + "' has trace format version " + std::to_string(Header.version) +
            ", this overdub-report reads version " + std::to_string(trace::kVersion);
    return false;
  }
  Out.Pid = Header.pid;
  Out.ParentPid = Header.parent_pid;
  Out.Mode = static_cast<trace::Mode>(Header.mode);
  Reader R(Out);
  while (C.left() > 0) {
    trace::RecordHeader H;
    if (!C.get(H)) {
      Out.Problem = "the trace is truncated (a record header is cut short)";
      break;
    }
    if (C.left() < H.size) {
      Out.Problem = "the trace is truncated (a record is cut short)";
      // The whole events that made it before the cut still count.
      if (H.type == trace::kEvents) R.partialEvents(Cursor(C.pos(), C.pos() + C.left()));
      if (H.type == trace::kStaging) R.record(H, Cursor(C.pos(), C.pos() + C.left()));
      break;
    }
    R.record(H, Cursor(C.pos(), C.pos() + H.size));
    C = Cursor(C.pos() + H.size, Data.data() + Data.size());
  }
  R.finish();
  // The first event of a process is timed before the runtime opens the file.
  Out.Origin = Out.Tsc0;
  for (const ThreadTrace &T : Out.Threads)
    if (!T.Events.empty() && (Out.Origin == 0 || T.Events.front().tsc < Out.Origin))
      Out.Origin = T.Events.front().tsc;
  if (Out.Problem.empty() && !Out.Complete)
    Out.Problem = "the trace has no end record: the process was killed, ended with _exit or "
                  "abort, or is still running";
  return true;
}

}  // namespace overdub
