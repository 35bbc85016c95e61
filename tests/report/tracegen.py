"""Writes overdub traces (format version 2, or 3 or 4 with version=; docs/trace-format.md) of a chosen
structure: for report
tests with exact numbers, hostile traces (crafted names, sizes and clocks), the fuzz target's seed
corpus, and the report benchmark's large traces.

A trace is built from sites and per-thread event lists; timestamps are ticks, and the clock records
say one tick per nanosecond, so that every time in a report is exact. Records of any content can
be added (`extra`, `clocks`) to craft malformed traces.

    tracegen.py TRACE EVENTS      a recursion trace of about EVENTS events (bench/report.py)
    tracegen.py --corpus DIR      the fuzz target's seed corpus"""
import struct

START, STOP, UNWIND = 0, 1, 2
EVENTS, SITES, CLOCK, END, STAGING, PADDING, AGGREGATE, THROTTLED, CALIBRATION = \
    2, 1, 3, 4, 5, 6, 7, 8, 9
SITE_STATISTICS = 13
PACKED_EVENTS = 15
CALL_TARGET, MODULES = 16, 17
TARGET_STATISTICS = 19
TARGET_EXTENSION = 1
RUNNING, WRAPPED = 1, 2  # staging flags


def record(kind, payload, flags=0):
    return struct.pack("<IIQ", kind, flags, len(payload)) + payload


def string(s):
    b = s if isinstance(s, bytes) else s.encode()
    return struct.pack("<I", len(b)) + b


def thread_name(tid, order, name):
    """A thread-name record (type 14); `name` is str or bytes."""
    name = name.encode() if isinstance(name, str) else name
    return record(14, struct.pack("<QQ", tid, order) + string(name))


def clock(tsc0, ns0, tsc1, ns1):
    return record(CLOCK, struct.pack("<QQQQ", tsc0, ns0, tsc1, ns1))


def staging(tid, slots, capacity=None, seq=0, dropped=0, flags=0, size=None):
    """A staging record holding `slots` [(tsc, tag)]; `capacity` and `size` may lie."""
    capacity = len(slots) if capacity is None else capacity
    payload = struct.pack("<QQQQIIQ", tid, seq, dropped, capacity, flags, 0, 0)
    payload += b"".join(struct.pack("<QQ", tsc, tag) for tsc, tag in slots)
    return struct.pack("<IIQ", STAGING, 0, 48 + 16 * capacity if size is None else size) + payload


TIME_SHIFT, EPOCH_SHIFT, MARKER = 26, 37, 3
MASK64 = (1 << 64) - 1


def v3_word(tsc, tag):
    """A version 3 event word: the timestamp's low bits, the site's tag (its index << 2) | kind."""
    return (tsc << TIME_SHIFT | tag) & MASK64


def target_word(site, number):
    """A call-target extension word (version 5) for a site's tag (index << 2) and a target's
    number: kind 3, bit 63, no word following, type 1, payload index | number << 24."""
    payload = (site >> 2) | number << 24
    return MARKER | 1 << 63 | TARGET_EXTENSION << 8 | payload << 24


VALUE_EXTENSION, SIGNED_VALUE, STRING_VALUE = 2, 1, 11


def value_words(site, slot, kind, bits, size_log2=2):
    """A value extension (version 5) for a site's tag and its word: argument `slot` (0: the
    result) of `kind`, its 64 bits."""
    payload = (site >> 2) | slot << 24 | kind << 30 | size_log2 << 34 | (bits >> 63) << 38
    return [MARKER | 1 << 63 | 1 << 2 | VALUE_EXTENSION << 8 | payload << 24,
            (bits << 1 | 1) & MASK64]


def string_words(site, slot, text, length=None):
    """A string value's words (version 5): its extension, its lengths (`length` None: not
    known), its bytes (at most 32), 6 a word."""
    text = text[:32]
    known = length is not None
    bits = len(text) | known << 7 | (length << 8 if known else 0)
    chunks = [text[i:i + 6] for i in range(0, len(text), 6)]
    payload = (site >> 2) | slot << 24 | STRING_VALUE << 30
    return ([MARKER | 1 << 63 | (1 + len(chunks)) << 2 | VALUE_EXTENSION << 8 | payload << 24,
             bits << 1 | 1] + [int.from_bytes(c, "little") << 8 | 1 for c in chunks])


