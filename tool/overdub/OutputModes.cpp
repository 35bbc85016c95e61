#include "OutputModes.h"

#include "../common/ToolSupport.h"

#include "clang/Tooling/ReplacementsYaml.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <fcntl.h>

namespace overdub {
namespace {

// The plan for the file's own place: no leading #line, no redirected includes (quoted includes
// still resolve there), no system header pragma (found where the original is, the file is a
// system header exactly where it was). Empty when nothing is instrumented: the file stays as
// it is.
FilePlan inPlacePlan(const InstrumentedFile &File) {
  FilePlan Plan;
  if (File.NotCxx || File.AlreadyInstrumented || File.Plan.InstrumentedSites == 0) return Plan;
  Plan = File.Plan;
  llvm::StringRef Prelude = Plan.Prelude;
  if (Prelude.starts_with("#line 1 ")) Prelude = Prelude.split('\n').second;
  Prelude.consume_front(kSystemHeaderPragma);
  Plan.Prelude = Prelude.str();
  Plan.Edits.erase(std::remove_if(Plan.Edits.begin(), Plan.Edits.end(),
                                  [](const Edit &E) { return E.Length != 0; }),
                   Plan.Edits.end());
  return Plan;
}

// The file as `patch -p1` run in the current directory finds it: its path relative to that
// directory when it is inside, the name the compiler gives it otherwise.
std::string nameForDiff(const InstrumentedFile &File) {
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd)) return File.Name;
  llvm::StringRef Path = File.AbsolutePath;
  if (Path.consume_front(Cwd) && Path.consume_front("/")) return Path.str();
  return File.Name;
}

std::vector<llvm::StringRef> linesOf(llvm::StringRef Text) {
  std::vector<llvm::StringRef> Lines;
  while (!Text.empty()) {
    size_t End = Text.find('\n');
    Lines.push_back(Text.take_front(End == llvm::StringRef::npos ? Text.size() : End + 1));
    Text = Text.drop_front(Lines.back().size());
  }
  return Lines;
}

}  // namespace

std::string inPlaceText(const InstrumentedFile &File) {
  FilePlan Plan = inPlacePlan(File);
  if (Plan.Prelude.empty() && Plan.Edits.empty()) return File.Original;
  return applyPlan(File.Original, Plan);
}

llvm::Error writeInPlace(const InstrumentedFile &File) {
  std::string Text = inPlaceText(File);
  if (Text == File.Original) return llvm::Error::success();
  return llvm::writeToOutput(File.AbsolutePath, [&](llvm::raw_ostream &OS) {
    OS << Text;
    return llvm::Error::success();
  });
}

