"""A reader of overdub trace files (docs/trace-format.md) for the runtime's tests: the events each
thread recorded and the counts the trace keeps, read independently of overdub-report, so that a
test can check that every event of a program is in the trace or counted as dropped."""
import array
import struct

SITES, EVENTS, STAGING, PROCESS_COUNTERS, PACKED_EVENTS = 1, 2, 5, 10, 15
CALL_TARGET, MODULES = 16, 17
TARGET_STATISTICS = 19
TARGET_EXTENSION = 1
VALUE_EXTENSION = 2
STAGING_HEADER = struct.Struct("<QQQQIIQ")  # tid, seq, dropped, capacity, flags, appended, reference
MARKER = 3
TIME_SHIFT = 26
RUNTIME_FILE = "<overdub>"


def nearest(last, word):
    """The timestamp whose low bits `word` keeps that is nearest to `last` (the one before)."""
    span = 1 << (64 - TIME_SHIFT)
    t = (last & ~(span - 1)) | (word >> TIME_SHIFT)
    if t + span // 2 < last:
        t += span
    elif t > last + span // 2 and t >= span:
        t -= span
    return t


def unpack(data, reference, count):
    """A packed events record's words (docs/trace-format.md, "Packed events")."""
    mask = (1 << 38) - 1
    last, depth, stack, last_at = reference & mask, 0, [0] * 64, [0] * 64
    words, at = array.array("Q"), 0

    def leb():
        nonlocal at
        value, shift = 0, 0
        while True:
            b = data[at]
            at += 1
            value |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return value

    while len(words) < count:
        h = data[at]
        at += 1
        if h == 7:
            words.extend([0] * leb())
            continue
        if h == 11:  # the innermost open start's call target (version 5)
            site = stack[(depth - 1) % 64] if depth else 0
            if not site:
                raise ValueError("a packed call target with no call open")
            words.append(3 | 1 << 63 | TARGET_EXTENSION << 8 | site << 24 | leb() << 48)
            continue
        if h == 15:  # a value of the innermost open start's call, and its word (version 5)
            site = stack[(depth - 1) % 64] if depth else 0
            if not site:
                raise ValueError("a packed value with no call open")
            meta, packed = leb(), leb()
            if (meta >> 6 & 15) == 5:  # floating point: byte-swapped
                bits = int.from_bytes(packed.to_bytes(8, "little"), "big")
            else:  # zigzag
                bits = (packed >> 1) ^ (-(packed & 1) & (2**64 - 1))
            words.append(3 | 1 << 63 | 1 << 2 | VALUE_EXTENSION << 8 |
                         (site | meta << 24 | (bits >> 63) << 38) << 24)
            words.append((bits << 1 & (2**64 - 1)) | 1)
            continue
        if h == 19:  # a string of the innermost open start's call, and its words (version 5)
            site = stack[(depth - 1) % 64] if depth else 0
            if not site:
                raise ValueError("a packed string with no call open")
            meta, bits = leb(), leb()
            recorded = bits & 127
            raw = data[at:at + recorded]
            at += recorded
            if (meta > 0xFFF or not is_string_kind(meta >> 6 & 15) or bits >> 63 or recorded > 32
                    or len(raw) != recorded):
                raise ValueError("a packed string that does not unpack")
            chunks = [raw[k:k + STRING_BYTES_PER_WORD]
                      for k in range(0, recorded, STRING_BYTES_PER_WORD)]
            words.append(3 | 1 << 63 | (1 + len(chunks)) << 2 | VALUE_EXTENSION << 8 |
                         (site | meta << 24) << 24)
            words.append(bits << 1 | 1)
            words.extend(int.from_bytes(c, "little") << 8 | 1 for c in chunks)
            continue
        if h == 3:
            (w,) = struct.unpack_from("<Q", data, at)
            at += 8
            if not w >> 63:
                last = (w >> 2) & mask
            words.append(w)
            continue
        kind, same, delta = h & 3, h >> 2 & 1, h >> 3
        if delta == 31:
            delta += leb()
        site = 0 if same else leb()
        if kind == 0:
            predicted = last_at[depth % 64]
            site = predicted if same else site
            last_at[depth % 64] = stack[depth % 64] = site
            depth += 1
        elif depth:
            depth -= 1
            site = stack[depth % 64] if same else site
        last = (last + delta) & mask
        words.append(last << TIME_SHIFT | site << 2 | kind)
    if len(words) != count or at != len(data):
        raise ValueError("a packed events record does not unpack")
    return words



STRING_KIND, BYTES_KIND, SMALL_OBJECT_KIND, STRING_BYTES_PER_WORD = 11, 12, 13, 6


def is_string_kind(kind):
    """Kinds held as a string's words: strings, objects' bytes (trace_format.h)."""
    return kind in (STRING_KIND, BYTES_KIND)