def version3_words(events):
    """A thread's (tsc, tag) events as version 3 words: a marker first and whenever the
    timestamp's bits from EPOCH_SHIFT up change, as the runtime writes them. An entry whose tsc
    is None is a word written as it is (an extension)."""
    words, epoch = [], None
    for tsc, tag in events:
        if tsc is None:
            words.append(tag)
            continue
        if tsc >> EPOCH_SHIFT != epoch:
            words.append((tsc << 2 | MARKER) & MASK64)
            epoch = tsc >> EPOCH_SHIFT
        words.append(v3_word(tsc, tag))
    return words


def packed(words, reference):
    """Version 4's packing of event words (docs/trace-format.md, "Packed events")."""
    mask = (1 << 38) - 1
    last, depth, stack, last_at = reference & mask, 0, [0] * 64, [0] * 64
    out = bytearray()

    def leb(v):
        while v >= 0x80:
            out.append(v & 0x7F | 0x80)
            v >>= 7
        out.append(v)

    i = 0
    while i < len(words):
        w = words[i]
        if w == 0:
            run = 1
            while i + run < len(words) and words[i + run] == 0:
                run += 1
            out.append(7)
            leb(run)
            i += run
            continue
        i += 1
        kind = w & 3
        if kind == 3:
            if not w >> 63:
                last = (w >> 2) & mask
            out.append(3)
            out += struct.pack("<Q", w)
            continue
        time, site = w >> TIME_SHIFT, (w >> 2) & 0xFFFFFF
        delta, last = (time - last) & mask, time
        if kind == 0:
            predicted = last_at[depth % 64]
            last_at[depth % 64] = stack[depth % 64] = site
            depth += 1
        elif depth:
            depth -= 1
            predicted = stack[depth % 64]
        else:
            predicted = 0
        same = predicted == site and site != 0
        out.append(kind | same << 2 | min(delta, 31) << 3)
        if delta >= 31:
            leb(delta - 31)
        if not same:
            leb(site)
    return bytes(out)


