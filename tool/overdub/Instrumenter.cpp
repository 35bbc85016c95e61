#include "Instrumenter.h"
#include "ClangRun.h"
#include "CompilePreprocessor.h"
#include "Messages.h"
#include "Printable.h"

#include "overdub/matchers/SiteCollector.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <set>

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
  // runtime's header, then the site tables. Text that merely mentions them is not it.
  Text.consume_front("\xEF\xBB\xBF");
  if (Text.starts_with("#line 1 ")) Text = Text.split('\n').second;
  // A header's copy defines the digest of its text, and its table is guarded.
  if (Text.starts_with("#define overdub_")) Text = Text.split('\n').second;
  // A system header's copy stays one.
  Text.consume_front(kSystemHeaderPragma);
  // Variants of system-header macros: the part the file's inclusion of itself reads.
  if (Text.starts_with("#ifdef overdub_") && Text.split('\n').first.ends_with("_system_part"))
    return true;
  if (Text.starts_with("#ifndef overdub_")) {
    llvm::StringRef Guard = Text.split('\n').first.drop_front(8);
    Text = Text.split('\n').second;
    if (!Text.consume_front(("#define " + Guard + "\n").str())) return false;
  }
  if (!Text.consume_front("#include <overdub/overdub.h>\n")) return false;
  // A rewrite-time context adds its header and the wrapper aliases.
  while (Text.starts_with("#include ") || Text.starts_with("using overdub_"))
    Text = Text.split('\n').second;
  // A source's tables are its own; a header's, one per program (a class template's members).
  return Text.starts_with("static unsigned overdub_") ||
         Text.starts_with("extern \"C++\" {\ntemplate <class = void> struct overdub_");
}

