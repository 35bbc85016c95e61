// The macro definitions the compile's own preprocessor reads: its `-E -dD` output, which keeps
// each #define and #undef where it was read (line markers say the file and line). They tell
// which of the macros a condition on the compiler chose (CompilerConditions.h) the compile
// defines as overdub's Clang parse did: GoogleTest's GTEST_HAS_EXCEPTIONS is defined in an
// `#elif defined(__clang__)` group for Clang and in the `#elif defined(__GNUC__)` one for g++,
// both 1, and the macros chosen by `#if GTEST_HAS_EXCEPTIONS` are then the same in both.
#ifndef OVERDUB_MATCHERS_COMPILEMACROS_H
#define OVERDUB_MATCHERS_COMPILEMACROS_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}  // namespace clang

namespace overdub {

class CompileMacros {
public:
  // `Output`: the compile's `-E -dD` output; `Directory`: the compile's working directory, which
  // relative names in its line markers (and in Clang's) start from.
  CompileMacros(std::string Output, std::string Directory);

  // Does the compile read the same #define and #undef directives of `Name` as Clang has read so
  // far, and no other: the same definitions, in the same inclusions of the same files (included
  // from the same lines), in the same order, each on the same line or with only other
  // directives between the two lines? Then every expansion of `Name` that Clang has made, or
  // makes before its next directive of `Name`, expands the same definition in the compile.
  bool sameAs(const clang::Preprocessor &PP, llvm::StringRef Name) const;

  // Where a file was read: the file, then each #include that led to it, innermost first (the
  // includer and the line of its #include; 0 for the predefined and command-line buffers).
  using Place = std::vector<std::pair<std::string, unsigned>>;

private:
  struct Directive {
    int Inclusion = 0;  // in Inclusions
    std::string File;   // as line markers name it: absolute, or "<built-in>"
    unsigned Line = 0;
    llvm::StringRef Text;  // after the name: "(x,y) body", " body", or "#undef" for an #undef
  };
  struct Inclusion {
    int Parent = -1;
    std::string IncludedFrom;  // the includer's file and line, known when the marker returns
    unsigned IncludedAt = 0;
  };
  Place placeOf(const Directive &D) const;

  std::string Output;
  std::string Directory;
  std::vector<Inclusion> Inclusions;
  llvm::StringMap<std::vector<Directive>> ByName;
  mutable llvm::DenseMap<clang::FileID, bool> LineDirectives;  // Clang's files: does one hold #line?
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_COMPILEMACROS_H
