"""Reads what `overdub-report --format=perfetto` writes: Perfetto's Trace protobuf, decoded from the
field numbers Perfetto publishes (protos/perfetto/trace/), and turned into slices as a reader
that honours sequences, interning and track defaults rebuilds them. It checks that the stream is
well formed as it goes (every end closes a slice on its track, interned ids are defined before
use, each sequence's timestamps never go back) and raises ValueError otherwise.

    slices, tracks, instants = decode(open(path, "rb").read())
"""

VARINT, I64, LEN, I32 = 0, 1, 2, 5


def fields(data):
    """The (field number, wire type, value) of a message's fields, in order."""
    i, n = 0, len(data)

    def varint():
        nonlocal i
        shift = value = 0
        while True:
            if i >= n:
                raise ValueError("varint past the end")
            b = data[i]
            i += 1
            value |= (b & 0x7F) << shift
            shift += 7
            if b < 0x80:
                return value

    while i < n:
        key = varint()
        number, wire = key >> 3, key & 7
        if wire == VARINT:
            yield number, wire, varint()
        elif wire == LEN:
            size = varint()
            if i + size > n:
                raise ValueError("length past the end")
            yield number, wire, data[i:i + size]
            i += size
        elif wire == I64:
            yield number, wire, data[i:i + 8]
            i += 8
        elif wire == I32:
            yield number, wire, data[i:i + 4]
            i += 4
        else:
            raise ValueError(f"wire type {wire}")


def message(data):
    """Fields by number: lists of values."""
    out = {}
    for number, _, value in fields(data):
        out.setdefault(number, []).append(value)
    return out


def one(m, number, default=None):
    return m[number][-1] if number in m else default


class Sequence:
    def __init__(self):
        self.cleared = False
        self.track = None
        self.names, self.annotation_names, self.strings = {}, {}, {}
        self.last_ts = 0


def decode(data):
    """Returns (slices, tracks, instants): slices as dicts (track, name, start, end, depth,
    args); tracks by uuid as dicts (name, pid, tid, parent, rank); instants as (track, name, ts)."""
    tracks, sequences, open_by_track = {}, {}, {}
    slices, instants = [], []
    for number, wire, packet_bytes in fields(data):
        if number != 1 or wire != LEN:
            raise ValueError(f"Trace field {number}: only packets expected")
        p = message(packet_bytes)
        seq_id = one(p, 10)
        if seq_id is None:
            raise ValueError("a packet without trusted_packet_sequence_id")
        seq = sequences.setdefault(seq_id, Sequence())
        flags = one(p, 13, 0)
        if flags & 1:  # SEQ_INCREMENTAL_STATE_CLEARED
            seq.__init__()
            seq.cleared = True
        if 59 in p:  # trace_packet_defaults.track_event_defaults.track_uuid
            defaults = message(one(message(one(p, 59)), 11, b""))
            seq.track = one(defaults, 11)
        if 12 in p:  # interned_data
            if not seq.cleared:
                raise ValueError("interned data on a sequence never cleared")
            interned = message(one(p, 12))
            for field, table in ((2, seq.names), (3, seq.annotation_names), (29, seq.strings)):
                for entry in interned.get(field, []):
                    e = message(entry)
                    table[one(e, 1)] = one(e, 2).decode()
        if 60 in p:  # track_descriptor
            d = message(one(p, 60))
            uuid = one(d, 1)
            info = {"name": one(d, 2, b"").decode(), "parent": one(d, 5), "rank": one(d, 12)}
            if 3 in d:
                proc = message(one(d, 3))
                info.update(pid=one(proc, 1), name=one(proc, 6, b"").decode())
            if 4 in d:
                thread = message(one(d, 4))
                info.update(pid=one(thread, 1), tid=one(thread, 2),
                            name=one(thread, 5, b"").decode())
            tracks[uuid] = info
        if 11 in p:  # track_event
            e = message(one(p, 11))
            ts = one(p, 8)
            if ts is None:
                raise ValueError("a track event without a timestamp")
            if ts < seq.last_ts:
                raise ValueError(f"sequence {seq_id}: time went back from {seq.last_ts} to {ts}")
            seq.last_ts = ts
            track = one(e, 11, seq.track)
            kind = one(e, 9)
            if 10 in e and not flags & 2:
                raise ValueError("an interned name without SEQ_NEEDS_INCREMENTAL_STATE")
            name = seq.names[one(e, 10)] if 10 in e else one(e, 23, b"").decode()
            args = {}
            for a in e.get(4, []):
                a = message(a)
                key = seq.annotation_names[one(a, 1)]
                if 17 in a:
                    args[key] = seq.strings[one(a, 17)]
                elif 2 in a:
                    args[key] = bool(one(a, 2))
                else:
                    raise ValueError(f"annotation {key}: a value of a kind not written")
            stack = open_by_track.setdefault(track, [])
            if kind == 1:
                s = {"track": track, "name": name, "start": ts, "end": None,
                     "depth": len(stack), "args": args}
                stack.append(s)
                slices.append(s)
            elif kind == 2:
                if not stack:
                    raise ValueError(f"track {track}: an end at {ts} with no slice open")
                s = stack.pop()
                s["end"] = ts
                s["args"].update(args)
            elif kind == 3:
                instants.append((track, name, ts))
            else:
                raise ValueError(f"event type {kind}")
    for track, stack in open_by_track.items():
        if stack:
            raise ValueError(f"track {track}: {len(stack)} slices never end")
    return slices, tracks, instants
