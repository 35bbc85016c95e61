// Virtual calls' targets: the records read and checked, the extensions decoded and given to
// their calls, the split per site, and names from the symbols of this very test program.
#include "CallTargets.h"
#include "Profile.h"
#include "TargetNames.h"
#include "TargetRecords.h"

#include <gtest/gtest.h>

#include <elf.h>
#include <link.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <functional>

namespace overdub_test {
// Functions that a virtual call goes to, directly and through a thunk (`Both`'s second base).
struct Shape {
  virtual long area() const;
};
struct Square : Shape {
  long area() const override;
};
struct First {
  virtual long first() const;
  long Pad = 0;
};
struct Second {
  virtual long second() const;
};
struct Both : First, Second {
  long second() const override;
};
long Shape::area() const { return 0; }
long Square::area() const { return 4; }
long First::first() const { return 1; }
long Second::second() const { return 2; }
long Both::second() const { return 3; }
// A function whose code is another's (the linker's identical code folding, a library's alias):
// `Ring::area` is a second symbol at `Disk::area`.
struct Disk : Shape {
  long area() const override;
};
long Disk::area() const { return 5; }
}  // namespace overdub_test
asm(".globl _ZNK12overdub_test4Ring4areaEv\n"
    ".type _ZNK12overdub_test4Ring4areaEv, @function\n"
    ".set _ZNK12overdub_test4Ring4areaEv, _ZNK12overdub_test4Disk4areaEv");

