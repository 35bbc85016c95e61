#include "Instrumenter.h"

#include "overdub/matchers/SiteCollector.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace clang;

namespace overdub {

std::string remapPath(const std::string &Name,
                      const std::vector<std::pair<std::string, std::string>> &Map) {
  for (const auto &[Old, New] : Map)
    if (llvm::StringRef(Name).starts_with(Old)) return New + Name.substr(Old.size());
  return Name;
}

bool isInstrumented(llvm::StringRef Text) {
  // The prelude opens the file (after a byte order mark, and the #line of a shadow copy): the
  // runtime's header, then the site state array. Text that merely mentions them is not it.
  Text.consume_front("\xEF\xBB\xBF");
  if (Text.starts_with("#line 1 ")) Text = Text.split('\n').second;
  if (!Text.consume_front("#include <overdub/overdub.h>\n")) return false;
  // A rewrite-time context adds its header and the wrapper aliases.
  while (Text.starts_with("#include ") || Text.starts_with("using overdub_"))
    Text = Text.split('\n').second;
  return Text.starts_with("static unsigned overdub_");
}

std::string absolutePath(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

namespace {

// A path of the translation unit made absolute against its compile directory (the tool's file
// system has a working directory of its own: translation units are processed in parallel).
std::string absolutePathIn(const FileManager &Files, llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  Files.makeAbsolutePath(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

// Every file the translation unit read, absolute, the main file first (for --depfile).
std::vector<std::string> dependencies(const SourceManager &SM, const std::string &Main) {
  std::vector<std::string> Out{Main};
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
    std::string Path = absolutePathIn(SM.getFileManager(), It->first.getName());
    if (Path != Main) Out.push_back(std::move(Path));
  }
  std::sort(Out.begin() + 1, Out.end());
  Out.erase(std::unique(Out.begin() + 1, Out.end()), Out.end());
  return Out;
}

}  // namespace

namespace {

// A shadow copy lives in another directory, so `#include "x.h"` found next to the original would
// not be found from the copy (#line does not change where quoted includes are searched). Such
// names are redirected to the header's absolute path; includes found through -I, -iquote or
// system directories are left alone, the copy is compiled with the same flags.
class IncludeRedirector : public PPCallbacks {
public:
  IncludeRedirector(const SourceManager &SM, std::vector<Edit> &Out) : SM(SM), Out(Out) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef, bool IsAngled,
                          CharSourceRange FilenameRange, OptionalFileEntryRef File,
                          StringRef SearchPath, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (IsAngled || !File || !SM.isWrittenInMainFile(HashLoc)) return;
    if (FilenameRange.getBegin().isMacroID()) return;
    OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
    if (!Main) return;
    const FileManager &Files = SM.getFileManager();
    std::string MainDir = absolutePathIn(Files, llvm::sys::path::parent_path(Main->getName()));
    std::string Searched = absolutePathIn(Files, SearchPath.empty() ? "." : SearchPath);
    if (!llvm::sys::fs::equivalent(Searched, MainDir)) return;
    Edit E;
    E.Offset = SM.getFileOffset(FilenameRange.getBegin());
    E.Length = SM.getFileOffset(FilenameRange.getEnd()) - E.Offset;
    E.Text = "\"" + escapeStringLiteral(absolutePathIn(SM.getFileManager(), File->getName())) + "\"";
    Out.push_back(std::move(E));
  }

private:
  const SourceManager &SM;
  std::vector<Edit> &Out;
};

class InstrumentConsumer : public ASTConsumer {
public:
  InstrumentConsumer(CompilerInstance &CI, InstrumentResult &Result, std::vector<Edit> &Includes,
                     const MacroArgumentTexts &KeptTexts, const InstrumentOptions &Options)
      : CI(CI), Result(Result), Includes(Includes), KeptTexts(KeptTexts), Options(Options) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (CI.getDiagnostics().hasErrorOccurred()) return;  // no output for a broken TU
    const SourceManager &SM = Ctx.getSourceManager();
    OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
    if (!Main) return;
    InstrumentedFile File;
    File.Name = std::string(Main->getName());
    File.AbsolutePath = absolutePathIn(SM.getFileManager(), File.Name);
    File.Original = std::string(SM.getBufferData(SM.getMainFileID()));
    const std::string CompilerName = File.Name;
    if (auto It = Options.DisplayNames.find(File.AbsolutePath); It != Options.DisplayNames.end())
      File.Name = It->second;
    File.Name = remapPath(File.Name, Options.PathPrefixMap);
    File.Dependencies = dependencies(SM, File.AbsolutePath);
    if (!Ctx.getLangOpts().CPlusPlus) {
      if (!Options.Quiet)
        llvm::errs() << "overdub: warning: " << File.Name
                     << ": not C++, left as is (only C++ is instrumented)\n";
      File.NotCxx = true;
      File.Plan.File = File.Name;
      Result.Files.push_back(std::move(File));
      return;
    }
    File.Sites = collectCallSites(Ctx, KeptTexts);
    if (Options.Selection) Options.Selection->apply(File.Sites, File.Original);
    for (CallSite &Site : File.Sites)
      Site.File = Site.File == CompilerName ? File.Name : remapPath(Site.File, Options.PathPrefixMap);
    PlanResult Planned =
        planFile(File.Name, File.Sites, std::move(Includes), Options.Context);
    if (!Planned.Error.empty()) {
      llvm::errs() << "overdub: error: " << Planned.Error << "\n";
      Result.AllParsed = false;
      return;
    }
    File.Plan = std::move(Planned.Plan);
    Result.Files.push_back(std::move(File));
  }

private:
  CompilerInstance &CI;
  InstrumentResult &Result;
  std::vector<Edit> &Includes;
  const MacroArgumentTexts &KeptTexts;
  const InstrumentOptions &Options;
};

class InstrumentAction : public ASTFrontendAction {
public:
  InstrumentAction(InstrumentResult &Result, const InstrumentOptions &Options)
      : Result(Result), Options(Options) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<IncludeRedirector>(CI.getSourceManager(), Includes));
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<MacroArgumentRecorder>(CI.getSourceManager(), KeptTexts));
    return std::make_unique<InstrumentConsumer>(CI, Result, Includes, KeptTexts, Options);
  }

private:
  InstrumentResult &Result;
  const InstrumentOptions &Options;
  std::vector<Edit> Includes;
  MacroArgumentTexts KeptTexts;
};

class InstrumentActionFactory : public tooling::FrontendActionFactory {
public:
  InstrumentActionFactory(InstrumentResult &Result, const InstrumentOptions &Options)
      : Result(Result), Options(Options) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<InstrumentAction>(Result, Options);
  }

private:
  InstrumentResult &Result;
  const InstrumentOptions &Options;
};

}  // namespace

InstrumentResult instrument(tooling::ClangTool &Tool, const InstrumentOptions &Options) {
  InstrumentResult Result;
  InstrumentActionFactory Factory(Result, Options);
  if (Tool.run(&Factory) != 0) Result.AllParsed = false;
  return Result;
}

}  // namespace overdub
