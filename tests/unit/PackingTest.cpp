// Packed events (trace_packing.h): every sequence of words comes back exactly, whatever it holds;
// a program's usual events take a few bytes; damaged bytes are refused, never misread.
#include <overdub/trace_format.h>
#include <overdub/trace_packing.h>

#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <string>
#include <algorithm>
#include <vector>

namespace overdub {
namespace {

using Words = std::vector<uint64_t>;

uint64_t event(uint64_t time, uint64_t site, uint64_t kind) {
  return time << trace::kEventTimeShift | site << 2 | kind;
}

std::vector<uint8_t> pack(const Words &W, uint64_t Reference) {
  std::vector<uint8_t> Out(W.size() * 16 + 16);
  size_t N = trace::WordPacker(Reference).pack(W.data(), W.size(), Out.data(), Out.size());
  EXPECT_TRUE(N > 0 || W.empty());
  Out.resize(N);
  return Out;
}

bool unpack(const std::vector<uint8_t> &Bytes, uint64_t Reference, Words &W) {
  return trace::WordUnpacker(Reference).unpack(Bytes.data(), Bytes.size(), W.data(), W.size());
}

void expectRoundTrip(const Words &W, uint64_t Reference) {
  std::vector<uint8_t> Bytes = pack(W, Reference);
  Words Back(W.size(), 0xdeadbeef);
  ASSERT_TRUE(unpack(Bytes, Reference, Back));
  EXPECT_EQ(Back, W);
}

// A call tree as the runtime records it: nested starts and stops, a marker now and then.
Words program(std::mt19937_64 &Rng, size_t Count, uint64_t Time) {
  Words W;
  std::vector<uint64_t> Open;
  while (W.size() < Count) {
    Time += Rng() % 200;
    if (Rng() % 500 == 0) W.push_back(Time << 2 | trace::kMarker);
    if (Open.size() < 40 && (Open.empty() || Rng() % 2)) {
      uint64_t Site = 1 + Rng() % 50;
      Open.push_back(Site);
      W.push_back(event(Time, Site, trace::kStart));
    } else {
      W.push_back(event(Time, Open.back(), Rng() % 20 ? trace::kStop : trace::kUnwind));
      Open.pop_back();
    }
  }
  return W;
}

TEST(Packing, AProgramsEventsComeBackExactlyInAFewBytesEach) {
  std::mt19937_64 Rng(7);
  const uint64_t Reference = 123456789012345;
  Words W = program(Rng, 100000, Reference);
  expectRoundTrip(W, Reference);
  // Short gaps and predicted sites: about 2 to 3 bytes an event against 8 plain.
  EXPECT_LT(pack(W, Reference).size(), 3 * W.size());
}

TEST(Packing, AnyWordsComeBackExactly) {
  std::mt19937_64 Rng(11);
  for (int Round = 0; Round < 200; ++Round) {
    Words W(1 + Rng() % 300);
    for (uint64_t &X : W) {
      switch (Rng() % 6) {
      case 0: X = 0; break;                                         // empty slots, runs of them
      case 1: X = Rng(); break;                                      // anything at all
      case 2: X = Rng() | trace::kMarker; break;                     // markers and extensions
      case 3: X = event(Rng() >> 26, 0, Rng() % 3); break;           // site 0
      case 4: X = event(Rng() >> 26, trace::kMaxSiteIndex, 1); break;  // the largest site
      default: X = event(Rng() >> 26, Rng() % 100, Rng() % 3); break;
      }
    }
    expectRoundTrip(W, Rng());
  }
  expectRoundTrip(Words(5000, 0), 0);  // one run of empty slots
  expectRoundTrip(Words{}, 0);
}

TEST(Packing, ACallStackDeeperThanThePredictionIsExactToo) {
  Words W;
  uint64_t T = 1;
  for (uint64_t D = 0; D < 500; ++D) W.push_back(event(T += 3, 1 + D % 7, trace::kStart));
  for (uint64_t D = 500; D-- > 0;) W.push_back(event(T += 3, 1 + D % 7, trace::kStop));
  W.push_back(event(T += 1, 9, trace::kStop));  // a stop of a call started before the chunk
  expectRoundTrip(W, 0);
}

TEST(Packing, TooLittleRoomIsSaidAndNothingIsClaimed) {
  std::mt19937_64 Rng(3);
  Words W(100);
  for (uint64_t &X : W) X = Rng() | 3;  // raw words: 9 bytes each
  std::vector<uint8_t> Out(8 * W.size());
  EXPECT_EQ(trace::WordPacker(0).pack(W.data(), W.size(), Out.data(), Out.size()), 0u);
}

TEST(Packing, DamagedBytesAreRefused) {
  std::mt19937_64 Rng(5);
  Words W = program(Rng, 2000, 1000);
  std::vector<uint8_t> Bytes = pack(W, 1000);
  Words Back(W.size());
  std::vector<uint8_t> Cut(Bytes.begin(), Bytes.end() - 1);
  EXPECT_FALSE(unpack(Cut, 1000, Back));
  std::vector<uint8_t> Longer = Bytes;
  Longer.push_back(0);
  EXPECT_FALSE(unpack(Longer, 1000, Back));
  Words Fewer(W.size() + 1);
  EXPECT_FALSE(unpack(Bytes, 1000, Fewer));  // more words claimed than the bytes hold
  // A run of empty slots longer than the words left, an unknown kind-3 byte, a raw word that is
  // an event, a site past 24 bits: each refused.
  Words Two(2);
  EXPECT_FALSE(unpack({7, 3}, 0, Two));
  EXPECT_FALSE(unpack({11, 0}, 0, Two));
  EXPECT_FALSE(unpack({3, 1, 0, 0, 0, 0, 0, 0, 0, 7, 1}, 0, Two));
  Words One(1);
  EXPECT_FALSE(unpack({1, 0x80, 0x80, 0x80, 0x08}, 0, One));
  // Every single flipped bit is refused or unpacks to some words: never read past the bytes.
  for (size_t I = 0; I < Bytes.size(); ++I) {
    std::vector<uint8_t> Flipped = Bytes;
    Flipped[I] ^= static_cast<uint8_t>(1u << (I % 8));
    unpack(Flipped, 1000, Back);
  }
}

// Call targets (version 5): the target extension of the innermost open call's site takes 2
// bytes; one of another site stays a raw word; the code with no call open is refused.
TEST(Packing, CallTargetsOfTheInnermostCallComeBackInTwoBytes) {
  auto Target = [](uint64_t Site, uint64_t Number) {
    return trace::kMarker | trace::kExtensionBit |
           uint64_t{trace::kTargetExtension} << trace::kExtensionTypeShift |
           (Site | Number << 24) << trace::kExtensionPayloadShift;
  };
  const uint64_t Reference = 1000;
  Words W = {event(1001, 5, trace::kStart), Target(5, 3),    event(1002, 6, trace::kStart),
             Target(6, trace::kMaxTargetNumber), Target(5, 1), event(1003, 6, trace::kStop),
             event(1004, 5, trace::kStop)};
  expectRoundTrip(W, Reference);
  Words Plain = {W[0], W[2], W[5], W[6]};
  // The code and the number's LEB128 (3: 2 bytes, 32,767: 4); the third, of site 5 inside a call
  // of 6, raw: 9 bytes.
  EXPECT_EQ(pack(W, Reference).size(), pack(Plain, Reference).size() + 2 + 4 + 9);
  Words Back(1);
  EXPECT_FALSE(unpack({11, 3}, Reference, Back));  // no call open
}

// Argument and result values (version 5): a value extension of the innermost open call's site and
// its word take the code, the value's slot, kind and size (2 bytes) and its zigzagged bits (small
// integers 1 byte, doubles with zero low bytes a few); one of another site, or whose word is
// missing, stays raw; the code with no call open, or no room for two words, is refused.
TEST(Packing, ValuesOfTheInnermostCallComeBackInAFewBytes) {
  auto Value = [](uint64_t Site, uint64_t Slot, uint64_t Kind, uint64_t Bits) -> Words {
    const uint64_t Meta = Slot | Kind << 6 | 3 << 10;
    return {trace::kMarker | trace::kExtensionBit | 1 << 2 |
                uint64_t{trace::kValueExtension} << trace::kExtensionTypeShift |
                (Site | Meta << 24 | (Bits >> 63) << 38) << trace::kExtensionPayloadShift,
            Bits << 1 | 1};
  };
  double Half = 0.5;
  uint64_t HalfBits;
  memcpy(&HalfBits, &Half, sizeof HalfBits);
  const uint64_t Reference = 1000;
  const Words Minus3 = Value(5, 1, trace::kValueSigned, static_cast<uint64_t>(-3));
  const Words Max = Value(5, 2, trace::kValueUnsigned, ~uint64_t{0});
  const Words Real = Value(5, 0, trace::kValueFloat, HalfBits);
  const Words Other = Value(6, 1, trace::kValueSigned, 7);
  Words W = {event(1001, 5, trace::kStart), Minus3[0], Minus3[1], Max[0], Max[1],
             Other[0], Other[1], Real[0], Real[1], Minus3[0], 0, event(1003, 5, trace::kStop)};
  expectRoundTrip(W, Reference);
  Words Plain = {W[0], W[10], W[11]};
  // -3: code, meta (2 bytes), zigzag 5 (1 byte); 2^64 - 1: zigzag 1 (1 byte); 0.5 swapped:
  // 0xe03f (3 bytes); site 6's, and the value whose word is missing: raw, 9 bytes a word. (The
  // packer takes site 6's raw word for a marker's time: the stop's delta then takes 2 bytes more.)
  EXPECT_EQ(pack(W, Reference).size(), pack(Plain, Reference).size() + 4 + 4 + 2 * 9 + 6 + 9 + 2);
  // An object of 8 bytes (--capture-bytes, kind 13) is a value like these.
  const Words Point = Value(5, 3, trace::kValueSmallObject, 0xfffffffc00000003ull);
  expectRoundTrip({W[0], Point[0], Point[1], W[11]}, Reference);
  Words Back(2);
  EXPECT_FALSE(unpack({15, 1, 1, 2}, Reference, Back));  // no call open
}

// Strings (version 5): a string of the innermost open call's site, its lengths and its bytes'
// words take the code, its meta (2 bytes), its lengths' bits and its bytes raw; one of another
// site, one cut short by the chunk's end, or one whose words are not exactly a string's, stays
// raw word by word; the code with no call open, of another kind, or whose bytes are missing, is
// refused.
TEST(Packing, StringsOfTheInnermostCallComeBackInTheirBytes) {
  auto String = [](uint64_t Site, uint64_t Slot, const std::string &Bytes,
                   unsigned Kind = trace::kValueString) -> Words {
    const unsigned Recorded = static_cast<unsigned>(std::min<size_t>(Bytes.size(), 32));
    const uint64_t Meta = Slot | uint64_t{Kind} << 6;
    Words W = {0, trace::string_bits(Recorded, true, Bytes.size()) << 1 | 1};
    for (unsigned At = 0; At < Recorded; At += trace::kStringBytesPerWord) {
      uint64_t Word = 1;
      for (unsigned B = 0; B < trace::kStringBytesPerWord && At + B < Recorded; ++B)
        Word |= uint64_t{static_cast<unsigned char>(Bytes[At + B])} << (8 + 8 * B);
      W.push_back(Word);
    }
    W[0] = trace::kMarker | trace::kExtensionBit | uint64_t{W.size() - 1} << 2 |
           uint64_t{trace::kValueExtension} << trace::kExtensionTypeShift |
           (Site | Meta << 24) << trace::kExtensionPayloadShift;
    return W;
  };
  const uint64_t Reference = 1000;
  const Words Alpha = String(5, 1, "alpha"), Empty = String(5, 2, "");
  const Words Long = String(5, 0, std::string(40, 'z') + "\xff");
  const Words Other = String(6, 1, "other");
  Words Odd = String(5, 3, "odd");
  Odd[2] |= uint64_t{1} << 60;  // a byte word with a bit no string sets
  const Words Parts[] = {Alpha, Empty, Long, Other, Odd};
  Words W = {event(1001, 5, trace::kStart)};
  for (const Words &Part : Parts) W.insert(W.end(), Part.begin(), Part.end());
  W.push_back(event(1003, 5, trace::kStop));
  expectRoundTrip(W, Reference);
  const Words Plain = {W.front(), W.back()};
  auto Around = [&](std::initializer_list<Words> Parts) {
    Words Around = {Plain[0]};
    for (const Words &Part : Parts) Around.insert(Around.end(), Part.begin(), Part.end());
    Around.push_back(Plain[1]);
    return pack(Around, Reference).size() - pack(Plain, Reference).size();
  };
  // "alpha": code, meta, lengths (2 bytes each), 5 bytes; "": 5; the 41 bytes' first 32: 37.
  EXPECT_EQ(Around({Alpha, Empty, Long}), 10u + 5 + 37);
  // An object's bytes (--capture-bytes) pack as a string's.
  const Words Object = String(5, 4, std::string("\x03\0\0\0\xfc\xff\xff\xff", 8), trace::kValueBytes);
  Words WithObject = {W.front()};
  WithObject.insert(WithObject.end(), Object.begin(), Object.end());
  WithObject.push_back(W.back());
  expectRoundTrip(WithObject, Reference);
  EXPECT_EQ(Around({Object}), 5u + 8);
  // Site 6's and the odd one: word by word, their extension a raw word (9 bytes).
  EXPECT_GT(Around({Other}), 9u + 7);
  EXPECT_GT(Around({Odd}), 9u + 7);
  // Cut short by the chunk's end: its words raw.
  Words Cut = {W.front(), Alpha[0], Alpha[1]};
  expectRoundTrip(Cut, Reference);
  // An extension that claims fewer words than its lengths need (a scalar's word may hold any
  // bits), last in the chunk: its words packed one by one, none read past the chunk's end.
  const Words Long32 = String(5, 1, std::string(32, 'q'));
  Words Short = {W.front(), (Long32[0] & ~(uint64_t{63} << 2)) | uint64_t{1} << 2, Long32[1]};
  expectRoundTrip(Short, Reference);
  // A chunk just big enough for a short string packs it (the runtime gives 8 bytes a word).
  const Words Small = {W.front(), Alpha[0], Alpha[1], Alpha[2]};
  std::vector<uint8_t> Out(8 * Small.size());
  EXPECT_GT(trace::WordPacker(Reference).pack(Small.data(), Small.size(), Out.data(), Out.size()),
            0u);
  Words Back(4);
  EXPECT_FALSE(unpack({19, 0xc1, 5, 5, 0x8d, 0x0b, 'a', 'b', 'c', 'd', 'e'}, Reference, Back));
  std::vector<uint8_t> Start = pack({event(1001, 5, trace::kStart)}, Reference);
  auto With = [&](std::vector<uint8_t> Tail) {
    std::vector<uint8_t> Bytes = Start;
    Bytes.insert(Bytes.end(), Tail.begin(), Tail.end());
    return Bytes;
  };
  Words Four(4);  // the start, the extension, the lengths, the bytes
  EXPECT_TRUE(unpack(With({19, 0xc1, 5, 0x82, 0x05, 'a', 'b'}), Reference, Four));  // "ab"
  EXPECT_EQ(Four[3], uint64_t{'a'} << 8 | uint64_t{'b'} << 16 | 1);
  EXPECT_FALSE(unpack(With({19, 0xc1, 5, 0x82, 0x05, 'a'}), Reference, Four));  // a byte missing
  EXPECT_FALSE(unpack(With({19, 0x81, 5, 0x82, 0x05, 'a', 'b'}), Reference, Four));  // kind 10
  EXPECT_FALSE(unpack(With({19, 0xc1, 5, 0xa1, 0x01, 'a'}), Reference, Four));  // 33 recorded
  Words Three(3);
  EXPECT_FALSE(unpack(With({19, 0xc1, 5, 0x82, 0x05, 'a', 'b'}), Reference, Three));  // no room
  // Every single flipped bit is refused or unpacks to some words: never read past the bytes.
  const std::vector<uint8_t> Bytes = pack(W, Reference);
  Words Any(W.size());
  for (size_t I = 0; I < Bytes.size(); ++I) {
    std::vector<uint8_t> Flipped = Bytes;
    Flipped[I] ^= static_cast<uint8_t>(1u << (I % 8));
    unpack(Flipped, Reference, Any);
  }
}

}  // namespace
}  // namespace overdub
