// Temporary files removed when a signal ends the process, in one place for all the tools.
//
// The list is LLVM's (sys::RemoveFileOnSignal): LLVM's handlers, installed once per process, are
// also the ones that print a stack trace and that crash recovery falls back to outside a
// recoverable region (tool/overdub/CrashGuard.cpp), so there is one set of handlers and one list.
// In a handler they only stat and unlink the files listed (async-signal-safe), then let the
// signal end the process.
#ifndef OVERDUB_TOOL_COMMON_SIGNALCLEANUP_H
#define OVERDUB_TOOL_COMMON_SIGNALCLEANUP_H

#include "llvm/ADT/StringRef.h"

namespace overdub {

// `Path` is removed if a signal ends the process, until keepOnFatalSignal(Path).
void removeOnFatalSignal(llvm::StringRef Path);
void keepOnFatalSignal(llvm::StringRef Path);

// LLVM installs its handlers over every disposition, SIG_IGN too: a signal the process was
// started ignoring (nohup's SIGHUP; SIGINT and SIGQUIT of a background job) would remove the
// temporaries of writes still under way and unregister every handler, while the process carries
// on and then fails at their renames. Called after anything that installs LLVM's handlers
// (removeOnFatalSignal does): such signals stay ignored.
void keepIgnoredSignalsIgnored();

}  // namespace overdub

#endif  // OVERDUB_TOOL_COMMON_SIGNALCLEANUP_H
