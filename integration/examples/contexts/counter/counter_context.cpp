// The counter as a run-time context: build it into a shared library and LD_PRELOAD it (or link it)
// into a program instrumented the usual way; the runtime forwards every call to it.
#include "counter.h"

OVERDUB_EXPORT_CONTEXT(overdub_examples::Counter);
