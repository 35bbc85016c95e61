#include "TraceReader.h"

#include <cstring>
#include <fstream>
#include <iterator>

namespace overdub {
namespace {

// Bounds-checked reading of a byte range.
class Cursor {
public:
  Cursor(const char *Begin, const char *End) : P(Begin), End(End) {}
  size_t left() const { return static_cast<size_t>(End - P); }
  template <class T> bool get(T &V) {
    if (left() < sizeof V) return false;
    std::memcpy(&V, P, sizeof V);
    P += sizeof V;
    return true;
  }
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

bool readSites(Cursor C, Trace &Out) {
  uint32_t Count;
  if (!C.get(Count)) return false;
  for (uint32_t I = 0; I < Count; ++I) {
    SiteInfo S;
    if (!C.get(S.Id) || !C.get(S.Parent) || !C.get(S.Line) || !C.get(S.Column) || !C.str(S.File) ||
        !C.str(S.Caller) || !C.str(S.Callee))
      return false;
    Out.Sites[S.Id] = std::move(S);
  }
  return true;
}

bool readEvents(Cursor C, uint32_t Flags, Trace &Out) {
  uint64_t Tid, Dropped;
  if (!C.get(Tid) || !C.get(Dropped) || C.left() % sizeof(trace::EventRecord) != 0) return false;
  ThreadTrace *T = nullptr;
  for (ThreadTrace &Existing : Out.Threads)
    if (Existing.Tid == Tid) T = &Existing;
  if (!T) {
    Out.Threads.emplace_back();
    Out.Threads.back().Tid = Tid;
    T = &Out.Threads.back();
  }
  T->Dropped += Dropped;
  T->RunningAtEnd = (Flags & trace::kThreadRunning) != 0;
  size_t N = C.left() / sizeof(trace::EventRecord);
  size_t Old = T->Events.size();
  T->Events.resize(Old + N);
  return C.bytes(T->Events.data() + Old, N * sizeof(trace::EventRecord));
}

}  // namespace

double Trace::toNs(uint64_t Tsc) const {
  if (!HasClock || Tsc1 == Tsc0) return static_cast<double>(Tsc - Tsc0);
  double NsPerTick = static_cast<double>(Ns1 - Ns0) / static_cast<double>(Tsc1 - Tsc0);
  return (static_cast<double>(Tsc) - static_cast<double>(Tsc0)) * NsPerTick;
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
  while (C.left() > 0) {
    trace::RecordHeader R;
    if (!C.get(R)) {
      Out.Problem = "the trace is truncated (a record header is cut short)";
      return true;
    }
    if (C.left() < R.size) {
      Out.Problem = "the trace is truncated (a record is cut short)";
      // The whole events that made it before the cut still count.
      if (R.type == trace::kEvents && C.left() >= 16) {
        size_t Whole = (C.left() - 16) / sizeof(trace::EventRecord) * sizeof(trace::EventRecord);
        readEvents(Cursor(C.pos(), C.pos() + 16 + Whole), R.flags, Out);
      }
      return true;
    }
    Cursor Payload(C.pos(), C.pos() + R.size);
    C = Cursor(C.pos() + R.size, Data.data() + Data.size());
    bool Ok = true;
    switch (R.type) {
    case trace::kSites: Ok = readSites(Payload, Out); break;
    case trace::kEvents: Ok = readEvents(Payload, R.flags, Out); break;
    case trace::kClock:
      Ok = Payload.get(Out.Tsc0) && Payload.get(Out.Ns0) && Payload.get(Out.Tsc1) &&
           Payload.get(Out.Ns1);
      Out.HasClock = Ok;
      break;
    case trace::kEnd: Out.Complete = true; break;
    default: break;  // a newer record type: skip it
    }
    if (!Ok) {
      Out.Problem = "a record of type " + std::to_string(R.type) + " is malformed";
      return true;
    }
  }
  if (!Out.Complete) Out.Problem = "the trace is truncated (no end record)";
  return true;
}

}  // namespace overdub
