// Packed events (trace format versions 4 and 5, record kPackedEvents): an appended chunk's event words,
// losslessly packed into about 2 to 4 bytes each. The runtime's writer thread packs what it
// appends; staging regions keep plain 8-byte words (the hot path writes them, and they must read
// back after SIGKILL). Readers unpack to the very words and decode those as usual
// (trace_format.h, EventDecoder). docs/trace-format.md ("Packed events") describes the bytes.
//
// Each word, in slot order, from a state that starts afresh with each record: the last time (the
// low 38 bits of the `reference`, then of each event's and marker's timestamp), a stack of the
// sites of the starts not yet stopped (64 deep, the deepest forgotten), and per depth the site of
// the last start made there.
//   an event (kind 0, 1, 2): a byte `kind | same << 2 | d << 3`, then when d is 31 a LEB128 of
//       delta - 31 (delta: the time minus the last time, modulo 2^38; d = min(delta, 31)), then
//       unless `same` a LEB128 of the site. `same`: the site is the one predicted (a start: the
//       last start's at its depth; a stop or unwinding stop: the innermost open start's).
//   a call-target extension of the innermost open start's site (version 5; trace_format.h,
//       kTargetExtension): the byte 11, then a LEB128 of the target's number.
//   a value extension of the innermost open start's site and its word (version 5; trace_format.h,
//       kValueExtension): the byte 15, a LEB128 of `slot | kind << 6 | size << 10` (its payload
//       bits 24-35), then a LEB128 of the value's 64 bits zigzagged (v << 1 ^ v >> 63, v signed),
//       floating point ones byte-swapped first (their low bytes are mostly zero).
//   a string value of the innermost open start's site and its words (version 5; kind 11, its
//       lengths and its bytes; or kind 12, an object's bytes, alike): the byte 19, a LEB128 of its meta as above, a LEB128 of its
//       lengths word's bits (bits 0-6: how many bytes are recorded), then those bytes.
//   any other word (a marker, an extension or its words): the byte 3, then the word (8 bytes).
//   a run of empty slots (words 0): the byte 7, then a LEB128 of how many.
// Header-only, with nothing but trace_format.h: the runtime (which links nothing but libc) and
// the report share it.
#ifndef OVERDUB_TRACE_PACKING_H
#define OVERDUB_TRACE_PACKING_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "trace_format.h"

namespace overdub {
namespace trace {

class PackingState {
 protected:
  explicit PackingState(uint64_t reference) : last_time_(reference & kTimeMask) {
    memset(stack_, 0, sizeof stack_);
    memset(last_at_depth_, 0, sizeof last_at_depth_);
  }
  static constexpr uint64_t kTimeMask = (uint64_t{1} << 38) - 1;
  static constexpr unsigned kDepth = 64;
  static constexpr uint8_t kRawWord = 3, kEmptyRun = 7, kInnermostTarget = 11, kInnermostValue = 15,
                           kInnermostString = 19;
  static constexpr unsigned kFloatKind = kValueFloat;
  // The most bytes a string takes packed besides its bytes: its code, its meta's LEB128 (12 bits),
  // its lengths' (63 bits).
  static constexpr size_t kStringRoom = 1 + 2 + 9;
  static constexpr unsigned kShortDelta = 31;

  // The site predicted for an event of `kind`; updates the stacks as the event does.
  uint32_t predict(uint64_t kind, uint32_t site) {
    if (kind == 0) {
      uint32_t &last = last_at_depth_[depth_ % kDepth];
      uint32_t predicted = last;
      last = site;
      stack_[depth_ % kDepth] = site;
      ++depth_;
      return predicted;
    }
    if (depth_ == 0) return 0;
    --depth_;
    return stack_[depth_ % kDepth];
  }