class TraceWriter:
    def __init__(self, pid=4242, mode=0, parent_pid=0, version=2):
        self.pid, self.mode, self.parent_pid, self.version = pid, mode, parent_pid, version
        self.sites = []  # (id, parent id, line, column, file, caller, callee)
        self.threads = {}  # tid -> [(tsc, tag)]
        self.throttled = []  # (site, counted, seen)
        self.calibration = None  # (events, ticks)
        self.end_tsc = 0
        self.clocks = None  # the clock records (bytes), instead of two that say 1 tick per ns
        self.extra = []  # records (bytes) written after the events
        self.aggregates = []  # (site, calls, inclusive, exclusive, min, max): record 7
        # (site, calls, inclusive, site inclusive, total, exclusive, min, max): record 13
        self.site_statistics = []
        # (site, target number, calls, inclusive, total, exclusive, min, max): record 19
        self.target_statistics = []
        self.dropped = {}  # tid -> events the thread dropped
        self.targets = []  # modules and call-target records (bytes), written before the events

    def site(self, callee, caller="main", file="k.cpp", line=1, column=1, parent=0):
        """Names are str, or bytes of any content. Returns the site's tag (its events' tag
        without the kind: version 2, its address; version 3, its index << 2)."""
        sid = 0x1000 + 0x40 * len(self.sites) if self.version == 2 else (len(self.sites) + 1) << 2
        self.sites.append((sid, parent, line, column, file, caller, callee))
        return sid

    def runtime_site(self, callee):
        """A site of the runtime's own (its spans: `<overdub: buffer hand-off>`, `<overdub:
        call-target numbering>`), as the runtime describes it."""
        return self.site(callee, caller="<overdub>", file="<overdub>")

    def event(self, tid, tsc, site, kind):
        self.threads.setdefault(tid, []).append((tsc, site | kind))
        self.end_tsc = max(self.end_tsc, tsc)

    def call(self, tid, start, stop, site, kind=STOP):
        """A call with nothing inside it."""
        self.event(tid, start, site, START)
        self.event(tid, stop, site, kind)

    def target(self, tid, site, number):
        """A call-target extension in the thread's words (versions 3 and 4): the target of the
        innermost open call of `site` (its tag)."""
        assert self.version >= 3, "version 2 has no words"
        self.threads.setdefault(tid, []).append((None, target_word(site, number)))

    def words(self, tid, words):
        """Words written as they are in the thread's slots (extensions: versions 3 and up)."""
        assert self.version >= 3, "version 2 has no words"
        self.threads.setdefault(tid, []).extend((None, w) for w in words)

    def virtual_call(self, tid, start, stop, site, number):
        """A call with nothing inside it that went to target `number` of its site."""
        self.event(tid, start, site, START)
        self.target(tid, site, number)
        self.event(tid, stop, site, STOP)

    def modules(self, modules, loads=1, unloads=0):
        """A modules record: [(base, start, end, path, build id bytes)]."""
        data = struct.pack("<QQI", loads, unloads, len(modules))
        for base, start, end, path, build_id in modules:
            data += struct.pack("<QQQ", base, start, end) + string(path) + string(build_id)
        self.targets.append(record(MODULES, data))

    def call_target(self, site, number, address):
        """A call-target record: target `number` of `site` (its tag) is at `address`."""
        self.targets.append(record(CALL_TARGET, struct.pack("<QQQ", site >> 2, number, address)))

    def header(self):
        return b"OVERDUB\0" + struct.pack("<IIIIQ", self.version, self.pid, self.parent_pid,
                                            self.mode, 0)

    def id(self, tag):
        """A site's id in the records: version 3 writes its index."""
        return tag if self.version == 2 else tag >> 2

    def sites_record(self):
        sites = struct.pack("<I", len(self.sites))
        for sid, parent, line, column, file, caller, callee in self.sites:
            sites += struct.pack("<QQII", self.id(sid), self.id(parent), line, column)
            sites += string(file) + string(caller) + string(callee)
        return record(SITES, sites)

    def body(self, end=True):
        last = self.end_tsc + 1
        clocks = self.clocks if self.clocks is not None else [clock(0, 0, 1, 1),
                                                              clock(0, 0, last, last)]
        out = [self.header()] + clocks[:1]
        if self.calibration:
            out.append(record(CALIBRATION, struct.pack("<QQ", *self.calibration)))
        out.append(self.sites_record())
        out += self.targets
        for tid, events in self.threads.items():
            if self.version == 2:
                data = b"".join(struct.pack("<QQ", tsc, tag) for tsc, tag in events)
                prefix = struct.pack("<QQQ", tid, 0, self.dropped.get(tid, 0))
            elif self.version == 4:
                words = version3_words(events)
                reference = events[0][0] if events else 0
                prefix = struct.pack("<QQQQQ", tid, 0, self.dropped.get(tid, 0), reference,
                                     len(words))
                out.append(record(PACKED_EVENTS, prefix + packed(words, reference)))
                continue
            else:
                data = b"".join(struct.pack("<Q", w) for w in version3_words(events))
                prefix = struct.pack("<QQQQ", tid, 0, self.dropped.get(tid, 0),
                                     events[0][0] if events else 0)
            out.append(record(EVENTS, prefix + data))
        out += clocks[1:]
        out += self.extra
        if self.aggregates:
            data = struct.pack("<I", len(self.aggregates))
            data += b"".join(struct.pack("<QQQQQQ", self.id(a[0]), *a[1:]) for a in self.aggregates)
            out.append(record(AGGREGATE, data))
        if self.target_statistics:
            data = struct.pack("<I", len(self.target_statistics))
            data += b"".join(struct.pack("<8Q", self.id(a[0]), *a[1:])
                             for a in self.target_statistics)
            out.append(record(TARGET_STATISTICS, data))
        if self.site_statistics:
            data = struct.pack("<I", len(self.site_statistics))
            data += b"".join(struct.pack("<8Q", self.id(a[0]), *a[1:]) for a in self.site_statistics)
            out.append(record(SITE_STATISTICS, data))
        if self.throttled:
            data = struct.pack("<I", len(self.throttled))
            data += b"".join(struct.pack("<QQQ", self.id(t[0]), *t[1:]) for t in self.throttled)
            out.append(record(THROTTLED, data))
        if end:
            out.append(record(END, struct.pack("<Q", sum(len(e) for e in self.threads.values()))))
        return b"".join(out)

    def write(self, path, end=True):
        with open(path, "wb") as f:
            f.write(self.body(end))


