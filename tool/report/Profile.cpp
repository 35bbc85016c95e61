#include "Profile.h"

#include "JumpRepair.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <limits>
#include <optional>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace overdub {
namespace {

// Callee names interned to dense ids: the walker counts per callee in vectors, not string maps.
class CalleeTable {
public:
  uint32_t idOf(const std::string &Callee) {
    auto [It, New] = Ids.try_emplace(Callee, static_cast<uint32_t>(Stats.size()));
    if (New) {
      Stats.emplace_back();
      Stats.back().Callee = Callee;
    }
    return It->second;
  }
  CalleeStats &operator[](uint32_t Id) { return Stats[Id]; }
  size_t size() const { return Stats.size(); }
  std::vector<CalleeStats> take() { return std::move(Stats); }

private:
  std::unordered_map<std::string, uint32_t> Ids;
  std::vector<CalleeStats> Stats;
};

// How the calls of one target of a virtual call's site are named in the call tree and on
// timelines, once asked (ThreadWalker::targetFrame).
struct TargetFrame {
  bool Asked = false;
  uint32_t Id = 0;                     // the name's id in the CalleeTable: a direct call's too
  const std::string *Name = nullptr;   // in Profile::TargetNames; null: named by the callee
};

// One trace's sites as the walker needs them, found by id through a small direct-mapped cache.
struct SiteSlot {
  const SiteInfo *Info = nullptr;
  uint32_t Callee = 0;
  SiteStats Stats;
  bool IsRuntime = false;  // the runtime's own site: its spans are overhead, not calls
  unsigned Open = 0;       // its calls open on the thread being walked
  bool Returned = false;   // one of its calls recorded a normal stop
  // Spans left without their stop while a call of this site was the innermost open one: closed
  // by a stop around them, or left open when their thread exited (see tallyLeftOpen).
  uint64_t ClosedByOuter = 0, Unfinished = 0;
  const CapturedValues *Types = nullptr;  // the values its calls do not record, by type
  CallTreeNode *LastParentNode = nullptr, *LastNode = nullptr;  // the last tree step taken
  uint32_t LastFrame = 0;  // the callee id of that step: the site's callee or a target's name
  // A virtual call's site (the trace names targets of it): its calls that no extension gave a
  // target, for ByTarget[0] once walked, and its calls open per target on the thread walked.
  bool Virtual = false;
  CallFigures NoTarget;
  std::vector<unsigned> OpenByTarget;
  std::vector<TargetFrame> Frames;  // by target number
  // Its slowest calls that captured values (ProfileOptions::SlowestCalls): a heap, the least
  // slow on top.
  std::vector<SlowCall> Slowest;
};

class SiteTable {
public:
  SiteTable(const Trace &T, CalleeTable &Callees) : T(T), Callees(Callees) {}
  SiteSlot &slot(uint64_t Id) {
    CacheEntry &C = Cache[(Id >> 3) % kCache];
    if (C.Slot && C.Id == Id) return *C.Slot;
    auto [It, New] = Slots.try_emplace(Id);
    if (New) {
      It->second.Info = T.site(Id);
      It->second.Callee = Callees.idOf(It->second.Info ? It->second.Info->Callee : "<unknown>");
      It->second.Stats.Site = It->second.Info;
      It->second.Stats.SiteId = Id;
      It->second.Stats.Source = &T;
      It->second.Virtual = T.hasCallTargets(Id);
      It->second.IsRuntime = It->second.Info && It->second.Info->File == trace::kRuntimeFile;
      if (auto Types = T.ValueTypes.find(Id); Types != T.ValueTypes.end())
        It->second.Types = &Types->second;
    }
    C = {Id, &It->second};
    return It->second;
  }
  template <class F> void forEach(F Visit) {
    for (auto &Entry : Slots) Visit(Entry.second);
  }

private:
  static constexpr size_t kCache = 4096;
  struct CacheEntry {
    uint64_t Id = 0;
    SiteSlot *Slot = nullptr;
  };
  const Trace &T;
  CalleeTable &Callees;
  std::unordered_map<uint64_t, SiteSlot> Slots;  // references stay valid as it grows
  std::vector<CacheEntry> Cache = std::vector<CacheEntry>(kCache);
};

struct OpenSpan {
  SiteSlot *Slot;
  double Start;
  uint64_t StartEvent;  // index of the event that started it (its last argument's stop)
  uint64_t StartNumber = 0;  // the number of its start event in the thread (JumpRepair)
  double Children = 0;  // compensated inclusive time of its children
  double TreeChildren = 0;  // of those with a node in the call tree (kMaxTreeDepth)
  double Runtime = 0;   // time the runtime took inside it (buffer hand-offs), compensated
  bool IsArgument = false;     // evaluated in the argument list of the span below it
  bool AddsInclusive = false;  // no semantic ancestor has the same callee (recursion)
  bool AddsSiteInclusive = false;  // no open call of the same site around it
  bool ArgumentThrew = false;  // its last argument evaluation ended by an exception
  bool BodyRan = false;        // a call made from its body was seen
  bool Announced = false;      // its start was given to OnSpanStart: it moves no more
  bool WaitsForWindow = false;  // its start was final before the window opened (--since)
  double RawStart = 0;  // its start before the window cut it
  CallTreeNode *Node = nullptr;  // its place in the call tree (null: deeper than it goes)
  // A virtual call's node waits for its target (nodeOf): it is then chosen under TreeParent.
  CallTreeNode *TreeParent = nullptr;
  bool NodePending = false;
  unsigned Depth = 0;            // in the call tree
  bool HasTarget = false;        // a call-target extension named where it went
  bool AddsTargetInclusive = false;  // no open call of the same site and target around it
  uint64_t Target = 0;           // the target's number (0: unknown)
  CapturedValues Values = {};    // its arguments' and result's, as they came
};

class ThreadWalker : private OpenFrames {
public:
  ThreadWalker(const Trace &T, SiteTable &Sites, CalleeTable &Callees, Profile &P,
               const ProfileOptions &Options, double EventCostNs)
      : T(T), Sites(Sites), Callees(Callees), Problems(P.Problems), Root(P.Tree),
        TargetNames(P.TargetNames), Runtime(P.Runtime), Options(Options),
        EventCostNs(EventCostNs), NsPerTick(T.NsPerTick) {}