  // The site of the innermost open start (0: none known).
  uint32_t innermost() const { return depth_ ? stack_[(depth_ - 1) % kDepth] : 0; }
  // A call-target extension word (trace_format.h): kind 3, bit 63, no word following, type 1,
  // the site's index in payload bits 0-23 and the target's number in bits 24-38.
  static uint64_t target_word(uint64_t site, uint64_t number) {
    return 3 | uint64_t{1} << 63 | uint64_t{1} << 8 | site << 24 | number << 48;
  }

  // A value extension word (trace_format.h): kind 3, bit 63, one word following, type 2, the
  // site's index in payload bits 0-23, `meta` (slot, kind, size) in bits 24-35, the value's bit
  // 63 in bit 38; and the word after it, the value's bits 0-62 above a set lowest bit.
  static uint64_t value_word(uint64_t site, uint64_t meta, uint64_t bits) {
    return 3 | uint64_t{1} << 63 | uint64_t{1} << 2 | uint64_t{2} << 8 |
           (site | meta << 24 | (bits >> 63) << 38) << 24;
  }
  static bool is_value_word(uint64_t w) { return (w & 0xffffff) == (3 | 1 << 2 | 2 << 8) && w >> 63; }
  // A string's extension word (is_string_kind), `following` words after it (its lengths, then
  // its bytes); and the words that follow, from its lengths' bits and its bytes: `words` has room
  // for 1 + kMaxStringBytes / kStringBytesPerWord + 1. Returns how many.
  static uint64_t string_word(uint64_t site, uint64_t meta, uint64_t following) {
    return 3 | uint64_t{1} << 63 | following << 2 | uint64_t{2} << 8 | (site | meta << 24) << 24;
  }
  static bool is_string_word(uint64_t w) {
    return (w & 0xff03) == (3 | 2 << 8) && w >> 63 && is_string_kind(w >> 54 & 15);
  }
  static size_t words_of_string(uint64_t bits, const uint8_t *bytes, uint64_t *words) {
    const unsigned recorded = static_cast<unsigned>(bits & 127);
    size_t n = 0;
    words[n++] = bits << 1 | 1;
    for (unsigned at = 0; at < recorded; at += kStringBytesPerWord)
      words[n++] = string_bytes_word(bytes + at, recorded - at);
    return n;
  }

  // The value's bits as packed: zigzagged, floating point byte-swapped first; and back.
  static uint64_t packed_bits(uint64_t meta, uint64_t bits) {
    if ((meta >> 6 & 15) == kFloatKind) return __builtin_bswap64(bits);
    return bits << 1 ^ (0 - (bits >> 63));
  }
  static uint64_t unpacked_bits(uint64_t meta, uint64_t packed) {
    if ((meta >> 6 & 15) == kFloatKind) return __builtin_bswap64(packed);
    return packed >> 1 ^ (0 - (packed & 1));
  }

  uint64_t last_time_;
  uint64_t depth_ = 0;
  uint32_t stack_[kDepth];
  uint32_t last_at_depth_[kDepth];
};

class WordPacker : PackingState {
 public:
  explicit WordPacker(uint64_t reference) : PackingState(reference) {}