std::string absolutePath(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

clang::tooling::ArgumentsAdjuster
toolchainDirsRecorder(std::shared_ptr<std::vector<std::string>> Out) {
  return [Out](const clang::tooling::CommandLineArguments &Args, llvm::StringRef) {
    Out->clear();
    // The cc1 command the driver makes of it, as ClangTool's own run of the driver does.
    std::vector<const char *> Argv;
    for (const std::string &A : Args) Argv.push_back(A.c_str());
    std::vector<std::string> CC1;
    CreateInvocationOptions Opts;
    Opts.Diags = CompilerInstance::createDiagnostics(new DiagnosticOptions,
                                                     new IgnoringDiagConsumer, /*ShouldOwnClient=*/true);
    Opts.RecoverOnError = true;
    Opts.CC1Args = &CC1;
    createInvocation(Argv, std::move(Opts));
    for (size_t I = 0; I < CC1.size(); ++I) {
      llvm::StringRef A = CC1[I];
      for (llvm::StringRef Flag : {"-internal-isystem", "-internal-externc-isystem", "-resource-dir"}) {
        if (!A.consume_front(Flag)) continue;
        A.consume_front("=");
        if (!A.empty()) Out->push_back(A.str());
        else if (I + 1 < CC1.size()) Out->push_back(CC1[++I]);
        break;
      }
    }
    return Args;
  };
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

// Which files of the translation unit may be rewritten: the main file; the headers entered as user
// headers (a header's own #pragma GCC system_header does not change that: its copy keeps the
// pragma); with --system-headers also the headers entered from system directories, but never the
// toolchain's (the compiler's resource directory and the directories its driver adds on its
// own: the C and C++ standard libraries, /usr/include, /usr/local/include) nor overdub's runtime.
class RewritableFiles {
public:
  RewritableFiles(CompilerInstance &CI, const InstrumentOptions &Options)
      : SM(CI.getSourceManager()), Options(Options) {
    if (!Options.systemHeadersChosen()) return;
    std::vector<std::string> Dirs;
    if (Options.ToolchainDirs) Dirs = *Options.ToolchainDirs;
    Dirs.push_back(CI.getHeaderSearchOpts().ResourceDir);
    for (const std::string &Dir : Dirs) {
      if (Dir.empty()) continue;
      std::string Absolute = absolutePathIn(SM.getFileManager(), Dir);
      llvm::SmallString<256> Real;
      if (!llvm::sys::fs::real_path(Absolute, Real)) addToolchainDir(std::string(Real));
      addToolchainDir(std::move(Absolute));
    }
  }

  bool operator()(FileID Id) {
    if (auto It = Cache.find(Id); It != Cache.end()) return It->second;
    bool Result = compute(Id);
    Cache[Id] = Result;
    return Result;
  }

  // Is the header (absolute) in one of the toolchain's directories (also once symbolic links
  // are resolved)?
  bool inToolchain(llvm::StringRef Absolute) const {
    auto Under = [&](llvm::StringRef Path) {
      for (const std::string &Dir : ToolchainDirs)
        if (Path.starts_with(Dir) && (Path.size() == Dir.size() || Path[Dir.size()] == '/'))
          return true;
      return false;
    };
    if (Under(Absolute)) return true;
    llvm::SmallString<256> Real;
    return !llvm::sys::fs::real_path(Absolute, Real) && Under(Real);
  }

private:
  void addToolchainDir(std::string Dir) {
    while (Dir.size() > 1 && Dir.back() == '/') Dir.pop_back();
    if (std::find(ToolchainDirs.begin(), ToolchainDirs.end(), Dir) == ToolchainDirs.end())
      ToolchainDirs.push_back(std::move(Dir));
  }

  bool compute(FileID Id) {
    if (Id == SM.getMainFileID()) return true;
    bool Invalid = false;
    const SrcMgr::SLocEntry &Entry = SM.getSLocEntry(Id, &Invalid);
    if (Invalid || !Entry.isFile()) return false;
    const SrcMgr::FileInfo &Info = Entry.getFile();
    if (!SrcMgr::isSystem(Info.getFileCharacteristic())) return true;
    if (!Options.systemHeadersChosen()) return false;
    OptionalFileEntryRef File = Info.getContentCache().OrigEntry;
    if (!File) return false;
    std::string Absolute = absolutePathIn(SM.getFileManager(), File->getName());
    return !llvm::StringRef(Absolute).ends_with("/overdub/overdub.h") && !inToolchain(Absolute);
  }

  const SourceManager &SM;
  const InstrumentOptions &Options;
  std::vector<std::string> ToolchainDirs;  // absolute, without a trailing slash
  llvm::DenseMap<FileID, bool> Cache;
};

// Does the header use #include_next or __has_include_next? Both search the include path from the
// directory after the one the file was found in; its copy is found by absolute path, from which
// they would search from the start (and Clang warns). Read in the text, so that every
// translation unit decides alike.
bool usesIncludeNext(llvm::StringRef Text) {
  static const llvm::Regex Next("^[ \t]*#[ \t]*include_next|__has_include_next",
                                llvm::Regex::Newline);
  return Text.contains("include_next") && Next.match(Text);
}

// An #include written in a file of the translation unit (where the file may be rewritten,
// whether it was found beside it: the other files' includes only matter for what they include).
struct IncludeDirective {
  FileID Includer;
  unsigned Offset = 0, Length = 0;  // the file name, with its quotes or angle brackets
  std::string Target;               // the included file, absolute
  bool NextToIncluder = false;      // quoted, and found in the includer's own directory
};

// Records the #include directives that may need another file name in a rewritten copy.
class IncludeRecorder : public PPCallbacks {
public:
  IncludeRecorder(const SourceManager &SM, std::vector<IncludeDirective> &Out,
                  RewritableFiles &Rewritable)
      : SM(SM), Out(Out), Rewritable(Rewritable) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef, bool IsAngled,
                          CharSourceRange FilenameRange, OptionalFileEntryRef File,
                          StringRef SearchPath, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (!File || !HashLoc.isFileID()) return;
    if (FilenameRange.getBegin().isMacroID()) return;
    FileID Includer = SM.getFileID(HashLoc);
    OptionalFileEntryRef IncluderEntry = SM.getFileEntryRefForID(Includer);
    if (!IncluderEntry) return;
    const FileManager &Files = SM.getFileManager();
    IncludeDirective D;
    D.Includer = Includer;
    D.Offset = SM.getFileOffset(FilenameRange.getBegin());
    D.Length = SM.getFileOffset(FilenameRange.getEnd()) - D.Offset;
    D.Target = absolutePathIn(Files, File->getName());
    if (!IsAngled && Rewritable(Includer)) {
      std::string Dir = absolutePathIn(Files, llvm::sys::path::parent_path(IncluderEntry->getName()));
      std::string Searched = absolutePathIn(Files, SearchPath.empty() ? "." : SearchPath);
      D.NextToIncluder = llvm::sys::fs::equivalent(Searched, Dir);
    }
    Out.push_back(std::move(D));
  }

private:
  const SourceManager &SM;
  std::vector<IncludeDirective> &Out;
  RewritableFiles &Rewritable;
};

// The ranges of each file that the preprocessor skipped (#if branches not taken).
using SkippedRanges = std::map<FileID, std::vector<std::pair<unsigned, unsigned>>>;
class SkippedRangeRecorder : public PPCallbacks {
public:
  SkippedRangeRecorder(const SourceManager &SM, SkippedRanges &Out, RewritableFiles &Rewritable)
      : SM(SM), Out(Out), Rewritable(Rewritable) {}
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    if (!Range.getBegin().isFileID()) return;
    auto [File, Begin] = SM.getDecomposedLoc(Range.getBegin());
    if (!Rewritable(File)) return;
    Out[File].emplace_back(Begin, SM.getFileOffset(Range.getEnd()));
  }

private:
  const SourceManager &SM;
  SkippedRanges &Out;
  RewritableFiles &Rewritable;
};