  void walk(const ThreadTrace &Thread) {
    Tid = Thread.Tid;
    JumpRepair Jumps(T, Thread);
    Path.assign(Callees.size(), 0);
    double Last = -std::numeric_limits<double>::infinity();
    T.forEachEvent(Thread, [&](const trace::EventRecord &E) {
      uint64_t Kind = E.tag & trace::kKindMask;
      // A value's first record waits for its second, which must come right after it.
      // A string's bytes come right after its value's records, one record per word.
      const uint64_t ValueTag = PendingValue;
      CapturedValue *String = PendingString;
      PendingValue = 0;
      PendingString = nullptr;
      if (Kind == trace::kMarker) {  // not an event: no time, no number
        if (trace::is_value_tag(E.tag)) {
          PendingValue = E.tag;
        } else if (trace::is_value_bits_tag(E.tag)) {
          if (ValueTag) PendingString = value(ValueTag, E.tag);
        } else if (trace::is_value_bytes_tag(E.tag)) {
          if (String) PendingString = stringBytes(*String, E.tag);
        } else if (trace::is_target_tag(E.tag)) {
          callTarget(E.tag);
        }
        return;
      }
      uint64_t SiteId = E.tag & ~uint64_t{trace::kKindMask};
      double Now = toNs(E.tsc);
      if (Now < Last) {  // a corrupt timestamp: spans must not end before they start
        ++Problems.OutOfOrder;
        Now = Last;
      }
      Last = Now;
      Now = atTime(Now);
      if (!Time.HasEvents) {
        Time.HasEvents = true;
        Time.FirstNs = Now;
      }
      Time.LastNs = Now;
      ++EventNumber;
      SiteSlot &Slot = Sites.slot(SiteId);
      if (!Slot.Info) ++Problems.UnknownSites;
      if (Slot.IsRuntime) return runtimeEvent(Slot, Kind, Now);
      const bool Counted = inWindow();
      if (Kind == trace::kStart) {
        if (size_t Left = Jumps.jumpedOver(Slot.Info, *this)) {
          Problems.LeftByJump += Left;
          while (Left--) close(Now);
        }
        log(LogEvent::Start, Now, Slot.Info);
        push(Slot, Now);
      } else {
        stop(Slot, Now, Kind == trace::kUnwind);
      }
      if (Counted) ++EventIndex;  // compensation counts the events inside the window
    });
    // Calls still open: in progress when the trace was written if the thread was still running
    // (they end then), lost otherwise (they end at the thread's last event).
    if (Thread.RunningAtEnd && T.HasClock) {
      Problems.InProgress += Stack.size();
      Last = std::max(Last, T.endNs());
    } else if (!Stack.empty()) {
      Stack.back().Slot->Unfinished += Stack.size();
    }
    Last = atTime(Last);
    while (!Stack.empty()) close(Last);
    releaseWaiting();
  }

  // The thread's busy time and its first and last events, once walked.
  ThreadTime Time;

private:
  size_t size() const override { return Stack.size(); }
  Frame at(size_t Index) const override {
    return {Stack[Index].Slot->Info, Stack[Index].StartNumber};
  }

  // The time of the event being walked cut to the window (RawNow keeps it whole); the spans
  // whose start was final before the window opened are announced when it opens (at an event
  // after --since: they end after it, so they count).
  double atTime(double Raw) {
    RawNow = Raw;
    if (!Options.windowed()) return Raw;
    if (!WindowOpened && Raw > Options.SinceNs) {
      WindowOpened = true;
      for (OpenSpan &S : Stack)
        if (S.WaitsForWindow) announce(S);
    }
    return std::clamp(Raw, Options.SinceNs, Options.UntilNs);
  }
  bool inWindow() const { return RawNow >= Options.SinceNs && RawNow <= Options.UntilNs; }
  // Whether the span, ending now, ran during the window.
  bool ranInWindow(const OpenSpan &S) const {
    return S.RawStart < Options.UntilNs && RawNow > Options.SinceNs;
  }

  double toNs(uint64_t Tsc) const {
    return T.OffsetNs + (Tsc >= T.Origin ? double(Tsc - T.Origin) * NsPerTick
                                         : -double(T.Origin - Tsc) * NsPerTick);
  }

  void log(LogEvent::Kind What, double Now, const SiteInfo *Site,
           const OpenSpan *Ending = nullptr) {
    if (Options.OnEvent && inWindow())
      Options.OnEvent(LogEvent{What, Now, Tid, Site, static_cast<unsigned>(Stack.size()),
                               Ending ? &Ending->Values : nullptr,
                               Ending ? targetName(*Ending) : nullptr});
  }

