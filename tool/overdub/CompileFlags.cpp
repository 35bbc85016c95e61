#include "CompileFlags.h"

#include "llvm/Support/GlobPattern.h"

#include <algorithm>
#include <memory>

namespace overdub {

const std::vector<std::string> &gccOnlyFlags() {
  static const std::vector<std::string> Flags = {
      "-fno-aggressive-loop-optimizations", "-faggressive-loop-optimizations",
      "-fconcepts-diagnostics-depth=*",     "-fipa-*",
      "-fno-ipa-*",                         "-fno-lifetime-dse",
      "-flifetime-dse*",                    "-fno-printf-return-value",
      "-fno-var-tracking-assignments",      "-fvar-tracking-assignments",
      "-fno-tree-*",                        "-fcompare-debug-second",
      "-fpch-preprocess",                   "-Winvalid-pch",
      "-fno-allow-store-data-races",        "-fallow-store-data-races",
      "-mno-direct-extern-access",          "-fharden-*",
      "-fdiagnostics-plain-output",         "-fdiagnostics-urls=*",
  };
  return Flags;
}

llvm::Expected<clang::tooling::ArgumentsAdjuster>
compileFlagsAdjuster(const std::vector<std::string> &Removed) {
  // A GlobPattern refers to the text it was made from: the texts live as long as the patterns.
  struct Globs {
    std::vector<std::string> Texts;
    std::vector<llvm::GlobPattern> Patterns;
  };
  auto State = std::make_shared<Globs>();
  State->Texts = gccOnlyFlags();
  State->Texts.insert(State->Texts.end(), Removed.begin(), Removed.end());
  std::vector<llvm::GlobPattern> &Patterns = State->Patterns;
  for (const std::string &Flag : State->Texts) {
    llvm::Expected<llvm::GlobPattern> Pattern = llvm::GlobPattern::create(Flag);
    if (!Pattern)
      return llvm::createStringError("invalid --removed-arg '" + Flag +
                                     "': " + llvm::toString(Pattern.takeError()));
    Patterns.push_back(std::move(*Pattern));
  }
  return [State](const clang::tooling::CommandLineArguments &Args, llvm::StringRef) {
    const std::vector<llvm::GlobPattern> &Patterns = State->Patterns;
    clang::tooling::CommandLineArguments Out;
    bool HasResourceDir = false;
    for (size_t I = 0; I < Args.size(); ++I) {
      const std::string &A = Args[I];
      // The compiler itself (first) and file names are kept whatever they look like.
      bool Removable = I > 0 && llvm::StringRef(A).starts_with("-");
      if (Removable && std::any_of(Patterns.begin(), Patterns.end(),
                                   [&](const llvm::GlobPattern &P) { return P.match(A); }))
        continue;
      HasResourceDir |= llvm::StringRef(A).starts_with("-resource-dir");
      if (A == "-include" && I + 1 < Args.size()) {
        // The driver would look for X.pch and X.gch; the frontend's include does not.
        Out.insert(Out.end(), {"-Xclang", "-include", "-Xclang", Args[++I]});
        continue;
      }
      Out.push_back(A);
    }
    if (!HasResourceDir) {
      Out.push_back("-resource-dir");
      Out.push_back(OVERDUB_CLANG_RESOURCE_DIR);
    }
    // The program's own warnings are the compiler's business, not ours.
    Out.push_back("-w");
    Out.push_back("-Wno-unknown-warning-option");
    return Out;
  };
}

}  // namespace overdub
