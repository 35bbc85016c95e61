#include "Perfetto.h"

#include "Formats.h"
#include "ProtoWriter.h"
#include "ThreadSelection.h"
#include "Untimed.h"
#include "Values.h"

#include <fmt/format.h>

#include <cerrno>
#include <cmath>
#include <map>
#include <string>
#include <system_error>
#include <unordered_map>

namespace overdub {
namespace {

// Field numbers of Perfetto's protos (protos/perfetto/trace/ in Perfetto's repository).
namespace field {
constexpr uint32_t TracePacket = 1;  // Trace.packet
// TracePacket
constexpr uint32_t Timestamp = 8, SequenceId = 10, TrackEvent = 11, InternedData = 12,
                   SequenceFlags = 13, TracePacketDefaults = 59, TrackDescriptor = 60;
// TrackEvent
constexpr uint32_t DebugAnnotations = 4, Type = 9, NameIid = 10, TrackUuid = 11, Name = 23;
// TracePacketDefaults
constexpr uint32_t TrackEventDefaults = 11;  // TrackEventDefaults.track_uuid is 11 too
// DebugAnnotation
constexpr uint32_t AnnotationNameIid = 1, BoolValue = 2, StringValue = 6, StringValueIid = 17;
// InternedData
constexpr uint32_t EventNames = 2, DebugAnnotationNames = 3, DebugAnnotationStrings = 29;
// EventName, DebugAnnotationName, InternedString
constexpr uint32_t Iid = 1, InternedName = 2;
// TrackDescriptor
constexpr uint32_t Uuid = 1, TrackName = 2, Process = 3, Thread = 4, ParentUuid = 5,
                   ChildOrdering = 11, SiblingOrderRank = 12;
// ProcessDescriptor, ThreadDescriptor
constexpr uint32_t Pid = 1, Tid = 2, ProcessName = 6, ThreadName = 5;
}  // namespace field

constexpr uint64_t kSliceBegin = 1, kSliceEnd = 2, kInstant = 3;  // TrackEvent.Type
constexpr uint64_t kIncrementalStateCleared = 1, kNeedsIncrementalState = 2;  // sequence_flags
constexpr uint64_t kExplicitOrder = 3;  // TrackDescriptor.ChildTracksOrdering.EXPLICIT
constexpr uint32_t kDescriptorSequence = 1;
// Debug annotation names, interned on every sequence when it starts.
constexpr uint64_t kSiteName = 1, kCallerName = 2, kUnwoundName = 3, kCalleeName = 4;
// The names of captured values ("result", "arg1" ... "arg63"): this plus the slot, interned on a
// sequence when first used there.
constexpr uint64_t kValueNames = 5;

// Nanoseconds as Perfetto's unsigned timestamps: a time before the trace's origin (a corrupt
// timestamp) is shown at 0, which keeps a thread's events in order.
uint64_t timestamp(double Ns) {
  if (!(Ns > 0)) return 0;
  if (!(Ns < 1.8e19)) return ~uint64_t{0};
  return static_cast<uint64_t>(std::llround(Ns));
}

class PerfettoWriter {
public:
  explicit PerfettoWriter(std::FILE *Out) : Out(Out) {}

  // The tracks: a process track per trace, a thread track under it per thread, in order.
  void describeTracks(const TraceList &Traces) {
    uint32_t NextSequence = kDescriptorSequence + 1;
    for (const Trace *T : Traces) {
      const uint64_t ProcessTrack = NextUuid++;
      if (!NotesTrack) NotesTrack = NextUuid++;
      ProtoMessage Process;
      Process.varint(field::Pid, T->Pid);
      Process.bytes(field::ProcessName, fmt::format("pid {}", T->Pid));
      ProtoMessage Track;
      Track.varint(field::Uuid, ProcessTrack);
      Track.message(field::Process, Process);
      Track.varint(field::ChildOrdering, kExplicitOrder);
      descriptor(Track);
      for (size_t I = 0; I < T->Threads.size(); ++I) {
        const ThreadTrace &Thread = T->Threads[I];
        ProtoMessage ThreadDescriptor;
        ThreadDescriptor.varint(field::Pid, T->Pid);
        ThreadDescriptor.varint(field::Tid, Thread.Tid);
        ThreadDescriptor.bytes(field::ThreadName, timelineThreadName(*T, Thread.Tid));
        Track.clear();
        Sequence &S = Sequences[{T->Pid, Thread.Tid}];
        S.Id = NextSequence++;
        S.Track = NextUuid++;
        Track.varint(field::Uuid, S.Track);
        Track.varint(field::ParentUuid, ProcessTrack);
        Track.message(field::Thread, ThreadDescriptor);
        Track.varint(field::SiblingOrderRank, I);
        descriptor(Track);
      }
      if (T == Traces.front()) {
        Track.clear();
        Track.varint(field::Uuid, NotesTrack);
        Track.varint(field::ParentUuid, ProcessTrack);
        Track.bytes(field::TrackName, "overdub notes");
        descriptor(Track);
      }
    }
  }

