// <output dir>/compile_commands.json, the shadow tree's compile database: each written source's
// original command, compiling its shadow copy instead, with overdub's include directory added and
// every file the compiler writes (the object, the dependency file) moved under the output
// directory, so that building the shadow tree never overwrites the original build's files.
// Entries of earlier runs into the same directory are kept (by file); concurrent runs take turns.
#include "../OutputWriter.h"
#include "Output.h"

#include "AtomicFile.h"
#include "Printable.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cerrno>
#include <fcntl.h>
#include <map>
#include <sys/file.h>
#include <unistd.h>

namespace overdub {
namespace {

// An exclusive lock on the output directory itself, which leaves no file behind (a lock file
// cannot be removed safely while another run may be waiting on it). Released when destroyed.
class DirectoryLock {
public:
  llvm::Error acquire(const std::string &Dir) {
    FD = ::open(Dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    int Status = FD < 0 ? -1 : 0;
    while (Status == 0 && (Status = ::flock(FD, LOCK_EX)) != 0 && errno == EINTR) Status = 0;
    if (Status == 0) return llvm::Error::success();
    std::error_code EC(errno, std::generic_category());
    return llvm::createStringError(EC, "cannot lock '" + printable(Dir) + "': " + EC.message());
  }
  ~DirectoryLock() {
    if (FD >= 0) ::close(FD);  // releases the lock
  }

private:
  int FD = -1;
};

// Options whose value is a file the compiler writes, or (-MT, -MQ) the target that the
// dependency file names: the object's new name.
bool takesOutputPath(llvm::StringRef A) {
  return A == "-o" || A == "-MF" || A == "-MT" || A == "-MQ" || A == "-MJ" ||
         A == "--serialize-diagnostics";
}

// The same options with the value joined (-oFILE, -MFFILE, -Wp,-MD,FILE), split into the option
// and the value; nothing for other arguments.
std::optional<std::pair<llvm::StringRef, llvm::StringRef>> joinedOutputPath(llvm::StringRef A) {
  for (llvm::StringRef Prefix : {"-Wp,-MD,", "-Wp,-MMD,", "-MF", "-MT", "-MQ", "-MJ", "-o"})
    if (A.starts_with(Prefix) && A.size() > Prefix.size()) {
      // Clang's -objcmt-* and -object are no output option.
      if (Prefix == "-o" && (A.starts_with("-objcmt") || A == "-object")) return std::nullopt;
      return std::pair(Prefix, A.drop_front(Prefix.size()));
    }
  return std::nullopt;
}

class ShadowDatabaseOutput : public Output {
public:
  explicit ShadowDatabaseOutput(const OutputSettings &S)
      : OutputDir(S.OutputDir), IncludeDir(S.RuntimeIncludeDir), FixedFlags(S.FixedFlags),
        Database(*S.Database) {}