  // A span of the runtime's own (it records no call inside one): time taken out of the calls
  // around it, and shown on timelines. Spans may nest (a buffer handed on while a call target
  // is numbered): each takes out its own time, the one around it the rest of its own. A stop
  // whose start is not there (a ring lost it) takes out nothing.
  void runtimeEvent(SiteSlot &Slot, uint64_t Kind, double Now) {
    if (Kind == trace::kStart) {
      RuntimeOpen.push_back({&Slot, Now, RawNow, 0});
      return;
    }
    auto Match = std::find_if(RuntimeOpen.rbegin(), RuntimeOpen.rend(),
                              [&](const OpenRuntime &R) { return R.Slot == &Slot; });
    if (Match == RuntimeOpen.rend()) return;
    const OpenRuntime Open = *Match;
    RuntimeOpen.erase(std::prev(Match.base()), RuntimeOpen.end());
    if (!RuntimeOpen.empty()) RuntimeOpen.back().Inner += std::max(0.0, Now - Open.Start);
    if (Open.RawStart >= Options.UntilNs || RawNow <= Options.SinceNs) return;  // outside
    double Took = std::max(0.0, Now - Open.Start - Open.Inner);
    if (Slot.Info && Slot.Info->Callee == trace::kNumberingCallee) {
      ++Runtime.Numbered;
      Runtime.NumberingNs += Took;
    } else {
      ++Runtime.Spans;
      Runtime.Ns += Took;
    }
    if (!Stack.empty() && Options.Compensate) Stack.back().Runtime += Took;
    SpanRecord Span{T.Pid, Tid, Slot.Info, Open.Start, std::max(Open.Start, Now),
                    static_cast<unsigned>(Stack.size()), false, &T};
    // Inside a call whose start may still move (between its argument evaluations), it waits:
    // it may come before that start or after it.
    if (Options.OnSpanStart && !Stack.empty() && !Stack.back().Announced)
      Waiting.push_back(Span);
    else
      timelineSpan(Span);
  }

  // A runtime span to the timeline, start and end.
  void timelineSpan(const SpanRecord &Span) {
    if (Options.OnSpanStart)
      Options.OnSpanStart(SpanStart{Span.Pid, Span.Tid, Span.Site, Span.StartNs, Span.Depth});
    if (Options.OnSpan) Options.OnSpan(Span);
  }

  // The runtime spans that waited, those that end by `Before` (all when it is infinite).
  void releaseWaiting(double Before = std::numeric_limits<double>::infinity()) {
    size_t Kept = 0;
    for (const SpanRecord &Span : Waiting)
      if (Span.EndNs <= Before)
        timelineSpan(Span);
      else
        Waiting[Kept++] = Span;
    Waiting.resize(Kept);
  }

  // Gives the start of the innermost open span to OnSpanStart, now final.
  void announce(OpenSpan &S) {
    if (!Options.OnSpanStart || S.Announced) return;
    if (S.RawStart >= Options.UntilNs) return;  // after the window: never shown
    if (RawNow <= Options.SinceNs) {  // it may end before the window: shown if it opens first
      S.WaitsForWindow = true;
      return;
    }
    S.Announced = true;
    releaseWaiting(S.Start);
    Options.OnSpanStart(
        SpanStart{T.Pid, Tid, S.Slot->Info, S.Start, S.Depth, targetName(S), &S.Values});
    releaseWaiting();
  }

  // A captured value (its two records): one of the innermost open call of its site, whose
  // arguments' calls have ended when an argument's value is written and whose result's is
  // written before its stop. One that matches no open call (a ring lost the call's start) is
  // left out.
  // Returns a string whose bytes are to come (none for another value, or one left out).
  CapturedValue *value(uint64_t Tag, uint64_t BitsTag) {
    if (!Options.Values) return nullptr;
    SiteSlot &Slot = Sites.slot(trace::value_tag_site(Tag));
    if (Slot.Open == 0) return nullptr;
    for (size_t I = Stack.size(); I-- > 0;) {
      if (Stack[I].Slot != &Slot) continue;
      // At most one per slot a call can have (0 to 63): a damaged trace cannot grow it further.
      if (Stack[I].Values.size() > trace::kMaxValueSlot) return nullptr;
      bool Whole = false;  // a string's bytes already all held
      CapturedValue &V = Stack[I].Values.emplace_back(
          CapturedValue{static_cast<uint8_t>(trace::value_tag_slot(Tag)),
                        static_cast<uint8_t>(trace::value_tag_kind(Tag)),
                        static_cast<uint8_t>(trace::value_tag_size(Tag)),
                        trace::value_tag_bits(Tag, BitsTag), {}});
      if (V.Kind == trace::kValueEnum || V.Kind == trace::kValueUnsignedEnum)
        if (const std::string *Name =
                enumeratorName(T.ValueNames, trace::value_tag_site(Tag), V.Slot, V.Bits))
          V.Text = *Name;
      if (V.Kind == trace::kValueSmallObject) {  // all its bytes in its bits: as kValueBytes
        for (unsigned Byte = 0; Byte < V.Size; ++Byte)
          V.Text += static_cast<char>(V.Bits >> 8 * Byte);
        V.Kind = trace::kValueBytes;
        V.Bits = trace::string_bits(V.Size, true, V.Size);
        V.Size = 1;
        Whole = true;
      }
      if (V.Kind == trace::kValueBytes)  // its class names its formatter
        if (auto Object = T.ObjectTypes.find({trace::value_tag_site(Tag), V.Slot});
            Object != T.ObjectTypes.end())
          V.Object = &Object->second;
      return trace::is_string_kind(V.Kind) && !Whole ? &V : nullptr;
    }
    return nullptr;
  }

  // A string's next bytes, up to as many as its value says were recorded; returns it while more
  // are to come.
  CapturedValue *stringBytes(CapturedValue &String, uint64_t Tag) {
    const size_t Recorded = trace::string_recorded(String.Bits);
    char Bytes[trace::kStringBytesPerWord];
    trace::string_word_bytes(Tag, Bytes);
    String.Text.append(Bytes, std::min<size_t>(trace::kStringBytesPerWord, Recorded - String.Text.size()));
    return String.Text.size() < Recorded ? &String : nullptr;
  }