// Whether an entry of a header gave the translation unit nothing: the header has an include guard
// (a controlling macro) and this entry skipped it whole, from its first token (the guard's #ifndef)
// to its last, the macro being defined then. A header that includes itself through another while
// its guard is open ({fmt}'s format.h through format-inl.h) is entered again that way; its copy,
// with the same guard, is skipped alike there.
bool skippedWhole(const Preprocessor &PP, const SkippedRanges &Skipped, FileID Entry) {
  const SourceManager &SM = PP.getSourceManager();
  OptionalFileEntryRef File = SM.getFileEntryRefForID(Entry);
  auto Ranges = Skipped.find(Entry);
  if (!File || Ranges == Skipped.end() ||
      !PP.getHeaderSearchInfo().getFileInfo(*File).getControllingMacro(nullptr))
    return false;
  llvm::StringRef Text = SM.getBufferData(Entry);
  Lexer Raw(SM.getLocForStartOfFile(Entry), PP.getLangOpts(), Text.begin(), Text.begin(),
            Text.end());
  Token Tok;
  std::optional<unsigned> First;
  unsigned Last = 0;
  for (Raw.LexFromRawLexer(Tok); Tok.isNot(tok::eof); Raw.LexFromRawLexer(Tok)) {
    const unsigned Offset = SM.getFileOffset(Tok.getLocation());
    if (!First) First = Offset;
    Last = Offset;
  }
  return First && llvm::any_of(Ranges->second, [&](const std::pair<unsigned, unsigned> &R) {
           return R.first == *First && R.second >= Last;
         });
}

// The replacements of include names in one rewritten file. A copy lives in another directory, so
// `#include "x.h"` found next to the original would not be found from it (#line does not change
// where quoted includes are searched): such names become the absolute path of x.h. An include of
// an instrumented header names its instrumented copy. Other includes are found through -I,
// -iquote or system directories, and the copy is compiled with the same flags.
// `Rewritten` maps each instrumented header to whether it has an include guard.
std::vector<Edit> includeEdits(FileID File, const std::vector<IncludeDirective> &Includes,
                               const std::map<std::string, bool> &Rewritten,
                               const InstrumentOptions &Options,
                               std::vector<InstrumentedFile::CopyInclude> &CopyIncludes) {
  std::vector<Edit> Out;
  auto Naming = [](const IncludeDirective &D, const std::string &Path) {
    return Edit{D.Offset, D.Length, includeName(Path)};
  };
  for (const IncludeDirective &D : Includes) {
    if (D.Includer != File) continue;
    std::optional<Edit> Original;
    if (D.NextToIncluder) Original = Naming(D, D.Target);
    auto Copy = Rewritten.find(D.Target);
    if (Copy != Rewritten.end() && Options.CopyOf) {
      Out.push_back(Naming(D, Options.CopyOf(D.Target)));
      CopyIncludes.push_back({D.Offset, Original, Copy->second});
    } else if (Original) {
      Out.push_back(*Original);
    }
  }
  return Out;
}

// The name a rewritten file gives itself in its #line and site tables, which the variants' #line
// then give it too: the main file's as the compile names it (or its display name), a header's
// absolute path, which every translation unit shares; each remapped.
std::string outputName(const SourceManager &SM, FileID Id, const InstrumentOptions &Options) {
  std::string Name(SM.getFileEntryRefForID(Id)->getName());
  std::string Absolute = absolutePathIn(SM.getFileManager(), Name);
  if (Id != SM.getMainFileID()) return remapPath(Absolute, Options.PathPrefixMap);
  if (auto It = Options.DisplayNames.find(Absolute); It != Options.DisplayNames.end())
    Name = It->second;
  return remapPath(Name, Options.PathPrefixMap);
}

// Does `Regex` (if any) match the header's name as found, or its absolute path?
bool matchesHeader(const llvm::Regex *Regex, llvm::StringRef Name,
                   llvm::StringRef Absolute) {
  return Regex && (Regex->match(Name) || Regex->match(Absolute));
}

