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

using namespace clang;

namespace overdub {

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
                     const MacroArgumentTexts &KeptTexts,
                     const std::map<std::string, std::string> &DisplayNames,
                     const ContextOptions &Context)
      : CI(CI), Result(Result), Includes(Includes), KeptTexts(KeptTexts),
        DisplayNames(DisplayNames), Context(Context) {}

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
    if (auto It = DisplayNames.find(File.AbsolutePath); It != DisplayNames.end())
      File.Name = It->second;
    if (!Ctx.getLangOpts().CPlusPlus) {
      llvm::errs() << "overdub: warning: " << File.Name
                   << ": not C++, left as is (only C++ is instrumented)\n";
      File.NotCxx = true;
      File.Plan.File = File.Name;
      Result.Files.push_back(std::move(File));
      return;
    }
    File.Sites = collectCallSites(Ctx, KeptTexts);
    for (CallSite &Site : File.Sites)
      if (Site.File == CompilerName) Site.File = File.Name;
    PlanResult Planned = planFile(File.Name, File.Sites, std::move(Includes), Context);
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
  const std::map<std::string, std::string> &DisplayNames;
  const ContextOptions &Context;
};

class InstrumentAction : public ASTFrontendAction {
public:
  InstrumentAction(InstrumentResult &Result, const std::map<std::string, std::string> &DisplayNames,
                   const ContextOptions &Context)
      : Result(Result), DisplayNames(DisplayNames), Context(Context) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<IncludeRedirector>(CI.getSourceManager(), Includes));
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<MacroArgumentRecorder>(CI.getSourceManager(), KeptTexts));
    return std::make_unique<InstrumentConsumer>(CI, Result, Includes, KeptTexts, DisplayNames,
                                                Context);
  }

private:
  InstrumentResult &Result;
  const std::map<std::string, std::string> &DisplayNames;
  const ContextOptions &Context;
  std::vector<Edit> Includes;
  MacroArgumentTexts KeptTexts;
};

class InstrumentActionFactory : public tooling::FrontendActionFactory {
public:
  InstrumentActionFactory(InstrumentResult &Result,
                          const std::map<std::string, std::string> &DisplayNames,
                          const ContextOptions &Context)
      : Result(Result), DisplayNames(DisplayNames), Context(Context) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<InstrumentAction>(Result, DisplayNames, Context);
  }

private:
  InstrumentResult &Result;
  const std::map<std::string, std::string> &DisplayNames;
  const ContextOptions &Context;
};

}  // namespace

InstrumentResult instrument(tooling::ClangTool &Tool,
                            const std::map<std::string, std::string> &DisplayNames,
                            const ContextOptions &Context) {
  InstrumentResult Result;
  InstrumentActionFactory Factory(Result, DisplayNames, Context);
  if (Tool.run(&Factory) != 0) Result.AllParsed = false;
  return Result;
}

}  // namespace overdub