  // A call-target extension: where the innermost open call of its site that has no target yet
  // went (the runtime writes it right after that call's start). One that matches no open call
  // (a ring lost the call's start) is left out.
  void callTarget(uint64_t Tag) {
    SiteSlot &Slot = Sites.slot(trace::target_tag_site(Tag));
    Slot.Virtual = true;
    if (Slot.Open == 0) return;
    for (size_t I = Stack.size(); I-- > 0;) {
      OpenSpan &S = Stack[I];
      if (S.Slot != &Slot || S.HasTarget) continue;
      S.HasTarget = true;
      S.Target = trace::target_tag_number(Tag);
      if (Slot.OpenByTarget.size() <= S.Target) Slot.OpenByTarget.resize(S.Target + 1, 0);
      S.AddsTargetInclusive = Slot.OpenByTarget[S.Target]++ == 0;
      return;
    }
  }

  unsigned &pathCount(uint32_t Callee) {
    if (Callee >= Path.size()) Path.resize(Callee + 1, 0);
    return Path[Callee];
  }

  void stop(SiteSlot &Slot, double Now, bool Unwinding) {
    if (!Unwinding) Slot.Returned = true;
    auto Match = std::find_if(Stack.rbegin(), Stack.rend(),
                              [&](const OpenSpan &S) { return S.Slot == &Slot; });
    if (Match == Stack.rend()) {
      if (T.Mode == trace::kModeRing)
        ++Problems.StartedInRing;
      else if (T.ParentPid != 0)
        ++Problems.StartedBeforeFork;
      else
        ++Problems.OrphanStops;
      return;
    }
    size_t Keep = static_cast<size_t>(Stack.rend() - Match);  // index of the match + 1
    if (Unwinding) {
      // The exception that ends this call left the calls above it too, through forms that
      // record no unwinding stop (constexpr functions before C++20): they end with it.
      while (Stack.size() > Keep) Problems.UnwoundWithoutStop += unwind(Now);
    } else {
      if (Stack.size() > Keep) Stack.back().Slot->ClosedByOuter += Stack.size() - Keep;
      while (Stack.size() > Keep) close(Now);
    }
    log(Unwinding ? LogEvent::Unwind : LogEvent::Stop, Now, Slot.Info, &Stack.back());
    if (!Unwinding) return close(Now);
    if (unwind(Now)) ++Problems.Unwound;
  }

  // Ends the innermost open span by an exception; false when the exception came from one of its
  // arguments, before it was entered (it is not counted).
  bool unwind(double Now) {
    const OpenSpan &Top = Stack.back();
    if (Top.ArgumentThrew && !Top.BodyRan) {
      ++Problems.NeverEntered;
      discard(Now);
      return false;
    }
    close(Now, /*Unwinding=*/true);
    return true;
  }

  // Drops the innermost open span without counting it (its arguments were counted already).
  void discard(double Now) {
    OpenSpan S = std::move(Stack.back());
    releaseWaiting();
    // A timeline that has its start (a call from its body was seen) still gets its end.
    if (S.Announced && Options.OnSpan)
      Options.OnSpan(SpanRecord{T.Pid, Tid, S.Slot->Info, S.Start, std::max(S.Start, Now), S.Depth,
                                true, &T, targetName(S), &S.Values});
    Stack.pop_back();
    --pathCount(S.Slot->Callee);
    --S.Slot->Open;
    if (S.HasTarget) --S.Slot->OpenByTarget[S.Target];
    if (S.IsArgument && !Stack.empty()) ++pathCount(Stack.back().Slot->Callee);
  }

  // `Path` counts the callees on the semantic path to the innermost open span: its ancestors in
  // the call tree, which skip the call whose argument list a span is evaluated in.
  void push(SiteSlot &Slot, double Now) {
    OpenSpan S{&Slot, Now, EventIndex};
    if (Slot.Types && Options.Values) S.Values = *Slot.Types;
    S.StartNumber = EventNumber - 1;
    S.RawStart = RawNow;
    const SiteInfo *Site = Slot.Info;
    S.IsArgument = !Stack.empty() && Site && Site->Parent != 0 &&
                   Site->Parent == Stack.back().Slot->Stats.SiteId;
    if (!Stack.empty()) {
      if (S.IsArgument)
        releaseWaiting();  // its start moves past this argument's end
      else
        announce(Stack.back());  // a call from its body: it has started
    }
    // In the call tree an argument evaluation is a child of the call's own parent.
    OpenSpan *Parent = nullptr;
    if (!Stack.empty()) Parent = &Stack.back();
    if (S.IsArgument) Parent = semanticParentOf(Stack.size() - 1);
    CallTreeNode *ParentNode = Parent ? nodeOf(*Parent) : &Root;
    if (ParentNode && (!Parent || Parent->Depth + 1 < kMaxTreeDepth)) {
      if (Slot.Virtual && Options.TargetName) {  // its target's extension follows this start
        S.TreeParent = ParentNode;
        S.NodePending = true;
      } else {
        S.Node = childOf(ParentNode, Slot, Slot.Callee, false);
      }
    }
    S.Depth = Parent ? Parent->Depth + 1 : 0;
    if (S.IsArgument) --pathCount(Stack.back().Slot->Callee);
    unsigned &Same = pathCount(Slot.Callee);
    S.AddsInclusive = Same == 0;
    ++Same;
    S.AddsSiteInclusive = Slot.Open++ == 0;
    Stack.push_back(std::move(S));
  }