class InstrumentConsumer : public ASTConsumer {
public:
  InstrumentConsumer(CompilerInstance &CI, InstrumentResult &Result,
                     std::vector<IncludeDirective> &Includes, MacroArgumentTexts &KeptTexts,
                     const SkippedRanges &Skipped, const MacroUses &Macros,
                     RewritableFiles &Rewritable, const InstrumentOptions &Options)
      : CI(CI), Result(Result), Includes(Includes), KeptTexts(KeptTexts), Skipped(Skipped),
        Macros(Macros), Rewritable(Rewritable), Options(Options) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (CI.getDiagnostics().hasErrorOccurred()) return;  // no output for a broken TU
    const SourceManager &SM = Ctx.getSourceManager();
    OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
    if (!Main) return;
    InstrumentedFile File;
    File.AbsolutePath = absolutePathIn(SM.getFileManager(), Main->getName());
    File.Original = std::string(SM.getBufferData(SM.getMainFileID()));
    File.Name = outputName(SM, SM.getMainFileID(), Options);
    File.Dependencies = dependencies(SM, File.AbsolutePath);
    if (Options.SelfInclude)
      File.SelfName = llvm::sys::path::filename(
                          Options.CompiledAs.empty() ? File.AbsolutePath : Options.CompiledAs)
                          .str();
    File.IncludedBy = File.Name;
    if (Options.CommandOutput && !Options.CommandOutput->empty())
      File.IncludedBy += " (compiled to " + *Options.CommandOutput + ")";
    // The wrappers and the runtime's header need C++11: a C++98/03 source compiles as it is.
    if (!Ctx.getLangOpts().CPlusPlus11) {
      if (!Options.Quiet)
        messages() << "overdub: warning: " << printable(File.Name)
                   << (Ctx.getLangOpts().CPlusPlus
                           ? ": C++98/03, left as is (the wrappers need C++11)\n"
                           : ": not C++, left as is (only C++ is instrumented)\n");
      File.NotCxx = true;
      // Not a C source: gcc's C warnings about unused static constants ask that the name be the
      // compiled file's.
      File.NamedAtTop = Options.SelfInclude && Ctx.getLangOpts().CPlusPlus;
      File.Plan.File = File.Name;
      Result.Files.push_back(std::move(File));
      return;
    }

    // The rewritten files: the main file, then the headers the filter chooses.
    std::vector<FileID> Ids{SM.getMainFileID()};
    std::vector<InstrumentedFile> Files;
    Files.push_back(std::move(File));
    std::vector<std::string> CompilerNames{std::string(Main->getName())};
    chooseHeaders(SM, Ids, Files, CompilerNames);
    for (const UnreachedHeader &U : Unreached) Ids.push_back(U.Id);