std::string unifiedDiff(const InstrumentedFile &File) {
  std::string New = inPlaceText(File);
  if (New == File.Original) return "";
  std::vector<llvm::StringRef> A = linesOf(File.Original), B = linesOf(New);
  // The in-place text is the prelude's lines, then each original line with insertions (wrappers
  // hold no newline): line i of the original is line i + Added of the new text.
  size_t Added = B.size() >= A.size() ? B.size() - A.size() : 0;
  bool OneToOne = B.size() >= A.size();
  // Ops over the new text: for each new line, the original line it replaces (-1: inserted).
  struct Change {
    size_t OldBegin, OldEnd, NewBegin, NewEnd;
  };
  std::vector<Change> Changes;
  if (!OneToOne) {
    Changes.push_back({0, A.size(), 0, B.size()});
  } else {
    if (Added) Changes.push_back({0, 0, 0, Added});
    for (size_t I = 0; I < A.size(); ++I)
      if (A[I] != B[I + Added]) Changes.push_back({I, I + 1, I + Added, I + Added + 1});
  }
  constexpr size_t kContext = 3;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  std::string Name = nameForDiff(File);
  OS << "--- a/" << Name << "\n+++ b/" << Name << "\n";
  auto Line = [&](char Mark, llvm::StringRef L) {
    OS << Mark << L;
    if (!L.ends_with("\n")) OS << "\n\\ No newline at end of file\n";
  };
  for (size_t C = 0; C < Changes.size();) {
    // A hunk: changes whose context overlaps.
    size_t Last = C;
    while (Last + 1 < Changes.size() &&
           Changes[Last + 1].OldBegin <= Changes[Last].OldEnd + 2 * kContext)
      ++Last;
    size_t OldBegin = Changes[C].OldBegin >= kContext ? Changes[C].OldBegin - kContext : 0;
    size_t OldEnd = std::min(A.size(), Changes[Last].OldEnd + kContext);
    size_t NewBegin = Changes[C].NewBegin - (Changes[C].OldBegin - OldBegin);
    size_t NewEnd = Changes[Last].NewEnd + (OldEnd - Changes[Last].OldEnd);
    OS << "@@ -" << (OldEnd > OldBegin ? OldBegin + 1 : OldBegin) << "," << OldEnd - OldBegin
       << " +" << (NewEnd > NewBegin ? NewBegin + 1 : NewBegin) << "," << NewEnd - NewBegin
       << " @@\n";
    size_t Old = OldBegin;
    for (size_t K = C; K <= Last; ++K) {
      for (; Old < Changes[K].OldBegin; ++Old) Line(' ', A[Old]);
      for (size_t I = Changes[K].OldBegin; I < Changes[K].OldEnd; ++I) Line('-', A[I]);
      for (size_t I = Changes[K].NewBegin; I < Changes[K].NewEnd; ++I) Line('+', B[I]);
      Old = Changes[K].OldEnd;
    }
    for (; Old < OldEnd; ++Old) Line(' ', A[Old]);
    C = Last + 1;
  }
  return Out;
}

llvm::Error writeExportFixes(const std::string &Path, const std::vector<InstrumentedFile> &Files) {
  clang::tooling::TranslationUnitReplacements All;
  for (const InstrumentedFile &File : Files) {
    FilePlan Plan = inPlacePlan(File);
    if (Plan.Prelude.empty() && Plan.Edits.empty()) continue;
    if (All.MainSourceFile.empty()) All.MainSourceFile = File.AbsolutePath;
    // Insertions at one offset become one replacement, in the plan's order.
    std::vector<Edit> Merged;
    unsigned PreludeAt = llvm::StringRef(File.Original).starts_with("\xEF\xBB\xBF") ? 3 : 0;
    Merged.push_back({PreludeAt, 0, Plan.Prelude});
    for (const Edit &E : Plan.Edits) {
      if (E.Offset == Merged.back().Offset)
        Merged.back().Text += E.Text;
      else
        Merged.push_back(E);
    }
    for (const Edit &E : Merged)
      All.Replacements.emplace_back(File.AbsolutePath, E.Offset, E.Length, E.Text);
  }
  return llvm::writeToOutput(Path, [&](llvm::raw_ostream &OS) {
    llvm::yaml::Output Yaml(OS);
    Yaml << All;
    return llvm::Error::success();
  });
}

llvm::Error writeDepfile(const std::string &Path, const std::vector<InstrumentedFile> &Files,
                         const std::vector<std::string> &Targets) {
  return llvm::writeToOutput(Path, [&](llvm::raw_ostream &OS) {
    for (size_t I = 0; I < Files.size(); ++I) {
      // A header's copy is written with each translation unit that includes it, whose rule
      // lists the header: a rule of its own would name an output the build did not declare.
      if (Files[I].IsHeader) continue;
      OS << makeEscape(Targets[I]) << ":";
      for (const std::string &Dependency : Files[I].Dependencies)
        OS << " \\\n  " << makeEscape(Dependency);
      OS << "\n";
    }
    return llvm::Error::success();
  });
}