  // The child named `Frame` (a callee id) of `ParentNode`; `Virtual`: a call of the slot's
  // site named by its target.
  CallTreeNode *childOf(CallTreeNode *ParentNode, SiteSlot &Slot, uint32_t Frame, bool Virtual) {
    if (Slot.LastParentNode == ParentNode && Slot.LastFrame == Frame) return Slot.LastNode;
    CallTreeNode *&Child = ParentNode->ChildByCalleeId[Frame];
    if (!Child) {
      const std::string &Callee = Callees[Frame].Callee;
      std::unique_ptr<CallTreeNode> &Owned = ParentNode->Children[Callee];
      if (!Owned) {
        Owned = std::make_unique<CallTreeNode>();
        Owned->Callee = Callee;
      }
      Child = Owned.get();
    }
    if (Virtual && Child->Via.empty() && Frame != Slot.Callee)
      Child->Via = Callees[Slot.Callee].Callee;
    Slot.LastParentNode = ParentNode;
    Slot.LastNode = Child;
    Slot.LastFrame = Frame;
    return Child;
  }

  // The span's node in the call tree. A virtual call's is chosen when first needed (a call from
  // its body, its end), by then its target is known: the runtime writes it right after the start
  // and before the body runs, while the calls in its object expression are argument evaluations,
  // which hang beside it. Its target, if named, names the node; else its site's callee does.
  CallTreeNode *nodeOf(OpenSpan &S) {
    if (!S.NodePending) return S.Node;
    S.NodePending = false;
    const TargetFrame *Frame = targetFrame(S);
    S.Node = childOf(S.TreeParent, *S.Slot, Frame ? Frame->Id : S.Slot->Callee, Frame != nullptr);
    return S.Node;
  }

  // How the span's call is named in the tree and on timelines when its target names it: the
  // target's frame (asked of Options.TargetName once per site and number); null when the call
  // is named by its site's callee: no target, number 0 (unknown), or a number the trace does not
  // describe (a version 3 trace, a lost record), whose name would say nothing of the function.
  const TargetFrame *targetFrame(const OpenSpan &S) {
    if (!Options.TargetName || !S.HasTarget || S.Target == 0) return nullptr;
    SiteSlot &Slot = *S.Slot;
    if (Slot.Frames.size() <= S.Target) Slot.Frames.resize(S.Target + 1);
    TargetFrame &Frame = Slot.Frames[S.Target];
    if (!Frame.Asked) {
      Frame.Asked = true;
      if (T.callTarget(Slot.Stats.SiteId, S.Target)) {
        std::string Name = Options.TargetName(T, Slot.Stats.SiteId, S.Target);
        Frame.Id = Callees.idOf(Name);
        Frame.Name = &*TargetNames.insert(std::move(Name)).first;
      }
    }
    return Frame.Name ? &Frame : nullptr;
  }
  const std::string *targetName(const OpenSpan &S) {
    const TargetFrame *Frame = targetFrame(S);
    return Frame ? Frame->Name : nullptr;
  }

  // The span that the span at `Index` is a child of in the call tree (null: a root): below it
  // on the stack, past the calls whose argument lists it is evaluated in.
  OpenSpan *semanticParentOf(size_t Index) {
    while (Stack[Index].IsArgument) {
      if (Index == 0) return nullptr;
      --Index;
    }
    return Index == 0 ? nullptr : &Stack[Index - 1];
  }

  // Ends the innermost open span at `End` (the current event, or the end of the thread).
  void close(double End, bool Unwinding = false) {
    announce(Stack.back());
    nodeOf(Stack.back());
    OpenSpan S = std::move(Stack.back());
    Stack.pop_back();
    // Compensation: each event recorded inside the span cost it one event's time, and its own
    // start and stop cost it about one between them (what follows the start's clock reading and
    // what precedes the stop's).
    uint64_t Inside = EventIndex > S.StartEvent ? EventIndex - S.StartEvent - 1 : 0;
    double Measured = std::max(0.0, End - S.Start);
    double Duration =
        std::max(0.0, Measured - EventCostNs * static_cast<double>(Inside + 1) - S.Runtime);
    double Exclusive = std::max(0.0, Duration - S.Children);
    SiteSlot &Slot = *S.Slot;
    --pathCount(Slot.Callee);
    --Slot.Open;
    if (S.HasTarget) --Slot.OpenByTarget[S.Target];
    // A call outside the window counts nowhere; its time there is 0, for the calls around it.
    const bool Counts = ranInWindow(S);
    if (!Counts) Duration = Exclusive = 0;
    Time.BusyNs += Exclusive;
    if (Counts) count(S, End, Unwinding, Duration, Exclusive);
    double TreeDuration = S.Node && Counts ? Duration : 0;
    if (Stack.empty()) return;
    OpenSpan &Around = Stack.back();
    if (!S.IsArgument) {
      Around.Runtime += S.Runtime;
      Around.Children += Duration;
      Around.TreeChildren += TreeDuration;
      Around.BodyRan = true;
      return;
    }
    Around.ArgumentThrew = Unwinding;
    // An argument of the call around it: a preceding sibling of that call, which starts anew.
    ++pathCount(Around.Slot->Callee);
    // The runtime's time so far in it is in its arguments: the span around it keeps that.
    double RuntimeBefore = S.Runtime + Around.Runtime;
    Around.Runtime = 0;
    // (A start given to a timeline stays: an argument's event after the body began, as a
    // throttled site's, must not move it.)
    if (End >= Around.Start && !Around.Announced) {
      Around.Start = End;
      Around.RawStart = RawNow;
      Around.StartEvent = EventIndex;
    }
    // Its time is inside the call that the call around it is made from: in g(f(h(x))), h's
    // time belongs to the caller of g (f and g being arguments), not to g.
    if (OpenSpan *Parent = semanticParentOf(Stack.size() - 1)) {
      Parent->Children += Duration;
      Parent->TreeChildren += TreeDuration;
      Parent->Runtime += RuntimeBefore;
    }
  }