    CollectOptions Collect;
    Collect.MacroBodies = Options.MacroBodies;
    Collect.SelfInclude = Options.SelfInclude;
    Collect.HeaderInstances = Options.HeaderInstances;
    Collect.Capture = Options.Capture.get();
    Collect.CaptureRedact = Options.CaptureRedact.get();
    Collect.CaptureBytes = Options.CaptureBytes.get();
    Collect.Macros = &Macros;
    KeptTexts.settle();
    CollectedSites Collected = collectCallSites(Ctx, KeptTexts, Ids, Collect);
    // The headers that get a copy (absolute paths), each with whether it has an include guard.
    std::map<std::string, bool> Rewritten;
    for (size_t I = 1; I < Files.size(); ++I) {
      if (!Collected.Nested[I]) {
        OptionalFileEntryRef Entry = SM.getFileEntryRefForID(Ids[I]);
        Rewritten[Files[I].AbsolutePath] =
            Entry && CI.getPreprocessor().getHeaderSearchInfo().getFileInfo(*Entry).getControllingMacro(
                         nullptr);
        continue;
      }
      if (!Options.Quiet)
        messages() << "overdub: warning: " << printable(Files[I].Name)
                     << ": included inside a declaration of another file, left as is\n";
    }
    std::map<std::string, std::string> DroppedWhy =
        dropUnguardedHeadersIncludedElsewhere(SM, Ids, Files, Rewritten);
    std::vector<std::vector<CallSite>> SitesOf = sitesByFile(std::move(Collected.Sites), Ids.size());
    warnAboutUnreachedHeaders(SitesOf, Files.size());
    for (size_t I = 1; I < Files.size(); ++I)
      if (!Rewritten.count(Files[I].AbsolutePath) && !Files[I].IncludesOnly)
        keepLeftAsIs(Files[0], Files[I].Name, Files[I].AbsolutePath, CompilerNames[I],
                     Files[I].Original, std::move(SitesOf[I]),
                     Collected.Nested[I] ? "included inside a declaration of another file"
                                         : DroppedWhy[Files[I].AbsolutePath]);
    for (size_t I = 0; I < Unreached.size(); ++I)
      keepLeftAsIs(Files[0], remapPath(Unreached[I].Absolute, Options.PathPrefixMap),
                   Unreached[I].Absolute, Unreached[I].Name, SM.getBufferData(Unreached[I].Id),
                   std::move(SitesOf[Files.size() + I]),
                   "first included by " + Unreached[I].IncludedBy + ", which is not instrumented");
    for (size_t I = 0; I < Files.size(); ++I) {
      if (I > 0 && !Rewritten.count(Files[I].AbsolutePath)) continue;
      InstrumentedFile &F = Files[I];
      if (!F.IncludesOnly) F.Sites = std::move(SitesOf[I]);
      if (Options.Selection) Options.Selection->apply(F.Sites, F.Original);
      for (CallSite &Site : F.Sites)
        Site.File = Site.File == CompilerNames[I] ? F.Name : remapPath(Site.File, Options.PathPrefixMap);
      F.IncludeEdits = includeEdits(Ids[I], Includes, Rewritten, Options, F.CopyIncludes);
      F.Context = Options.Context;
      if (!F.Context.Name.empty())  // a context's wrappers take no target helpers
        for (CallSite &Site : F.Sites) {
          if (Site.Target) {
            Site.Target.reset();
            Site.TargetWhyNot = "a rewrite-time context's wrappers";
          }
          // Its value hooks get the values, but for those --capture-redact names.
          Site.Captures.erase(std::remove_if(Site.Captures.begin(), Site.Captures.end(),
                                             [](const ArgumentCapture &A) { return A.Redacted; }),
                              Site.Captures.end());
          if (Site.ResultRedacted)
            Site.CapturesResult = Site.ResultRedacted = Site.ResultBytes = false;
          // Nor does the trace need the names of their enumerations' values, or types.
          for (ArgumentCapture &A : Site.Captures) A.Names.clear();
          Site.ResultNames.clear();
          Site.ValueTypes.clear();
        }
      if (auto It = Skipped.find(Ids[I]); It != Skipped.end()) F.Skipped = It->second;
      // A macro this translation unit does not expand: it has no say on its body's wrappers
      // (another one may have rewritten calls there), as if the preprocessor skipped it.
      if (Options.MacroBodies)
        for (const MacroUses::Macro &M : Macros.Macros)
          if (M.File == Ids[I] && M.Expansions.empty()) F.Skipped.emplace_back(M.Begin, M.End);
      if (I > 0 && Options.CopyOf) Files[0].HeaderCopies.push_back(F.AbsolutePath);
      PlanResult Planned =
          planFile(F.Name, F.Sites, F.IncludeEdits, F.Context, /*Header=*/I > 0, F.SystemHeader,
                   F.SelfName);
      if (!Planned.Error.empty()) {
        messages() << "overdub: error: " << printable(Planned.Error) << "\n";
        Result.AllParsed = false;
        return;
      }
      F.Plan = std::move(Planned.Plan);
    }
    for (size_t I = 0; I < Files.size(); ++I)
      if (I == 0 || Rewritten.count(Files[I].AbsolutePath)) Result.Files.push_back(std::move(Files[I]));
  }

