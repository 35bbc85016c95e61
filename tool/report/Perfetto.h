// --format=perfetto: Perfetto's native trace format (protobuf TracePacket stream), streamed.
#ifndef OVERDUB_REPORT_PERFETTO_H
#define OVERDUB_REPORT_PERFETTO_H

#include "Profile.h"

#include <cstdio>

namespace overdub {

// Writes the traces as Perfetto TrackEvents: a track per process and one per thread (named, in
// the order the traces give them), a slice per call named by its callee (a call with a named
// target: by the target, its site's callee as a `callee` annotation), with its site and caller
// as interned debug annotations, and the throttled sites as instant events on a track of notes.
// Each thread's events are a packet sequence of their own, in time order, with names interned
// per sequence: memory grows with the sites, not with the trace. docs/report.md, "perfetto".
Profile printPerfetto(std::FILE *Out, const TraceList &Traces, ProfileOptions Options = {});

}  // namespace overdub

#endif  // OVERDUB_REPORT_PERFETTO_H