  // A call that ended, in the profile, the call tree and the timeline.
  void count(const OpenSpan &S, double End, bool Unwinding, double Duration, double Exclusive) {
    SiteSlot &Slot = *S.Slot;
    Callees[Slot.Callee].addTimed(1, S.AddsInclusive ? Duration : 0, Exclusive, Duration,
                                  Duration, Duration);
    Slot.Stats.addTimed(1, S.AddsSiteInclusive ? Duration : 0, Exclusive, Duration, Duration,
                        Duration);
    if (S.AddsInclusive) Callees[Slot.Callee].Outermost.add(Duration);
    if (S.AddsSiteInclusive) Slot.Stats.Outermost.add(Duration);
    if (S.HasTarget)
      Slot.Stats.ByTarget[S.Target].addTimed(1, S.AddsTargetInclusive ? Duration : 0, Exclusive,
                                             Duration, Duration, Duration);
    else  // a virtual call's site's calls without a target: ByTarget[0] once the site is known
      Slot.NoTarget.addTimed(1, S.AddsSiteInclusive ? Duration : 0, Exclusive, Duration, Duration,
                             Duration);
    if (S.Node) {  // calls deeper than the tree goes are in the exclusive time of its deepest
      ++S.Node->Calls;
      S.Node->InclusiveNs += Duration;
      S.Node->ExclusiveNs += std::max(0.0, Duration - S.TreeChildren);
      if (!S.Values.empty() && Duration > S.Node->SlowestNs) {
        S.Node->SlowestNs = Duration;
        S.Node->SlowestValues = S.Values;
      }
    }
    if (Options.SlowestCalls && !S.Values.empty()) keepIfSlow(Slot, S, Duration, End);
    if (Options.OnSpan)
      Options.OnSpan(SpanRecord{T.Pid, Tid, Slot.Info, S.Start, std::max(S.Start, End), S.Depth,
                                Unwinding, &T, targetName(S), &S.Values});
  }

  // Keeps the call among its site's slowest calls that captured values, if it is one.
  void keepIfSlow(SiteSlot &Slot, const OpenSpan &S, double Duration, double End) {
    // The least slow on top; of two as slow, the later (the earlier one stays).
    auto Faster = [](const SlowCall &A, const SlowCall &B) {
      return A.DurationNs != B.DurationNs ? A.DurationNs > B.DurationNs : A.EndNs < B.EndNs;
    };
    std::vector<SlowCall> &Heap = Slot.Slowest;
    if (Heap.size() == Options.SlowestCalls) {
      if (Duration <= Heap.front().DurationNs) return;
      std::pop_heap(Heap.begin(), Heap.end(), Faster);
      Heap.pop_back();
    }
    Heap.push_back(SlowCall{Duration, End, Tid, S.Values});
    std::push_heap(Heap.begin(), Heap.end(), Faster);
  }