llvm::Error updateShadowDatabase(const std::string &OutputDir,
                                 const clang::tooling::CompilationDatabase &Database,
                                 const std::vector<InstrumentedFile> &Files,
                                 const std::vector<std::string> &ShadowPaths,
                                 const std::string &IncludeDir) {
  llvm::SmallString<256> DatabasePath(OutputDir), LockPath(OutputDir);
  llvm::sys::path::append(DatabasePath, "compile_commands.json");
  llvm::sys::path::append(LockPath, ".compile_commands.json.lock");
  int LockFd;
  if (std::error_code EC = llvm::sys::fs::openFileForReadWrite(
          LockPath, LockFd, llvm::sys::fs::CD_OpenAlways, llvm::sys::fs::OF_None))
    return llvm::createStringError(EC, "cannot lock '" + LockPath + "': " + EC.message());
  struct Closer {
    int Fd;
    ~Closer() {
      llvm::sys::fs::unlockFile(Fd);
      llvm::sys::fs::closeFile(Fd);
    }
  } CloseLock{LockFd};
  if (std::error_code EC = llvm::sys::fs::lockFile(LockFd))
    return llvm::createStringError(EC, "cannot lock '" + LockPath + "': " + EC.message());

  // The entries already there, by file.
  std::map<std::string, llvm::json::Value> Entries;
  if (auto Buffer = llvm::MemoryBuffer::getFile(DatabasePath)) {
    llvm::Expected<llvm::json::Value> Old = llvm::json::parse((*Buffer)->getBuffer());
    if (!Old)
      return llvm::createStringError("'" + DatabasePath + "' is not a compile database: " +
                                     llvm::toString(Old.takeError()));
    if (const llvm::json::Array *List = Old->getAsArray())
      for (const llvm::json::Value &Entry : *List)
        if (const llvm::json::Object *O = Entry.getAsObject())
          if (std::optional<llvm::StringRef> File = O->getString("file"))
            Entries.insert_or_assign(File->str(), Entry);
  }
  for (size_t I = 0; I < Files.size(); ++I) {
    if (Files[I].IsHeader) continue;  // compiled as part of the sources that include it
    std::vector<clang::tooling::CompileCommand> Commands =
        Database.getCompileCommands(Files[I].AbsolutePath);
    if (Commands.empty()) continue;
    const clang::tooling::CompileCommand &Command = Commands.front();
    llvm::SmallString<256> Original(Command.Filename);
    llvm::sys::fs::make_absolute(Command.Directory, Original);
    llvm::json::Array Arguments;
    llvm::SmallString<256> Directory(Command.Directory);
    llvm::sys::fs::make_absolute(Directory);
    llvm::sys::path::remove_dots(Directory, /*remove_dot_dot=*/true);
    for (size_t A = 0; A < Command.CommandLine.size(); ++A) {
      std::string Arg = Command.CommandLine[A];
      // Flags after `--` make a command whose compiler is a placeholder.
      if (A == 0 && Arg == "clang-tool") Arg = "c++";
      // Clang's tooling adds the driver mode it inferred: not the user's compiler's flag.
      if (llvm::StringRef(Arg).starts_with("--driver-mode=")) continue;
      llvm::SmallString<256> Absolute(Arg);
      llvm::sys::fs::make_absolute(Command.Directory, Absolute);
      bool IsSource = Arg == Command.Filename || Absolute == Original;
      Arguments.push_back(IsSource ? ShadowPaths[I] : Arg);
      if (A == 0) Arguments.push_back("-I" + IncludeDir);
    }
    Entries.insert_or_assign(ShadowPaths[I],
                             llvm::json::Object{{"directory", std::string(Directory)},
                                                {"file", ShadowPaths[I]},
                                                {"arguments", std::move(Arguments)}});
  }
  llvm::json::Array Out;
  for (auto &[File, Entry] : Entries) Out.push_back(std::move(Entry));
  return llvm::writeToOutput(DatabasePath, [&](llvm::raw_ostream &OS) {
    OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Out))) << "\n";
    return llvm::Error::success();
  });
}

}  // namespace overdub
