"""Writes overdub traces (format version 2, docs/trace-format.md) of a chosen structure: for report
tests with exact numbers, and for the report benchmark's large traces.

A trace is built from sites and per-thread event lists; timestamps are ticks, and the clock records
say one tick per nanosecond, so that every time in a report is exact."""
import struct

START, STOP, UNWIND = 0, 1, 2
EVENTS, SITES, CLOCK, END, AGGREGATE, THROTTLED, CALIBRATION = 2, 1, 3, 4, 7, 8, 9


def record(kind, payload, flags=0):
    return struct.pack("<IIQ", kind, flags, len(payload)) + payload


def string(s):
    b = s.encode()
    return struct.pack("<I", len(b)) + b


class TraceWriter:
    def __init__(self, pid=4242, mode=0, parent_pid=0):
        self.pid, self.mode, self.parent_pid = pid, mode, parent_pid
        self.sites = []  # (id, parent id, line, column, file, caller, callee)
        self.threads = {}  # tid -> [(tsc, tag)]
        self.throttled = []  # (site, counted, seen)
        self.calibration = None  # (events, ticks)
        self.end_tsc = 0

    def site(self, callee, caller="main", file="k.cpp", line=1, column=1, parent=0):
        sid = 0x1000 + 0x40 * len(self.sites)
        self.sites.append((sid, parent, line, column, file, caller, callee))
        return sid

    def event(self, tid, tsc, site, kind):
        self.threads.setdefault(tid, []).append((tsc, site | kind))
        self.end_tsc = max(self.end_tsc, tsc)

    def call(self, tid, start, stop, site, kind=STOP):
        """A call with nothing inside it."""
        self.event(tid, start, site, START)
        self.event(tid, stop, site, kind)

    def header(self):
        return b"OVERDUB\0" + struct.pack("<IIIIQ", 2, self.pid, self.parent_pid, self.mode, 0)

    def body(self, end=True):
        out = [self.header(), record(CLOCK, struct.pack("<QQQQ", 0, 0, 1, 1))]
        if self.calibration:
            out.append(record(CALIBRATION, struct.pack("<QQ", *self.calibration)))
        sites = struct.pack("<I", len(self.sites))
        for sid, parent, line, column, file, caller, callee in self.sites:
            sites += struct.pack("<QQII", sid, parent, line, column)
            sites += string(file) + string(caller) + string(callee)
        out.append(record(SITES, sites))
        for tid, events in self.threads.items():
            data = b"".join(struct.pack("<QQ", tsc, tag) for tsc, tag in events)
            out.append(record(EVENTS, struct.pack("<QQQ", tid, 0, 0) + data))
        last = self.end_tsc + 1
        out.append(record(CLOCK, struct.pack("<QQQQ", 0, 0, last, last)))
        if self.throttled:
            data = struct.pack("<I", len(self.throttled))
            data += b"".join(struct.pack("<QQQ", *t) for t in self.throttled)
            out.append(record(THROTTLED, data))
        if end:
            out.append(record(END, struct.pack("<Q", sum(len(e) for e in self.threads.values()))))
        return b"".join(out)

    def write(self, path, end=True):
        with open(path, "wb") as f:
            f.write(self.body(end))


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


if __name__ == "__main__":
    import sys
    n = write_recursion_trace(sys.argv[1], int(sys.argv[2]))
    print(n)
