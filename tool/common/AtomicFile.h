// The one way overdub and overdub-launch write files: whole or not at all.
#ifndef OVERDUB_TOOL_COMMON_ATOMICFILE_H
#define OVERDUB_TOOL_COMMON_ATOMICFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace overdub {

// Writes `Contents` to `Path` so that the file holds either what it held before or all of
// `Contents`, never a part (a full disk, a crash, a signal): a temporary file in the target's
// directory, every write and the close checked, fsync, then renamed over the target. A target
// that exists keeps its mode, owner, extended attributes and ACLs; a symbolic link keeps its
// place and the file it names is replaced. On failure the target is as it was, no temporary is
// left, and the error is one line naming `Path`.
//
// "-" is standard output, and a target that is no regular file (/dev/null, a pipe) is written
// as it is: neither can be replaced.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents);

}  // namespace overdub

#endif  // OVERDUB_TOOL_COMMON_ATOMICFILE_H
