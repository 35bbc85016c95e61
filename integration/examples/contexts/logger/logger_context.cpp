// The logger as a run-time context: build it into a shared library and LD_PRELOAD it (or link it)
// into a program instrumented the usual way.
#include "logger.h"

OVERDUB_EXPORT_CONTEXT(overdub_examples::Logger);
