// What overdub and overdub-launch both need: Make's file-name syntax, and where the installed
// runtime is found from the executable.
#ifndef OVERDUB_TOOL_COMMON_TOOLSUPPORT_H
#define OVERDUB_TOOL_COMMON_TOOLSUPPORT_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <string>

namespace overdub {

// A file name as GCC and Clang write it in a Make dependency file.
inline std::string makeEscape(llvm::StringRef Name) {
  std::string Out;
  for (char C : Name) {
    if (C == ' ' || C == '#') Out += '\\';
    if (C == '$') Out += '$';
    Out += C;
  }
  return Out;
}

// Compiler launchers that run the compiler named after them (`ccache g++ ...`).
inline bool isCompilerLauncher(llvm::StringRef Name) {
  return llvm::is_contained({"ccache", "sccache", "distcc", "icecc", "buildcache"},
                            llvm::sys::path::filename(Name));
}

// The directory of the running executable (symbolic links resolved, so that a link in
// /usr/local/bin still finds its prefix).
inline std::string executableDir(const char *Argv0) {
  static int Anchor;
  std::string Exe = llvm::sys::fs::getMainExecutable(Argv0, &Anchor);
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Exe, Real)) Exe = std::string(Real);
  return std::string(llvm::sys::path::parent_path(Exe));
}

// The runtime's include directory of an installed overdub whose executables are in `BinDir`
// (OVERDUB_REL_INCLUDE_DIR is the install layout's path from bin/ to include/).
inline std::string installedIncludeDir(const std::string &BinDir) {
  return BinDir + "/" OVERDUB_REL_INCLUDE_DIR;
}

}  // namespace overdub

#endif  // OVERDUB_TOOL_COMMON_TOOLSUPPORT_H
