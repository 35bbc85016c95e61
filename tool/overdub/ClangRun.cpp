#include "ClangRun.h"

#include "Instrumenter.h"
#include "Messages.h"
#include "Printable.h"

#include "clang/Basic/FileManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

namespace overdub {

bool runClang(const clang::tooling::CompilationDatabase &Database, llvm::StringRef Source,
              const clang::tooling::ArgumentsAdjuster &Adjuster,
              clang::tooling::ToolAction &Action, clang::DiagnosticConsumer &Diagnostics) {
  const std::string Absolute = absolutePath(Source);
  std::vector<clang::tooling::CompileCommand> Commands = Database.getCompileCommands(Absolute);
  if (Commands.empty()) {
    messages() << "overdub: error: no compile command for '" << printable(Source) << "'\n";
    return false;
  }
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS = llvm::vfs::createPhysicalFileSystem();
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(clang::FileSystemOptions(), FS);
  llvm::ErrorOr<std::string> InitialDir = FS->getCurrentWorkingDirectory();
  bool AllRan = true;
  for (clang::tooling::CompileCommand &Command : Commands) {
    std::string Directory = Command.Directory;
    if (Directory.empty() && InitialDir) Directory = *InitialDir;
    llvm::SmallString<256> Compiled(Command.Filename);
    llvm::sys::fs::make_absolute(Directory, Compiled);
    llvm::sys::path::remove_dots(Compiled, /*remove_dot_dot=*/true);
    if (Compiled != Absolute && !llvm::sys::fs::equivalent(Compiled, Absolute)) {
      messages() << "overdub: error: the compile command found for '" << printable(Source)
                 << "' compiles '" << printable(Compiled) << "', another file"
                 << (Source.contains('\\') ? " (compile databases read '\\' as '/')" : "")
                 << ": give its flags after --\n";
      AllRan = false;
      continue;
    }
    if (std::error_code EC = FS->setCurrentWorkingDirectory(Directory)) {
      messages() << "overdub: error: cannot enter the compile directory '" << printable(Directory)
                 << "' of '" << printable(Source) << "': " << EC.message() << "\n";
      AllRan = false;
      continue;
    }
    std::vector<std::string> CommandLine =
        Adjuster ? Adjuster(Command.CommandLine, Command.Filename) : Command.CommandLine;
    clang::tooling::ToolInvocation Invocation(std::move(CommandLine), &Action, Files.get(),
                                              std::make_shared<clang::PCHContainerOperations>());
    Invocation.setDiagnosticConsumer(&Diagnostics);
    AllRan &= Invocation.run();
  }
  return AllRan;
}

}  // namespace overdub