  void begin(const SpanStart &Start) {
    Sequence &S = sequence(Start.Pid, Start.Tid, Start.StartNs);
    const SiteIids &Site = Start.Target ? targetOf(S, Start.Site, *Start.Target)
                                       : siteOf(S, Start.Site);
    Event.clear();
    Event.varint(field::Type, kSliceBegin);
    Event.varint(field::NameIid, Site.Name);
    if (Site.Where) annotation(kSiteName, field::StringValueIid, Site.Where);
    if (Site.Caller) annotation(kCallerName, field::StringValueIid, Site.Caller);
    if (Site.Callee) annotation(kCalleeName, field::StringValueIid, Site.Callee);
    // Its arguments, known by now; the slots annotated, for its end to add the others.
    S.OpenValues.push_back(Start.Values ? values(S, *Start.Values, 0) : 0);
    packet(S, Start.StartNs);
  }

  void end(const SpanRecord &Span) {
    Sequence &S = sequence(Span.Pid, Span.Tid, Span.EndNs);
    Event.clear();
    Event.varint(field::Type, kSliceEnd);
    if (Span.Unwound) annotation(kUnwoundName, field::BoolValue, 1);
    uint64_t Annotated = 0;
    if (!S.OpenValues.empty()) {
      Annotated = S.OpenValues.back();
      S.OpenValues.pop_back();
    }
    // The values its begin did not have: the result, which trace processor adds to the slice.
    if (Span.Values) values(S, *Span.Values, Annotated);
    packet(S, Span.EndNs);
  }

  // Notes over the whole trace (throttled sites), as instant events at time 0.
  void note(const std::string &Text) {
    Event.clear();
    Event.varint(field::Type, kInstant);
    Event.varint(field::TrackUuid, NotesTrack);
    Event.bytes(field::Name, Text);
    Packet.clear();
    Packet.varint(field::Timestamp, 0);
    Packet.varint(field::SequenceId, kDescriptorSequence);
    Packet.message(field::TrackEvent, Event);
    emit();
  }

  void flush() {
    std::string_view Bytes = Buffer.view();
    if (std::fwrite(Bytes.data(), 1, Bytes.size(), Out) != Bytes.size())
      throw std::system_error(errno, std::generic_category(), "cannot write");  // as fmt::print
    Buffer.clear();
  }

private:
  struct SiteIids {
    uint64_t Name = 0, Where = 0, Caller = 0;  // 0: none
    uint64_t Callee = 0;  // a call named by its target: its site's callee
  };
  // A thread's packet sequence: its track, and what it has interned.
  struct Sequence {
    uint32_t Id = 0;
    uint64_t Track = 0;
    bool Started = false;
    std::unordered_map<const SiteInfo *, SiteIids> Sites;
    std::map<std::pair<const SiteInfo *, const std::string *>, SiteIids> Targets;
    std::unordered_map<std::string, uint64_t> Names, Strings;
    const SiteInfo *LastSite = nullptr;
    const SiteIids *LastIids = nullptr;
    uint64_t ValueNamesInterned = 0;  // by slot
    std::vector<uint64_t> OpenValues;  // per open slice, the slots of the values its begin had
  };

  Sequence &sequence(uint32_t Pid, uint64_t Tid, double Ns) {
    if (Current && CurrentTid == Tid && CurrentPid == Pid) return *Current;
    Sequence &S = Sequences[{Pid, Tid}];
    if (!S.Id) {  // a thread no trace named: a track of its own
      S.Id = static_cast<uint32_t>(kDescriptorSequence + 1 + Sequences.size());
      S.Track = NextUuid++;
      ProtoMessage Track;
      Track.varint(field::Uuid, S.Track);
      Track.bytes(field::TrackName, fmt::format("thread {}", Tid));
      descriptor(Track);
    }
    if (!S.Started) start(S, Ns);
    Current = &S;
    CurrentPid = Pid;
    CurrentTid = Tid;
    return S;
  }

  // The first packet of a sequence: its state cleared, its events' track, the annotation names.
  void start(Sequence &S, double Ns) {
    S.Started = true;
    ProtoMessage EventDefaults, Defaults, Interned, Name;
    EventDefaults.varint(field::TrackUuid, S.Track);
    Defaults.message(field::TrackEventDefaults, EventDefaults);
    for (auto [Iid, Text] : {std::pair<uint64_t, const char *>{kSiteName, "site"},
                             {kCallerName, "caller"},
                             {kUnwoundName, "unwound"},
                             {kCalleeName, "callee"}}) {
      Name.clear();
      Name.varint(field::Iid, Iid);
      Name.bytes(field::InternedName, Text);
      Interned.message(field::DebugAnnotationNames, Name);
    }
    Packet.clear();
    Packet.varint(field::Timestamp, timestamp(Ns));
    Packet.varint(field::SequenceId, S.Id);
    Packet.varint(field::SequenceFlags, kIncrementalStateCleared);
    Packet.message(field::TracePacketDefaults, Defaults);
    Packet.message(field::InternedData, Interned);
    emit();
  }

