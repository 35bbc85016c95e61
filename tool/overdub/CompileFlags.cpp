#include "CompileFlags.h"
#include "Messages.h"
#include "Printable.h"

#include "clang/Driver/Options.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <set>

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

namespace {

// The flags dropped because Clang does not know them, each with whether a source that is not
// --quiet had it (warned about once, after all sources: which unit meets a flag first
// depends on the order parallel units run in).
std::mutex UnknownLock;
std::map<std::string, bool> Unknown;

// Flags Clang's driver does not know would be reported as errors: they are dropped instead
// (what they do to the compiler's code generation does not change the rewrite).
void dropUnknownFlags(clang::tooling::CommandLineArguments &Args, bool Quiet) {
  if (Args.size() < 2) return;
  std::vector<const char *> Raw;
  for (size_t I = 1; I < Args.size(); ++I) Raw.push_back(Args[I].c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  llvm::opt::InputArgList Parsed = clang::driver::getDriverOptTable().ParseArgs(
      Raw, MissingIndex, MissingCount, llvm::opt::Visibility(clang::driver::options::ClangOption));
  std::vector<bool> IsUnknown(Args.size(), false);
  for (const llvm::opt::Arg *A : Parsed.filtered(clang::driver::options::OPT_UNKNOWN))
    IsUnknown[A->getIndex() + 1] = true;
  clang::tooling::CommandLineArguments Kept;
  for (size_t I = 0; I < Args.size(); ++I) {
    if (!IsUnknown[I]) {
      Kept.push_back(std::move(Args[I]));
      continue;
    }
    std::lock_guard<std::mutex> Hold(UnknownLock);
    Unknown[Args[I]] |= !Quiet;
  }
  Args = std::move(Kept);
}

}  // namespace

llvm::Expected<clang::tooling::ArgumentsAdjuster>
compileFlagsAdjuster(const std::vector<std::string> &Removed, bool Quiet) {
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
  return [State, Quiet](const clang::tooling::CommandLineArguments &Args, llvm::StringRef) {
    const std::vector<llvm::GlobPattern> &Patterns = State->Patterns;
    clang::tooling::CommandLineArguments Out;
    bool HasResourceDir = false;
    // Everything after `--` is a file name (Clang infers `clang++ <flags> -- file` for a source
    // the database does not list): flags are adjusted and added before it.
    size_t FlagsEnd = std::find(Args.begin(), Args.end(), "--") - Args.begin();
    for (size_t I = 0; I < FlagsEnd; ++I) {
      const std::string &A = Args[I];
      // The compiler itself (first) and file names are kept whatever they look like.
      bool Removable = I > 0 && llvm::StringRef(A).starts_with("-");
      if (Removable && std::any_of(Patterns.begin(), Patterns.end(),
                                   [&](const llvm::GlobPattern &P) { return P.match(A); }))
        continue;
      HasResourceDir |= llvm::StringRef(A).starts_with("-resource-dir");
      // A precompiled header is a build product (with CMake, of the same build that runs
      // overdub first, so it may not exist yet); the header it was made from, which the command
      // also includes, gives the same declarations. Clang's form: -Xclang -include-pch -Xclang X.
      if (A == "-include-pch" && I + 1 < FlagsEnd) {
        ++I;
        continue;
      }
      if (A == "-Xclang" && I + 3 < FlagsEnd && Args[I + 1] == "-include-pch" &&
          Args[I + 2] == "-Xclang") {
        I += 3;
        continue;
      }
      if (A == "-Xclang" && I + 1 < FlagsEnd) {  // a frontend flag as it is
        Out.insert(Out.end(), {A, Args[++I]});
        continue;
      }
      if (A == "-include" && I + 1 < FlagsEnd) {
        // The driver would look for X.pch and X.gch; the frontend's include does not.
        Out.insert(Out.end(), {"-Xclang", "-include", "-Xclang", Args[++I]});
        continue;
      }
      Out.push_back(A);
    }
    dropUnknownFlags(Out, Quiet);
    if (!HasResourceDir) {
      Out.push_back("-resource-dir");
      Out.push_back(OVERDUB_CLANG_RESOURCE_DIR);
    }
    // The program's own warnings are the compiler's business, not ours.
    Out.push_back("-w");
    Out.push_back("-Wno-unknown-warning-option");
    Out.insert(Out.end(), Args.begin() + FlagsEnd, Args.end());
    return Out;
  };
}

void warnAboutUnknownFlags() {
  std::lock_guard<std::mutex> Hold(UnknownLock);
  for (const auto &[Flag, Loud] : Unknown)
    if (Loud)
      messages() << "overdub: warning: Clang does not know the flag '" << printable(Flag)
                 << "': ignored (--removed-arg=" << printable(Flag) << " says so quietly)\n";
  Unknown.clear();
}

}  // namespace overdub