def value_of(payload, words):
    """A value extension's (slot, kind, size in bytes, value) from its payload and words: the
    value's 64 bits; a string's or an object's (its first bytes, whether its length is known, that
    length)."""
    slot, kind, size = (payload >> 24) & 63, (payload >> 30) & 15, 1 << ((payload >> 34) & 3)
    bits = (payload >> 38) << 63 | words[0] >> 1
    if kind == SMALL_OBJECT_KIND:  # an object's bytes, all in its bits: as kind 12's
        return slot, BYTES_KIND, 1, (bits.to_bytes(8, "little")[:size], True, size)
    if not is_string_kind(kind):
        return slot, kind, size, bits
    recorded = bits & 127
    text = b"".join((w >> 8).to_bytes(8, "little")[:STRING_BYTES_PER_WORD] for w in words[1:])
    return slot, kind, size, (text[:recorded], bool(bits >> 7 & 1), bits >> 8)

class Trace:
    def __init__(self, path):
        with open(path, "rb") as f:
            data = f.read()
        if data[:8] != b"OVERDUB\0":
            raise ValueError(f"{path}: not an overdub trace")
        self.version, self.pid, self.parent_pid, self.mode = struct.unpack_from("<IIII", data, 8)
        if self.version not in (3, 4, 5):
            raise ValueError(f"{path}: trace format version {self.version}, this reader reads 3 "
                             "to 5")
        self.sites = {}         # id -> (file, caller, callee)
        self.positions = {}     # id -> (line, column)
        self.chunks = {}        # tid -> {seq: event words}
        self.staging = []       # (tid, seq, flags, event words, slots appended: version 4)
        self.dropped = {}       # tid -> events dropped, as its records say
        self.process_dropped = 0
        self.call_targets = {}  # (site index, number) -> (address, modules: that record's list)
        # Aggregate mode: (site index, number) -> (calls, inclusive, total, exclusive, min, max)
        self.target_statistics = {}
        self.modules = []       # per modules record: [(base, start, end, path, build id)]
        # Why the records end before the file does (a record header or record cut short: the
        # file was cut, or a record header was overwritten), with the offset; None: read whole.
        self.truncated = None
        offset = 32
        while offset < len(data):
            if offset + 16 > len(data):
                self.truncated = f"a record header at offset {offset} is cut short"
                break
            kind, flags, size = struct.unpack_from("<IIQ", data, offset)
            payload = data[offset + 16:offset + 16 + size]
            if len(payload) < size:
                self.truncated = (f"a record at offset {offset} (type {kind}) claims {size} bytes, "
                                  f"{len(data) - offset - 16} are left")
            offset += 16 + size
            self._record(kind, flags, payload)

    def _record(self, kind, flags, payload):
        if kind == SITES:
            (count,), at = struct.unpack_from("<I", payload), 4
            for _ in range(count):
                sid, _parent, line, column = struct.unpack_from("<QQII", payload, at)
                self.positions[sid] = (line, column)
                at += 24
                strings = []
                for _ in range(3):
                    (n,) = struct.unpack_from("<I", payload, at)
                    strings.append(payload[at + 4:at + 4 + n].decode(errors="replace"))
                    at += 4 + n
                self.sites[sid] = tuple(strings)
        elif kind == EVENTS:
            tid, seq, dropped, _reference = struct.unpack_from("<QQQQ", payload)
            self.chunks.setdefault(tid, {})[seq] = self._events(payload[32:])
            self._dropped(tid, dropped)
        elif kind == PACKED_EVENTS:
            tid, seq, dropped, reference, count = struct.unpack_from("<QQQQQ", payload)
            self.chunks.setdefault(tid, {})[seq] = unpack(payload[40:], reference, count)
            self._dropped(tid, dropped)
        elif kind == STAGING:
            tid, seq, dropped, capacity, flags, appended, _ = STAGING_HEADER.unpack_from(payload)
            if tid:
                events = self._events(payload[STAGING_HEADER.size:][:capacity * 8])
                self.staging.append((tid, seq, flags, events, appended if self.version >= 4 else 0))
                self._dropped(tid, dropped)
        elif kind == PROCESS_COUNTERS:
            (self.process_dropped,) = struct.unpack_from("<Q", payload)
        elif kind == CALL_TARGET:
            index, number, address = struct.unpack_from("<QQQ", payload)
            self.call_targets[(index, number)] = (address, self.modules[-1] if self.modules else [])
        elif kind == TARGET_STATISTICS:
            (count,) = struct.unpack_from("<I", payload)
            for i in range(count):
                index, number, *figures = struct.unpack_from("<8Q", payload, 4 + 64 * i)
                self.target_statistics[(index, number)] = tuple(figures)
        elif kind == MODULES:
            _loads, _unloads, count = struct.unpack_from("<QQI", payload)
            at, modules = 20, []
            for _ in range(count):
                base, start, end = struct.unpack_from("<QQQ", payload, at)
                at += 24
                strings = []
                for _ in range(2):
                    (n,) = struct.unpack_from("<I", payload, at)
                    strings.append(payload[at + 4:at + 4 + n])
                    at += 4 + n
                modules.append((base, start, end, strings[0].decode(errors="replace"), strings[1]))
            self.modules.append(modules)

    @staticmethod
    def _events(raw):
        """The slots as one array of u64 event words (0: empty; kind 3: a marker)."""
        words = array.array("Q")
        words.frombytes(raw[:len(raw) // 8 * 8])
        return words

    def _dropped(self, tid, dropped):
        self.dropped[tid] = max(self.dropped.get(tid, 0), dropped)

    def _thread_slots(self, tid):
        """The thread's slot arrays in order: appended chunks, then its staging regions (unless a
        chunk of the region's number was appended already)."""
        chunks = self.chunks.get(tid, {})
        out = [chunks[seq] for seq in sorted(chunks)]
        for stid, seq, _flags, words, appended in sorted(self.staging, key=lambda s: (s[0], s[1])):
            if stid == tid and seq not in chunks:
                out.append(words)
            elif stid == tid and appended:  # version 4: the rest after what was appended
                out.append(words[appended:])
        return out

    def thread_events(self, tid):
        """The thread's events in order, as (tsc, site index, kind): each timestamp's low bits
        taken nearest to the one before (markers set it), empty slots and markers left out."""
        last, out, following = 0, [], 0
        for words in self._thread_slots(tid):
            for w in words:
                if not w:
                    continue
                if following:
                    following -= 1
                    continue
                if w & 3 == MARKER:
                    if w >> 63:
                        following = (w >> 2) & 63
                    else:
                        last = w >> 2
                    continue
                last = nearest(last, w)
                out.append((last, (w >> 2) & ((1 << 24) - 1), w & 3))
        return out

    def thread_extensions(self, tid):
        """The thread's events and extensions in order: (kind, site index, extra), kind 0-2 an
        event (extra None), 3 a call target (extra its number), 4 a value (extra (slot, kind,
        size in bytes, the value's 64 bits); a string's (kind 11) bits are (its first bytes,
        whether its length is known, that length)); each extension's site index is the one its
        word names. An extension's words are the slots right after it; one without its lowest
        bit cuts it short (a value then is left out) and is read as usual."""
        out, following, value, words_of_value = [], 0, None, []
        for words in self._thread_slots(tid):
            for w in words:
                if following and w & 1:
                    following -= 1
                    if value is not None:
                        words_of_value.append(w)
                        if following == 0:
                            out.append((4, value[0], value_of(value[1], words_of_value)))
                            value = None
                    continue
                following, value = 0, None
                if not w:
                    continue
                if w & 3 == MARKER:
                    if w >> 63:
                        following = (w >> 2) & 63
                        payload = (w >> 24) & ((1 << 39) - 1)
                        if (w >> 8) & 0xFFFF == TARGET_EXTENSION and not following:
                            out.append((3, payload & ((1 << 24) - 1), payload >> 24))
                        elif (w >> 8) & 0xFFFF == VALUE_EXTENSION and following >= 1:
                            value, words_of_value = (payload & ((1 << 24) - 1), payload), []
                    continue
                out.append((w & 3, (w >> 2) & ((1 << 24) - 1), None))
        return out

    def thread_targets(self, tid):
        """The thread's events and call-target extensions in order: (kind, site index, target
        number), kind 3 for a target (whose site index is the one its word names)."""
        return [e for e in self.thread_extensions(tid) if e[0] <= 3]

    def ring_runs(self, tid):
        """A ring's slots (its staging regions' words) in runs, each from a marker up to the next,
        going round from the first marker: each run's timestamps, decoded from its marker."""
        runs = []
        for stid, _seq, _flags, words, _appended in self.staging:
            if stid != tid or not words:
                continue
            first = next((i for i, w in enumerate(words) if w and w & 3 == MARKER), 0)
            last = None
            for i in range(len(words)):
                w = words[(first + i) % len(words)]
                if not w:
                    continue
                if w & 3 == MARKER:
                    last = w >> 2
                    runs.append([])
                    continue
                if last is None:
                    runs.append([])
                    last = 0
                last = nearest(last, w)
                runs[-1].append(last)
        return runs

    def threads(self):
        return sorted(set(self.chunks) | {s[0] for s in self.staging})

    def program_events(self):
        """Every event of the program's calls that the trace holds (empty slots and the runtime's
        own spans left out)."""
        runtime = {sid for sid, site in self.sites.items() if site[0] == RUNTIME_FILE}
        n = 0
        for tid in self.threads():
            for words in self._thread_slots(tid):
                following = 0
                for w in words:
                    if not w:
                        continue
                    if following:
                        following -= 1
                    elif w & 3 == MARKER:
                        following = (w >> 2) & 63 if w >> 63 else 0
                    elif (w >> 2) & ((1 << 24) - 1) not in runtime:
                        n += 1
        return n

    def total_dropped(self):
        return sum(self.dropped.values()) + self.process_dropped