  llvm::Error finish(RunFiles &Run) override {
    // Only the sources written this time (headers are compiled with the sources including them).
    std::vector<size_t> Written;
    for (size_t I = 0; I < Run.Files.size(); ++I)
      if (!Run.Files[I].IsHeader && !Run.Written[I].empty()) Written.push_back(I);
    if (Written.empty()) return llvm::Error::success();

    llvm::SmallString<256> DatabasePath(OutputDir);
    llvm::sys::path::append(DatabasePath, "compile_commands.json");
    DirectoryLock Lock;
    if (llvm::Error E = Lock.acquire(OutputDir)) return E;
    // The entries already there, by file.
    std::map<std::string, llvm::json::Value> Entries;
    if (auto Buffer = llvm::MemoryBuffer::getFile(DatabasePath)) {
      llvm::Expected<llvm::json::Value> Old = llvm::json::parse((*Buffer)->getBuffer());
      if (!Old)
        return llvm::createStringError("'" + printable(DatabasePath) +
                                       "' is not a compile database: " +
                                       printable(llvm::toString(Old.takeError())));
      if (const llvm::json::Array *List = Old->getAsArray())
        for (const llvm::json::Value &Entry : *List)
          if (const llvm::json::Object *O = Entry.getAsObject())
            if (std::optional<llvm::StringRef> File = O->getString("file"))
              Entries.insert_or_assign(File->str(), Entry);
    }
    for (size_t I : Written) {
      std::vector<clang::tooling::CompileCommand> Commands =
          Database.getCompileCommands(Run.Files[I].AbsolutePath);
      if (Commands.empty()) continue;
      llvm::Expected<llvm::json::Value> Entry = entry(Commands.front(), Run.Written[I]);
      if (!Entry) return Entry.takeError();
      Entries.insert_or_assign(Run.Written[I], std::move(*Entry));
    }
    // Compilers do not make the directories of their outputs.
    for (const std::string &Dir : OutputDirs)
      if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
        return llvm::createStringError(EC, "cannot create the directory '" + printable(Dir) +
                                               "': " + EC.message());
    llvm::json::Array Out;
    for (auto &[File, Entry] : Entries) Out.push_back(std::move(Entry));
    return writeFileAtomically(
        DatabasePath, llvm::formatv("{0:2}", llvm::json::Value(std::move(Out))).str() + "\n");
  }

private:
  // The command of the shadow copy `Shadow` from the original `Command`.
  llvm::Expected<llvm::json::Value> entry(const clang::tooling::CompileCommand &Command,
                                          const std::string &Shadow) {
    llvm::SmallString<256> Directory(Command.Directory);
    llvm::sys::fs::make_absolute(Directory);
    llvm::sys::path::remove_dots(Directory, /*remove_dot_dot=*/true);
    llvm::SmallString<256> Original(Command.Filename);
    llvm::sys::fs::make_absolute(Directory, Original);
    llvm::sys::path::remove_dots(Original, /*remove_dot_dot=*/true);
    // A file the original command writes, as the shadow command writes it: at its path under
    // the output directory (relative to the current directory, as the shadow copies are).
    std::string Problem;
    auto Moved = [&](llvm::StringRef Value) {
      llvm::SmallString<256> Absolute(Value);
      llvm::sys::fs::make_absolute(Directory, Absolute);
      llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
      std::string Path = absolutePath(shadowPath(OutputDir, std::string(Absolute)));
      if (Path == Absolute && Problem.empty())
        Problem = "the shadow command of '" + printable(Shadow) + "' would write the original " +
                  "build's '" + printable(Path) + "': choose another --output-dir";
      OutputDirs.push_back(llvm::sys::path::parent_path(Path).str());
      return Path;
    };
    llvm::json::Array Arguments;
    bool Compiles = false, HasOutput = false;
    const std::vector<std::string> &Line = Command.CommandLine;
    for (size_t A = 0; A < Line.size(); ++A) {
      llvm::StringRef Arg = Line[A];
      if (A == 0) {
        // Flags after `--` come with a placeholder for the compiler (<tool dir>/clang-tool).
        Arguments.push_back(FixedFlags ? "c++" : Arg.str());
        Arguments.push_back("-I" + IncludeDir);
        continue;
      }
      // Clang's tooling adds the driver mode it inferred: not the user's compiler's flag.
      if (Arg.starts_with("--driver-mode=")) continue;
      Compiles |= Arg == "-c";
      if (takesOutputPath(Arg) && A + 1 < Line.size()) {
        HasOutput |= Arg == "-o";
        Arguments.push_back(Arg.str());
        Arguments.push_back(Moved(Line[++A]));
        continue;
      }
      if (auto Joined = joinedOutputPath(Arg)) {
        HasOutput |= Joined->first == "-o";
        Arguments.push_back((Joined->first + Moved(Joined->second)).str());
        continue;
      }
      llvm::SmallString<256> Absolute(Arg);
      llvm::sys::fs::make_absolute(Directory, Absolute);
      llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
      bool IsSource = Arg == Command.Filename || Absolute == Original;
      Arguments.push_back(IsSource ? Shadow : Arg.str());
    }
    // Without -o the object would go to the compile directory, over the original build's.
    if (Compiles && !HasOutput) {
      llvm::SmallString<256> Object(llvm::sys::path::stem(Command.Filename));
      Object += ".o";
      Arguments.push_back("-o");
      Arguments.push_back(Moved(Object));
    }
    if (!Problem.empty()) return llvm::createStringError(Problem);
    return llvm::json::Object{{"directory", std::string(Directory)},
                              {"file", Shadow},
                              {"arguments", std::move(Arguments)}};
  }

  std::string OutputDir, IncludeDir;
  std::vector<std::string> OutputDirs;  // where the shadow commands write
  bool FixedFlags;
  const clang::tooling::CompilationDatabase &Database;
};

}  // namespace

std::unique_ptr<Output> shadowDatabaseOutput(const OutputSettings &Settings) {
  return std::make_unique<ShadowDatabaseOutput>(Settings);
}

}  // namespace overdub
