// The overdub trace file, version 5 (docs/trace-format.md describes it in full; readers read
// versions 2 to 4 too). Version 4 is version 3 with packed events records (trace_packing.h);
// version 5 adds call targets (extension words, records kCallTarget and kModules) and their
// packed code.
//
// A FileHeader, then records: a RecordHeader followed by `size` payload bytes. Readers skip record
// types they do not know. All integers are little endian.
//
// The runtime appends records while the program runs. Each thread records into a staging record:
// a page-aligned region of the file that the thread maps and fills; when full, the thread goes on
// in a second one while the full one's events are appended as an events record and the region is
// cleared. Whatever happens to the process (exit, _exit, abort, a fatal signal, SIGKILL), the
// staging regions in the file hold each thread's latest events, and its counts records its calls
// of throttled sites, so a trace is readable up to the last event recorded.
#ifndef OVERDUB_TRACE_FORMAT_H
#define OVERDUB_TRACE_FORMAT_H

#include <stdint.h>

namespace overdub {
namespace trace {

constexpr char kMagic[8] = {'O', 'V', 'E', 'R', 'D', 'U', 'B', '\0'};
constexpr uint32_t kVersion = 5;
constexpr uint32_t kOldestReadableVersion = 2;

enum Mode : uint32_t { kModeTrace = 0, kModeRing = 1, kModeAggregate = 2 };

struct FileHeader {
  char magic[8];
  uint32_t version;
  uint32_t pid;
  uint32_t parent_pid;  // the process this one was forked from (0: none): its trace starts with
                        // the stops of calls that were in progress at fork
  uint32_t mode;        // Mode
  uint64_t reserved;
};

enum RecordType : uint32_t {
  // u32 count; per site: u64 id, u64 parent id (0: none), u32 line, u32 column, then three
  // strings (u32 length + bytes): file, caller, callee. Sites precede the events that use them.
  kSites = 1,
  // {u64 tid, u64 seq, u64 dropped, u64 reference} then 8-byte events (version 2: the first
  // three, then 16-byte events). seq numbers the appended chunks of one thread in increasing
  // order (from 0, with gaps); dropped counts the thread's dropped events so far; reference is a
  // timestamp taken before the chunk's first event (EventWord).
  kEvents = 2,
  // u64 tsc0, u64 ns0, u64 tsc1, u64 ns1: readings of the timestamp counter and CLOCK_MONOTONIC
  // (nanoseconds). Written when the file is opened and again at every append; the first pair and
  // the last pair calibrate: ns(t) = ns0 + (t - tsc0) * (ns1 - ns0) / (tsc1 - tsc0).
  kClock = 3,
  // u64 events appended. Written at normal exit (return from main, exit, quick_exit); a trace
  // without it belongs to a process that ended otherwise or is still running.
  kEnd = 4,
  // StagingHeader, then `capacity` event slots. Slots of 0 are empty. The region belongs to
  // the thread `tid` (0: free); its events are the thread's chunk number `seq`, after the chunks
  // appended before it, unless a chunk with that number was appended already (the process ended
  // between appending and clearing: then its slots from `appended` on, version 4). A thread may
  // have two regions: the one it records into and
  // the one handed on meanwhile (or made, empty, for the switch); their `seq` orders them
  // (runtimes before 2026-12-02 gave an empty second region the first one's `seq`: readers keep
  // both regions of one number). In ring mode the slots hold the
  // thread's last events in any order: sort them by timestamp.
  kStaging = 5,
  kPadding = 6,  // nothing: keeps staging regions page-aligned
  // Aggregate mode, written by earlier runtimes (record 13 replaces it): u32 count; per site:
  // u64 id, u64 calls, u64 inclusive, u64 exclusive, u64 min, u64 max (timestamp ticks;
  // calibrate with the clock records).
  kAggregate = 7,
  // Throttled sites, written at exit: u32 count; per site: u64 id, u64 calls counted but not
  // recorded (after the site was throttled), u64 calls recorded before.
  kThrottled = 8,
  // The cost of recording, for overhead compensation: u64 events, u64 ticks that the cheapest
  // batch of `events` events recorded by the hot path took. Written once, after the first clock.
  kCalibration = 9,
  // ProcessCounters: counts of the whole process that no thread's record holds, kept up to date
  // in the file while the process runs (the record follows the file header and stays mapped).
  kProcessCounters = 10,
  // A thread's calls of throttled sites: a CountsHeader, then either `entries` u64 counts indexed
  // by throttle number (the table the thread counts into, mapped while it runs; tid 0: a free
  // table, to be skipped) or, with kCountsSparse, `entries` pairs {u64 throttle number, u64
  // calls} (a copy appended when the thread exited or the process ended). A copy replaces the
  // table of the same serial. A site's counted calls are the sum over the thread's tables.
  kCounts = 11,
  // A site throttled (its later calls are counted, not recorded): u64 throttle number, u64 site
  // id, u64 calls timed before (as the runtime estimated them when it decided), u64 their mean
  // duration (ns).
  kThrottledSite = 12,
  // Aggregate mode: u32 count; per site kSiteStatisticsWords u64: id, calls, inclusive (a
  // recursion's time added once per callee: what the site adds to its function's), site
  // inclusive (added once per site), total (every call's duration), exclusive, min, max
  // (timestamp ticks).
  kSiteStatistics = 13,
  // A thread's name: u64 tid, u64 order (the thread's number in the process, in the order
  // threads first recorded, from 0), then a string (u32 length + bytes). Written when the thread
  // exits, when the process ends normally (threads still running), and when the program names
  // the thread (overdub_name_thread); a later record of a tid replaces an earlier one.
  kThreadName = 14,
  // Versions 4 and 5: an events record packed (trace_packing.h): {u64 tid, u64 seq, u64 dropped, u64
  // reference, u64 words} then the packed bytes of `words` event words (at most kMaxChunkWords),
  // read as a kEvents record holding those words.
  kPackedEvents = 15,
  // A call target: u64 site index, u64 number, u64 address. The function that the site's calls
  // recorded with this number went to (a target extension of the events: kTargetExtension).
  // Written before any event that names it, after the modules record that holds its address.
  kCallTarget = 16,
  // The modules loaded in the process (the program, shared libraries): u64 loads, u64 unloads
  // (the dynamic loader's counts when it was taken), u32 count; per module: u64 base (what its
  // addresses are relocated by), u64 start, u64 end (the addresses of its loaded segments), then
  // two strings (u32 length + bytes): its path and its build id (raw bytes; empty when none). A
  // call target's address is in the modules of the last modules record before it in the file.
  kModules = 17,
  // The names of enumerations' values that sites capture: u32 count; per entry: u64 site index,
  // u32 which value (0: the result; 1 to 63: an argument), then a string (u32 length + bytes):
  // lines "VALUE NAME\n", VALUE in decimal (an enumeration's value, as its value extensions
  // hold it). Written when the file opens, and when a table of names registers while it is open
  // (a library loaded later).
  kValueNames = 18,
  // Aggregate mode: the calls of virtual and indirect call sites per target (kCallTarget): u32
  // count; per entry kTargetStatisticsWords u64: site id (index), target number (0: unknown),
  // calls, inclusive (a recursion of the same site and target added once), total (every call's
  // duration), exclusive, min, max (timestamp ticks). Written at exit, before kSiteStatistics,
  // after the call-target records of the numbers it names.
  kTargetStatistics = 19,
};
// Extension types (the bits 8-23 of an extension word).
enum ExtensionType : uint32_t {
  // No word follows. Payload: bits 0-23 the site's index, bits 24-38 the call target's number
  // (kCallTarget; 0: unknown). It belongs to the innermost call of that site open on the thread:
  // the call target of that call.
  kTargetExtension = 1,
  // One word follows: the value's bits 0-62 shifted up by one, the lowest bit set. Payload: bits
  // 0-23 the site's index, bits 24-29 which value (0: the call's result; 1 to 63: its argument of
  // that number, as written), bits 30-33 its kind (ValueKind), bits 34-35 its size (log2 of its
  // bytes in the program), bit 38 the value's bit 63. It belongs to the innermost open call of
  // that site: an argument's is written once the argument is evaluated (its own calls have
  // ended), the result's before the call's stop. A string (kValueString) or an object's bytes
  // (kValueBytes) has more words: the first holds its lengths (string_bits) as a value's bits,
  // then a word per kStringBytesPerWord of its bytes recorded, in bits 8-55 (its first byte
  // lowest), the lowest bit set.
  kValueExtension = 2,
};
// What a captured value is (kValueExtension), and how its 64 bits hold it.
enum ValueKind : uint32_t {
  kValueSigned = 1,    // an integer, sign-extended
  kValueUnsigned = 2,  // an integer
  kValueBool = 3,      // 0 or 1
  kValueChar = 4,      // a character type's code unit (char, wchar_t, char8/16/32_t), unsigned
  kValueFloat = 5,     // the bits of a double (float and long double converted to it)
  kValuePointer = 6,   // an address (an object or a function)
  kValueEnum = 7,      // an enumeration's value, sign-extended from its underlying type
  kValueUnsignedEnum = 8,  // an enumeration of unsigned underlying type's value
  kValueNull = 9,      // std::nullptr_t
  kValueRedacted = 10,  // a value --capture-redact names: its bits are 0, never the value's
  kValueString = 11,  // a string's first bytes (const char *, std::string_view, const std::string &)
  kValueBytes = 12,   // an object's first bytes (--capture-bytes), with its size as a string's
  // An object of 1, 2, 4 or 8 bytes (--capture-bytes): all of them in the value's bits, the first
  // byte lowest; read as kValueBytes.
  kValueSmallObject = 13,
};
constexpr unsigned kMaxValueKind = 13;
// Kinds whose value is held as a string's words: its lengths, then its bytes.
inline bool is_string_kind(uint64_t kind) { return kind == kValueString || kind == kValueBytes; }
// A string's bytes the runtime records at most, and how its words hold them.
constexpr unsigned kMaxStringBytes = 32, kStringBytesPerWord = 6;
constexpr uint64_t kStringBytesMask = ((uint64_t{1} << 48) - 1) << 8;
// A string value's bits: bits 0-6 how many of its first bytes are recorded (at most
// kMaxStringBytes), bit 7 whether its length is known, bits 8-62 that length. A `const char *`'s
// is known when its NUL came within kMaxStringBytes + 1 bytes of memory the runtime could read.
inline uint64_t string_bits(unsigned recorded, bool known, uint64_t length) {
  return recorded | uint64_t{known} << 7 | (known ? length << 8 : 0);
}
inline unsigned string_recorded(uint64_t bits) { return static_cast<unsigned>(bits & 127); }
inline bool string_length_known(uint64_t bits) { return bits >> 7 & 1; }
inline uint64_t string_length(uint64_t bits) { return bits >> 8; }
inline unsigned string_words(unsigned recorded) {
  return (recorded + kStringBytesPerWord - 1) / kStringBytesPerWord;
}
// The word of a string's bytes that holds `n` of them (at most kStringBytesPerWord) from `bytes`:
// in bits 8-55, the first byte lowest, the lowest bit set.
inline uint64_t string_bytes_word(const unsigned char *bytes, unsigned n) {
  uint64_t word = 1;
  for (unsigned i = 0; i < n && i < kStringBytesPerWord; ++i)
    word |= static_cast<uint64_t>(bytes[i]) << (8 + 8 * i);
  return word;
}
constexpr unsigned kMaxValueSlot = 63;
// Padding (an extension of type 0, no word following): a slot of a reservation that its words
// did not fit, which readers skip.
constexpr uint64_t kPaddingExtension = 3 | uint64_t{1} << 63;
constexpr unsigned kExtensionTypeShift = 8, kExtensionPayloadShift = 24;
constexpr uint64_t kMaxTargetNumber = (uint64_t{1} << 15) - 1;
// The most event words one appended chunk holds (the largest buffer, OVERDUB_BUFFER_EVENTS).
constexpr uint64_t kMaxChunkWords = uint64_t{1} << 22;
constexpr unsigned kSiteStatisticsWords = 8;
constexpr unsigned kTargetStatisticsWords = 8;

struct ProcessCounters {
  // Events dropped by threads that have no record of their own to count them in: threads
  // without a staging region (the file could not grow), and threads that exited when their last
  // events could not be appended.
  uint64_t dropped;
  // Calls of throttled sites that could not be counted (a thread's first count made by a signal
  // handler while its thread was inside the runtime, or no memory for the thread's table).
  uint64_t counts_lost;
  uint64_t reserved[2];
};

struct CountsHeader {
  uint64_t tid;
  uint64_t serial;   // the table's number in the process
  uint64_t entries;  // counts (a table) or pairs (a copy) that follow
  uint32_t flags;    // CountsFlags
  uint32_t reserved;
};

enum CountsFlags : uint32_t { kCountsSparse = 1 };

struct RecordHeader {
  uint32_t type;
  uint32_t flags;  // per type; 0 when unused
  uint64_t size;
};

enum StagingFlags : uint32_t {
  kThreadRunning = 1,  // the thread had not exited when the trace was written
  kRingWrapped = 2,    // ring mode: the ring was filled at least once
};

struct StagingHeader {
  uint64_t tid;
  uint64_t seq;
  uint64_t dropped;
  uint64_t capacity;
  uint32_t flags;  // StagingFlags
  // Version 4: the slots from the start already appended as chunk `seq` (0: none known). When
  // that chunk is in the file, a reader takes the region's slots from here on: the rest of a
  // generation the runtime appended up to a slot a frame had not written yet, which the
  // process ended before renumbering (versions 2 and 3: reserved, 0).
  uint32_t appended;
  uint64_t reference;  // version 3: a timestamp taken before the events of the region's
                       // generation (EventWord); version 2: reserved
};

// Sites whose file is this name are the runtime's own: their spans (a buffer handed on to the
// file) are time the runtime took inside the calls around them, not calls of the program.
constexpr const char *kRuntimeFile = "<overdub>";
// The callee of the runtime's site whose spans are call targets numbered (their records written
// while the call ran); the others' are buffers handed on to the file.
constexpr const char *kNumberingCallee = "<overdub: call-target numbering>";

enum EventKind : uint64_t { kStart = 0, kStop = 1, kUnwind = 2, kKindMask = 3 };

// Version 3 events: one u64 word each (0: an empty slot).
//   bits 0-1    kind: kStart, kStop, kUnwind; or 3
//   bits 2-25   the site's index (sites record; 1 to kMaxSiteIndex)
//   bits 26-63  the timestamp's low 38 bits
// Words of kind 3 are no calls. With bit 63 clear, a marker: a whole timestamp in bits 2-62. With
// bit 63 set, an extension: bits 2-7 the number of words that follow and belong to it (each with
// its lowest bit set, so never 0: a slot there without it cuts the extension short), bits 8-23
// its type, bits 24-62 its own payload; readers skip the extension and its words when they do
// not know its type (ExtensionType: a call's target, a captured value). The runtime writes a marker before an event whose timestamp's bits from kEpochShift up differ from those the thread had
// when it took the event's slot (at least once per 2^37 ticks of a thread's events), and before
// the event of every slot from the slow path (the first of every generation of a staging region,
// every block of a ring). So a thread's consecutive events lie within 2^37 ticks of each other,
// and each one's full timestamp is the one with its low 38 bits nearest to the timestamp before
// it (EventDecoder; docs/trace-format.md, "Events").
constexpr unsigned kEventTimeShift = 26;
constexpr unsigned kEpochShift = 37;
constexpr uint64_t kMarker = 3;
constexpr uint64_t kExtensionBit = uint64_t{1} << 63;
constexpr uint32_t kMaxSiteIndex = (uint32_t{1} << 24) - 1;

inline uint64_t event_site_index(uint64_t word) { return word >> 2 & kMaxSiteIndex; }
inline uint64_t event_kind(uint64_t word) { return word & kKindMask; }

// A call-target extension (kTargetExtension): an extension of that type with no word following.
inline bool is_target_extension(uint64_t word) {
  return event_kind(word) == kMarker && (word & kExtensionBit) && (word >> 2 & 63) == 0 &&
         (word >> kExtensionTypeShift & 0xFFFF) == kTargetExtension;
}
// A value extension (kValueExtension): an extension of that type with a word or more following.
inline bool is_value_extension(uint64_t word) {
  return event_kind(word) == kMarker && (word & kExtensionBit) && (word >> 2 & 63) >= 1 &&
         (word >> kExtensionTypeShift & 0xFFFF) == kValueExtension;
}
// How readers that turn words into EventRecords (EventDecoder::decode_with_extensions) tag a
// call-target extension: kind 3, the site as its events' tags have it (index << 2), the target's
// number above bit 32. No event has kind 3, so the tag tells it apart.
constexpr unsigned kTargetTagNumberShift = 32;
inline uint64_t target_tag(uint64_t word) {
  uint64_t payload = word >> kExtensionPayloadShift;
  return (payload >> 24 & kMaxTargetNumber) << kTargetTagNumberShift |
         (payload & kMaxSiteIndex) << 2 | kMarker;
}
inline uint64_t target_tag_site(uint64_t tag) { return tag & (uint64_t{kMaxSiteIndex} << 2); }
inline uint64_t target_tag_number(uint64_t tag) {
  return tag >> kTargetTagNumberShift & kMaxTargetNumber;
}

// How they tag a value extension (kValueExtension): two records of kind 3, at the time before
// it, one after the other. The first (bit 63 set): the site as events' tags have it (bits 2-25),
// the value's slot (bits 26-31), kind (32-35), size (36-37) and its bits 48-63 (38-53). The
// second (bit 62 set): the value's bits 0-47 (8-55). A string's bytes follow, one record per
// word (both bits set): the word's bytes (bits 8-55). Target tags have neither bit.
constexpr uint64_t kValueTagBit = uint64_t{1} << 63, kValueBitsTagBit = uint64_t{1} << 62;
inline bool is_target_tag(uint64_t tag) {
  return (tag & kKindMask) == kMarker && !(tag & (kValueTagBit | kValueBitsTagBit));
}
inline bool is_value_tag(uint64_t tag) {
  return (tag & kKindMask) == kMarker && (tag & (kValueTagBit | kValueBitsTagBit)) == kValueTagBit;
}
inline bool is_value_bits_tag(uint64_t tag) {
  return (tag & kKindMask) == kMarker &&
         (tag & (kValueTagBit | kValueBitsTagBit)) == kValueBitsTagBit;
}
inline bool is_value_bytes_tag(uint64_t tag) {
  return (tag & kKindMask) == kMarker &&
         (tag & (kValueTagBit | kValueBitsTagBit)) == (kValueTagBit | kValueBitsTagBit);
}
// The kStringBytesPerWord bytes of a string's word or its record, first byte first.
inline void string_word_bytes(uint64_t word_or_tag, char out[kStringBytesPerWord]) {
  for (unsigned i = 0; i < kStringBytesPerWord; ++i)
    out[i] = static_cast<char>(word_or_tag >> (8 + 8 * i) & 0xFF);
}
inline uint64_t value_tag_site(uint64_t tag) { return tag & (uint64_t{kMaxSiteIndex} << 2); }
inline unsigned value_tag_slot(uint64_t tag) { return static_cast<unsigned>(tag >> 26 & 63); }
inline unsigned value_tag_kind(uint64_t tag) { return static_cast<unsigned>(tag >> 32 & 15); }
inline unsigned value_tag_size(uint64_t tag) { return 1u << (tag >> 36 & 3); }
// The value's 64 bits, from its two tags.
inline uint64_t value_tag_bits(uint64_t tag, uint64_t bits_tag) {
  return (tag >> 38 & 0xFFFF) << 48 | (bits_tag >> 8 & ((uint64_t{1} << 48) - 1));
}

// Version 2 events, and what readers turn version 3 events into: a full timestamp, and the site
// (version 2: its address; version 3: its index << 2) | kind. A tag of 0 is an empty slot.
struct EventRecord {
  uint64_t tsc;
  uint64_t tag;
};

// Full timestamps from the low bits a version 3 event keeps: each one is taken nearest to the one
// before it (`reference` at first, then every marker and event of the thread in slot order).
class EventDecoder {
 public:
  explicit EventDecoder(uint64_t reference = 0) : last_(reference) {}
  void rebase(uint64_t reference) { last_ = reference; }
  // False for an empty slot, a marker (which only sets the time), an extension and its words;
  // else the event. An extension's words are the slots right after it: one without its lowest
  // bit (never written, or an event) cuts the extension short there and is decoded as usual.
  bool decode(uint64_t word, EventRecord &out) {
    if (following_ > 0) {
      if (word & 1) {  // a word of an extension
        --following_;
        return false;
      }
      following_ = 0;
    }
    if (word == 0) return false;
    if (event_kind(word) == kMarker) {
      if (word & kExtensionBit)
        following_ = static_cast<unsigned>(word >> 2 & 63);
      else
        last_ = (word & ~kExtensionBit) >> 2;
      return false;
    }
    constexpr uint64_t kSpan = uint64_t{1} << (64 - kEventTimeShift);
    uint64_t low = word >> kEventTimeShift;
    uint64_t t = (last_ & ~(kSpan - 1)) | low;  // the candidate in the reference's window
    if (t + kSpan / 2 < last_)
      t += kSpan;  // too far below: the next window's
    else if (t > last_ + kSpan / 2 && t >= kSpan)
      t -= kSpan;  // too far above: the window's before
    last_ = t;
    out.tsc = t;
    out.tag = event_site_index(word) << 2 | event_kind(word);
    return true;
  }
  // decode(), and the extensions readers use as records too, at the time before them (their
  // call's start or later), so that a sort by time keeps them after their call's start when the
  // sort is stable: a call-target extension as one record (target_tag), a value extension as two
  // (value tags) given once its first word has come, then a record per further word (a string's
  // bytes: is_value_bytes_tag). Returns how many records it put in `out`. Other extensions are
  // skipped as decode() skips them.
  unsigned decode_with_extensions(uint64_t word, EventRecord out[2]) {
    if (following_ > 0 && !(word & 1)) following_ = 0;  // cut short
    if (following_ > 0 && value_ != 0) {
      --following_;
      out[0].tsc = out[1].tsc = last_;
      if (value_words_++ > 0) {  // a string's bytes
        out[0].tag = kValueTagBit | kValueBitsTagBit | (word & kStringBytesMask) | kMarker;
        return 1;
      }
      const uint64_t payload = value_ >> kExtensionPayloadShift;
      const uint64_t bits = (payload >> 38 & 1) << 63 | word >> 1;
      out[0].tag = kValueTagBit | (bits >> 48) << 38 | (payload >> 34 & 3) << 36 |
                   (payload >> 30 & 15) << 32 | (payload >> 24 & 63) << 26 |
                   (payload & kMaxSiteIndex) << 2 | kMarker;
      out[1].tag = kValueBitsTagBit | (bits & ((uint64_t{1} << 48) - 1)) << 8 | kMarker;
      return 2;
    }
    value_ = 0;
    value_words_ = 0;
    if (following_ == 0 && is_target_extension(word)) {
      out[0].tsc = last_;
      out[0].tag = target_tag(word);
      return 1;
    }
    if (following_ == 0 && is_value_extension(word)) value_ = word;
    return decode(word, out[0]) ? 1 : 0;
  }
  uint64_t last() const { return last_; }

 private:
  uint64_t last_;
  unsigned following_ = 0;  // words of an extension still to skip
  uint64_t value_ = 0;      // a value extension whose words are to come
  unsigned value_words_ = 0;  // of its words, those come already
};

static_assert(sizeof(FileHeader) == 32, "stable layout");
static_assert(sizeof(RecordHeader) == 16, "stable layout");
static_assert(sizeof(StagingHeader) == 48, "staging events start 64 bytes into the record");
static_assert(sizeof(EventRecord) == 16, "version 2 events");
static_assert(sizeof(ProcessCounters) == 32, "stable layout");
static_assert(sizeof(CountsHeader) == 32, "stable layout");

}  // namespace trace
}  // namespace overdub

#endif  // OVERDUB_TRACE_FORMAT_H