  // Packs `count` words into `out`, which has room for `room` bytes. Returns the bytes written,
  // or 0 when they would not fit (the caller then stores the words plain).
  template <class Word>
  size_t pack(const Word *words, size_t count, uint8_t *out, size_t room) {
    static_assert(sizeof(Word) == 8, "event words");
    uint8_t *p = out, *end = out + room;
    for (size_t i = 0; i < count;) {
      if (end - p < 16) return 0;  // the most one word takes, with room to spare
      const uint64_t w = static_cast<uint64_t>(words[i]);
      if (w == 0) {
        size_t run = 1;
        while (i + run < count && words[i + run] == 0) ++run;
        *p++ = kEmptyRun;
        p = leb(p, run);
        i += run;
        continue;
      }
      ++i;
      const uint64_t kind = w & 3;
      if (kind == 3) {
        if (!(w >> 63)) last_time_ = w >> 2 & kTimeMask;  // a marker
        const uint32_t site = innermost();
        if (site && w == target_word(site, w >> 48 & 0x7fff)) {  // the call's own target
          *p++ = kInnermostTarget;
          p = leb(p, w >> 48 & 0x7fff);
          continue;
        }
        if (site && i < count && is_value_word(w) && (w >> 24 & 0xffffff) == site &&
            (static_cast<uint64_t>(words[i]) & 1)) {  // a value of the call, and its word
          const uint64_t meta = w >> 48 & 0xfff;
          const uint64_t bits = (w >> 62 & 1) << 63 | static_cast<uint64_t>(words[i]) >> 1;
          if (w == value_word(site, meta, bits)) {
            ++i;
            *p++ = kInnermostValue;
            p = leb(p, meta);
            p = leb(p, packed_bits(meta, bits));
            continue;
          }
        }
        if (site && is_string_word(w) && (w >> 24 & 0xffffff) == site) {  // a string of the call
          const size_t taken = pack_string(w, site, words + i, count - i, p, end);
          if (taken == kNoRoom) return 0;
          if (taken) {
            i += taken;
            continue;
          }
        }
        *p++ = kRawWord;
        memcpy(p, &w, 8);
        p += 8;
        continue;
      }
      const uint64_t time = w >> 26;
      const uint32_t site = static_cast<uint32_t>(w >> 2 & 0xffffff);
      const uint64_t delta = (time - last_time_) & kTimeMask;
      last_time_ = time;
      const bool same = predict(kind, site) == site && site != 0;
      const uint64_t d = delta < kShortDelta ? delta : kShortDelta;
      *p++ = static_cast<uint8_t>(kind | (same ? 4u : 0u) | d << 3);
      if (d == kShortDelta) p = leb(p, delta - kShortDelta);
      if (!same) p = leb(p, site);
    }
    return static_cast<size_t>(p - out);
  }

 private:
  static constexpr size_t kNoRoom = ~size_t{0};

  // Packs the string whose extension `w` is, when its `left` words after it are exactly the ones
  // it says (else 0, and they are packed word by word): how many of them it took.
  template <class Word>
  static size_t pack_string(uint64_t w, uint64_t site, const Word *after, size_t left,
                            uint8_t *&p, const uint8_t *end) {
    const uint64_t following = w >> 2 & 63, meta = w >> 48 & 0xfff;
    if (following < 1 || following > left) return 0;
    const uint64_t lengths = static_cast<uint64_t>(after[0]);
    const uint64_t bits = lengths >> 1;
    const unsigned recorded = static_cast<unsigned>(bits & 127);
    if (!(lengths & 1) || recorded > kMaxStringBytes ||
        w != string_word(site, meta, following) ||
        following != 1 + (recorded + kStringBytesPerWord - 1) / kStringBytesPerWord)
      return 0;  // not a string's run: its bytes' words are not all there
    uint8_t bytes[kMaxStringBytes];
    for (unsigned at = 0; at < recorded; ++at)
      bytes[at] = static_cast<uint8_t>(static_cast<uint64_t>(after[1 + at / kStringBytesPerWord]) >>
                                       (8 + 8 * (at % kStringBytesPerWord)));
    uint64_t expected[2 + kMaxStringBytes / kStringBytesPerWord];
    if (words_of_string(bits, bytes, expected) != following) return 0;
    for (size_t k = 0; k < following; ++k)
      if (static_cast<uint64_t>(after[k]) != expected[k]) return 0;
    if (static_cast<size_t>(end - p) < kStringRoom + recorded) return kNoRoom;
    *p++ = kInnermostString;
    p = leb(p, meta);
    p = leb(p, bits);
    memcpy(p, bytes, recorded);
    p += recorded;
    return following;
  }

  static uint8_t *leb(uint8_t *p, uint64_t v) {
    while (v >= 0x80) {
      *p++ = static_cast<uint8_t>(v | 0x80);
      v >>= 7;
    }
    *p++ = static_cast<uint8_t>(v);
    return p;
  }
};

class WordUnpacker : PackingState {
 public:
  explicit WordUnpacker(uint64_t reference) : PackingState(reference) {}