namespace overdub {
namespace {

// A record's payload, as the runtime writes it.
class Payload {
public:
  template <class T> Payload &put(T V) {
    Bytes.append(reinterpret_cast<const char *>(&V), sizeof V);
    return *this;
  }
  Payload &str(const std::string &S) {
    put(static_cast<uint32_t>(S.size()));
    Bytes += S;
    return *this;
  }
  Cursor cursor() const { return Cursor(Bytes.data(), Bytes.data() + Bytes.size()); }
  std::string Bytes;
};

struct RecordsRead {
  Trace T;
  std::vector<std::string> Problems;
  TargetRecords Records{T, [this](std::string P) {
                          if (P.empty()) return true;
                          Problems.push_back(P);
                          return false;
                        }};
};

Payload modules(uint32_t Count, uint64_t Base, uint64_t Start, uint64_t End) {
  Payload P;
  P.put(uint64_t{3}).put(uint64_t{0}).put(Count);
  for (uint32_t I = 0; I < Count; ++I)
    P.put(Base).put(Start).put(End).str("/lib/libshape.so").str("\x12\x34");
  return P;
}

Payload target(uint64_t Index, uint64_t Number, uint64_t Address) {
  return Payload().put(Index).put(Number).put(Address);
}

TEST(TargetRecords, ModulesAndTargetsAreRead) {
  RecordsRead R;
  EXPECT_TRUE(R.Records.modules(modules(1, 0x1000, 0x1000, 0x9000).cursor()));
  EXPECT_TRUE(R.Records.callTarget(target(5, 1, 0x2000).cursor()));
  EXPECT_TRUE(R.Records.modules(modules(2, 0x20000, 0x20000, 0x30000).cursor()));
  EXPECT_TRUE(R.Records.callTarget(target(5, 2, 0x20100).cursor()));
  EXPECT_TRUE(R.Problems.empty());
  ASSERT_EQ(R.T.ModuleMaps.size(), 2u);
  EXPECT_EQ(R.T.ModuleMaps[0][0].Path, "/lib/libshape.so");
  EXPECT_EQ(R.T.ModuleMaps[0][0].BuildId, "\x12\x34");
  // Sites are keyed as their events' tags have them; each target has the modules of its time.
  const CallTarget *Second = R.T.callTarget(5 << 2, 2);
  ASSERT_TRUE(Second);
  EXPECT_EQ(Second->Modules, 1u);
  EXPECT_EQ(R.T.callTarget(5 << 2, 1)->Modules, 0u);
  EXPECT_TRUE(R.T.hasCallTargets(5 << 2));
  EXPECT_FALSE(R.T.hasCallTargets(6 << 2));
  EXPECT_EQ(addressName(R.T, 5 << 2, 1), "0x1000 in libshape.so");
  EXPECT_EQ(addressName(R.T, 5 << 2, 2), "0x100 in libshape.so");
  EXPECT_EQ(addressName(R.T, 5 << 2, 0), "<unknown target>");
  EXPECT_EQ(addressName(R.T, 5 << 2, 9), "<target 9, not described>");
}

TEST(TargetRecords, MalformedRecordsAreLeftOutWithAReason) {
  RecordsRead R;
  EXPECT_FALSE(R.Records.modules(modules(1, 0x2000, 0x1000, 0x9000).cursor()));  // base > start
  EXPECT_FALSE(R.Records.modules(modules(1, 0, 0x9000, 0x9000).cursor()));      // no addresses
  Payload Counted = modules(1, 0, 0x1000, 0x9000);
  std::memset(&Counted.Bytes[16], 0xFF, 4);  // 4294967295 modules
  EXPECT_FALSE(R.Records.modules(Counted.cursor()));
  Payload Cut = modules(1, 0, 0x1000, 0x9000);
  Cut.Bytes.resize(Cut.Bytes.size() - 1);  // the build id's last byte
  EXPECT_FALSE(R.Records.modules(Cut.cursor()));
  Payload Over = modules(1, 0, 0x1000, 0x9000);
  Over.put(uint8_t{0});  // a byte past the module it counts
  EXPECT_FALSE(R.Records.modules(Over.cursor()));
  Payload LongId;
  LongId.put(uint64_t{1}).put(uint64_t{0}).put(uint32_t{1}).put(uint64_t{0}).put(uint64_t{1});
  LongId.put(uint64_t{2}).str("m").str(std::string(1000, 'x'));
  EXPECT_FALSE(R.Records.modules(LongId.cursor()));
  EXPECT_TRUE(R.T.ModuleMaps.empty());
  EXPECT_FALSE(R.Records.callTarget(target(0, 1, 0x2000).cursor()));
  EXPECT_FALSE(R.Records.callTarget(target(1, 0, 0x2000).cursor()));
  EXPECT_FALSE(R.Records.callTarget(target(1, 1 << 15, 0x2000).cursor()));
  EXPECT_FALSE(R.Records.callTarget(Payload().put(uint64_t{1}).cursor()));
  EXPECT_TRUE(R.T.CallTargets.empty());
  // One in no module is kept (named by its address) with a problem, as is a second address.
  EXPECT_TRUE(R.Records.callTarget(target(1, 1, 0x2000).cursor()));
  EXPECT_FALSE(R.Records.callTarget(target(1, 1, 0x3000).cursor()));
  EXPECT_EQ(R.T.callTarget(1 << 2, 1)->Address, 0x2000u);
  EXPECT_EQ(addressName(R.T, 1 << 2, 1), "0x2000 in no module");
  ASSERT_EQ(R.Problems.size(), 10u);
  EXPECT_EQ(R.Problems[0], "a module claims addresses 0x1000 to 0x9000 relocated by 0x2000");
  EXPECT_EQ(R.Problems[2], "a record claims 4294967295 modules in 50 bytes");
  EXPECT_EQ(R.Problems[3], "a module's build id claims 1000 bytes (at most 256)");
  EXPECT_EQ(R.Problems[6],
            "a call-target record names site 1, target 32768 (sites 1 to 16777215, targets 1 to "
            "32767)");
  EXPECT_EQ(R.Problems[7], "call target 1 of site 1 (0x2000) is in no module of the modules "
                           "record before it (there is none)");
  EXPECT_EQ(R.Problems[9], "call target 1 of site 1 is described twice, at 0x2000 and 0x3000; "
                           "the first is kept");
}

TEST(EventDecoder, TargetExtensionsComeAfterTheirStartAtItsTime) {
  constexpr uint64_t Site = 7, Number = 3;
  const uint64_t Marker = uint64_t{1000} << 2 | trace::kMarker;
  const uint64_t Start = uint64_t{1010} << trace::kEventTimeShift | Site << 2 | trace::kStart;
  const uint64_t Extension = trace::kMarker | trace::kExtensionBit |
                             uint64_t{trace::kTargetExtension} << trace::kExtensionTypeShift |
                             (Site | Number << 24) << trace::kExtensionPayloadShift;
  // An extension of another type with one word following that looks like a target extension.
  const uint64_t Other = trace::kMarker | trace::kExtensionBit | 1 << 2 |
                         uint64_t{9} << trace::kExtensionTypeShift;
  const uint64_t Stop = uint64_t{1020} << trace::kEventTimeShift | Site << 2 | trace::kStop;
  std::vector<trace::EventRecord> Plain, WithTargets;
  trace::EventDecoder A(0), B(0);
  for (uint64_t W : {Marker, Start, Extension, Other, Extension, Stop}) {
    trace::EventRecord E[2];
    if (A.decode(W, E[0])) Plain.push_back(E[0]);
    WithTargets.insert(WithTargets.end(), E, E + B.decode_with_extensions(W, E));
  }
  ASSERT_EQ(Plain.size(), 2u);  // decode() skips every extension, as before
  ASSERT_EQ(WithTargets.size(), 3u);
  EXPECT_EQ(WithTargets[1].tsc, 1010u);
  EXPECT_EQ(WithTargets[1].tag, Number << 32 | Site << 2 | 3);
  EXPECT_EQ(trace::target_tag_site(WithTargets[1].tag), Site << 2);
  EXPECT_EQ(trace::target_tag_number(WithTargets[1].tag), Number);
  EXPECT_EQ(WithTargets[2].tag, Stop & ((uint64_t{1} << trace::kEventTimeShift) - 1));
}

// A value extension's header and word: the value's 64 bits, with its site, slot, kind and size.
uint64_t valueHeader(uint64_t Site, uint64_t Slot, uint64_t Kind, uint64_t SizeLog2, uint64_t Bits) {
  return trace::kMarker | trace::kExtensionBit | 1 << 2 |
         uint64_t{trace::kValueExtension} << trace::kExtensionTypeShift |
         (Site | Slot << 24 | Kind << 30 | SizeLog2 << 34 | (Bits >> 63) << 38)
             << trace::kExtensionPayloadShift;
}

TEST(EventDecoder, ValueExtensionsComeAsTwoRecordsOnceTheirWordHasCome) {
  constexpr uint64_t Site = 5;
  const uint64_t Marker = uint64_t{1000} << 2 | trace::kMarker;
  const uint64_t Start = uint64_t{1010} << trace::kEventTimeShift | Site << 2 | trace::kStart;
  const uint64_t Stop = uint64_t{1020} << trace::kEventTimeShift | Site << 2 | trace::kStop;
  const uint64_t Negative = static_cast<uint64_t>(-42);
  const uint64_t Pointer = 0x00007ffd12345678;
  // Argument 1 = -42 (int), padding, argument 2 = a pointer, then a value cut short (its word
  // never written) before the stop, which decodes as usual.
  const uint64_t Words[] = {Marker,
                            Start,
                            valueHeader(Site, 1, trace::kValueSigned, 2, Negative),
                            Negative << 1 | 1,
                            trace::kPaddingExtension,
                            valueHeader(Site, 2, trace::kValuePointer, 3, Pointer),
                            Pointer << 1 | 1,
                            valueHeader(Site, 0, trace::kValueBool, 0, 1),
                            0,
                            Stop};
  std::vector<trace::EventRecord> Plain, All;
  trace::EventDecoder A(0), B(0);
  for (uint64_t W : Words) {
    trace::EventRecord E[2];
    if (A.decode(W, E[0])) Plain.push_back(E[0]);
    All.insert(All.end(), E, E + B.decode_with_extensions(W, E));
  }
  ASSERT_EQ(Plain.size(), 2u);
  ASSERT_EQ(All.size(), 6u);
  for (int I : {1, 3}) {
    EXPECT_TRUE(trace::is_value_tag(All[I].tag));
    EXPECT_FALSE(trace::is_target_tag(All[I].tag));
    EXPECT_TRUE(trace::is_value_bits_tag(All[I + 1].tag));
    EXPECT_FALSE(trace::is_value_bits_tag(All[I].tag));
    EXPECT_EQ(All[I].tsc, 1010u);
    EXPECT_EQ(All[I + 1].tsc, 1010u);
    EXPECT_EQ(trace::value_tag_site(All[I].tag), Site << 2);
  }
  EXPECT_EQ(trace::value_tag_slot(All[1].tag), 1u);
  EXPECT_EQ(trace::value_tag_kind(All[1].tag), unsigned{trace::kValueSigned});
  EXPECT_EQ(trace::value_tag_size(All[1].tag), 4u);
  EXPECT_EQ(trace::value_tag_bits(All[1].tag, All[2].tag), Negative);
  EXPECT_EQ(trace::value_tag_slot(All[3].tag), 2u);
  EXPECT_EQ(trace::value_tag_kind(All[3].tag), unsigned{trace::kValuePointer});
  EXPECT_EQ(trace::value_tag_size(All[3].tag), 8u);
  EXPECT_EQ(trace::value_tag_bits(All[3].tag, All[4].tag), Pointer);
  EXPECT_EQ(All[5].tag, Stop & ((uint64_t{1} << trace::kEventTimeShift) - 1));
  EXPECT_EQ(All[5].tsc, 1020u);
}

// A trace in memory, one tick per nanosecond; sites are keyed as version 3 tags (index << 2).
class TargetTrace {
public:
  TargetTrace() {
    T.Layout = eventLayout(4);
    T.HasClock = true;
    T.Tsc1 = T.Ns1 = 1;
    T.Threads.push_back(ThreadTrace{1, 0, {}});
  }
  uint64_t site(const std::string &Callee, const std::string &Caller = "", uint64_t Parent = 0) {
    uint64_t Id = (T.Sites.size() + 1) << 2;
    SiteInfo &S = T.Sites[Id];
    S.Id = Id;
    S.Callee = Callee;
    S.Caller = Caller;
    S.Parent = Parent;
    return Id;
  }
  TargetTrace &at(uint64_t Time, uint64_t Site, uint64_t Kind) {
    T.Threads.back().Events.push_back({Time, Site | Kind});
    return *this;
  }
  TargetTrace &start(uint64_t Time, uint64_t Site) { return at(Time, Site, trace::kStart); }
  TargetTrace &stop(uint64_t Time, uint64_t Site) { return at(Time, Site, trace::kStop); }
  TargetTrace &target(uint64_t Site, uint64_t Number) {
    uint64_t Time = T.Threads.back().Events.back().tsc;
    T.Threads.back().Events.push_back({Time, Number << 32 | Site | 3});
    return *this;
  }
  const SiteStats &stats(uint64_t Site) {
    P = buildProfile(T);
    for (const SiteStats &S : P.BySite)
      if (S.SiteId == Site) return S;
    static SiteStats None;
    ADD_FAILURE() << "no site " << Site;
    return None;
  }
  Trace T;
  Profile P;
};

TEST(ProfileTargets, CallsArePerTargetAndThoseWithoutOneUnknown) {
  TargetTrace B;
  uint64_t Area = B.site("Shape::area"), F = B.site("f");
  B.T.CallTargets[{Area, 1}] = CallTarget{0x1000, 0};
  B.start(0, Area).target(Area, 1).stop(10, Area);
  B.start(20, Area).target(Area, 2).start(22, F).stop(24, F).stop(40, Area);
  B.start(50, Area).stop(55, Area);  // no extension: unknown
  B.start(60, F).stop(61, F);
  const SiteStats &S = B.stats(Area);
  ASSERT_EQ(S.ByTarget.size(), 3u);
  EXPECT_EQ(S.ByTarget.at(1).Calls, 1u);
  EXPECT_EQ(S.ByTarget.at(1).InclusiveNs, 10);
  EXPECT_EQ(S.ByTarget.at(2).InclusiveNs, 20);
  EXPECT_EQ(S.ByTarget.at(2).ExclusiveNs, 18);
  EXPECT_EQ(S.ByTarget.at(0).Calls, 1u);
  EXPECT_EQ(S.ByTarget.at(0).averageNs(), 5);
  EXPECT_TRUE(B.stats(F).ByTarget.empty());
  ASSERT_EQ(B.P.TargetSites.size(), 1u);
  EXPECT_EQ(B.P.TargetSites[0].Source, &B.T);
}

TEST(ProfileTargets, ASiteIsVirtualByItsExtensionsToo) {
  // No call-target record (the runtime could number none: all 0), yet the site's calls split.
  TargetTrace B;
  uint64_t Area = B.site("Shape::area");
  B.start(0, Area).stop(4, Area);
  B.start(10, Area).target(Area, 0).stop(20, Area);
  EXPECT_EQ(B.stats(Area).ByTarget.at(0).Calls, 2u);
}

TEST(ProfileTargets, ARecursionOfOneTargetCountsItsInclusiveTimeOnce) {
  TargetTrace B;
  uint64_t Visit = B.site("Node::visit");
  B.start(0, Visit).target(Visit, 1);
  B.start(10, Visit).target(Visit, 1).stop(20, Visit);  // the same target inside
  B.start(30, Visit).target(Visit, 2).stop(35, Visit);  // another target inside
  B.stop(50, Visit);
  const SiteStats &S = B.stats(Visit);
  EXPECT_EQ(S.ByTarget.at(1).Calls, 2u);
  EXPECT_EQ(S.ByTarget.at(1).InclusiveNs, 50);
  EXPECT_EQ(S.ByTarget.at(2).InclusiveNs, 5);
}

TEST(ProfileTargets, ExtensionsChangeNothingElse) {
  // run() calls setjmp, then parse() -> fail() longjmps back into run, which calls recover():
  // the repair of the jump (JumpRepair matches each site's stops to its starts) and every figure
  // are the same with extensions as without.
  auto Build = [](bool Extensions) {
    TargetTrace B;
    uint64_t Run = B.site("run", "main"), Parse = B.site("parse", "run");
    uint64_t Fail = B.site("fail", "parse"), Recover = B.site("recover", "run");
    B.start(0, Run);
    if (Extensions) B.target(Recover, 1);  // no call of recover open: left out
    B.start(1, Parse);
    if (Extensions) B.target(Parse, 1);
    B.start(2, Fail);
    if (Extensions) B.target(Fail, 2);
    B.start(5, Recover).stop(6, Recover).stop(10, Run);
    B.stats(Run);
    return std::move(B.P);
  };
  Profile With = Build(true), Without = Build(false);
  EXPECT_EQ(With.Problems.LeftByJump, 2u);
  EXPECT_EQ(Without.Problems.LeftByJump, 2u);
  ASSERT_EQ(With.ByCallee.size(), Without.ByCallee.size());
  for (size_t I = 0; I < With.ByCallee.size(); ++I) {
    EXPECT_EQ(With.ByCallee[I].Callee, Without.ByCallee[I].Callee);
    EXPECT_EQ(With.ByCallee[I].Calls, Without.ByCallee[I].Calls);
    EXPECT_EQ(With.ByCallee[I].InclusiveNs, Without.ByCallee[I].InclusiveNs);
    EXPECT_EQ(With.ByCallee[I].ExclusiveNs, Without.ByCallee[I].ExclusiveNs);
  }
  EXPECT_EQ(With.Problems.UnknownSites, 0u);
  EXPECT_TRUE(Without.TargetSites.empty());
  // parse and fail by their targets; recover is a virtual call's site (its extension said so),
  // its call of no known target.
  ASSERT_EQ(With.TargetSites.size(), 3u);
  for (const SiteStats &S : With.TargetSites)
    EXPECT_EQ(S.ByTarget.begin()->first, S.Site->Callee == "parse"  ? 1u
                                         : S.Site->Callee == "fail" ? 2u
                                                                    : 0u);
}

// The call tree and the spans with targets named: numbers 1 to 3 of every site described (as
// the runtime's call-target records do), named Circle::area, Rect::area and Tri::area.
struct NamedTargets {
  explicit NamedTargets(TargetTrace &B) : B(B) {}
  // Every node's path ("a/b"), calls, inclusive and exclusive time, and Via, in tree order.
  std::vector<std::string> tree(bool Named = true) {
    ProfileOptions Options;
    if (Named)
      Options.TargetName = [](const Trace &, uint64_t, uint64_t Number) {
        return std::string(Number == 1 ? "Circle::area" : Number == 2 ? "Rect::area" : "Tri::area");
      };
    auto Name = [](const SiteInfo *Site, const std::string *Target) {
      return Target ? *Target : Site->Callee;
    };
    Options.OnSpan = [&](const SpanRecord &S) {
      Spans.push_back(fmt::format("{}@{}", Name(S.Site, S.Target), S.Depth));
    };
    Options.OnSpanStart = [&](const SpanStart &S) { Starts.push_back(Name(S.Site, S.Target)); };
    Spans.clear();
    Starts.clear();
    P = buildProfile(B.T, Options);
    std::vector<std::string> Out;
    std::function<void(const CallTreeNode &, const std::string &)> Walk =
        [&](const CallTreeNode &Node, const std::string &Path) {
          for (const auto &[Name, Child] : Node.Children) {
            std::string Here = Path.empty() ? Name : Path + "/" + Name;
            Out.push_back(fmt::format("{} {} {:.0f} {:.0f}{}", Here, Child->Calls,
                                      Child->InclusiveNs, Child->ExclusiveNs,
                                      Child->Via.empty() ? "" : " via " + Child->Via));
            Walk(*Child, Here);
          }
        };
    Walk(P.Tree, "");
    return Out;
  }
  TargetTrace &B;
  Profile P;
  std::vector<std::string> Spans, Starts;
};

void describeTargets(TargetTrace &B, uint64_t Site) {
  for (uint64_t Number = 1; Number <= 3; ++Number)
    B.T.CallTargets[{Site, Number}] = CallTarget{0x1000 * Number, 0};
}

TEST(TreeTargets, VirtualCallsAreNodesOfTheirTargetsWithTheirOwnCallees) {
  TargetTrace B;
  uint64_t Area = B.site("Shape::area", "main"), Pi = B.site("pi", "Circle::area");
  uint64_t Pick = B.site("pick", "main", Area);  // in the object expression: an argument
  describeTargets(B, Area);
  for (uint64_t T : {0, 100}) {  // Circle::area: its object picked, then pi from its body
    B.start(T, Area).start(T + 1, Pick).stop(T + 3, Pick).target(Area, 1);
    B.start(T + 5, Pi).stop(T + 8, Pi).stop(T + 10, Area);
  }
  B.start(200, Area).target(Area, 2).stop(220, Area);  // Rect::area
  B.start(300, Area).stop(340, Area);                  // no extension: the callee's name
  B.start(400, Area).target(Area, 0).stop(405, Area);  // number 0: unknown, the same
  B.start(500, Area).target(Area, 9).stop(506, Area);  // not described: the same
  NamedTargets N(B);
  EXPECT_EQ(N.tree(), (std::vector<std::string>{
                          "Circle::area 2 14 8 via Shape::area",
                          "Circle::area/pi 2 6 6",
                          "Rect::area 1 20 20 via Shape::area",
                          "Shape::area 3 51 51",
                          "pick 2 4 4",
                      }));
  EXPECT_EQ(N.Spans, (std::vector<std::string>{"pick@0", "pi@1", "Circle::area@0", "pick@0", "pi@1",
                                               "Circle::area@0", "Rect::area@0", "Shape::area@0",
                                               "Shape::area@0", "Shape::area@0"}));
  EXPECT_EQ(N.Starts, (std::vector<std::string>{"pick", "Circle::area", "pi", "pick",
                                                "Circle::area", "pi", "Rect::area", "Shape::area",
                                                "Shape::area", "Shape::area"}));
  ASSERT_EQ(N.P.TargetNames.size(), 2u);  // Circle::area and Rect::area, named once each
  // The flat profile keeps the site's callee; so does the tree without names.
  EXPECT_EQ(N.P.ByCallee.size(), 3u);
  EXPECT_EQ(N.P.ByCallee[0].Callee, "Shape::area");
  EXPECT_EQ(N.P.ByCallee[0].Calls, 6u);
  EXPECT_EQ(N.tree(false), (std::vector<std::string>{
                               "Shape::area 6 85 79",
                               "Shape::area/pi 2 6 6",
                               "pick 2 4 4",
                           }));
  EXPECT_EQ(N.Spans[2], "Shape::area@0");
}

TEST(TreeTargets, ADirectCallOfATargetSharesItsNodeAndRecursionNests) {
  TargetTrace B;
  uint64_t Area = B.site("Shape::area"), Circle = B.site("Circle::area");
  uint64_t Visit = B.site("Node::visit");
  describeTargets(B, Area);
  describeTargets(B, Visit);
  B.start(0, Area).target(Area, 1).stop(10, Area);
  B.start(20, Circle).stop(25, Circle);  // the same function called directly
  // A virtual recursion: Circle::area's call (Visit's number 1) calls Rect::area's (number 2),
  // which calls Circle::area's again.
  B.start(30, Visit).target(Visit, 1);
  B.start(32, Visit).target(Visit, 2);
  B.start(34, Visit).target(Visit, 1).stop(36, Visit);
  B.stop(40, Visit).stop(50, Visit);
  // A site whose callee is its target (a virtual call to the function named): no "via".
  uint64_t Tri = B.site("Tri::area");
  describeTargets(B, Tri);
  B.start(60, Tri).target(Tri, 3).stop(64, Tri);
  NamedTargets N(B);
  EXPECT_EQ(N.tree(), (std::vector<std::string>{
                          "Circle::area 3 35 27 via Shape::area",
                          "Circle::area/Rect::area 1 8 6 via Node::visit",
                          "Circle::area/Rect::area/Circle::area 1 2 2 via Node::visit",
                          "Tri::area 1 4 4",
                      }));
}

TEST(TreeTargets, ATargetAfterACallFromTheBodyLeavesTheCalleesNode) {
  // The runtime writes the target right after the start; were a call of the body seen first,
  // its node would be the callee's already: the call stays there, its span takes the target.
  TargetTrace B;
  uint64_t Area = B.site("Shape::area"), Pi = B.site("pi");
  describeTargets(B, Area);
  B.start(0, Area).start(1, Pi).stop(2, Pi).target(Area, 1).stop(10, Area);
  B.start(20, Area).target(Area, 1).stop(30, Area);
  NamedTargets N(B);
  EXPECT_EQ(N.tree(), (std::vector<std::string>{
                          "Circle::area 1 10 10 via Shape::area",
                          "Shape::area 1 10 9",
                          "Shape::area/pi 1 1 1",
                      }));
  EXPECT_EQ(N.Spans[1], "Circle::area@0");
}

TEST(TreeTargets, ACallOutsideTheWindowLeavesNoNode) {
  TargetTrace B;
  uint64_t Area = B.site("Shape::area");
  describeTargets(B, Area);
  B.start(0, Area).target(Area, 2).stop(10, Area);
  B.start(20, Area).target(Area, 1).stop(30, Area);
  ProfileOptions Options;
  Options.TargetName = [](const Trace &, uint64_t, uint64_t Number) {
    return fmt::format("target{}", Number);
  };
  Options.SinceNs = 15;
  Profile P = buildProfile(B.T, Options);
  ASSERT_EQ(P.Tree.Children.size(), 1u);
  EXPECT_EQ(P.Tree.Children.begin()->first, "target1");
  EXPECT_EQ(P.Tree.Children.begin()->second->Calls, 1u);
}

TEST(TargetNames, FunctionsOfTheSameCodeAreAllNamed) {
  EXPECT_EQ(namedWithAliases("f", {}), "f");
  EXPECT_EQ(namedWithAliases("f", {"f", "f"}), "f");  // a clone's or a versioned symbol's name
  EXPECT_EQ(namedWithAliases("std::logic_error::what",
                             {"std::runtime_error::what", "std::logic_error::what"}),
            "std::logic_error::what (or std::runtime_error::what: same code)");
  EXPECT_EQ(namedWithAliases("a", {"e", "d", "c", "b", "a"}), "a (or b, c, d and 1 more: same code)");
  EXPECT_EQ(namedWithAliases("a", {"c", "b"}), "a (or b, c: same code)");
}

TEST(TargetNames, FunctionNamesAreQualifiedWithoutParametersThunksTheirTarget) {
  EXPECT_EQ(functionName("_ZNK2S14areaEv"), "S1::area");
  EXPECT_EQ(functionName("_ZN1AIiE1fERKSt6vectorIiSaIiEE"), "A<int>::f");
  EXPECT_EQ(functionName("_ZN2ns5Shape4drawEv.cold"), "ns::Shape::draw");
  EXPECT_EQ(functionName("_ZThn8_N2S14areaEv"), "S1::area");          // non-virtual thunk
  EXPECT_EQ(functionName("_ZTv0_n24_NK1E1hEv"), "E::h");             // virtual thunk
  EXPECT_EQ(functionName("_ZTch0_h16_NK1D5cloneEv"), "D::clone");    // covariant return thunk
  EXPECT_EQ(functionName("_ZTV5Shape"), "vtable for Shape");         // no function: whole
  EXPECT_EQ(functionName("area_of_square"), "area_of_square");       // not mangled
  EXPECT_EQ(functionName("_ZThn"), "_ZThn");                         // not a thunk after all
}

// The main program as the runtime describes it in a modules record.
ModuleInfo thisProgram() {
  ModuleInfo M;
  dl_iterate_phdr(
      [](dl_phdr_info *Info, size_t, void *Data) {
        if (Info->dlpi_name && Info->dlpi_name[0]) return 0;  // a shared library
        auto &Out = *static_cast<ModuleInfo *>(Data);
        Out.Base = Info->dlpi_addr;
        Out.Start = UINT64_MAX;
        for (int I = 0; I < Info->dlpi_phnum; ++I) {
          const ElfW(Phdr) &Ph = Info->dlpi_phdr[I];
          if (Ph.p_type == PT_LOAD) {
            Out.Start = std::min<uint64_t>(Out.Start, Info->dlpi_addr + Ph.p_vaddr);
            Out.End = std::max<uint64_t>(Out.End, Info->dlpi_addr + Ph.p_vaddr + Ph.p_memsz);
          }
          if (Ph.p_type != PT_NOTE) continue;
          const char *P = reinterpret_cast<const char *>(Info->dlpi_addr + Ph.p_vaddr);
          const char *End = P + Ph.p_memsz;
          while (P + sizeof(ElfW(Nhdr)) <= End) {
            ElfW(Nhdr) Note;
            std::memcpy(&Note, P, sizeof Note);
            const char *Desc = P + sizeof Note + ((Note.n_namesz + 3) & ~3u);
            if (Note.n_type == NT_GNU_BUILD_ID) Out.BuildId.assign(Desc, Note.n_descsz);
            P = Desc + ((Note.n_descsz + 3) & ~3u);
          }
        }
        return 1;
      },
      &M);
  char Path[PATH_MAX];
  ssize_t N = readlink("/proc/self/exe", Path, sizeof Path - 1);
  M.Path.assign(Path, N > 0 ? static_cast<size_t>(N) : 0);
  return M;
}

// Where a virtual call on `Object` through its first vtable entry goes (Itanium ABI).
template <class T> uint64_t firstEntry(const T *Object) {
  const void *const *Vtable;
  std::memcpy(&Vtable, static_cast<const void *>(Object), sizeof Vtable);
  return reinterpret_cast<uint64_t>(Vtable[0]);
}

TEST(TargetNames, TargetsAreNamedFromTheFileThatRan) {
  static const overdub_test::Square Square;
  static const overdub_test::Both Both;
  Trace T;
  T.ModuleMaps.push_back({thisProgram()});
  ASSERT_FALSE(T.ModuleMaps[0][0].Path.empty());
  T.CallTargets[{4, 1}] = CallTarget{firstEntry<overdub_test::Shape>(&Square), 0};
  T.CallTargets[{4, 2}] = CallTarget{firstEntry<overdub_test::Second>(&Both), 0};  // a thunk
  T.CallTargets[{4, 3}] = CallTarget{T.ModuleMaps[0][0].End + 64, 0};  // in no module
  static const overdub_test::Disk Disk;
  T.CallTargets[{4, 4}] = CallTarget{firstEntry<overdub_test::Shape>(&Disk), 0};
  TargetNamer Namer;
  EXPECT_EQ(Namer.name(T, 4, 1), "overdub_test::Square::area");
  EXPECT_EQ(Namer.name(T, 4, 2), "overdub_test::Both::second");
  EXPECT_EQ(Namer.name(T, 4, 4), "overdub_test::Disk::area (or overdub_test::Ring::area: same code)");
  // A site whose callee is one of them: the code that ran is the callee's own.
  T.Sites[5].Callee = "overdub_test::Ring::area";
  T.CallTargets[{5, 1}] = T.CallTargets[{4, 4}];
  EXPECT_EQ(Namer.name(T, 5, 1), "overdub_test::Ring::area");
  EXPECT_EQ(Namer.name(T, 4, 4), "overdub_test::Disk::area (or overdub_test::Ring::area: same code)");
  EXPECT_EQ(Namer.name(T, 4, 3), addressName(T, 4, 3));
  EXPECT_EQ(Namer.name(T, 4, 0), "<unknown target>");
  EXPECT_TRUE(Namer.notes().empty());

  // Another build of the file, or no file: named by address, and said once per module.
  Trace Rebuilt = T;
  Rebuilt.ModuleMaps[0][0].BuildId = "not this build";
  Trace Gone = T;
  Gone.ModuleMaps[0][0].Path = "/nonexistent/prog";
  uint64_t Offset = T.CallTargets[{4, 1}].Address - T.ModuleMaps[0][0].Base;
  std::string Program = T.ModuleMaps[0][0].Path.substr(T.ModuleMaps[0][0].Path.rfind('/') + 1);
  EXPECT_EQ(Namer.name(Rebuilt, 4, 1), fmt::format("{:#x} in {}", Offset, Program));
  EXPECT_EQ(Namer.name(Rebuilt, 4, 2), addressName(Rebuilt, 4, 2));
  EXPECT_EQ(Namer.name(Gone, 4, 1), fmt::format("{:#x} in prog", Offset));
  ASSERT_EQ(Namer.notes().size(), 2u);
  EXPECT_NE(Namer.notes()[0].find("is not the file that ran (its build id differs)"),
            std::string::npos);
  EXPECT_NE(Namer.notes()[1].find("cannot read /nonexistent/prog"), std::string::npos);
}

}  // namespace
}  // namespace overdub
