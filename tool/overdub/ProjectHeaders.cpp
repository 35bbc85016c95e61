#include "ProjectHeaders.h"

#include "Config.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace overdub {
namespace {

std::string withoutTrailingSlash(std::string Dir) {
  while (Dir.size() > 1 && Dir.back() == '/') Dir.pop_back();
  return Dir;
}

std::string realOr(llvm::StringRef Path) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Path, Real)) return Path.str();
  return std::string(Real);
}

}  // namespace

bool isUnder(llvm::StringRef Path, llvm::StringRef Dir) {
  if (Dir == "/") return Path.starts_with("/");
  return Path.starts_with(Dir) && (Path.size() == Dir.size() || Path[Dir.size()] == '/');
}

std::optional<std::string> findProjectRoot(llvm::StringRef AbsoluteSource) {
  for (llvm::StringRef Dir = llvm::sys::path::parent_path(AbsoluteSource); !Dir.empty();
       Dir = llvm::sys::path::parent_path(Dir)) {
    for (const char *Marker : {".git", kConfigFileName}) {
      llvm::SmallString<256> Candidate(Dir);
      llvm::sys::path::append(Candidate, Marker);
      if (llvm::sys::fs::exists(Candidate)) return Dir.str();
    }
  }
  return std::nullopt;
}

ProjectHeaders::ProjectHeaders(std::string RootDir, std::vector<std::string> Builds)
    : Root(withoutTrailingSlash(std::move(RootDir))), RealRoot(realOr(Root)) {
  for (std::string &Dir : Builds) {
    Dir = withoutTrailingSlash(std::move(Dir));
    if (Dir.empty() || isUnder(Root, Dir) || isUnder(RealRoot, Dir)) continue;
    BuildDirs.push_back(Dir);
    std::string Real = realOr(Dir);
    if (Real != Dir) BuildDirs.push_back(std::move(Real));
  }
}

bool ProjectHeaders::ownedDirectory(const std::string &Dir) const {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (auto It = Marked.find(Dir); It != Marked.end()) return !It->second;
  }
  bool IsMarked = false;
  for (const std::string &Build : BuildDirs) IsMarked |= Dir == Build;
  for (const char *Marker : kNotOwnMarkers) {
    llvm::SmallString<256> Candidate(Dir);
    llvm::sys::path::append(Candidate, Marker);
    IsMarked |= llvm::sys::fs::exists(Candidate);
  }
  std::lock_guard<std::mutex> Guard(Lock);
  Marked[Dir] = IsMarked;
  return !IsMarked;
}

bool ProjectHeaders::owns(llvm::StringRef Absolute) const {
  // By the path as given, or else as symbolic links resolve (a root reached through a link).
  for (const std::string &Path : {Absolute.str(), realOr(Absolute)}) {
    for (const std::string *R : {&Root, &RealRoot}) {
      if (!isUnder(Path, *R) || Path.size() == R->size()) continue;
      bool Owned = true;
      // Every directory from the header's up to, not including, the root.
      for (llvm::StringRef Dir = llvm::sys::path::parent_path(Path); Owned && Dir.size() > R->size();
           Dir = llvm::sys::path::parent_path(Dir))
        Owned = ownedDirectory(Dir.str());
      if (Owned) return true;
      return false;
    }
  }
  return false;
}

}  // namespace overdub