private:
  // Does the filter choose the header: --header-filter, or else the project's own headers?
  bool chosenByFilter(llvm::StringRef Name, const std::string &Absolute) const {
    if (Options.HeaderFilter) return matchesHeader(Options.HeaderFilter.get(), Name, Absolute);
    return Options.OwnHeaders && Options.OwnHeaders->owns(Absolute);
  }

  // Adds the headers that --header-filter (or else the project's root) chooses, and
  // --exclude-header-filter does not, to the rewritten files. Headers entered from system
  // directories only with --system-headers or when they are the project's own, and never the
  // toolchain's; overdub's runtime never, nor a header entered more than once (its copies would
  // differ in the one file) unless its include guard skipped every entry after the first whole,
  // nor one that uses #include_next.
  void chooseHeaders(const SourceManager &SM, std::vector<FileID> &Ids,
                     std::vector<InstrumentedFile> &Files, std::vector<std::string> &CompilerNames) {
    if (!Options.HeaderFilter && !Options.OwnHeaders) return;
    const llvm::Regex *Exclude = Options.ExcludeHeaderFilter.get();
    std::map<std::string, std::vector<FileID>> Entered;  // absolute path -> its entries
    std::map<std::string, std::string> NameOf;
    std::set<std::string> System;
    for (unsigned I = 0, N = SM.local_sloc_entry_size(); I < N; ++I) {
      const SrcMgr::SLocEntry &Entry = SM.getLocalSLocEntry(I);
      if (!Entry.isFile()) continue;
      const SrcMgr::FileInfo &Info = Entry.getFile();
      const bool IsSystem = SrcMgr::isSystem(Info.getFileCharacteristic());
      if (IsSystem && !Options.systemHeadersChosen()) continue;
      OptionalFileEntryRef Header = Info.getContentCache().OrigEntry;
      FileID Id = SM.getFileID(SourceLocation::getFromRawEncoding(Entry.getOffset()));
      if (!Header || Id == SM.getMainFileID()) continue;
      llvm::StringRef Name = Header->getName();
      std::string Absolute = absolutePathIn(SM.getFileManager(), Name);
      if (llvm::StringRef(Absolute).ends_with("/overdub/overdub.h")) continue;
      if (!chosenByFilter(Name, Absolute) || matchesHeader(Exclude, Name, Absolute)) {
        // By default, a user header the project does not own (generated, bundled) may still
        // lead to its headers: a candidate to carry their includes.
        if (Options.HeaderFilter || IsSystem) continue;
        Carriers.insert(Id);
      }
      if (IsSystem && !Rewritable(Id)) continue;  // the toolchain's, whatever the filter says
      if (IsSystem) System.insert(Absolute);
      Entered[Absolute].push_back(Id);
      NameOf.emplace(Absolute, Name.str());
    }
    // In the order they were entered, so that a header's includer is decided before it.
    std::vector<std::pair<FileID, std::string>> Candidates;
    for (auto &[Absolute, Entries] : Entered) {
      if (llvm::all_of(llvm::drop_begin(Entries), [&](FileID Again) {
            return skippedWhole(CI.getPreprocessor(), Skipped, Again);
          })) {
        Candidates.push_back({Entries.front(), Absolute});
        continue;
      }
      if (!Options.Quiet)
        messages() << "overdub: warning: " << printable(NameOf[Absolute]) << ": entered "
                     << Entries.size() << " times by " << printable(Files[0].Name)
                     << ", left as is\n";
    }
    std::sort(Candidates.begin(), Candidates.end());
    // The carriers needed: those on the way from the main file to a header the filters choose.
    std::set<FileID> Needed;
    for (auto &[Id, Absolute] : Candidates) {
      if (Carriers.count(Id)) continue;
      for (FileID Up = SM.getFileID(SM.getIncludeLoc(Id)); Up.isValid() && Up != SM.getMainFileID();
           Up = SM.getFileID(SM.getIncludeLoc(Up)))
        if (Carriers.count(Up)) Needed.insert(Up);
    }
    std::set<FileID> Chosen{SM.getMainFileID()};
    for (auto &[Id, Absolute] : Candidates) {
      const std::vector<FileID> &Entries = Entered[Absolute];
      const std::string &Name = NameOf[Absolute];
      const bool Carrier = Carriers.count(Id) > 0;
      if (Carrier && !Needed.count(Id)) continue;
      // Entered from a file that stays as it is (a header the filter leaves out, a system
      // header, a -include'd or precompiled header): the compiler reads the original there.
      FileID Includer = SM.getFileID(SM.getIncludeLoc(Id));
      if (!Chosen.count(Includer)) {
        if (Carrier) continue;
        // Its sites are still collected, to tell whether any call is lost (a header of
        // declarations, a precompiled header's list of includes lose none).
        OptionalFileEntryRef By = SM.getFileEntryRefForID(Includer);
        Unreached.push_back(
            {Id, Name, By ? std::string(By->getName()) : std::string("the command line"), Absolute});
        continue;
      }
      InstrumentedFile Header;
      // Its name in #line and site tables must not depend on the translation unit, which may
      // have found it through any include path: the absolute path is the one they share.
      Header.Name = outputName(SM, Id, Options);
      Header.AbsolutePath = Absolute;
      if (Options.SelfInclude) Header.SelfName = llvm::sys::path::filename(Absolute).str();
      Header.Original = std::string(SM.getBufferData(Entries.front()));
      Header.Dependencies = {Absolute};
      Header.IsHeader = true;
      Header.SystemHeader = System.count(Absolute) > 0;
      Header.IncludedBy = Files[0].IncludedBy;
      Header.IncludesOnly = Carrier;
      if (isInstrumented(Header.Original)) {
        if (!Options.Quiet)
          messages() << "overdub: warning: " << printable(Name)
                       << ": already instrumented by overdub, left as is\n";
        continue;
      }
      if (usesIncludeNext(Header.Original)) {
        if (!Options.Quiet)
          messages() << "overdub: warning: " << printable(Name) << ": uses #include_next, which would "
                     << "search the include path from elsewhere in a copy, left as is\n";
        continue;
      }
      Ids.push_back(Entries.front());
      Chosen.insert(Entries.front());
      CompilerNames.push_back(Name);
      Files.push_back(std::move(Header));
    }
  }

  // Headers the filters choose that are first entered through a file the compiler reads as it
  // is (a header left out, a -include'd or precompiled header): that file includes the original.
  std::set<FileID> Carriers;  // user headers the filters leave out

  struct UnreachedHeader {
    FileID Id;
    std::string Name, IncludedBy, Absolute;
  };
  std::vector<UnreachedHeader> Unreached;

  // Says which of them had calls that are left as they are; `SitesOf` holds their sites after
  // those of the `Rewritten` files.
  void warnAboutUnreachedHeaders(const std::vector<std::vector<CallSite>> &SitesOf, size_t Rewritten) {
    if (Options.Quiet) return;
    for (size_t I = 0; I < Unreached.size(); ++I) {
      size_t Calls = 0;
      for (const CallSite &Site : SitesOf[Rewritten + I]) Calls += Site.instrumented();
      if (!Calls) continue;
      messages() << "overdub: warning: " << printable(Unreached[I].Name) << ": first included by "
                   << printable(Unreached[I].IncludedBy) << ", which is not instrumented, left as is ("
                   << Calls << (Calls == 1 ? " call" : " calls") << " not instrumented)\n";
    }
  }

  // Keeps the sites of a header the compile reads as it is, to be listed: a call that would have
  // been instrumented is skipped, saying why the header is left (or why the user's selection
  // leaves it out, which comes first as in an instrumented header).
  void keepLeftAsIs(InstrumentedFile &Source, std::string Name, std::string Absolute,
                    const std::string &CompilerName, llvm::StringRef Text,
                    std::vector<CallSite> Sites, const std::string &Why) {
    if (Options.Selection) Options.Selection->apply(Sites, Text);
    for (CallSite &Site : Sites) {
      if (Site.instrumented()) leaveOut(Site, SkipReason::HeaderLeftAsIs, Why);
      Site.File = Site.File == CompilerName ? Name : remapPath(Site.File, Options.PathPrefixMap);
    }
    Source.HeadersLeftAsIs.push_back({std::move(Name), std::move(Absolute), std::move(Sites)});
  }

  // A file that is not rewritten includes its original. When it also includes (or is included
  // after) the copy, only an include guard shared by both keeps the header from being defined
  // twice: #pragma once tells the two files apart. A header left as is for that reason includes
  // originals in turn: repeated until no more are left. Returns why each was left (by path).
  std::map<std::string, std::string>
  dropUnguardedHeadersIncludedElsewhere(const SourceManager &SM, const std::vector<FileID> &Ids,
                                        const std::vector<InstrumentedFile> &Files,
                                        std::map<std::string, bool> &Rewritten) {
    std::map<std::string, std::string> Why;
    for (bool Dropped = true; Dropped;) {
      Dropped = false;
      std::set<FileID> RewrittenIds;
      for (size_t I = 0; I < Files.size(); ++I)
        if (I == 0 || Rewritten.count(Files[I].AbsolutePath)) RewrittenIds.insert(Ids[I]);
      for (const IncludeDirective &D : Includes) {
        auto Target = Rewritten.find(D.Target);
        if (RewrittenIds.count(D.Includer) || Target == Rewritten.end() || Target->second) continue;
        Rewritten.erase(Target);
        Dropped = true;
        std::string Includer = printable(SM.getFileEntryRefForID(D.Includer)->getName());
        Why[D.Target] = "also included by " + Includer + ", which is not instrumented, with no "
                        "include guard its copy would share";
        if (!Options.Quiet)
          messages() << "overdub: warning: " << printable(remapPath(D.Target, Options.PathPrefixMap))
                     << ": also included by " << Includer
                     << ", which is not instrumented, and it has no include guard that the "
                     << "instrumented copy would share: left as is\n";
      }
    }
    return Why;
  }

  // The sites of each file, each file's lexical parents renumbered within it (a call's parent in
  // another file, which only odd includes can make, is dropped).
  static std::vector<std::vector<CallSite>> sitesByFile(std::vector<CallSite> All, size_t Count) {
    std::vector<std::vector<CallSite>> Out(Count);
    std::vector<int> NewIndex(All.size());
    for (size_t I = 0; I < All.size(); ++I) {
      NewIndex[I] = static_cast<int>(Out[All[I].FileIndex].size());
      Out[All[I].FileIndex].push_back(All[I]);
    }
    for (size_t I = 0; I < All.size(); ++I) {
      CallSite &Site = Out[All[I].FileIndex][NewIndex[I]];
      int Parent = All[I].LexicalParent;
      Site.LexicalParent =
          Parent >= 0 && All[Parent].FileIndex == All[I].FileIndex ? NewIndex[Parent] : -1;
    }
    return Out;
  }

  CompilerInstance &CI;
  InstrumentResult &Result;
  std::vector<IncludeDirective> &Includes;
  MacroArgumentTexts &KeptTexts;
  const SkippedRanges &Skipped;
  const MacroUses &Macros;
  RewritableFiles &Rewritable;
  const InstrumentOptions &Options;
};