  const SiteIids &siteOf(Sequence &S, const SiteInfo *Site) {
    if (S.LastIids && S.LastSite == Site) return *S.LastIids;
    auto [It, New] = S.Sites.try_emplace(Site);
    if (New) {
      It->second.Name = intern(S.Names, Site ? Site->Callee : "<unknown>", field::EventNames);
      if (Site) {
        It->second.Where = intern(S.Strings, siteLocation(*Site), field::DebugAnnotationStrings);
        if (!Site->Caller.empty())  // a thread's outermost call has none
          It->second.Caller = intern(S.Strings, Site->Caller, field::DebugAnnotationStrings);
      }
    }
    S.LastSite = Site;
    S.LastIids = &It->second;
    return It->second;
  }

  // A virtual call named by its target: the slice takes the target's name, and keeps its site's
  // callee as an annotation beside its site and caller.
  const SiteIids &targetOf(Sequence &S, const SiteInfo *Site, const std::string &Target) {
    auto [It, New] = S.Targets.try_emplace({Site, &Target});
    if (New) {
      It->second = siteOf(S, Site);
      It->second.Name = intern(S.Names, Target, field::EventNames);
      It->second.Callee =
          intern(S.Strings, Site ? Site->Callee : "<unknown>", field::DebugAnnotationStrings);
    }
    return It->second;
  }

  // The string's id on the sequence; a new one goes into the next packet's interned data.
  uint64_t intern(std::unordered_map<std::string, uint64_t> &Table, const std::string &Text,
                  uint32_t Kind) {
    auto [It, New] = Table.try_emplace(Text, Table.size() + 1);
    if (New) {
      ProtoMessage Entry;
      Entry.varint(field::Iid, It->second);
      Entry.bytes(field::InternedName, Text);
      NewInterned.message(Kind, Entry);
    }
    return It->second;
  }

  // Annotations of the values not in `Skipped` (by slot), as strings (Values.h); returns the
  // slots of the values annotated, and those skipped.
  uint64_t values(Sequence &S, const CapturedValues &Values, uint64_t Skipped) {
    for (const CapturedValue *V : valuesInOrder(Values)) {
      const uint64_t Bit = uint64_t{1} << V->Slot;
      if (Skipped & Bit) continue;
      Skipped |= Bit;
      if (!(S.ValueNamesInterned & Bit)) {
        S.ValueNamesInterned |= Bit;
        ProtoMessage Entry;
        Entry.varint(field::Iid, kValueNames + V->Slot);
        Entry.bytes(field::InternedName, valueName(V->Slot));
        NewInterned.message(field::DebugAnnotationNames, Entry);
      }
      Annotation.clear();
      Annotation.varint(field::AnnotationNameIid, kValueNames + V->Slot);
      Annotation.bytes(field::StringValue, formatValue(*V));
      Event.message(field::DebugAnnotations, Annotation);
    }
    return Skipped;
  }

  void annotation(uint64_t Name, uint32_t ValueField, uint64_t Value) {
    Annotation.clear();
    Annotation.varint(field::AnnotationNameIid, Name);
    Annotation.varint(ValueField, Value);
    Event.message(field::DebugAnnotations, Annotation);
  }

  // `Event` on the sequence at `Ns`, with what was interned for it.
  void packet(const Sequence &S, double Ns) {
    Packet.clear();
    Packet.varint(field::Timestamp, timestamp(Ns));
    Packet.varint(field::SequenceId, S.Id);
    Packet.varint(field::SequenceFlags, kNeedsIncrementalState);
    Packet.message(field::TrackEvent, Event);
    if (!NewInterned.empty()) {
      Packet.message(field::InternedData, NewInterned);
      NewInterned.clear();
    }
    emit();
  }

  void descriptor(const ProtoMessage &Track) {
    Packet.clear();
    Packet.varint(field::SequenceId, kDescriptorSequence);
    Packet.message(field::TrackDescriptor, Track);
    emit();
  }

  // `Packet` as the next of the Trace's packets.
  void emit() {
    Buffer.message(field::TracePacket, Packet);
    if (Buffer.size() > (1 << 20)) flush();
  }

  std::FILE *Out;
  ProtoMessage Buffer;  // the Trace message, written out a megabyte at a time
  ProtoMessage Packet, Event, Annotation, NewInterned;
  std::map<std::pair<uint32_t, uint64_t>, Sequence> Sequences;  // by pid and tid
  Sequence *Current = nullptr;  // references into a map stay valid as it grows
  uint32_t CurrentPid = 0;
  uint64_t CurrentTid = 0;
  uint64_t NextUuid = 1;  // 0 is Perfetto's global track
  uint64_t NotesTrack = 0;
};

}  // namespace

Profile printPerfetto(std::FILE *Out, const TraceList &Traces, ProfileOptions Options) {
  PerfettoWriter Writer(Out);
  Writer.describeTracks(Traces);
  Options.OnSpanStart = [&](const SpanStart &S) { Writer.begin(S); };
  Options.OnSpan = [&](const SpanRecord &S) { Writer.end(S); };
  Profile P = buildProfile(Traces, Options);
  for (const std::string &Note : untimedNotes(P, [](const std::string &S) { return S; }))
    Writer.note(Note);
  Writer.flush();
  return P;
}

}  // namespace overdub
