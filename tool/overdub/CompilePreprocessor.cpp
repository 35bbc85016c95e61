#include "CompilePreprocessor.h"

#include "Printable.h"
#include "ToolSupport.h"

#include "clang/Driver/ToolChain.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

namespace overdub {
namespace fs = llvm::sys::fs;

std::optional<std::string> findCompiler(const std::string &Compiler, const std::string &Directory) {
  if (Compiler.find('/') == std::string::npos) {
    llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Compiler);
    if (!Found) return std::nullopt;
    return *Found;
  }
  llvm::SmallString<256> Path(Compiler);
  fs::make_absolute(Directory, Path);
  if (!fs::can_execute(Path)) return std::nullopt;
  return std::string(Path);
}

namespace {

std::string realPath(const std::string &Path) {
  llvm::SmallString<256> Real;
  return fs::real_path(Path, Real) ? Path : std::string(Real);
}

// The compile command as a preprocessing run that keeps the directives, written to `Output`.
std::vector<std::string> preprocessingCommand(std::vector<std::string> CommandLine,
                                              const std::string &Output) {
  using namespace clang::tooling;
  CommandLine = getClangStripOutputAdjuster()(CommandLine, "");
  CommandLine = getClangStripDependencyFileAdjuster()(CommandLine, "");
  // What Clang's tooling added to a database's command from its compiler's name (g++ gets
  // --driver-mode=g++, x86_64-linux-gnu-g++ --target=x86_64-linux-gnu too): not the compile's.
  clang::driver::ParsedClangName Implied =
      clang::driver::ToolChain::getTargetAndModeFromProgramName(CommandLine.front());
  std::vector<std::string> Out;
  for (size_t I = 0; I < CommandLine.size(); ++I) {
    llvm::StringRef A = CommandLine[I];
    if (I > 0 && I <= 2 &&
        ((Implied.DriverMode && A == Implied.DriverMode) ||
         (Implied.TargetIsValid && A == "--target=" + Implied.TargetPrefix)))
      continue;
    // `--` before the file: Clang's tooling writes it into the command it infers for a file
    // the database does not list; g++ refuses it.
    if (A == "-c" || A == "-S" || A == "-E" || A == "-fsyntax-only" || A == "--" ||
        A.starts_with("-save-temps") || A.starts_with("--save-temps") || A.starts_with("-Wp,-M"))
      continue;
    Out.push_back(CommandLine[I]);
  }
  Out.insert(Out.end(), {"-E", "-dD", "-o", Output});
  return Out;
}

}  // namespace

CompilerDependentMacros::CompileAnswer askCompilePreprocessor(std::vector<std::string> CommandLine,
                                                              const std::string &Directory) {
  CompilerDependentMacros::CompileAnswer Answer;
  if (CommandLine.empty() || CommandLine.front().empty()) return Answer;  // no compiler named
  const std::string Named = CommandLine.front();
  std::optional<std::string> Compiler = findCompiler(Named, Directory);
  if (!Compiler) {
    Answer.Unavailable = "cannot find the compiler '" + printable(Named) + "'";
    return Answer;
  }
  if (realPath(*Compiler) == realPath(OVERDUB_CLANGXX)) {
    Answer.SameAsClang = true;
    return Answer;
  }
  llvm::SmallString<128> Output, Errors;
  if (fs::createTemporaryFile("overdub-macros", "ii", Output) ||
      fs::createTemporaryFile("overdub-macros", "err", Errors)) {
    Answer.Unavailable = "cannot create a temporary file for its output";
    return Answer;
  }
  llvm::FileRemover RemoveOutput(Output), RemoveErrors(Errors);
  CommandLine.front() = *Compiler;
  // In the compile's directory (relative -I and file names), which this process does not share:
  // translation units run in parallel.
  std::vector<std::string> Run = {"/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", Directory};
  for (std::string &Arg : preprocessingCommand(std::move(CommandLine), std::string(Output)))
    Run.push_back(std::move(Arg));
  std::vector<llvm::StringRef> Refs(Run.begin(), Run.end());
  // Its output goes to -o; what a wrapper prints on stdout must not reach overdub's.
  std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), llvm::StringRef(""),
                                                llvm::StringRef(Errors)};
  std::string Message;
  const int Status = llvm::sys::ExecuteAndWait(Run.front(), Refs, std::nullopt, Redirects, 0, 0, &Message);
  if (Status != 0) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Said = llvm::MemoryBuffer::getFile(Errors);
    llvm::StringRef First = Said ? (*Said)->getBuffer().split('\n').first : "";
    Answer.Unavailable = "'" + printable(Named) + " -E -dD' failed" +
                         (First.empty() ? (Message.empty() ? "" : ": " + Message)
                                        : ": " + printable(First.str()));
    return Answer;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text = llvm::MemoryBuffer::getFile(Output);
  if (!Text) {
    Answer.Unavailable = "cannot read the output of '" + printable(Named) + " -E -dD'";
    return Answer;
  }
  Answer.Macros.emplace((*Text)->getBuffer().str(), Directory);
  return Answer;
}

std::string compilerAfterDoubleDash(int argc, const char **argv) {
  for (int I = 1; I + 1 < argc; ++I) {
    if (llvm::StringRef(argv[I]) != "--") continue;
    // `-- ccache g++ ...`: the compiler is the one the launchers run.
    while (I + 2 < argc && isCompilerLauncher(argv[I + 1])) ++I;
    llvm::StringRef First = argv[I + 1];
    if (First.empty() || First.starts_with("-")) return "";
    // A source given after `--` is no compiler.
    llvm::StringRef Extension = llvm::sys::path::extension(First);
    for (llvm::StringRef Source : {".c", ".cc", ".cpp", ".cxx", ".c++", ".C", ".i", ".ii", ".h",
                                   ".hpp", ".hh", ".hxx", ".ipp", ".inl", ".tpp", ".m", ".mm"})
      if (Extension == Source) return "";
    return First.str();
  }
  return "";
}

}  // namespace overdub