class InstrumentAction : public ASTFrontendAction {
public:
  InstrumentAction(InstrumentResult &Result, const InstrumentOptions &Options)
      : Result(Result), Options(Options) {}

  // The "N errors generated." line goes with the source's other messages.
  bool PrepareToExecuteAction(CompilerInstance &CI) override {
    CI.setVerboseOutputStream(messages());
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    Rewritable = std::make_unique<RewritableFiles>(CI, Options);
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<IncludeRecorder>(CI.getSourceManager(), Includes, *Rewritable));
    std::function<bool(FileID)> MayRewrite = [R = Rewritable.get()](FileID Id) { return (*R)(Id); };
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<CompilerConditionRecorder>(CI.getPreprocessor(), CompilerMacros));
    KeptTexts.Compiler = &CompilerMacros;
    KeptTexts.FileName = [this, &SM = CI.getSourceManager()](FileID Id) {
      return outputName(SM, Id, Options);
    };
    if (Options.CompileCommand) {
      llvm::ErrorOr<std::string> Directory =
          CI.getFileManager().getVirtualFileSystem().getCurrentWorkingDirectory();
      CompilerMacros.askCompile([Command = *Options.CompileCommand,
                                 Directory = Directory ? *Directory : ""] {
        return askCompilePreprocessor(Command, Directory);
      });
    }
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<MacroArgumentRecorder>(CI.getPreprocessor(), KeptTexts, MayRewrite));
    noteUnexpandedNames(CI.getPreprocessor(), KeptTexts);
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<SkippedRangeRecorder>(CI.getSourceManager(), Skipped, *Rewritable));
    // The macros' parameters tell where a call's part may be wrapped (WrittenText.h), their
    // expansions where a body's call may be (--macro-bodies only), the arguments ## pastes
    // whether a pasted token is all that they give.
    CI.getPreprocessor().addPPCallbacks(std::make_unique<MacroUseRecorder>(
        CI.getSourceManager(), Macros, MayRewrite, /*WithExpansions=*/Options.MacroBodies));
    return std::make_unique<InstrumentConsumer>(CI, Result, Includes, KeptTexts, Skipped, Macros,
                                                *Rewritable, Options);
  }

private:
  InstrumentResult &Result;
  const InstrumentOptions &Options;
  std::vector<IncludeDirective> Includes;
  CompilerDependentMacros CompilerMacros;
  MacroArgumentTexts KeptTexts;
  SkippedRanges Skipped;
  MacroUses Macros;
  std::unique_ptr<RewritableFiles> Rewritable;
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

InstrumentResult instrument(const tooling::CompilationDatabase &Database,
                            const tooling::ArgumentsAdjuster &Adjuster, llvm::StringRef Source,
                            const InstrumentOptions &Options) {
  InstrumentResult Result;
  InstrumentActionFactory Factory(Result, Options);
  // Clang's diagnostics and its closing line go with the source's other messages.
  llvm::IntrusiveRefCntPtr<DiagnosticOptions> Printing(new DiagnosticOptions);
  Printing->ShowColors = messages().has_colors();  // as the driver's default for a terminal
  Printing->ShowOptionNames = true;
  TextDiagnosticPrinter Printer(messages(), Printing.get());
  if (!runClang(Database, Source, Adjuster, Factory, Printer)) {
    Result.AllParsed = false;
    messages() << "Error while processing " << printable(Source) << ".\n";
  }
  return Result;
}

}  // namespace overdub