def many_stacks(path, leaves_per_branch=40, branches=50, roots=50):
    """roots x branches x leaves distinct stacks (100,000 by default), one call each."""
    w = TraceWriter()
    names = [f"ns{k % 7}::Component<{k % 5}>::method_{k}(int, const std::string &)"
             for k in range(roots + branches + leaves_per_branch)]
    root_sites = [w.site(names[r], line=1 + r) for r in range(roots)]
    branch_sites = [w.site(names[roots + b], line=100 + b) for b in range(branches)]
    leaf_sites = [w.site(names[roots + branches + f], line=200 + f)
                  for f in range(leaves_per_branch)]
    t = 0
    for r in root_sites:
        w.event(1, t, r, START)
        for b in branch_sites:
            t += 1
            w.event(1, t, b, START)
            for f in leaf_sites:
                w.call(1, t + 1, t + 3 + (t % 17), f)
                t += 4 + (t % 17)
            w.event(1, t + 1, b, STOP)
            t += 2
        w.event(1, t + 1, r, STOP)
        t += 2
    w.write(path)
    return roots * branches * leaves_per_branch


def argument_chain(depth, body=50, leaf=10):
    """f(f(...f(x)...)) `depth` deep: each f's site is the argument of the one around it. The
    innermost f runs first (`leaf` ticks), then each f's body (`body` ticks) from the inside out;
    the calls are siblings, `depth` calls of f taking leaf + 1 + (depth - 1) * body ticks."""
    w = TraceWriter()
    sites = []
    for k in range(depth):
        sites.append(w.site("f", column=1 + 2 * k, parent=sites[-1] if sites else 0))
    tsc = 0
    for s in sites:
        w.event(1, tsc, s, START)
        tsc += 1
    tsc += leaf
    for s in reversed(sites):
        w.event(1, tsc, s, STOP)
        tsc += body
    return w


def g_of_f(calls=300):
    """g(f(x)) `calls` times at times whose sums in floating point do not come out even (a
    viewer's `ts + dur` of f against g's `ts`): f ends where g's body starts."""
    w = TraceWriter()
    g = w.site("g", line=4, column=3)
    f = w.site("f", line=4, column=5, parent=g)
    t = 86_663_000
    for k in range(calls):
        w.event(1, t, g, START)
        w.call(1, t + 7, t + 20 + k % 13, f)
        w.event(1, t + 40 + k % 7, g, STOP)
        t += 89 + k % 11
    return w


