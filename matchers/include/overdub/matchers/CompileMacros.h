// The macro definitions the compile's own preprocessor reads: its `-E -dD` output, which keeps
// each #define and #undef where it was read (line markers say the file and line). They tell
// which of the macros a condition on the compiler chose (CompilerConditions.h) the compile
// defines as overdub's Clang parse did: GoogleTest's GTEST_HAS_EXCEPTIONS is defined in an
// `#elif defined(__clang__)` group for Clang and in the `#elif defined(__GNUC__)` one for g++,
// both 1, and the macros chosen by `#if GTEST_HAS_EXCEPTIONS` are then the same in both.
#ifndef OVERDUB_MATCHERS_COMPILEMACROS_H
#define OVERDUB_MATCHERS_COMPILEMACROS_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace overdub {

class CompileMacros {
public:
  // `Output`: the compile's `-E -dD` output; `Directory`: the compile's working directory, which
  // relative names in its line markers (and in Clang's) start from.
  CompileMacros(std::string Output, std::string Directory);

  // Does the compile read the same #define and #undef directives of `Name` as Clang has read so
  // far, and no other: the same definitions, in the same files, in the same order, each on the
  // same line or with only other directives between the two lines? Then every expansion of
  // `Name` that Clang has made, or makes before its next directive of `Name`, expands the same
  // definition in the compile.
  bool sameAs(const clang::Preprocessor &PP, llvm::StringRef Name) const;

private:
  struct Directive {
    std::string File;  // absolute, or "<built-in>" for the predefined and command-line ones
    unsigned Line = 0;
    llvm::StringRef Text;  // after the name: "(x,y) body", " body", or "#undef" for an #undef
  };
  std::string Output;
  std::string Directory;
  llvm::StringMap<std::vector<Directive>> ByName;
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_COMPILEMACROS_H
