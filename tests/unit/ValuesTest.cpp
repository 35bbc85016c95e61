// Captured argument and result values: how each kind is written, which call each value belongs to
// (the innermost open call of its site), what is left out, and where the report shows them (the
// event log, Chrome and Perfetto exports, the call tree, --slowest).
#include "Formats.h"
#include "Perfetto.h"
#include "Profile.h"
#include "Slowest.h"
#include "ValueNames.h"
#include "Values.h"

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <tuple>
#include <vector>

using namespace overdub;

namespace {

CapturedValue value(unsigned Kind, uint64_t Bits, unsigned Size = 8, unsigned Slot = 1) {
  return CapturedValue{static_cast<uint8_t>(Slot), static_cast<uint8_t>(Kind),
                       static_cast<uint8_t>(Size), Bits};
}
uint64_t bitsOf(double D) {
  uint64_t Bits;
  std::memcpy(&Bits, &D, sizeof Bits);
  return Bits;
}
std::string formatted(unsigned Kind, uint64_t Bits, unsigned Size = 8) {
  return formatValue(value(Kind, Bits, Size));
}

TEST(FormatValue, Integers) {
  EXPECT_EQ(formatted(trace::kValueSigned, static_cast<uint64_t>(-42), 4), "-42");
  EXPECT_EQ(formatted(trace::kValueSigned, static_cast<uint64_t>(INT64_MIN)),
            "-9223372036854775808");
  EXPECT_EQ(formatted(trace::kValueSigned, 7, 2), "7");
  EXPECT_EQ(formatted(trace::kValueUnsigned, UINT64_MAX), "18446744073709551615");
  EXPECT_EQ(formatted(trace::kValueUnsigned, 4000000000u, 4), "4000000000");
  EXPECT_EQ(formatted(trace::kValueEnum, static_cast<uint64_t>(-1), 4), "-1");
  EXPECT_EQ(formatted(trace::kValueUnsignedEnum, UINT64_MAX), "18446744073709551615");
}

TEST(FormatValue, BoolsPointersAndNull) {
  EXPECT_EQ(formatted(trace::kValueBool, 1, 1), "true");
  EXPECT_EQ(formatted(trace::kValueBool, 0, 1), "false");
  EXPECT_EQ(formatted(trace::kValuePointer, 0x7ffd5c1e2a40), "0x7ffd5c1e2a40");
  EXPECT_EQ(formatted(trace::kValuePointer, 0), "nullptr");
  EXPECT_EQ(formatted(trace::kValueNull, 0), "nullptr");
  EXPECT_EQ(formatted(trace::kValueRedacted, 0), "<redacted>");  // --capture-redact's marker
  // A kind this report does not know: its number and bits, never a guess.
  EXPECT_EQ(formatted(13, 42), "<kind 13: 0x2a>");
  EXPECT_EQ(formatted(0, 0), "<kind 0: 0x0>");
}

TEST(FormatValue, FloatsAreShortestAtTheirOwnPrecision) {
  EXPECT_EQ(formatted(trace::kValueFloat, bitsOf(2.5)), "2.5");
  EXPECT_EQ(formatted(trace::kValueFloat, bitsOf(0.1)), "0.1");
  // A float converted to double: the float's shortest text, not the double's.
  const uint64_t FloatTenth = bitsOf(static_cast<double>(0.1f));
  EXPECT_EQ(formatted(trace::kValueFloat, FloatTenth, 4), "0.1");
  EXPECT_EQ(formatted(trace::kValueFloat, FloatTenth, 8), "0.10000000149011612");
  EXPECT_EQ(formatted(trace::kValueFloat, bitsOf(16777217.0), 8), "16777217.0");
  // Whole numbers read as floating-point ones.
  EXPECT_EQ(formatted(trace::kValueFloat, bitsOf(1.0)), "1.0");
  EXPECT_EQ(formatted(trace::kValueFloat, bitsOf(-0.0)), "-0.0");
  EXPECT_EQ(formatted(trace::kValueFloat, bitsOf(-3.0), 4), "-3.0");
  EXPECT_EQ(formatted(trace::kValueFloat, bitsOf(1e300)), "1e+300");
  EXPECT_EQ(formatted(trace::kValueFloat, bitsOf(std::numeric_limits<double>::infinity())), "inf");
  EXPECT_EQ(formatted(trace::kValueFloat, bitsOf(-std::numeric_limits<double>::infinity()), 4),
            "-inf");
  EXPECT_EQ(formatted(trace::kValueFloat, bitsOf(std::nan(""))), "nan");
}

TEST(FormatValue, CharsAreLiteralsWithEscapes) {
  EXPECT_EQ(formatted(trace::kValueChar, 'a', 1), "'a'");
  EXPECT_EQ(formatted(trace::kValueChar, ' ', 1), "' '");
  EXPECT_EQ(formatted(trace::kValueChar, '\n', 1), "'\\n'");
  EXPECT_EQ(formatted(trace::kValueChar, '\t', 4), "'\\t'");
  EXPECT_EQ(formatted(trace::kValueChar, 0, 1), "'\\0'");
  EXPECT_EQ(formatted(trace::kValueChar, '\'', 1), "'\\''");
  EXPECT_EQ(formatted(trace::kValueChar, '\\', 1), "'\\\\'");
  EXPECT_EQ(formatted(trace::kValueChar, 1, 1), "'\\x01'");
  EXPECT_EQ(formatted(trace::kValueChar, 0x7f, 1), "'\\x7f'");
  // A char's byte above 0x7f is no character alone (a byte of UTF-8, say): its hex.
  EXPECT_EQ(formatted(trace::kValueChar, 0xe9, 1), "'\\xe9'");
  // Wider code units that are code points: \u and \U.
  EXPECT_EQ(formatted(trace::kValueChar, 0xe9, 2), "'\\u00e9'");
  EXPECT_EQ(formatted(trace::kValueChar, 0x20ac, 4), "'\\u20ac'");
  EXPECT_EQ(formatted(trace::kValueChar, 0x1f600, 4), "'\\U0001f600'");
  // A surrogate (half of a UTF-16 pair) and a unit beyond Unicode: their hex.
  EXPECT_EQ(formatted(trace::kValueChar, 0xd83d, 2), "'\\xd83d'");
  EXPECT_EQ(formatted(trace::kValueChar, 0x110000, 4), "'\\x110000'");
}

CapturedValue string(const std::string &Text, bool Known, uint64_t Length, unsigned Slot = 1) {
  CapturedValue V = value(trace::kValueString,
                          trace::string_bits(static_cast<unsigned>(Text.size()), Known, Length),
                          1, Slot);
  V.Text = Text;
  return V;
}

TEST(FormatValue, StringsAreLiteralsThatSayWhenTheyAreLonger) {
  EXPECT_EQ(formatValue(string("abc", true, 3)), "\"abc\"");
  EXPECT_EQ(formatValue(string("", true, 0)), "\"\"");
  // Escapes; a byte that is no printable ASCII in three octal digits, never read on into a
  // digit after it (as \x would be).
  EXPECT_EQ(formatValue(string(std::string("a\"\\\n\t\r\0" "1\xc3\xa9", 10), true, 10)),
            "\"a\\\"\\\\\\n\\t\\r\\0001\\303\\251\"");
  // More bytes than recorded: `…`, and the length when it is known (a string_view's, a
  // std::string's); a `const char *` whose NUL did not come soon enough has none.
  EXPECT_EQ(formatValue(string("abc", true, 120)), "\"abc\"… (120 bytes)");
  EXPECT_EQ(formatValue(string("abc", false, 0)), "\"abc\"…");
  EXPECT_EQ(formatCall("f", {string("k", true, 1, 1), value(trace::kValueSigned, 2, 4, 2)}),
            "f(\"k\", 2)");
}

TEST(FormatCall, ArgumentsInOrderThenTheResult) {
  CapturedValues V = {value(trace::kValueSigned, 7, 4, 0),  // the result, first as it may come
                      value(trace::kValueFloat, bitsOf(2.5), 8, 2),
                      value(trace::kValueSigned, 3, 4, 1),
                      value(trace::kValueBool, 1, 1, 3),
                      value(trace::kValueChar, 'a', 1, 4),
                      value(trace::kValuePointer, 0x7ffd0010, 8, 5),
                      value(trace::kValueNull, 0, 8, 6)};
  EXPECT_EQ(formatCall("f", V), "f(3, 2.5, true, 'a', 0x7ffd0010, nullptr) = 7");
  EXPECT_EQ(formatCall("f", {}), "f()");
  EXPECT_EQ(formatCall("g", {value(trace::kValueSigned, 1, 4, 0)}), "g() = 1");
  EXPECT_EQ(formatCall("g", {value(trace::kValueSigned, 1, 4, 1)}), "g(1)");
  // Arguments not captured before the last captured one.
  EXPECT_EQ(formatCall("h", {value(trace::kValueSigned, 5, 4, 3), value(trace::kValueBool, 0, 1, 0)}),
            "h(…, …, 5) = false");
  // A slot given twice (a corrupt trace): the first.
  EXPECT_EQ(formatCall("k", {value(trace::kValueSigned, 1, 4, 1), value(trace::kValueSigned, 2, 4, 1)}),
            "k(1)");
  // For timelines: the same values, arguments by number then the result.
  std::vector<const CapturedValue *> Order = valuesInOrder(V);
  ASSERT_EQ(Order.size(), 7u);
  EXPECT_EQ(Order.front()->Slot, 1u);
  EXPECT_EQ(Order.back()->Slot, 0u);
  EXPECT_EQ(valueName(0), "result");
  EXPECT_EQ(valueName(63), "arg63");
}

// A trace in memory, one tick per nanosecond; sites are keyed as version 3 tags (index << 2).
// Values are made as the reader makes them: their extension's words decoded.
class ValueTrace {
public:
  ValueTrace() {
    T.Layout = eventLayout(5);
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
    S.File = "v.cpp";
    S.Line = static_cast<uint32_t>(T.Sites.size());
    S.Column = 5;
    return Id;
  }
  ValueTrace &at(uint64_t Time, uint64_t Site, uint64_t Kind) {
    events().push_back({Time, Site | Kind});
    return *this;
  }
  ValueTrace &start(uint64_t Time, uint64_t Site) { return at(Time, Site, trace::kStart); }
  ValueTrace &stop(uint64_t Time, uint64_t Site) { return at(Time, Site, trace::kStop); }
  ValueTrace &unwind(uint64_t Time, uint64_t Site) { return at(Time, Site, trace::kUnwind); }
  ValueTrace &target(uint64_t Site, uint64_t Number) {
    events().push_back({now(), Number << 32 | Site | 3});
    return *this;
  }
  // Both records of a value (argument `Slot`, 0: the result) of the innermost open call of
  // `Site`, at the time of the event before; `Records` 1 keeps only the first (cut short).
  ValueTrace &value(uint64_t Site, unsigned Slot, unsigned Kind, uint64_t Bits,
                    unsigned SizeLog2 = 2, unsigned Records = 2) {
    const uint64_t Header =
        trace::kMarker | trace::kExtensionBit | 1 << 2 |
        uint64_t{trace::kValueExtension} << trace::kExtensionTypeShift |
        ((Site >> 2) | uint64_t{Slot} << 24 | uint64_t{Kind} << 30 | uint64_t{SizeLog2} << 34 |
         (Bits >> 63) << 38)
            << trace::kExtensionPayloadShift;
    trace::EventDecoder D(now());
    trace::EventRecord E[2];
    EXPECT_EQ(D.decode_with_extensions(Header, E), 0u);
    EXPECT_EQ(D.decode_with_extensions(Bits << 1 | 1, E), 2u);
    EXPECT_TRUE(trace::is_value_tag(E[0].tag));
    EXPECT_TRUE(trace::is_value_bits_tag(E[1].tag));
    for (unsigned I = 0; I < Records; ++I) events().push_back({now(), E[I].tag});
    return *this;
  }
  // A string value's records, as the reader makes them from its words: its extension, its
  // lengths, a word per 6 of its first kMaxStringBytes bytes; `Words` keeps fewer of those (cut
  // short).
  ValueTrace &string(uint64_t Site, unsigned Slot, const std::string &Text, bool Known = true,
                     unsigned Words = ~0u) {
    const unsigned Recorded = std::min<unsigned>(Text.size(), trace::kMaxStringBytes);
    const unsigned Following = 1 + trace::string_words(Recorded);
    const uint64_t Header =
        trace::kMarker | trace::kExtensionBit | uint64_t{Following} << 2 |
        uint64_t{trace::kValueExtension} << trace::kExtensionTypeShift |
        ((Site >> 2) | uint64_t{Slot} << 24 | uint64_t{trace::kValueString} << 30)
            << trace::kExtensionPayloadShift;
    std::vector<uint64_t> W = {Header, trace::string_bits(Recorded, Known, Text.size()) << 1 | 1};
    for (unsigned At = 0; At < Recorded; At += trace::kStringBytesPerWord) {
      uint64_t Word = 1;
      for (unsigned I = 0; I < trace::kStringBytesPerWord && At + I < Recorded; ++I)
        Word |= uint64_t{static_cast<unsigned char>(Text[At + I])} << (8 + 8 * I);
      W.push_back(Word);
    }
    trace::EventDecoder D(now());
    trace::EventRecord E[2];
    std::vector<trace::EventRecord> Records;
    for (size_t I = 0; I < W.size() && I < size_t{Words} + 2; ++I)
      Records.insert(Records.end(), E, E + D.decode_with_extensions(W[I], E));
    for (const trace::EventRecord &R : Records) events().push_back({now(), R.tag});
    return *this;
  }
  ValueTrace &arg(uint64_t Site, unsigned Slot, int64_t N) {
    return value(Site, Slot, trace::kValueSigned, static_cast<uint64_t>(N));
  }
  ValueTrace &result(uint64_t Site, int64_t N) {
    return value(Site, 0, trace::kValueSigned, static_cast<uint64_t>(N));
  }
  // Every finished call as formatCall writes it with its depth, in the order they end.
  std::vector<std::string> calls(ProfileOptions Options = {}) {
    std::vector<std::string> Out;
    Options.OnSpan = [&](const SpanRecord &S) {
      ASSERT_NE(S.Values, nullptr);
      Out.push_back(fmt::format("{}@{}", formatCall(S.Site->Callee, *S.Values), S.Depth));
    };
    P = buildProfile(T, Options);
    return Out;
  }
  std::vector<trace::EventRecord> &events() { return T.Threads.back().Events; }
  uint64_t now() { return events().empty() ? 0 : events().back().tsc; }
  Trace T;
  Profile P;
};

// What `Print` writes to a FILE.
template <class Printer> std::string output(Printer Print) {
  char *Data = nullptr;
  size_t Size = 0;
  std::FILE *Out = open_memstream(&Data, &Size);
  Print(Out);
  std::fclose(Out);
  std::string Text(Data, Size);
  std::free(Data);
  return Text;
}

TEST(ProfileValues, ARecursionsValuesGoToTheInnermostCallOfTheirSite) {
  // int f(int n) { return n ? 1 + f(n - 1) : 0; } called as f(2), all at one site S in f.
  ValueTrace B;
  uint64_t Main = B.site("f", "main"), S = B.site("f", "f");
  B.start(0, Main).arg(Main, 1, 2);
  B.start(10, S).arg(S, 1, 1);
  B.start(20, S).arg(S, 1, 0).result(S, 0).stop(30, S);
  B.result(S, 1).stop(40, S);
  B.result(Main, 2).stop(50, Main);
  EXPECT_EQ(B.calls(), (std::vector<std::string>{"f(0) = 0@2", "f(1) = 1@1", "f(2) = 2@0"}));
}

TEST(ProfileValues, NestedArgumentsGetTheirOwnValues) {
  // f(f(1)): the inner call is evaluated in the outer one's arguments, its values first.
  ValueTrace B;
  uint64_t Outer = B.site("f", "main"), Inner = B.site("f", "main", Outer);
  B.start(0, Outer).start(1, Inner).arg(Inner, 1, 1).result(Inner, 2).stop(5, Inner);
  B.arg(Outer, 1, 2).result(Outer, 3).stop(9, Outer);
  EXPECT_EQ(B.calls(), (std::vector<std::string>{"f(1) = 2@0", "f(2) = 3@0"}));
}

TEST(ProfileValues, ACallOfTheSameSiteInAnArgumentKeepsItsValues) {
  // In f: `return f(g(n))` at site S, and g calls f again, which reaches S: the call of S made
  // in S's argument ends before that argument's value is written, which is the outer call's.
  ValueTrace B;
  uint64_t Main = B.site("f", "main"), S = B.site("f", "f");
  uint64_t G = B.site("g", "f", S), FromG = B.site("f", "g");
  B.start(0, Main).arg(Main, 1, 5);
  B.start(10, S);                      // f(g(5)) in f(5)
  B.start(11, G).arg(G, 1, 5);         //   g(5)
  B.start(12, FromG).arg(FromG, 1, 4);  //     f(4) from g
  B.start(13, S);                      //       f(g(4)) in f(4)
  B.start(14, G).arg(G, 1, 4).result(G, 0).stop(15, G);
  B.arg(S, 1, 0).result(S, -1).stop(16, S);  //       f(0) = -1
  B.result(FromG, -1).stop(17, FromG);
  B.result(G, 40).stop(18, G);
  B.arg(S, 1, 40).result(S, 41).stop(30, S);  // f(40) = 41
  B.result(Main, 41).stop(31, Main);
  // (Depths in the call tree: an argument's call is beside the call, under its caller.)
  EXPECT_EQ(B.calls(), (std::vector<std::string>{"g(4) = 0@3", "f(0) = -1@3", "f(4) = -1@2",
                                                 "g(5) = 40@1", "f(40) = 41@1", "f(5) = 41@0"}));
}

TEST(ProfileValues, ValuesCutShortOrOfNoOpenCallAreLeftOut) {
  auto Build = [](bool Orphans) {
    ValueTrace B;
    uint64_t F = B.site("f", "main"), G = B.site("g", "main"), K = B.site("k", "f");
    if (Orphans) B.arg(F, 1, 99);  // before any call (a ring lost the start)
    B.start(0, F);
    if (Orphans) B.value(F, 2, trace::kValueSigned, 98, 2, 1);  // its word never written
    B.start(1, K);
    if (Orphans) {  // a lone second record (its first lost), after an event
      trace::EventRecord Lone = B.events()[1];
      EXPECT_TRUE(trace::is_value_bits_tag(Lone.tag));
      Lone.tsc = B.now();
      B.events().push_back(Lone);
    }
    B.stop(2, K);
    B.arg(F, 1, 3);
    if (Orphans) {
      B.value(F, 3, trace::kValueSigned, 97, 2, 1);  // cut short by the next value
      B.arg(G, 1, 96);                                // no call of g open
    }
    B.result(F, 7).stop(5, F);
    if (Orphans) B.result(F, 95);  // after the call ended
    B.start(10, G).arg(G, 1, 1).stop(12, G);
    std::vector<std::string> Calls = B.calls();
    return std::make_pair(Calls, std::move(B.P));
  };
  auto [With, WithProfile] = Build(true);
  auto [Without, WithoutProfile] = Build(false);
  EXPECT_EQ(With, (std::vector<std::string>{"k()@1", "f(3) = 7@0", "g(1)@0"}));
  EXPECT_EQ(With, Without);
  // Counted nowhere: no anomaly, nothing recorded besides the calls.
  const Anomalies &A = WithProfile.Problems;
  EXPECT_EQ(A.OrphanStops + A.ClosedByOuter + A.Unfinished + A.UnknownSites + A.StartedInRing +
                A.OutOfOrder,
            0u);
  EXPECT_EQ(WithProfile.Calls, WithoutProfile.Calls);
  EXPECT_EQ(WithProfile.TotalNs, WithoutProfile.TotalNs);
}

TEST(ProfileValues, StringsComeWithTheirBytes) {
  ValueTrace B;
  uint64_t F = B.site("f", "main"), G = B.site("g", "f");
  const std::string Long(40, 'x'), Bytes("a\0b\xff", 4);
  B.start(0, F).string(F, 1, "hello, world").arg(F, 2, 3);
  B.start(1, G).string(G, 1, Long).string(G, 2, Bytes).stop(2, G);
  B.start(3, G).string(G, 1, "", true).string(G, 2, Long, false).stop(4, G);
  // Cut short after its lengths and one word of bytes: the bytes that came, and `…`.
  B.start(5, G).string(G, 1, "0123456789abcdef", true, 1).arg(G, 2, 1).stop(6, G);
  B.string(F, 0, "done").stop(7, F);
  EXPECT_EQ(B.calls(), (std::vector<std::string>{
                           "g(\"" + Long.substr(0, 32) + "\"… (40 bytes), \"a\\000b\\377\")@1",
                           "g(\"\", \"" + Long.substr(0, 32) + "\"…)@1",
                           "g(\"012345\"… (16 bytes), 1)@1",
                           "f(\"hello, world\", 3) = \"done\"@0"}));
}

TEST(ProfileValues, SmallObjectsAreTheirBytesHeldInTheValuesBits) {
  // --capture-bytes: an object of 1, 2, 4 or 8 bytes comes as one value (kind 13), its first
  // byte lowest; the report reads it as the object's bytes, all recorded.
  ValueTrace B;
  uint64_t F = B.site("f", "main");
  B.start(0, F).value(F, 1, trace::kValueSmallObject, 0xfffffffc00000003ull, 3);
  B.value(F, 2, trace::kValueSmallObject, 0x0102, 1);
  B.value(F, 0, trace::kValueSmallObject, 0x80, 0).stop(1, F);
  EXPECT_EQ(B.calls(), (std::vector<std::string>{
                           "f(<object: 03 00 00 00 fc ff ff ff>, <object: 02 01>) = <object: 80>@0"}));
}

TEST(ProfileValues, ValuesAreNoCallTargetsAndTargetsStillWork) {
  ValueTrace B;
  uint64_t Area = B.site("Shape::area", "main"), F = B.site("f", "main");
  B.T.CallTargets[{Area, 1}] = CallTarget{0x1000, 0};
  B.start(0, Area).target(Area, 1).arg(Area, 1, 3).result(Area, 9).stop(10, Area);
  B.start(20, Area).arg(Area, 1, 4).target(Area, 2).result(Area, 16).stop(40, Area);
  B.start(50, F).arg(F, 1, 1).result(F, 2).stop(55, F);
  EXPECT_EQ(B.calls(), (std::vector<std::string>{"Shape::area(3) = 9@0", "Shape::area(4) = 16@0",
                                                 "f(1) = 2@0"}));
  ASSERT_EQ(B.P.TargetSites.size(), 1u);  // f's values made it no virtual call's site
  const SiteStats &S = B.P.TargetSites[0];
  EXPECT_EQ(S.SiteId, Area);
  ASSERT_EQ(S.ByTarget.size(), 2u);
  EXPECT_EQ(S.ByTarget.at(1).InclusiveNs, 10);
  EXPECT_EQ(S.ByTarget.at(2).InclusiveNs, 20);
  for (const SiteStats &Site : B.P.BySite)
    if (Site.SiteId == F) EXPECT_TRUE(Site.ByTarget.empty());
}

TEST(ProfileValues, TheEventLogShowsEachCallWithItsValuesAtItsStop) {
  ValueTrace B;
  uint64_t F = B.site("f", "main"), G = B.site("g", "f");
  B.start(0, F).arg(F, 1, 3).value(F, 2, trace::kValueChar, '\n', 0);
  B.start(2, G).stop(3, G);  // no values: as before
  B.result(F, 7).stop(5, F);
  B.start(10, F).arg(F, 1, 4).unwind(12, F);  // unwound: no result
  std::string Log = output([&](std::FILE *Out) { printEvents(Out, {&B.T}); });
  EXPECT_NE(Log.find("start   f (v.cpp:1:5)\n"), std::string::npos) << Log;
  EXPECT_NE(Log.find("stop      g (v.cpp:2:5)\n"), std::string::npos) << Log;
  EXPECT_NE(Log.find("stop    f(3, '\\n') = 7 (v.cpp:1:5)\n"), std::string::npos) << Log;
  EXPECT_NE(Log.find("unwind  f(4) (v.cpp:1:5)\n"), std::string::npos) << Log;
}

TEST(ProfileValues, ChromeEventsCarryTheValuesAsArgs) {
  ValueTrace B;
  uint64_t F = B.site("f", "main"), G = B.site("g", "main");
  B.start(0, F).arg(F, 2, 5).arg(F, 1, 3).result(F, 7).stop(5, F);
  B.start(10, G).stop(12, G);
  B.start(20, F).value(F, 1, trace::kValueChar, '"', 0).unwind(25, F);
  std::string Json = output([&](std::FILE *Out) { printChrome(Out, {&B.T}); });
  EXPECT_NE(Json.find("\"tid\": 1, \"args\": {\"arg1\": \"3\", \"arg2\": \"5\", \"result\": \"7\"}}"),
            std::string::npos)
      << Json;
  // A call without values: no args.
  size_t GAt = Json.find("\"name\": \"g\"");
  ASSERT_NE(GAt, std::string::npos);
  std::string GLine = Json.substr(GAt, Json.find('\n', GAt) - GAt);
  EXPECT_EQ(GLine.find("args"), std::string::npos) << GLine;
  const std::string End = ", \"tid\": 1},";
  ASSERT_GT(GLine.size(), End.size());
  EXPECT_EQ(GLine.substr(GLine.size() - End.size()), End) << GLine;
  EXPECT_NE(Json.find("\"args\": {\"unwound\": true, \"arg1\": \"'\\\"'\"}}"), std::string::npos)
      << Json;
  // Next to the site's args.
  std::string WithSites = output([&](std::FILE *Out) { printChrome(Out, {&B.T}, {}, true); });
  EXPECT_NE(WithSites.find("\"args\": {\"site\": \"v.cpp:1:5\", \"caller\": \"main\", \"arg1\": "
                           "\"3\", \"arg2\": \"5\", \"result\": \"7\"}}"),
            std::string::npos)
      << WithSites;
}

TEST(ValueNames, LinesAreReadSortedAndFirstNamesKept) {
  // Names are identifiers joined by `::`: another line (a hostile trace's escape sequence) is
  // left out, so that every format can show a name as it is.
  EnumeratorNames Names = parseEnumeratorNames(
      "0 Colour::red\n200 Colour::green\n-3 A\nnot a line\n 5 x\n7\n0 again\n"
      "4 bad\x1b[31m\n5 ::x\n6 x::\n7 1x\n9 tail");
  EXPECT_EQ(Names, (EnumeratorNames{{0, "Colour::red"}, {9, "tail"}, {200, "Colour::green"},
                                    {static_cast<uint64_t>(-3), "A"}}));
  ValueNameTable Table;
  Table[{8, 1}] = Names;
  ASSERT_NE(enumeratorName(Table, 8, 1, 200), nullptr);
  EXPECT_EQ(*enumeratorName(Table, 8, 1, 200), "Colour::green");
  EXPECT_EQ(enumeratorName(Table, 8, 1, 201), nullptr);
  EXPECT_EQ(enumeratorName(Table, 8, 2, 200), nullptr);  // another value of the site
  EXPECT_EQ(enumeratorName(Table, 12, 1, 200), nullptr);
}

TEST(ValueNames, RecordsAreReadWhole) {
  auto Record = [](std::vector<std::tuple<uint64_t, uint32_t, std::string>> Entries,
                   uint32_t Count) {
    std::string Bytes(reinterpret_cast<const char *>(&Count), 4);
    for (auto &[Index, Slot, Lines] : Entries) {
      Bytes.append(reinterpret_cast<const char *>(&Index), 8);
      Bytes.append(reinterpret_cast<const char *>(&Slot), 4);
      const uint32_t Length = static_cast<uint32_t>(Lines.size());
      Bytes.append(reinterpret_cast<const char *>(&Length), 4);
      Bytes += Lines;
    }
    return Bytes;
  };
  auto Read = [](const std::string &Bytes, ValueNameTable &Out, std::vector<std::string> &Said) {
    ValueTypeTable Types;
    ObjectTypeTable Objects;
    return readValueNames(Cursor(Bytes.data(), Bytes.data() + Bytes.size()), Out, Types, Objects,
                          [&](std::string P) {
                            if (P.empty()) return true;
                            Said.push_back(P);
                            return false;
                          });
  };
  ValueNameTable Out;
  std::vector<std::string> Said;
  EXPECT_TRUE(Read(Record({{3, 1, "1 B\n"}, {3, 0, "0 A\n"}}, 2), Out, Said));
  EXPECT_EQ(Out.size(), 2u);
  EXPECT_EQ(*enumeratorName(Out, 3 << 2, 1, 1), "B");  // keyed as events' tags have sites
  ValueNameTable Bad;
  EXPECT_FALSE(Read(Record({{3, 1, "1 B\n"}}, 2), Bad, Said));  // cut short
  EXPECT_FALSE(Read(Record({{3, 64, "1 B\n"}}, 1), Bad, Said));  // no such value
  EXPECT_FALSE(Read(Record({{0, 1, "1 B\n"}}, 1), Bad, Said));   // no such site
  EXPECT_FALSE(Read(Record({{3, 1, "1 B\n"}}, 1) + "x", Bad, Said));  // left over
  EXPECT_EQ(Said.size(), 3u);  // the count beyond its bytes, value 64, site 0 (not the bytes left over)
}

TEST(FormatValue, ObjectsAreTheirBytesInHexWithoutAFormatter) {
  const std::string Type = "geo::Point";
  CapturedValue V = value(trace::kValueBytes, trace::string_bits(4, true, 4));
  V.Text = std::string("\x03\x00\xfe\xff", 4);
  EXPECT_EQ(formatValue(V), "<object: 03 00 fe ff>");  // the trace gave no type
  const ObjectType Class{Type, ""};
  V.Object = &Class;
  EXPECT_EQ(formatValue(V), "<geo::Point: 03 00 fe ff>");
  V.Bits = trace::string_bits(4, true, 48);  // more bytes than recorded
  EXPECT_EQ(formatValue(V), "<geo::Point: 03 00 fe ff … (48 bytes)>");
  V.Text.clear();
  EXPECT_EQ(formatValue(V), "<geo::Point: … (48 bytes)>");
}

TEST(ValueNames, TypesOfValuesNotRecordedAreReadFromTheirLines) {
  EXPECT_EQ(parseValueType("<geo::Point>\n"), "geo::Point");
  EXPECT_EQ(parseValueType("0 A\n<std::map<int, int>>\n<second>\n"), "std::map<int, int>");
  // None, or not printable ASCII (a hostile trace's escape sequence), or too long: no type.
  EXPECT_EQ(parseValueType("0 A\n1 B\n"), "");
  EXPECT_EQ(parseValueType("<>\n<x\x1b[31m>\nx<y>\n"), "");
  EXPECT_EQ(parseValueType("<" + std::string(511, 'x') + ">"), "");
  EXPECT_EQ(parseValueType("<" + std::string(510, 'x') + ">"), std::string(510, 'x'));
  // A recorded object's class is another line, never the type of a value not recorded.
  EXPECT_EQ(parseValueType("object <geo::Point>\n"), "");
  EXPECT_EQ(parseValueType("0 A\nobject <geo::Point>\n", "object "), "geo::Point");
  EXPECT_EQ(parseValueType("<geo::Point>\n", "object "), "");
  // Its mangled name, a line of its own: neither a type shown nor a class.
  const std::string Object = "object <geo::Point>\nmangled <N3geo5PointE>\n";
  EXPECT_EQ(parseValueType(Object, "mangled "), "N3geo5PointE");
  EXPECT_EQ(parseValueType(Object, "object "), "geo::Point");
  EXPECT_EQ(parseValueType(Object), "");
  // Read from a record, by site as tags key it; an old report reads no enumerator from them.
  EXPECT_TRUE(parseEnumeratorNames("<geo::Point>\n<std::map<int, int>>\n").empty());
  std::string Bytes(4, '\0');
  Bytes[0] = 1;
  const uint64_t Index = 3;
  const uint32_t Slot = 2, Length = 13;
  Bytes.append(reinterpret_cast<const char *>(&Index), 8);
  Bytes.append(reinterpret_cast<const char *>(&Slot), 4);
  Bytes.append(reinterpret_cast<const char *>(&Length), 4);
  Bytes += "<geo::Point>\n";
  ValueNameTable Names;
  ValueTypeTable Types;
  ObjectTypeTable Objects;
  ASSERT_TRUE(readValueNames(Cursor(Bytes.data(), Bytes.data() + Bytes.size()), Names, Types, Objects,
                             [](std::string P) { return P.empty(); }));
  ASSERT_EQ(Types[3 << 2].size(), 1u);
  EXPECT_EQ(Types[3 << 2][0].Slot, 2);
  EXPECT_EQ(formatValue(Types[3 << 2][0]), "<geo::Point>");
}

TEST(ProfileValues, ValuesNotRecordedAreShownByTheirTypes) {
  ValueTrace B;
  uint64_t F = B.site("f", "main");
  // Arguments 1 and 3 are of class types, the result too; argument 2 is recorded.
  for (unsigned Slot : {1u, 3u, 0u}) {
    CapturedValue V;
    V.Slot = static_cast<uint8_t>(Slot);
    V.Kind = kValueTypeOnly;
    V.Text = Slot == 0 ? "std::string" : "geo::Point";
    B.T.ValueTypes[F].push_back(V);
  }
  B.start(0, F).arg(F, 2, 7).stop(5, F);
  // A value recorded where the trace also gives a type (a damaged trace) is shown, not the type.
  B.start(6, F).arg(F, 1, 4).stop(8, F);
  EXPECT_EQ(B.calls(), (std::vector<std::string>{"f(<geo::Point>, 7, <geo::Point>) = <std::string>@0",
                                                 "f(4, …, <geo::Point>) = <std::string>@0"}));
  // Chrome's args name them too; without values, none.
  std::string Json = output([&](std::FILE *Out) { printChrome(Out, {&B.T}, {}); });
  EXPECT_NE(Json.find("\"arg1\": \"<geo::Point>\", \"arg2\": \"7\""), std::string::npos) << Json;
  ProfileOptions Without;
  Without.Values = false;
  EXPECT_EQ(B.calls(Without), (std::vector<std::string>{"f()@0", "f()@0"}));
}

TEST(ProfileValues, EnumerationsAreNamedWhereTheTraceNamesTheirValues) {
  ValueTrace B;
  uint64_t F = B.site("f", "main");
  B.T.ValueNames[{F, 1}] = parseEnumeratorNames("-3 A\n4 B\n");
  B.T.ValueNames[{F, 0}] = parseEnumeratorNames("200 Colour::green\n");
  B.start(0, F).value(F, 1, trace::kValueEnum, static_cast<uint64_t>(-3));
  B.value(F, 2, trace::kValueEnum, 4).value(F, 0, trace::kValueUnsignedEnum, 200, 0).stop(5, F);
  B.start(6, F).value(F, 1, trace::kValueEnum, 5).value(F, 0, trace::kValueUnsignedEnum, 7, 0);
  B.stop(8, F);
  // Argument 2 has no names; 5 and 7 are no enumerators: numbers.
  EXPECT_EQ(B.calls(), (std::vector<std::string>{"f(A, 4) = Colour::green@0", "f(5) = 7@0"}));
}

TEST(ProfileValues, NoValuesLeavesThemOutAsIfNoneWereRecorded) {
  ValueTrace B;
  uint64_t F = B.site("f", "main");
  B.start(0, F).arg(F, 1, 3).string(F, 2, "key").result(F, 7).stop(5, F);
  ProfileOptions Without;
  Without.Values = false;
  Without.SlowestCalls = 3;
  EXPECT_EQ(B.calls(Without), (std::vector<std::string>{"f()@0"}));
  EXPECT_TRUE(B.P.Slowest.empty());
  EXPECT_EQ(B.calls(), (std::vector<std::string>{"f(3, \"key\") = 7@0"}));
  // Chrome's args: none (speedscope names a frame by its name and args together).
  std::string Json = output([&](std::FILE *Out) { printChrome(Out, {&B.T}, Without); });
  const size_t Call = Json.find("\"name\": \"f\"");
  ASSERT_NE(Call, std::string::npos) << Json;
  EXPECT_EQ(Json.find("args", Call), std::string::npos) << Json;
}

TEST(ProfileValues, PerfettoSlicesCarryTheValuesAsAnnotations) {
  ValueTrace B;
  uint64_t F = B.site("f", "main");
  B.start(0, F).arg(F, 1, 12345).result(F, -678).stop(5, F);
  std::string Proto = output([&](std::FILE *Out) { printPerfetto(Out, {&B.T}); });
  // The names interned (DebugAnnotationName: iid 1, name 2), the values as string_value (6).
  auto Field = [](uint8_t Number, const std::string &Text) {
    return std::string{static_cast<char>(Number << 3 | 2), static_cast<char>(Text.size())} + Text;
  };
  EXPECT_NE(Proto.find(Field(2, "arg1")), std::string::npos);
  EXPECT_NE(Proto.find(Field(2, "result")), std::string::npos);
  EXPECT_NE(Proto.find(Field(6, "12345")), std::string::npos);
  EXPECT_NE(Proto.find(Field(6, "-678")), std::string::npos);
  // The argument on the slice's begin, the result on its end: each once.
  EXPECT_EQ(Proto.find(Field(6, "12345")), Proto.rfind(Field(6, "12345")));
  EXPECT_LT(Proto.find(Field(6, "12345")), Proto.find(Field(6, "-678")));
}

TEST(ProfileValues, SlowestKeepsTheNSlowestCallsOfEachSiteWithValues) {
  ValueTrace B;
  uint64_t F = B.site("f", "main"), G = B.site("g", "main"), H = B.site("h", "main");
  uint64_t Time = 0;
  for (int64_t Took : {10, 50, 30, 50, 40, 20}) {  // f(10) ... f(20), each that long
    B.start(Time, F).arg(F, 1, Took).stop(Time + Took, F);
    Time += 100;
  }
  B.start(Time, G).arg(G, 1, 1).result(G, 2).stop(Time + 5, G);
  B.start(Time + 10, H).stop(Time + 500, H);  // no values: not listed, however slow
  ProfileOptions Options;
  Options.SlowestCalls = 3;
  B.calls(Options);
  ASSERT_EQ(B.P.Slowest.size(), 2u);
  const SlowSite &Fs = B.P.Slowest[0];
  EXPECT_EQ(Fs.SiteId, F);
  ASSERT_EQ(Fs.Calls.size(), 3u);
  EXPECT_EQ(Fs.Calls[0].DurationNs, 50);
  EXPECT_EQ(Fs.Calls[0].EndNs, 150);  // of two as slow, the earlier first
  EXPECT_EQ(Fs.Calls[1].DurationNs, 50);
  EXPECT_EQ(Fs.Calls[1].EndNs, 350);
  EXPECT_EQ(Fs.Calls[2].DurationNs, 40);
  EXPECT_EQ(Fs.Calls[2].EndNs, 440);
  EXPECT_EQ(formatCall("f", Fs.Calls[2].Values), "f(40)");
  EXPECT_EQ(Fs.Calls[0].Tid, 1u);
  EXPECT_EQ(B.P.Slowest[1].SiteId, G);
  ASSERT_EQ(B.P.Slowest[1].Calls.size(), 1u);

  std::string Text = output([&](std::FILE *Out) { printSlowest(Out, B.P, 3); });
  EXPECT_EQ(Text, "\nslowest calls with their values (3 per site, the slowest first):\n"
                  "    duration      ended at    thread  call\n"
                  "v.cpp:1:5: main -> f\n"
                  "       50 ns        150 ns         1  f(50)\n"
                  "       50 ns        350 ns         1  f(50)\n"
                  "       40 ns        440 ns         1  f(40)\n"
                  "v.cpp:2:5: main -> g\n"
                  "        5 ns        605 ns         1  g(1) = 2\n");

  // Of calls as slow as the last one kept, the earlier ones stay.
  ValueTrace Ties;
  uint64_t K = Ties.site("k", "main");
  Time = 0;
  for (int64_t Took : {50, 50, 60, 50}) {
    Ties.start(Time, K).arg(K, 1, Took).stop(Time + Took, K);
    Time += 100;
  }
  Options.SlowestCalls = 2;
  Ties.calls(Options);
  ASSERT_EQ(Ties.P.Slowest.size(), 1u);
  ASSERT_EQ(Ties.P.Slowest[0].Calls.size(), 2u);
  EXPECT_EQ(Ties.P.Slowest[0].Calls[0].DurationNs, 60);
  EXPECT_EQ(Ties.P.Slowest[0].Calls[1].DurationNs, 50);
  EXPECT_EQ(Ties.P.Slowest[0].Calls[1].EndNs, 50);

  // Not asked for: none kept.
  B.calls();
  EXPECT_TRUE(B.P.Slowest.empty());
  EXPECT_NE(output([&](std::FILE *Out) { printSlowest(Out, B.P, 3); }).find("no call captured"),
            std::string::npos);
}

TEST(ProfileValues, TheCallTreeKeepsTheValuesOfEachNodesSlowestCall) {
  ValueTrace B;
  uint64_t F = B.site("f", "main"), G = B.site("g", "f");
  B.start(0, F).arg(F, 1, 1).start(1, G).stop(2, G).result(F, 10).stop(5, F);
  B.start(10, F).arg(F, 1, 2).result(F, 20).stop(30, F);
  B.start(40, F).arg(F, 1, 3).result(F, 30).stop(45, F);
  B.calls();
  const CallTreeNode &Node = *B.P.Tree.Children.at("f");
  EXPECT_EQ(Node.SlowestNs, 20);
  EXPECT_EQ(formatCall("f", Node.SlowestValues), "f(2) = 20");
  EXPECT_TRUE(Node.Children.at("g")->SlowestValues.empty());
  std::string Tree = output([&](std::FILE *Out) { printTree(Out, {&B.T}, B.P, 0); });
  EXPECT_NE(Tree.find("  f  slowest: f(2) = 20 in 20 ns\n"), std::string::npos) << Tree;
  EXPECT_NE(Tree.find("    g\n"), std::string::npos) << Tree;
}

}  // namespace