  const Trace &T;
  SiteTable &Sites;
  CalleeTable &Callees;
  Anomalies &Problems;
  CallTreeNode &Root;
  std::unordered_set<std::string> &TargetNames;
  RuntimeTime &Runtime;
  const ProfileOptions &Options;
  const double EventCostNs;
  const double NsPerTick;
  uint64_t Tid = 0;
  uint64_t EventIndex = 0;  // of the event being walked, in the thread (runtime spans left out)
  uint64_t EventNumber = 0;  // events walked in the thread, runtime spans too (JumpRepair)
  // The runtime's spans open on the thread: where each started (RawStart: before the window cut
  // it), and the time of the spans nested in it.
  struct OpenRuntime {
    const SiteSlot *Slot;
    double Start, RawStart, Inner;
  };
  std::vector<OpenRuntime> RuntimeOpen;
  double RawNow = 0;  // before the window cut it
  bool WindowOpened = false;  // an event after --since was walked
  std::vector<SpanRecord> Waiting;  // runtime spans waiting for a start to be final (announce)
  std::vector<OpenSpan> Stack;
  std::vector<unsigned> Path;  // by callee id
  uint64_t PendingValue = 0;  // a value's first record, when the record before was one
  CapturedValue *PendingString = nullptr;  // a string value whose bytes are to come
};

// Aggregate mode: the runtime folded the events per site, and the calls of virtual and indirect
// call sites per target too. Throttled sites: their calls after throttling were counted, not
// timed. Both are added per site and per callee.
void addRuntimeTotals(const Trace &T, SiteTable &Sites, CalleeTable &Callees) {
  auto Add = [&T](CallFigures &F, const SiteAggregate &A, uint64_t Inclusive) {
    F.addTimed(A.Calls, T.ticksToNs(Inclusive), T.ticksToNs(A.Exclusive), T.ticksToNs(A.Total),
               T.ticksToNs(A.Min), T.ticksToNs(A.Max));
  };
  // Per site, what its targets' figures add up to: the rest of its calls named no target.
  std::unordered_map<uint64_t, SiteAggregate> Named;
  for (const TargetAggregate &A : T.TargetAggregates) {
    Add(Sites.slot(A.Figures.Site).Stats.ByTarget[A.Number], A.Figures, A.Figures.Inclusive);
    SiteAggregate &Sum = Named[A.Figures.Site];
    Sum.Calls += A.Figures.Calls;
    Sum.Inclusive += A.Figures.Inclusive;
    Sum.Exclusive += A.Figures.Exclusive;
    Sum.Total += A.Figures.Total;
  }
  for (const SiteAggregate &A : T.Aggregates) {
    SiteSlot &Slot = Sites.slot(A.Site);
    // A recursion's time counts once per site in the site's figures, once per callee in the
    // function's (as the events of trace mode count it).
    Add(Slot.Stats, A, A.SiteInclusive);
    Add(Callees[Slot.Callee], A, A.Inclusive);
    // Calls without a target (a site throttled between a call's start and its target): what
    // the site's figures have beyond its targets', bounded by the site's shortest and longest.
    SiteAggregate Rest = A;
    if (auto It = Named.find(A.Site); It != Named.end()) {
      const SiteAggregate &Sum = It->second;
      auto Less = [](uint64_t Of, uint64_t Part) { return Of > Part ? Of - Part : 0; };
      Rest.Calls = Less(A.Calls, Sum.Calls);
      Rest.Exclusive = Less(A.Exclusive, Sum.Exclusive);
      Rest.Total = Less(A.Total, Sum.Total);
      Rest.SiteInclusive = Less(A.SiteInclusive, Sum.Inclusive);
      if (!Rest.Calls) continue;
    }
    Add(Slot.NoTarget, Rest, Rest.SiteInclusive);
  }
  for (const ThrottledSite &Th : T.Throttled) {
    SiteSlot &Slot = Sites.slot(Th.Site);
    Slot.Stats.addCounted(Th.Counted);
    Slot.NoTarget.addCounted(Th.Counted);
    Callees[Slot.Callee].addCounted(Th.Counted);
  }
}

// Spans left without their stop. When the innermost of them was a call of a site that never
// returned in the trace ([[noreturn]] callees: longjmp, pthread_exit, a function that jumps), the
// call left them all: a jump or the end of its thread. The report closed them (at the next stop
// around them, or at the thread's last event): repaired, not an anomaly. Otherwise a stop that
// the site records is missing.
void tallyLeftOpen(const SiteSlot &Slot, Anomalies &A) {
  if (Slot.Returned) {
    A.ClosedByOuter += Slot.ClosedByOuter;
    A.Unfinished += Slot.Unfinished;
  } else {
    A.LeftByNoReturn += Slot.ClosedByOuter + Slot.Unfinished;
  }
}

// Most inclusive time first; ties in a fixed order, so that reports do not vary between runs.
void sortByInclusive(std::vector<CalleeStats> &V) {
  std::sort(V.begin(), V.end(), [](const CalleeStats &A, const CalleeStats &B) {
    return std::tie(B.InclusiveNs, A.Callee) < std::tie(A.InclusiveNs, B.Callee);
  });
}
void sortByInclusive(std::vector<SiteStats> &V) {
  auto Key = [](const SiteStats &S) {
    static const std::string None;
    return std::make_tuple(-S.InclusiveNs, S.Site ? std::cref(S.Site->File) : std::cref(None),
                           S.Site ? S.Site->Line : 0u, S.Site ? S.Site->Column : 0u,
                           S.Site ? std::cref(S.Site->Callee) : std::cref(None), S.SiteId);
  };
  std::stable_sort(V.begin(), V.end(),
                   [&](const SiteStats &A, const SiteStats &B) { return Key(A) < Key(B); });
}

// What tells one call site from another across tables and traces: where it is written, its
// caller and callee, and, where a trace's entries must stay apart, the trace.
using SiteDescription = std::tuple<const Trace *, std::string_view, uint32_t, uint32_t,
                                   std::string_view, std::string_view>;
SiteDescription describe(const SiteInfo &Site, const Trace *Of = nullptr) {
  return {Of, Site.File, Site.Line, Site.Column, Site.Caller, Site.Callee};
}

// A call written in a header is a site of each copy's table (copies whose sites differ
// elsewhere, units that instantiate its templates differently, have tables of their own) and of
// each process's trace: the entries of one description made one, in the order they first came.
// `KeyOf` gives an entry's description (none: it stays apart), `Merge` adds an entry to another.
template <class Entry, class KeyFn, class MergeFn>
void mergeSameSites(std::vector<Entry> &Entries, KeyFn KeyOf, MergeFn Merge) {
  std::map<SiteDescription, size_t> At;
  std::vector<Entry> Merged;
  for (Entry &E : Entries) {
    if (std::optional<SiteDescription> Key = KeyOf(E)) {
      auto [It, New] = At.try_emplace(*Key, Merged.size());
      if (!New) {
        Merge(Merged[It->second], E);
        continue;
      }
    }
    Merged.push_back(std::move(E));
  }
  Entries = std::move(Merged);
}

// One row per call site. Virtual calls' rows stay apart: their targets are numbered per trace.
void mergeSameSiteRows(std::vector<SiteStats> &Rows) {
  mergeSameSites(
      Rows,
      [](const SiteStats &S) -> std::optional<SiteDescription> {
        if (!S.Site || !S.ByTarget.empty()) return std::nullopt;
        return describe(*S.Site);
      },
      [](SiteStats &Into, const SiteStats &From) { Into.merge(From); });
}

// In file, line, column order.
void sortBySite(std::vector<SiteStats> &V) {
  std::stable_sort(V.begin(), V.end(), [](const SiteStats &A, const SiteStats &B) {
    static const std::string None;
    auto Key = [](const SiteStats &S) {
      return std::make_tuple(S.Site ? std::cref(S.Site->File) : std::cref(None),
                             S.Site ? S.Site->Line : 0u, S.Site ? S.Site->Column : 0u, S.SiteId);
    };
    return Key(A) < Key(B);
  });
}

// A site's slowest calls that captured values, the slowest first (of two as slow, the earlier).
bool slowerFirst(const SlowCall &A, const SlowCall &B) {
  return std::tie(B.DurationNs, A.EndNs) < std::tie(A.DurationNs, B.EndNs);
}
SlowSite slowSite(SiteSlot &Slot) {
  SlowSite Out{Slot.Info, Slot.Stats.SiteId, Slot.Stats.Source, std::move(Slot.Slowest)};
  std::sort(Out.Calls.begin(), Out.Calls.end(), slowerFirst);
  return Out;
}

// One entry per site and process, as the rows are made one: a site of several copies' tables
// keeps its `N` slowest calls of them all.
void mergeSameSlowSites(std::vector<SlowSite> &Sites, size_t N) {
  mergeSameSites(
      Sites,
      [](const SlowSite &S) -> std::optional<SiteDescription> {
        if (!S.Site) return std::nullopt;
        return describe(*S.Site, S.Source);
      },
      [N](SlowSite &Into, SlowSite &From) {
        std::vector<SlowCall> &Calls = Into.Calls;
        Calls.insert(Calls.end(), std::make_move_iterator(From.Calls.begin()),
                     std::make_move_iterator(From.Calls.end()));
        std::stable_sort(Calls.begin(), Calls.end(), slowerFirst);
        if (Calls.size() > N) Calls.resize(N);
      });
}

// The site with the slowest call first; ties in site order.
void sortBySlowest(std::vector<SlowSite> &V) {
  auto Key = [](const SlowSite &S) {
    static const std::string None;
    return std::make_tuple(-S.Calls.front().DurationNs,
                           S.Site ? std::cref(S.Site->File) : std::cref(None),
                           S.Site ? S.Site->Line : 0u, S.Site ? S.Site->Column : 0u, S.SiteId);
  };
  std::stable_sort(V.begin(), V.end(),
                   [&](const SlowSite &A, const SlowSite &B) { return Key(A) < Key(B); });
}

}  // namespace

