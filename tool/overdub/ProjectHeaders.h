// Which headers are the project's own: those instrumented by default. A project's own headers lie
// under its root, however the compiler found them (-I or -isystem), except those under a
// directory below the root that is a build directory (generated headers) or another repository
// (a submodule, a bundled checkout), and except the toolchain's (checked by the caller).
#ifndef OVERDUB_TOOL_PROJECTHEADERS_H
#define OVERDUB_TOOL_PROJECTHEADERS_H

#include "llvm/ADT/StringRef.h"

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace overdub {

// The nearest directory holding `.git` or `.overdub.yaml` at or above the directory of
// `AbsoluteSource`; none when there is none up to /.
std::optional<std::string> findProjectRoot(llvm::StringRef AbsoluteSource);

// What marks a directory below the root as not the project's own sources.
constexpr const char *kNotOwnMarkers[] = {
    ".git",            // another repository: a submodule, a vendored checkout
    "CMakeCache.txt",  // a CMake build directory: generated headers, the module's copies
    "build.ninja",     // another generator's build directory (Meson, GN, plain Ninja)
};

class ProjectHeaders {
public:
  // `Root` and `BuildDirs` absolute; a build directory that is the root or holds it is ignored
  // (an in-source build: its generated headers are the project's as far as paths tell).
  ProjectHeaders(std::string Root, std::vector<std::string> BuildDirs);

  // Is the header (absolute path) one of the project's own? Safe from several threads.
  bool owns(llvm::StringRef Absolute) const;
  const std::string &root() const { return Root; }

private:
  bool ownedDirectory(const std::string &Dir) const;  // below the root

  std::string Root, RealRoot;
  std::vector<std::string> BuildDirs;
  mutable std::mutex Lock;
  mutable std::map<std::string, bool> Marked;  // directory -> holds a marker or is a build dir
};

// Is `Path` equal to `Dir` or below it (both absolute, no trailing slash)?
bool isUnder(llvm::StringRef Path, llvm::StringRef Dir);

}  // namespace overdub

#endif  // OVERDUB_TOOL_PROJECTHEADERS_H
