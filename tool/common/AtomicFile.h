// The one way overdub, overdub-launch and overdub-report write files: whole or not at all.
#ifndef OVERDUB_TOOL_COMMON_ATOMICFILE_H
#define OVERDUB_TOOL_COMMON_ATOMICFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <sys/types.h>
#include <system_error>

namespace overdub {

// A file written as a stream (a report of gigabytes is never held in memory), that holds either
// what it held before or all that was written, never a part (a full disk, a crash, a signal).
//
// A regular file, or a new one, is written to a temporary file in its directory
// (.overdub-XXXXXXXX.tmp); commit() checks that every write and the close succeeded, flushes it to
// disk (fsync) and renames it over the target. A target that exists keeps its mode, owner,
// extended attributes and ACLs; a symbolic link keeps its place and the file it names is
// replaced. On failure, on destruction without commit(), and on a fatal signal the temporary is
// removed and the target is as it was.
//
// What cannot be replaced is written in place: "-" (standard output), a descriptor this process
// has open (/dev/stdout, /dev/stderr, /dev/fd/N: a shell's `2>>log` is appended to, not replaced),
// a device (/dev/null), a FIFO. A directory is refused.
//
// Errors are one line naming the path as given: "cannot write 'out/a.cpp': No space left on
// device", "cannot write to standard output: ...".
class AtomicFile {
public:
  AtomicFile() = default;
  ~AtomicFile() { discard(); }
  AtomicFile(const AtomicFile &) = delete;
  AtomicFile &operator=(const AtomicFile &) = delete;

  llvm::Error open(llvm::StringRef Path);
  // Where to write, for fwrite and fmt::print. Every write through it is checked: the first
  // failure is kept (later writes are dropped, so that an in-place target has no gap) and
  // reported by commit(); a caller that checks its writes sees them fail with that errno.
  std::FILE *stream() const { return Stream; }
  // Writes `Bytes`; false once a write has failed (commit() says why).
  bool write(llvm::StringRef Bytes);
  // A failure the caller learned its own way (an exception from fmt::print): commit() fails.
  void fail(std::error_code Why);
  // Puts the file in place; its error when anything written did not get there whole.
  llvm::Error commit();
  // Gives up: removes the temporary; an in-place target gets nothing more.
  void discard();

  // The descriptor `Path` names when it is one this process has open: "-", /dev/stdout,
  // /dev/stderr, /dev/fd/N, /proc/self/fd/N.
  static std::optional<int> descriptorNamed(llvm::StringRef Path);

private:
  enum class Kind { Closed, Descriptor, InPlace, Replace };
  static ssize_t writeOut(void *Self, const char *Data, size_t Size);
  llvm::Error failure(std::error_code EC, const llvm::Twine &What = "") const;
  void closeStream();

  Kind How = Kind::Closed;
  std::string Path;    // as given, for messages
  std::string Target;  // Replace: the file renamed over (absolute, symbolic links resolved)
  std::string Temp;    // Replace: the temporary beside it (absolute, for the signal handler)
  int FD = -1;
  std::FILE *Stream = nullptr;
  std::unique_ptr<char[]> Buffer;  // the stream's
  std::error_code WriteError;  // the first write that failed
};

// Writes `Contents` to `Path` through an AtomicFile. "-" and /dev/stdout go to llvm::outs(),
// where the tools' other standard output goes, in order; its errors are checked once, at exit.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents);

}  // namespace overdub

#endif  // OVERDUB_TOOL_COMMON_ATOMICFILE_H