def write_recursion_trace(path, events, depth=20, tid=1):
    """About `events` events of one thread: a root calling a recursion `depth` deep again and
    again, plus a leaf at the bottom; written in chunks, in constant memory."""
    w = TraceWriter()
    root = w.site("run", caller="main")
    rec = w.site("recurse", caller="run", line=2)
    inner = w.site("recurse", caller="recurse", line=3)
    leaf = w.site("leaf", caller="recurse", line=4)
    with open(path, "wb") as f:
        f.write(w.header() + record(CLOCK, struct.pack("<QQQQ", 0, 0, 1, 1)))
        sites = struct.pack("<I", len(w.sites))
        for sid, parent, line, column, file, caller, callee in w.sites:
            sites += struct.pack("<QQII", sid, parent, line, column)
            sites += string(file) + string(caller) + string(callee)
        f.write(record(SITES, sites))
        # One tree: root, depth nested calls, a leaf: 2 * (depth + 2) events.
        per_tree = 2 * (depth + 2)
        trees = max(1, events // per_tree)
        chunk_trees = max(1, 65536 // per_tree)
        tsc, seq, done = 10, 0, 0
        while done < trees:
            n = min(chunk_trees, trees - done)
            parts = []
            for _ in range(n):
                opened = [root, rec] + [inner] * (depth - 1) + [leaf]
                for s in opened:
                    parts.append(struct.pack("<QQ", tsc, s | START))
                    tsc += 3
                for s in reversed(opened):
                    parts.append(struct.pack("<QQ", tsc, s | STOP))
                    tsc += 2
            data = b"".join(parts)
            f.write(record(EVENTS, struct.pack("<QQQ", tid, seq, 0) + data))
            seq += 1
            done += n
        f.write(record(CLOCK, struct.pack("<QQQQ", 0, 0, tsc, tsc)))
        f.write(record(END, struct.pack("<Q", trees * per_tree)))
    return trees * per_tree


def corpus():
    """Small traces of every shape the reader knows, for the fuzz target's seed corpus:
    {name: bytes}."""
    out = {}
    w = TraceWriter()
    main, work = w.site("main", caller=""), w.site("work", line=2)
    g = w.site("g", line=4)
    f = w.site("f", line=4, column=5, parent=g)
    hand_off = w.runtime_site("<overdub: buffer hand-off>")
    w.event(1, 0, main, START)
    w.call(1, 10, 20, work)
    w.event(1, 30, g, START)
    w.call(1, 31, 35, f)
    w.call(1, 36, 38, hand_off)
    w.event(1, 40, g, UNWIND)
    w.event(1, 50, main, STOP)
    w.call(2, 5, 9, work)
    w.throttled.append((work, 5, 1))
    w.calibration = (100, 200)
    w.dropped[2] = 3
    out["threads"] = w.body()
    out["no_end"] = w.body(end=False)
    out["cut"] = w.body()[:-30]
    out["chain"] = argument_chain(12).body()
    w = TraceWriter()
    names = [b"evil\x1b]0;t\x07", b"a;b 1\nc 2", b"bad\xff\xc3(", "bi\u202edi".encode()]
    sites = [w.site(n, caller=n, file=n, line=k + 1) for k, n in enumerate(names)]
    for k, s in enumerate(sites):
        w.call(1, 10 * k, 10 * k + 5, s)
    out["names"] = w.body()
    for mode, name in [(1, "ring"), (0, "running")]:
        w = TraceWriter(mode=mode)
        f = w.site("f")
        w.call(1, 0, 5, f)
        slots = [(6, f | START), (9, f | STOP), (12, f | START), (0, 0)]
        w.extra.append(staging(1, slots, seq=1, flags=WRAPPED if mode else RUNNING))
        w.extra.append(staging(0, [(0, 0)] * 2))  # a free region
        out[name] = w.body()
    w = TraceWriter(parent_pid=7)
    f = w.site("f")
    w.event(1, 3, f, STOP)
    w.call(1, 4, 8, f)
    out["fork"] = w.body()
    w = TraceWriter(mode=2)
    f = w.site("f")
    w.aggregates = [(f, 3, 90, 60, 20, 40)]
    out["aggregate"] = w.body()
    w = TraceWriter(mode=2, version=3)
    f, g = w.site("f"), w.site("f", caller="f")
    w.site_statistics = [(f, 1, 90, 90, 90, 60, 90, 90), (g, 2, 0, 30, 30, 30, 10, 20)]
    out["site_statistics"] = w.body()
    w = TraceWriter()
    f = w.site("f")
    w.call(1, 0, 5, f)
    w.clocks = [clock(0, 0, 10, 26), clock(0, 0, 1000, 2600)]
    out["clock_rate"] = w.body()
    w.clocks = [clock(5, 5, 5, 5)]
    out["clock_still"] = w.body()
    # Version 3: 8-byte words with markers, across a window of the 38 bits an event keeps, and
    # rings of words.
    w = TraceWriter(version=3)
    main, f = w.site("main", caller=""), w.site("f", line=2)
    base = (1 << 38) - 20
    w.event(1, base, main, START)
    w.call(1, base + 10, base + 30, f)
    w.call(1, base + (1 << 39), base + (1 << 39) + 7, f)
    w.event(1, base + (1 << 40), main, STOP)
    w.call(2, 5, 9, f, kind=UNWIND)
    w.throttled.append((f, 5, 1))
    out["v3_threads"] = w.body()
    out["v3_cut"] = w.body()[:-20]
    w = TraceWriter(mode=1, version=3)
    f = w.site("f")
    w.call(1, 0, 5, f)
    words = version3_words([(6, f | START), (9, f | STOP), (12, f | START)]) + [0]
    payload = struct.pack("<QQQQIIQ", 1, 1, 0, len(words), WRAPPED, 0, 6)
    payload += b"".join(struct.pack("<Q", x) for x in words)
    w.extra.append(record(STAGING, payload))
    out["v3_ring"] = w.body()
    w = TraceWriter(version=3)
    f = w.site("f")
    w.call(1, 0, 5, f)
    w.call(2, 1, 4, f)
    w.extra += [thread_name(1, 0, "main"), thread_name(2, 1, b"w\xff\x1b[2J"), thread_name(1, 0, "")]
    out["thread_names"] = w.body()
    # Version 4: packed events (a deep recursion, calls across the 38-bit window), and one whose
    # packed bytes are damaged.
    w = TraceWriter(version=4)
    main, f = w.site("main", caller=""), w.site("f", line=2)
    t = (1 << 38) - 500
    w.event(1, t, main, START)
    for depth in range(70):
        w.event(1, t + 10 * depth, f, START)
    for depth in range(70):
        w.event(1, t + 1000 + 40 * depth, f, STOP)
    w.event(1, t + (1 << 39), main, STOP)
    w.call(2, 5, 9, f, kind=UNWIND)
    out["v4_packed"] = w.body()
    data = bytearray(out["v4_packed"])
    data[data.index(struct.pack("<I", PACKED_EVENTS)) + 16 + 40] = 11  # no such byte begins a word
    out["v4_damaged"] = bytes(data)
    # Version 4 call targets: modules and call-target records, extensions in packed and plain
    # words and in a ring.
    w = shapes_trace()
    out["v4_targets"] = w.body()
    w.version = 3
    out["v3_targets"] = w.body()  # records 16 and 17 are no types of version 3: skipped
    w = TraceWriter(mode=1, version=4)
    area = w.site("Shape::area")
    w.modules([(0x1000, 0x1000, 0x9000, "/nonexistent/prog", b"\x12\x34")])
    w.call_target(area, 1, 0x2000)
    w.virtual_call(1, 0, 5, area, 1)
    words = version3_words([(6, area | START), (None, target_word(area, 1)), (9, area | STOP),
                            (12, area | START), (None, target_word(area, 2))]) + [0]
    payload = struct.pack("<QQQQIIQ", 1, 1, 0, len(words), WRAPPED, 0, 6)
    payload += b"".join(struct.pack("<Q", x) for x in words)
    w.extra.append(record(STAGING, payload))
    out["v4_targets_ring"] = w.body()
    out["v5_target_statistics"] = shapes_aggregate_trace().body()
    out["v4_target_statistics"] = shapes_aggregate_trace(version=4).body()  # record 19 skipped
    return out


def shapes_sites(w):
    """shapes_trace's sites, module and call targets in `w`: the sites' tags (a, b, f)."""
    a = w.site("Shape::area", file="prog.cpp", line=20, column=5)
    b = w.site("Shape::area", file="prog.cpp", line=21, column=5)
    f = w.site("f", file="prog.cpp", line=30)
    w.modules([(0x10000, 0x10000, 0x20000, "/nonexistent/libshapes.so", b"\x01\x02\x03")])
    w.call_target(a, 1, 0x11000)
    w.call_target(a, 2, 0x11100)
    w.call_target(b, 1, 0x11000)
    return a, b, f


def shapes_trace(version=4):
    """Virtual calls of two sites (Shape::area at prog.cpp:20:5 and 21:5) to targets in a
    module /nonexistent/libshapes.so loaded at 0x10000, and a plain call f, on one thread (one
    tick per ns, no calibration: exact times):

        site 20:5, target 1 (0x11000, offset 0x1000): 6 calls of 10 ns
        site 20:5, target 2 (0x11100, offset 0x1100): 3 calls of 20 ns
        site 20:5, no extension: 1 call of 40 ns (an unknown target)
        site 21:5, target 1 (0x11000): 2 calls of 30 ns, one of which calls site 21:5 again (to
                   target 1, 5 ns: inclusive time counted once), and 1 call to target 0 (5 ns)
        f: 4 calls of 1 ns"""
    w = TraceWriter(version=version)
    a, b, f = shapes_sites(w)
    t = 100
    for k in range(6):
        w.virtual_call(1, t, t + 10, a, 1)
        w.call(1, t + 11, t + 12, f) if k < 4 else None
        t += 20
    for _ in range(3):
        w.virtual_call(1, t, t + 20, a, 2)
        t += 30
    w.call(1, t, t + 40, a)
    t += 50
    w.virtual_call(1, t, t + 30, b, 1)
    t += 40
    w.event(1, t, b, START)
    w.target(1, b, 1)
    w.virtual_call(1, t + 10, t + 15, b, 1)
    w.event(1, t + 30, b, STOP)
    t += 40
    w.virtual_call(1, t, t + 5, b, 0)
    return w


def shapes_aggregate_trace(version=5):
    """shapes_trace's calls as aggregate mode folds them (site statistics, and per target those
    of the calls that named one): the report's figures per target are the same."""
    w = TraceWriter(mode=2, version=version)
    a, b, f = shapes_sites(w)
    # (site, number, calls, inclusive, total, exclusive, min, max): site 20:5's call of 40 ns
    # named no target.
    w.target_statistics = [(a, 1, 6, 60, 60, 60, 10, 10), (a, 2, 3, 60, 60, 60, 20, 20),
                           (b, 1, 3, 60, 65, 60, 5, 30), (b, 0, 1, 5, 5, 5, 5, 5)]
    # (site, calls, inclusive, site inclusive, total, exclusive, min, max)
    w.site_statistics = [(a, 10, 160, 160, 160, 160, 10, 40), (b, 4, 65, 65, 70, 65, 5, 30),
                         (f, 4, 4, 4, 4, 4, 1, 1)]
    return w


def frames_trace(version=4):
    """Virtual calls of one site (Shape::area at prog.cpp:20:5) whose targets name their frames
    in the call tree and timelines: targets in a module /nonexistent/shapes loaded at 0x10000,
    named by address ("0x1000 in shapes", "0x1200 in shapes"); one tick per ns, no calibration:

        4 calls to target 1 (0x11000), each at t: pick() [t+1, t+3] evaluated in its object
          expression (an argument: its body starts at t+3), a target extension, pi() [t+5, t+8]
          from its body (site shapes.cpp:3:12 in Circle::area), its stop at t+10: 7 ns, 3 in pi
        2 calls to target 2 (0x11200) of 20 ns
        3 calls named by their callee: no extension (40 ns), number 0 (unknown, 5 ns) and
          number 9, which no call-target record describes (6 ns)"""
    w = TraceWriter(version=version)
    area = w.site("Shape::area", file="prog.cpp", line=20, column=5)
    pick = w.site("pick", file="prog.cpp", line=20, column=12, parent=area)
    pi = w.site("pi", caller="Circle::area", file="shapes.cpp", line=3, column=12)
    w.modules([(0x10000, 0x10000, 0x20000, "/nonexistent/shapes", b"")])
    w.call_target(area, 1, 0x11000)
    w.call_target(area, 2, 0x11200)
    t = 100
    for _ in range(4):
        w.event(1, t, area, START)
        w.call(1, t + 1, t + 3, pick)
        w.target(1, area, 1)
        w.call(1, t + 5, t + 8, pi)
        w.event(1, t + 10, area, STOP)
        t += 20
    for _ in range(2):
        w.virtual_call(1, t, t + 20, area, 2)
        t += 30
    w.call(1, t, t + 40, area)
    w.virtual_call(1, t + 50, t + 55, area, 0)
    w.virtual_call(1, t + 60, t + 66, area, 9)
    return w


if __name__ == "__main__":
    import os
    import sys
    if sys.argv[1] == "--corpus":
        os.makedirs(sys.argv[2], exist_ok=True)
        for name, data in corpus().items():
            with open(os.path.join(sys.argv[2], name + ".trace"), "wb") as f:
                f.write(data)
    else:
        n = write_recursion_trace(sys.argv[1], int(sys.argv[2]))
        print(n)