  // Unpacks exactly `count` words from `bytes` bytes at `in`. False when the bytes are not such
  // a packing (cut short, left over, a value out of range).
  bool unpack(const uint8_t *in, size_t bytes, uint64_t *words, size_t count) {
    const uint8_t *p = in, *end = in + bytes;
    size_t i = 0;
    while (i < count) {
      if (p == end) return false;
      const uint8_t h = *p++;
      const uint64_t kind = h & 3;
      if (h == kEmptyRun) {
        uint64_t run;
        if (!leb(p, end, run) || run == 0 || run > count - i) return false;
        memset(words + i, 0, run * sizeof(uint64_t));
        i += run;
        continue;
      }
      if (h == kInnermostTarget) {
        uint64_t number;
        const uint32_t site = innermost();
        if (!site || !leb(p, end, number) || number > 0x7fff) return false;
        words[i++] = target_word(site, number);
        continue;
      }
      if (h == kInnermostValue) {
        uint64_t meta, packed;
        const uint32_t site = innermost();
        if (!site || count - i < 2 || !leb(p, end, meta) || meta > 0xfff || !leb(p, end, packed))
          return false;
        const uint64_t bits = unpacked_bits(meta, packed);
        words[i++] = value_word(site, meta, bits);
        words[i++] = bits << 1 | 1;
        continue;
      }
      if (h == kInnermostString) {
        uint64_t meta, bits, string[2 + kMaxStringBytes / kStringBytesPerWord];
        const uint32_t site = innermost();
        if (!site || !leb(p, end, meta) || meta > 0xfff || !is_string_kind(meta >> 6 & 15) ||
            !leb(p, end, bits) || bits >> 63 || (bits & 127) > kMaxStringBytes ||
            static_cast<size_t>(end - p) < (bits & 127))
          return false;
        const size_t following = words_of_string(bits, p, string);
        p += bits & 127;
        if (count - i < 1 + following) return false;
        words[i++] = string_word(site, meta, following);
        memcpy(words + i, string, following * sizeof(uint64_t));
        i += following;
        continue;
      }
      if (kind == 3) {
        uint64_t w;
        if (h != kRawWord || end - p < 8) return false;
        memcpy(&w, p, 8);
        p += 8;
        if ((w & 3) != 3) return false;  // events are packed as events
        if (!(w >> 63)) last_time_ = w >> 2 & kTimeMask;
        words[i++] = w;
        continue;
      }
      uint64_t delta = h >> 3;
      if (delta == kShortDelta) {
        uint64_t more;
        if (!leb(p, end, more) || more > kTimeMask - kShortDelta) return false;
        delta += more;
      }
      const bool same = h & 4;
      uint64_t site = 0;
      if (!same && (!leb(p, end, site) || site > 0xffffff)) return false;
      const uint32_t predicted = predict(kind, static_cast<uint32_t>(site));
      if (same) {
        if (predicted == 0) return false;
        site = predicted;
        if (kind == 0) last_at_depth_[(depth_ - 1) % kDepth] = stack_[(depth_ - 1) % kDepth] =
            static_cast<uint32_t>(site);
      }
      last_time_ = (last_time_ + delta) & kTimeMask;
      words[i++] = last_time_ << 26 | site << 2 | kind;
    }
    return p == end;
  }

 private:
  static bool leb(const uint8_t *&p, const uint8_t *end, uint64_t &v) {
    v = 0;
    for (unsigned shift = 0; p != end && shift < 64; shift += 7) {
      const uint8_t b = *p++;
      v |= static_cast<uint64_t>(b & 0x7f) << shift;
      if (!(b & 0x80)) return shift < 63 || b <= 1;
    }
    return false;
  }
};

}  // namespace trace
}  // namespace overdub

#endif  // OVERDUB_TRACE_PACKING_H