CallTreeNode::~CallTreeNode() {
  std::vector<std::unique_ptr<CallTreeNode>> Pending;
  auto Take = [&](CallTreeNode &Node) {
    for (auto &Entry : Node.Children) Pending.push_back(std::move(Entry.second));
    Node.Children.clear();
  };
  Take(*this);
  while (!Pending.empty()) {
    std::unique_ptr<CallTreeNode> Node = std::move(Pending.back());
    Pending.pop_back();
    Take(*Node);
  }  // each node is destroyed without children
}

namespace {

// Takes out the nodes of calls that all ran outside the window (a call tree node is made when a
// call starts); true when `Node` itself has none left. Depth is at most kMaxTreeDepth.
bool pruneUncalled(CallTreeNode &Node) {
  Node.ChildByCalleeId.clear();
  for (auto It = Node.Children.begin(); It != Node.Children.end();)
    It = pruneUncalled(*It->second) ? Node.Children.erase(It) : std::next(It);
  return Node.Calls == 0 && Node.Children.empty();
}

}  // namespace

Profile buildProfile(const TraceList &Traces, const ProfileOptions &Options) {
  CalleeTable Callees;
  Profile P;
  for (const Trace *T : Traces) {
    // Site ids are addresses in one process: each trace has its own.
    SiteTable Sites(*T, Callees);
    double Cost = Options.Compensate ? T->eventCostNs() : 0;
    P.EventCostNs.push_back(Cost);
    for (const ThreadTrace &Thread : T->Threads) {
      if (Options.SelectThread && !Options.SelectThread(*T, Thread)) continue;
      ++P.Threads;
      ThreadWalker Walker(*T, Sites, Callees, P, Options, Cost);
      Walker.walk(Thread);
      Walker.Time.Pid = T->Pid;
      Walker.Time.Tid = Thread.Tid;
      P.ThreadTimes.push_back(Walker.Time);
      P.Problems.Dropped += Thread.Dropped;
    }
    P.Problems.Dropped += T->Dropped;
    P.Problems.CountsLost += T->CountsLost;
    addRuntimeTotals(*T, Sites, Callees);
    Sites.forEach([&](SiteSlot &Slot) {
      if (Slot.Virtual && Slot.NoTarget.Calls) Slot.Stats.ByTarget[0].merge(Slot.NoTarget);
      if (!Slot.Stats.ByTarget.empty()) P.TargetSites.push_back(Slot.Stats);
      if (Slot.Stats.Calls) P.BySite.push_back(Slot.Stats);
      tallyLeftOpen(Slot, P.Problems);
      if (Slot.Stats.CountedOnly) P.Untimed.push_back(Slot.Stats);
      if (!Slot.Slowest.empty()) P.Slowest.push_back(slowSite(Slot));
    });
  }
  for (CalleeStats &C : Callees.take()) {
    if (!C.Calls) continue;
    P.Calls += C.Calls;
    P.TotalNs += C.ExclusiveNs;
    P.ByCallee.push_back(std::move(C));
  }
  sortByInclusive(P.ByCallee);
  mergeSameSiteRows(P.BySite);
  mergeSameSiteRows(P.Untimed);
  sortByInclusive(P.BySite);
  sortByInclusive(P.TargetSites);
  sortBySite(P.Untimed);
  mergeSameSlowSites(P.Slowest, Options.SlowestCalls);
  sortBySlowest(P.Slowest);
  if (Options.windowed()) pruneUncalled(P.Tree);
  P.SinceNs = Options.SinceNs;
  P.UntilNs = Options.UntilNs;
  return P;
}

}  // namespace overdub
