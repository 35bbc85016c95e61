// overdub: rewrites every call expression of C++ sources into a call that records its start and
// stop, and emits the instrumented sources.
#include "CompileDatabase.h"
#include "CompileFlags.h"
#include "CompilePreprocessor.h"
#include "Config.h"
#include "CopyVariants.h"
#include "Coverage.h"
#include "CrashGuard.h"
#include "HeaderCopies.h"
#include "Instrumenter.h"
#include "Messages.h"
#include "OutputCache.h"
#include "OutputWriter.h"
#include "ProjectHeaders.h"
#include "Printable.h"
#include "ToolSupport.h"
#include "outputs/Output.h"

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <tuple>

using namespace clang::tooling;

namespace {

llvm::cl::OptionCategory Category("overdub options");

llvm::cl::opt<std::string> OutputDir(
    "output-dir",
    llvm::cl::desc("Write each instrumented file under <dir>, at its path relative to the\n"
                   "current directory, and <dir>/compile_commands.json compiling them (their\n"
                   "objects and dependency files go under <dir> too). Without it, a single input\n"
                   "is printed to stdout."),
    llvm::cl::value_desc("dir"), llvm::cl::cat(Category));

llvm::cl::opt<bool> ListSites(
    "list-sites",
    llvm::cl::desc("Print every call site as a remark (instrumented with its form, or skipped\n"
                   "with its reason) instead of printing the instrumented source."),
    llvm::cl::cat(Category));

llvm::cl::opt<std::string> StatsFormat(
    "format",
    llvm::cl::desc("With --stats or --stats-merge: 'text' (a table, the default) or 'json'\n"
                   "(for scripts; docs/cli.md describes its fields)."),
    llvm::cl::value_desc("text|json"), llvm::cl::init("text"), llvm::cl::cat(Category));

llvm::cl::opt<std::string> StatsDir(
    "stats-dir",
    llvm::cl::desc("Also write the run's sites (as --list-sites, files by absolute path) to\n"
                   "<dir>/<digest of the command>.sites, for --stats-merge to sum the runs of a\n"
                   "build (the module and the launcher run overdub once per source). Default:\n"
                   "the environment variable OVERDUB_STATS_DIR."),
    llvm::cl::value_desc("dir"), llvm::cl::cat(Category));

llvm::cl::list<std::string> StatsMerge(
    "stats-merge",
    llvm::cl::desc("Print the coverage report (as --stats) of the listings in <dir> (its\n"
                   "*.sites files, from --stats-dir) or in a --list-sites file, instead of\n"
                   "instrumenting: a site several runs list (a header) counts once."),
    llvm::cl::value_desc("dir or file"), llvm::cl::cat(Category));

llvm::cl::opt<unsigned> Jobs(
    "j", llvm::cl::desc("Translation units processed in parallel (default 1; 0: all cores)."),
    llvm::cl::init(1), llvm::cl::value_desc("n"), llvm::cl::cat(Category));

llvm::cl::opt<bool> Fix("fix",
                       llvm::cl::desc("Instrument the sources in place (each replaced atomically,\n"
                                      "keeping its mode, owner, extended attributes and ACLs, a\n"
                                      "symbolic link replacing the file it names; already\n"
                                      "instrumented sources are left as they are). A source that\n"
                                      "is read-only or has several hard links is refused."),
                       llvm::cl::cat(Category));
llvm::cl::opt<bool> FixForce(
    "fix-force",
    llvm::cl::desc("With --fix: also replace read-only sources (they stay read-only) and sources\n"
                   "with several hard links (this name gets the new text, the others keep the\n"
                   "old one)."),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> Diff("diff",
                        llvm::cl::desc("Print a unified diff from each source to its instrumented\n"
                                       "text (as --fix would write it) instead of the text."),
                        llvm::cl::cat(Category));
llvm::cl::opt<std::string> ExportFixes(
    "export-fixes",
    llvm::cl::desc("Write the edits as YAML for clang-apply-replacements (as --fix would make\n"
                   "them) to <file>."),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> Depfile(
    "depfile",
    llvm::cl::desc("With --output-dir or --fix: write a Make rule per output listing every file\n"
                   "its translation unit read, so that builds redo it when a header changes."),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));

llvm::cl::opt<std::string> InlineConfig(
    "config",
    llvm::cl::desc("Options as YAML, e.g. --config='{ExcludeCallees: [\"^std::\"]}'; replaces\n"
                   ".overdub.yaml (keys: --dump-config prints them)."),
    llvm::cl::value_desc("yaml"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> ConfigFile(
    "config-file", llvm::cl::desc("Read the options from this YAML file instead of .overdub.yaml."),
    llvm::cl::value_desc("path"), llvm::cl::cat(Category));
llvm::cl::opt<bool> DumpConfig(
    "dump-config",
    llvm::cl::desc("Print the options in effect for the first source (or the current directory)\n"
                   "as YAML, and exit."),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> Quiet("quiet", llvm::cl::desc("No warnings about sources left as they are."),
                          llvm::cl::cat(Category));

llvm::cl::list<std::string> IncludeCallees(
    "include-callee",
    llvm::cl::desc("Instrument only calls of callees whose qualified name matches (a regular\n"
                   "expression, found anywhere in the name; repeatable)."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::list<std::string> ExcludeCallees(
    "exclude-callee", llvm::cl::desc("Do not instrument calls of callees whose name matches."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::list<std::string> Capture(
    "capture",
    llvm::cl::desc("Record the argument and result values of calls of callees whose qualified\n"
                   "name matches (a regular expression, found anywhere in the name; repeatable;\n"
                   "config key Capture). overdub --list-sites says which values of each call\n"
                   "are recorded, and why the others are not."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::list<std::string> CaptureRedact(
    "capture-redact",
    llvm::cl::desc("Of the values --capture records, record as a marker (never the value) those\n"
                   "of parameters whose name matches, and all of callees whose qualified name\n"
                   "matches (repeatable; config key CaptureRedact)."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::list<std::string> CaptureBytes(
    "capture-bytes",
    llvm::cl::desc("Of the values --capture records, record an object of a class whose qualified\n"
                   "name matches, passed by value or const reference, as its first 32 bytes:\n"
                   "you declare them safe to copy (trivially copyable classes only; repeatable;\n"
                   "config key CaptureBytes). overdub-report --formatters formats them."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::list<std::string> IncludeCallers(
    "include-caller",
    llvm::cl::desc("Instrument only calls made in functions whose qualified name matches."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::list<std::string> ExcludeCallers(
    "exclude-caller", llvm::cl::desc("Do not instrument calls made in functions whose name matches."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::list<std::string> IncludeFiles(
    "include-file",
    llvm::cl::desc("Instrument only sources whose absolute path matches (others are left as\n"
                   "they are)."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::list<std::string> ExcludeFiles(
    "exclude-file", llvm::cl::desc("Leave the sources whose absolute path matches as they are."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> HeaderFilter(
    "header-filter",
    llvm::cl::desc("Instrument the headers whose name (as the compiler found it, or its absolute\n"
                   "path) matches <regex>, as clang-tidy's --header-filter, instead of the\n"
                   "project's own headers (the default, see --project-root); empty: no header.\n"
                   "Each is written once (--output-dir, --header-dir, --fix, --diff,\n"
                   "--export-fixes), and includes of it name the instrumented copy; a call that\n"
                   "translation units would wrap differently is left as written there. Headers\n"
                   "found in system directories only with --system-headers."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> ProjectRoot(
    "project-root",
    llvm::cl::desc("The project whose own headers are instrumented by default: every header\n"
                   "under <dir>, found through -I or -isystem, except those under a directory\n"
                   "below it holding .git (a submodule, a bundled repository), CMakeCache.txt\n"
                   "or build.ninja (a build directory: generated headers), or the -p, --output-dir\n"
                   "or --header-dir directory; never the toolchain's. Default: the nearest\n"
                   "directory holding .git or .overdub.yaml above the first source (none: no\n"
                   "header). Config key ProjectRoot. Leave out bundled code with\n"
                   "--exclude-header-filter=/third_party/."),
    llvm::cl::value_desc("dir"), llvm::cl::cat(Category));
llvm::cl::opt<bool> NoHeaders(
    "no-headers",
    llvm::cl::desc("Instrument no header, only the sources (as --header-filter= does)."),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> MacroBodies(
    "macro-bodies",
    llvm::cl::desc("Instrument calls written in the body of a macro defined in an\n"
                   "instrumented file (the main file, or a header --header-filter chooses) at\n"
                   "the #define: one site for all expansions, which must agree on the wrapper\n"
                   "(experimental; off by default). Without it, such calls are wrapped in\n"
                   "variants of the macros made for each invocation."),
    llvm::cl::cat(Category));
llvm::cl::opt<std::string> CompiledAs(
    "compiled-as",
    llvm::cl::desc("The source printed on stdout is compiled from this file (overdub-launch\n"
                   "says so): its text can then include itself by that name."),
    llvm::cl::value_desc("file"), llvm::cl::Hidden, llvm::cl::cat(Category));
llvm::cl::opt<bool> HeaderInstances(
    "header-instances",
    llvm::cl::desc("Judge dependent calls in the templates of instrumented headers by the\n"
                   "instantiations each translation unit of the run makes, as those of main\n"
                   "files are: the copies must agree on each call's wrapper. Only where no\n"
                   "translation unit outside the run includes the copies (off by default but\n"
                   "with --header-dir, where each copy is its units' own; =false turns it off)."),
    llvm::cl::cat(Category));
llvm::cl::opt<std::string> HeaderDir(
    "header-dir",
    llvm::cl::desc("Write the instrumented headers under <dir>/<digest of the copy's text>/ (at\n"
                   "their path relative to the current directory) rather than under --output-dir;\n"
                   "with the source on stdout too. Build steps that run one source each share\n"
                   "it: units that see a header alike share its copy, others get their own."),
    llvm::cl::value_desc("dir"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> ExcludeHeaderFilter(
    "exclude-header-filter",
    llvm::cl::desc("Leave the headers that match <regex> as they are, even when --header-filter\n"
                   "matches them or they are the project's own (bundled third-party code,\n"
                   "generated headers: e.g. '/(third_party|external)/|_generated\\.h$')."),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::opt<bool> SystemHeaders(
    "system-headers",
    llvm::cl::desc("Let --header-filter choose headers found in system directories too (-isystem,\n"
                   "-idirafter), as clang-tidy's --system-headers; their copies stay system\n"
                   "headers. The compiler's own directories (its resource dir, the C and C++\n"
                   "standard libraries, /usr/include) are never instrumented."),
    llvm::cl::cat(Category));
llvm::cl::list<std::string> Presets(
    "preset",
    llvm::cl::desc("Leave out a named group of noisy callees: std-accessors (docs/selection.md)."),
    llvm::cl::value_desc("name"), llvm::cl::cat(Category));
llvm::cl::list<std::string> RemovedArgs(
    "removed-arg",
    llvm::cl::desc("Drop this compiler flag (or every flag matching this glob) from the compile\n"
                   "commands; repeatable."),
    llvm::cl::value_desc("flag or glob"), llvm::cl::cat(Category));
llvm::cl::list<std::string> PathPrefixMap(
    "path-prefix-map",
    llvm::cl::desc("Write file names that start with OLD as starting with NEW instead (in #line\n"
                   "and site tables, like -ffile-prefix-map); repeatable."),
    llvm::cl::value_desc("OLD=NEW"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> CacheDir(
    "cache-dir",
    llvm::cl::desc("Keep what overdub makes of each source in DIR and give it again while the\n"
                   "source, every file it includes, the command line, overdub and its config\n"
                   "are the same (one source printed on stdout, as overdub-launch runs it).\n"
                   "Default: $OVERDUB_CACHE_DIR"),
    llvm::cl::value_desc("DIR"), llvm::cl::cat(Category));
llvm::cl::opt<bool> CacheStats("cache-stats",
                               llvm::cl::desc("Print the hits, misses and size of --cache-dir."),
                               llvm::cl::cat(Category));

llvm::cl::opt<std::string> ContextName(
    "context",
    llvm::cl::desc("Wrap calls for the context <class> (a qualified class name with static\n"
                   "hooks enter, exit and unwind; docs/contexts.md) instead of the\n"
                   "default timing profiler: its hooks are called directly, inlined."),
    llvm::cl::value_desc("class"), llvm::cl::cat(Category));

llvm::cl::opt<std::string> ContextHeader(
    "context-header",
    llvm::cl::desc("The header that declares the --context class, included at the top of each\n"
                   "instrumented file: <name.h>, \"name.h\", or a file path (made absolute)."),
    llvm::cl::value_desc("header"), llvm::cl::cat(Category));

const char *const Overview = R"(overdub: instrument every call of C++ sources.

Each call expression that runs at run time is rewritten into a call that records
its start and stop; link the program with liboverdub_rt.a (and -pthread) and it
writes a trace at exit ($OVERDUB_OUTPUT, default overdub.<pid>.trace) that
overdub-report reads.

  overdub file.cpp -- g++ -std=c++17      instrumented source on stdout, for g++
                                          (the compiler may be left out)
  overdub -p build --output-dir=out a.cpp shadow tree under out/ (and its
                                          compile_commands.json)
  overdub -p build --fix a.cpp            in place
  overdub -p build --diff a.cpp           as a unified diff

The project's own headers are instrumented too (--project-root tells which they
are; --no-headers, --header-filter and --exclude-header-filter change that).

Every file is written whole or not at all (a temporary file renamed into place);
a file replaced keeps its mode, owner, extended attributes and ACLs.

Exit status: 0 when every source was processed, 1 otherwise (bad options, a
source that does not parse, cannot be read or written, or crashes overdub;
stdout that cannot be written); the other sources are still processed.
)";

// An error message; what it quotes from files and the command line is escaped where not
// printable.
int fail(const llvm::Twine &Message) {
  llvm::WithColor::error(overdub::messages(), "overdub") << overdub::printable(Message.str())
                                                         << "\n";
  return 1;
}

// --context and --context-header as the planner takes them, or an error message.
llvm::Expected<overdub::ContextOptions> contextOptions() {
  overdub::ContextOptions Context;
  if (ContextName.empty()) {
    if (!ContextHeader.empty())
      return llvm::createStringError("--context-header needs --context");
    return Context;
  }
  static const llvm::Regex Qualified("^(::)?[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*$");
  if (!Qualified.match(ContextName))
    return llvm::createStringError("--context=" + ContextName +
                                   ": expected a qualified class name such as ns::Counter");
  Context.Name = ContextName;
  llvm::StringRef Header = ContextHeader;
  if (Header.empty()) return Context;
  if ((Header.starts_with("<") && Header.ends_with(">")) ||
      (Header.size() > 1 && Header.starts_with("\"") && Header.ends_with("\""))) {
    Context.Include = Header.str();
    return Context;
  }
  if (!llvm::sys::fs::exists(Header))
    return llvm::createStringError("--context-header=" + Header + ": no such file");
  Context.Include = overdub::includeName(overdub::absolutePath(Header));
  return Context;
}

// The options from the command line, as a config layer over the files'.
overdub::Config commandLineConfig() {
  overdub::Config C;
  C.IncludeCallees = IncludeCallees;
  C.ExcludeCallees = ExcludeCallees;
  C.IncludeCallers = IncludeCallers;
  C.ExcludeCallers = ExcludeCallers;
  C.Presets = Presets;
  C.Capture = Capture;
  C.CaptureRedact = CaptureRedact;
  C.CaptureBytes = CaptureBytes;
  C.IncludeFiles = IncludeFiles;
  C.ExcludeFiles = ExcludeFiles;
  C.RemovedArgs = RemovedArgs;
  C.PathPrefixMap = PathPrefixMap;
  if (Quiet) C.Quiet = true;
  if (HeaderFilter.getNumOccurrences()) C.HeaderFilter = HeaderFilter;
  if (ExcludeHeaderFilter.getNumOccurrences()) C.ExcludeHeaderFilter = ExcludeHeaderFilter;
  if (SystemHeaders.getNumOccurrences()) C.SystemHeaders = SystemHeaders;
  if (ProjectRoot.getNumOccurrences()) C.ProjectRoot = overdub::absolutePath(ProjectRoot);
  if (NoHeaders) C.HeaderFilter = "";
  return C;
}

// How dependent calls in headers are judged. A copy under --header-dir is named by the digest
// of its text, so only units that chose that text compile it: by default they judge by their
// own instantiations there (the lambda form aside). Elsewhere (--output-dir alone, in place) a
// unit outside the run may compile the copy: only --header-instances says none does.
overdub::HeaderInstanceRule headerInstanceRule() {
  const bool OwnCopies = !HeaderDir.empty() && ExportFixes.empty();
  if (HeaderInstances.getNumOccurrences() && !HeaderInstances)
    return overdub::HeaderInstanceRule::Pattern;
  if (OwnCopies) return overdub::HeaderInstanceRule::OwnCopy;
  return HeaderInstances ? overdub::HeaderInstanceRule::OneText
                         : overdub::HeaderInstanceRule::Pattern;
}

// What each source is instrumented with: --config, or --config-file, or the nearest
// .overdub.yaml, then the command line.
class Configs {
public:
  llvm::Error init() {
    if (!InlineConfig.empty() && !ConfigFile.empty())
      return llvm::createStringError("--config and --config-file exclude each other");
    if (!InlineConfig.empty()) {
      llvm::Expected<overdub::Config> C = overdub::parseConfig(InlineConfig, "--config");
      if (!C) return C.takeError();
      Fixed = std::move(*C);
    } else if (!ConfigFile.empty()) {
      llvm::Expected<overdub::Config> C = overdub::readConfigFile(ConfigFile);
      if (!C) return C.takeError();
      Fixed = std::move(*C);
    }
    return llvm::Error::success();
  }
  llvm::Expected<overdub::Config> forSource(const std::string &AbsolutePath) {
    overdub::Config C;
    if (Fixed) {
      C = *Fixed;
    } else {
      llvm::Expected<overdub::Config> Found = Finder.forSource(AbsolutePath);
      if (!Found) return Found.takeError();
      C = std::move(*Found);
    }
    C.add(commandLineConfig());
    return C;
  }

private:
  std::optional<overdub::Config> Fixed;
  overdub::ConfigFinder Finder;
};

// What a config asks of one source: its site selection, flags and names.
struct SourceSetup {
  overdub::Config Config;
  clang::tooling::ArgumentsAdjuster Adjuster;
  overdub::InstrumentOptions Options;
  bool Excluded = false;  // by the file filters
};

llvm::Expected<SourceSetup> setUp(overdub::Config Config, const std::string &AbsolutePath,
                                  const std::map<std::string, std::string> &DisplayNames) {
  SourceSetup S;
  S.Config = std::move(Config);
  const overdub::Config &C = S.Config;
  overdub::SelectionSpec Spec{C.IncludeCallees, C.ExcludeCallees, C.IncludeCallers,
                              C.ExcludeCallers, C.Presets};
  llvm::Expected<overdub::SiteSelection> Selection = overdub::SiteSelection::create(Spec);
  if (!Selection) return Selection.takeError();
  S.Options.Selection = std::make_shared<const overdub::SiteSelection>(std::move(*Selection));
  llvm::Expected<clang::tooling::ArgumentsAdjuster> Adjuster =
      overdub::compileFlagsAdjuster(C.RemovedArgs, C.Quiet.value_or(false));
  if (!Adjuster) return Adjuster.takeError();
  S.Adjuster = std::move(*Adjuster);
  for (const std::string &Entry : C.PathPrefixMap) {
    auto [Old, New] = llvm::StringRef(Entry).split('=');
    if (Old.empty() || Old.size() == Entry.size())
      return llvm::createStringError("--path-prefix-map needs OLD=NEW, not '" + Entry + "'");
    S.Options.PathPrefixMap.push_back({Old.str(), New.str()});
  }
  auto Matches = [&](const std::vector<std::string> &List) -> llvm::Expected<bool> {
    bool Any = false;
    for (const std::string &Expr : List) {
      llvm::Expected<llvm::Regex> R = overdub::compileRegex(Expr);
      if (!R) return R.takeError();
      Any |= R->match(AbsolutePath);
    }
    return Any;
  };
  llvm::Expected<bool> Included = Matches(C.IncludeFiles), ExcludedByName = Matches(C.ExcludeFiles);
  if (!Included) return Included.takeError();
  if (!ExcludedByName) return ExcludedByName.takeError();
  S.Excluded = (!C.IncludeFiles.empty() && !*Included) || *ExcludedByName;
  S.Options.DisplayNames = DisplayNames;
  S.Options.Quiet = C.Quiet.value_or(false);
  for (auto [Expr, Regex] : {std::pair(&C.HeaderFilter, &S.Options.HeaderFilter),
                             std::pair(&C.ExcludeHeaderFilter, &S.Options.ExcludeHeaderFilter)}) {
    if (!Expr->has_value() || (*Expr)->empty()) continue;
    llvm::Expected<llvm::Regex> R = overdub::compileRegex(**Expr);
    if (!R) return R.takeError();
    *Regex = std::make_shared<const llvm::Regex>(std::move(*R));
  }
  for (auto [List, Regex] : {std::pair(&C.Capture, &S.Options.Capture),
                             std::pair(&C.CaptureRedact, &S.Options.CaptureRedact),
                             std::pair(&C.CaptureBytes, &S.Options.CaptureBytes)}) {
    if (List->empty()) continue;
    std::string Any;
    for (const std::string &Expr : *List) Any += (Any.empty() ? "(" : "|(") + Expr + ")";
    llvm::Expected<llvm::Regex> R = overdub::compileRegex(Any);
    if (!R) return R.takeError();
    *Regex = std::make_shared<const llvm::Regex>(std::move(*R));
  }
  S.Options.MacroBodies = MacroBodies;
  S.Options.HeaderInstances = headerInstanceRule();
  S.Options.SystemHeaders = C.SystemHeaders.value_or(false);
  return S;
}

// A source that the file filters leave out, or that is overdub's output already: passed on as
// it is, without parsing it. Nothing (and no error) when it is to be instrumented.
llvm::Expected<std::optional<overdub::InstrumentedFile>> leftAsIs(const std::string &Source,
                                                                 const SourceSetup &Setup) {
  auto Buffer = llvm::MemoryBuffer::getFile(Source, /*IsText=*/false);
  if (!Buffer)
    return llvm::createStringError("cannot read '" + Source + "': " + Buffer.getError().message());
  bool Instrumented = overdub::isInstrumented((*Buffer)->getBuffer());
  if (!Setup.Excluded && !Instrumented) return std::nullopt;
  overdub::InstrumentedFile File;
  File.AbsolutePath = overdub::absolutePath(Source);
  File.Name = overdub::remapPath(Source, Setup.Options.PathPrefixMap);
  File.Original = std::string((*Buffer)->getBuffer());
  File.ExcludedFile = Setup.Excluded;
  File.NamedAtTop = Setup.Excluded && Setup.Options.SelfInclude &&
                   llvm::sys::path::extension(Source) != ".c";  // C: see Instrumenter.cpp
  File.AlreadyInstrumented = Instrumented;
  File.Dependencies = {File.AbsolutePath};
  if (Instrumented && !Setup.Options.Quiet)
    overdub::messages() << "overdub: warning: " << overdub::printable(File.Name)
                        << ": already instrumented by overdub, left as is\n";
  return File;
}

// Where instrumented files find <overdub/overdub.h>: beside the installed tool, or in the
// source tree it was built from.
std::string runtimeIncludeDir(const char *Argv0) {
  std::string Installed = overdub::installedIncludeDir(overdub::executableDir(Argv0));
  llvm::SmallString<256> Header(Installed);
  llvm::sys::path::append(Header, "overdub", "overdub.h");
  if (llvm::sys::fs::exists(Header)) return Installed;
  return OVERDUB_SOURCE_INCLUDE_DIR;
}

}  // namespace

// The value of -p, if given (before CommonOptionsParser reads it).
std::optional<std::string> buildPathArgument(int argc, const char **argv) {
  for (int I = 1; I < argc; ++I) {
    llvm::StringRef A = argv[I];
    if (A == "--") break;
    if ((A == "-p" || A == "--p") && I + 1 < argc) return std::string(argv[I + 1]);
    if (A.consume_front("-p=") || A.consume_front("--p=")) return A.str();
  }
  return std::nullopt;
}

// `--stats` is overdub's (clang-tidy's spelling); LLVM's own -stats (pass statistics) gives way.
llvm::cl::opt<bool> &statsOption() {
  if (llvm::cl::Option *Llvm = llvm::cl::getRegisteredOptions().lookup("stats"))
    Llvm->removeArgument();
  static llvm::cl::opt<bool> Stats(
      "stats",
      llvm::cl::desc("Print the share of the call sites spelled in the project's files that\n"
                     "are instrumented, per directory and per skip reason with an example and\n"
                     "what to do (to stdout, after the sites or sources; docs/skip-reasons.md)."),
      llvm::cl::cat(Category));
  return Stats;
}

// The compile database of the run, checked before Clang's tooling reads it (CompileDatabase.h).
// With -p: its compile_commands.json, or else an error when the directory has no database.
llvm::Error checkBuildPathDatabase(const std::string &BuildPath) {
  llvm::SmallString<256> Json(BuildPath);
  llvm::sys::path::append(Json, "compile_commands.json");
  if (llvm::sys::fs::exists(Json)) return overdub::checkDatabaseFile(Json);
  std::string Problem;
  if (!clang::tooling::CompilationDatabase::loadFromDirectory(BuildPath, Problem))
    return llvm::createStringError("no compile_commands.json in '" + BuildPath + "' (-p): " +
                                   Problem);
  return llvm::Error::success();
}

// Checks before anything is written: --output-dir must not put a copy over its source.
llvm::Error checkOutputDir(const std::vector<std::string> &Sources) {
  if (OutputDir.empty()) return llvm::Error::success();
  for (const std::string &Source : Sources) {
    std::string Absolute = overdub::absolutePath(Source);
    std::string Copy = overdub::shadowPath(OutputDir, Absolute);
    if (Copy == Absolute || llvm::sys::fs::equivalent(Copy, Absolute))
      return llvm::createStringError("refusing to overwrite the original source '" + Source +
                                     "' with its copy: choose another --output-dir");
  }
  return llvm::Error::success();
}

// What stdout could not take (a full disk, /dev/full) is an error too; cleared, so that LLVM does
// not abort at exit over it.
int checkStdout(int Status) {
  llvm::outs().flush();
  if (std::error_code EC = llvm::outs().error()) {
    llvm::outs().clear_error();
    return fail("cannot write to standard output: " + EC.message());
  }
  return Status;
}

int run(int argc, const char **argv) {
  llvm::cl::opt<bool> &Stats = statsOption();
  // The whole command, flags after `--` too (the parser takes them away): names the run's file
  // under --stats-dir.
  std::string Command = overdub::absolutePath(".");
  for (int I = 0; I < argc; ++I) Command += std::string("\0", 1) + argv[I];
  llvm::cl::SetVersionPrinter([](llvm::raw_ostream &OS) {
    OS << "overdub " << OVERDUB_VERSION << " (LLVM " << LLVM_VERSION_STRING << ")\n";
  });
  // CommonOptionsParser takes `--` and what follows out of argv.
  const bool FixedFlags = std::find(argv, argv + argc, llvm::StringRef("--")) != argv + argc;
  const std::string NamedCompiler = overdub::compilerAfterDoubleDash(argc, argv);
  // It also runs without flags when the database of -p cannot be read; an explicit -p that
  // names no database is the user's mistake.
  const std::optional<std::string> BuildPath = buildPathArgument(argc, argv);
  if (BuildPath)
    if (llvm::Error E = checkBuildPathDatabase(*BuildPath)) return fail(llvm::toString(std::move(E)));
  std::optional<llvm::Expected<CommonOptionsParser>> Parser;
  std::string ParserMessages = overdub::capturingStderr([&] {
    Parser.emplace(CommonOptionsParser::create(argc, argv, Category, llvm::cl::ZeroOrMore, Overview));
  });
  if (!*Parser) return fail(llvm::toString(Parser->takeError()));
  const std::vector<std::string> &Sources = (*Parser)->getSourcePathList();
  // Without -p and flags, the database found from the first source.
  if (!BuildPath && !FixedFlags && !Sources.empty())
    if (std::optional<std::string> Database = overdub::databaseOfSource(Sources.front()))
      if (llvm::Error E = overdub::checkDatabaseFile(*Database))
        return fail(llvm::toString(std::move(E)));
  llvm::errs() << overdub::printable(ParserMessages);
  const CompilationDatabase &Compilations = (*Parser)->getCompilations();

  Configs Configurations;
  if (llvm::Error E = Configurations.init()) return fail(llvm::toString(std::move(E)));
  llvm::Expected<overdub::ContextOptions> Context = contextOptions();
  if (!Context) return fail(llvm::toString(Context.takeError()));
  if (DumpConfig) {
    std::string Where = Sources.empty() ? overdub::absolutePath("overdub-dump-config")
                                        : overdub::absolutePath(Sources.front());
    llvm::Expected<overdub::Config> C = Configurations.forSource(Where);
    if (!C) return fail(llvm::toString(C.takeError()));
    llvm::outs() << overdub::dumpConfig(*C);
    return 0;
  }
  // --cache-dir, or $OVERDUB_CACHE_DIR (which applies only where the cache can serve).
  std::string CacheDirectory = CacheDir;
  if (CacheDirectory.empty())
    if (const char *Env = std::getenv("OVERDUB_CACHE_DIR")) CacheDirectory = Env;
  if (CacheStats) {
    if (CacheDirectory.empty()) return fail("--cache-stats needs --cache-dir or OVERDUB_CACHE_DIR");
    llvm::outs() << overdub::OutputCache(CacheDirectory).stats() << "\n";
    return 0;
  }
  if (StatsFormat != "text" && StatsFormat != "json")
    return fail("--format=" + StatsFormat + ": 'text' or 'json'");
  if (!StatsMerge.empty()) {
    overdub::CoverageReport Report;
    for (const std::string &Path : StatsMerge)
      if (llvm::Error E = Report.addPath(Path)) return fail(llvm::toString(std::move(E)));
    Report.print(llvm::outs(), StatsFormat == "json");
    return 0;
  }
  if (Sources.empty()) return fail("no input files (overdub --help tells how to give them)");
  for (const std::string &Source : Sources)
    if (!llvm::sys::fs::exists(Source))
      return fail("cannot read '" + Source + "': no such file");
  if (Fix + Diff + !OutputDir.empty() > 1)
    return fail("--fix, --diff and --output-dir exclude each other");
  if (FixForce && !Fix) return fail("--fix-force goes with --fix");
  if (!HeaderDir.empty() && (Fix || Diff))
    return fail("--header-dir goes with --output-dir or the output on stdout, not --fix or --diff");
  if (!Depfile.empty() && OutputDir.empty() && !Fix)
    return fail("--depfile needs --output-dir or --fix (it names the files they write)");
  const bool PrintSources =
      OutputDir.empty() && !Fix && !Diff && !ListSites && !Stats && ExportFixes.empty();
  if (Sources.size() > 1 && PrintSources) return fail("several input files need --output-dir");
  if (llvm::Error E = checkOutputDir(Sources)) return fail(llvm::toString(std::move(E)));

  // With flags after `--` the compile command names each file by its absolute path; the user
  // compiles it by the name given here, which is what __FILE__ and #line must say.
  std::map<std::string, std::string> DisplayNames;
  if (FixedFlags)
    for (const std::string &Source : Sources) DisplayNames[overdub::absolutePath(Source)] = Source;

  // Where the instrumented headers go: --header-dir, or the shadow tree.
  const std::string CopiesDir = HeaderDir.empty() ? OutputDir.getValue() : HeaderDir.getValue();
  // The project's own headers, chosen unless a header filter is given, or the copies could not
  // be written anywhere (a source printed on stdout without --header-dir).
  const std::optional<std::string> FoundRoot =
      overdub::findProjectRoot(overdub::absolutePath(Sources.front()));
  std::vector<std::string> BuildDirs;
  for (const std::string &Dir : {BuildPath.value_or(""), OutputDir.getValue(), HeaderDir.getValue()})
    if (!Dir.empty()) BuildDirs.push_back(overdub::absolutePath(Dir));
  std::map<std::string, std::shared_ptr<const overdub::ProjectHeaders>> Projects;
  auto OwnHeadersOf = [&](const overdub::Config &C) -> std::shared_ptr<const overdub::ProjectHeaders> {
    if (C.HeaderFilter || (PrintSources && HeaderDir.empty())) return nullptr;
    std::optional<std::string> Root = FoundRoot;
    if (C.ProjectRoot && !C.ProjectRoot->empty()) Root = overdub::absolutePath(*C.ProjectRoot);
    if (!Root) return nullptr;
    std::shared_ptr<const overdub::ProjectHeaders> &P = Projects[*Root];
    if (!P) P = std::make_shared<const overdub::ProjectHeaders>(*Root, BuildDirs);
    return P;
  };
  std::vector<SourceSetup> Setups;
  for (const std::string &Source : Sources) {
    std::string Absolute = overdub::absolutePath(Source);
    llvm::Expected<overdub::Config> C = Configurations.forSource(Absolute);
    if (!C) return fail(llvm::toString(C.takeError()));
    llvm::Expected<SourceSetup> Setup = setUp(std::move(*C), Absolute, DisplayNames);
    if (!Setup) return fail(llvm::toString(Setup.takeError()));
    Setup->Options.Context = *Context;
    Setup->Options.OwnHeaders = OwnHeadersOf(Setup->Config);
    // Each written file is compiled under its own name; a source printed on stdout only when
    // the launcher says from which file.
    Setup->Options.SelfInclude = !PrintSources || !CompiledAs.empty();
    Setup->Options.CompiledAs = CompiledAs;
    if (!CopiesDir.empty())
      Setup->Options.CopyOf = [Dir = CopiesDir](const std::string &Absolute) {
        return overdub::absolutePath(overdub::shadowPath(Dir, Absolute));
      };
    Setups.push_back(std::move(*Setup));
  }

  // The clang command of a source: its compile command with the config's flags, without output.
  auto AdjusterFor = [&](size_t I) {
    ArgumentsAdjuster Adjuster = getClangStripOutputAdjuster();
    for (ArgumentsAdjuster Next :
         {getClangSyntaxOnlyAdjuster(), getClangStripDependencyFileAdjuster(), Setups[I].Adjuster})
      Adjuster = combineAdjusters(std::move(Adjuster), std::move(Next));
    return Adjuster;
  };

  // overdub-launch's way (one source on stdout): what overdub made of it may be in the cache.
  // Not with --stats-dir, whose file the run writes.
  std::optional<overdub::OutputCache> Cache;
  std::optional<overdub::CacheKey> CacheKey;
  const bool StatsDirSet = !StatsDir.empty() || std::getenv("OVERDUB_STATS_DIR");
  if (!CacheDirectory.empty() && (!PrintSources || Sources.size() != 1 || StatsDirSet)) {
    if (!CacheDir.empty())
      return fail("--cache-dir goes with one source printed on standard output, without "
                  "--stats-dir");
  } else if (!CacheDirectory.empty()) {
    Cache.emplace(CacheDirectory);
    const std::shared_ptr<const overdub::ProjectHeaders> &Own = Setups[0].Options.OwnHeaders;
    std::string Identity =
        overdub::executableIdentity(llvm::sys::fs::getMainExecutable(argv[0], (void *)&run)) +
        std::string(1, '\0') + Command + std::string(1, '\0') + overdub::compilerIdentity(NamedCompiler) +
        std::string(1, '\0') + overdub::dumpConfig(Setups[0].Config) +
        std::string(1, '\0') + (Own ? Own->root() : std::string("no project headers")) +
        std::string(llvm::errs().has_colors() ? "\n\ncoloured" : "\n\nplain");  // the messages
    llvm::Expected<overdub::CacheKey> Key = overdub::CacheKey();
    {
      overdub::MessagesOfOneSource Discarded;  // the run after a miss says what is wrong
      Key = Cache->key(Compilations, Sources[0], AdjusterFor(0), Identity,
                       [&](llvm::StringRef Path) { return Own && Own->owns(Path); });
    }
    if (!Key) {
      llvm::consumeError(Key.takeError());  // not cached: the run below reports the errors
    } else if (std::optional<overdub::CachedRun> Hit =
                   Cache->lookup(Key->Digest, CopiesDir.empty() ? "" : overdub::absolutePath(CopiesDir))) {
      Cache->count(/*Hit=*/true);
      if (llvm::Error E = overdub::OutputCache::replay(*Hit)) return fail(llvm::toString(std::move(E)));
      return 0;
    } else {
      Cache->count(/*Hit=*/false);
      CacheKey = std::move(*Key);
    }
  }
  std::vector<std::string> SourceMessages(Sources.size());

  // One run of Clang per source, in a pool; results and messages keep the order of the sources.
  std::vector<overdub::InstrumentResult> Parts(Sources.size());
  auto processSource = [&](size_t I) {
    llvm::Expected<std::optional<overdub::InstrumentedFile>> AsIs =
        leftAsIs(Sources[I], Setups[I]);
    if (!AsIs) {
      Parts[I].AllParsed = false;
      fail(llvm::toString(AsIs.takeError()));
      return;
    }
    if (*AsIs) {
      Parts[I].Files.push_back(std::move(**AsIs));
      return;
    }
    // Which compile of the source runs (a source may be compiled several times): read
    // before the other adjusters take the output away.
    overdub::InstrumentOptions Options = Setups[I].Options;
    Options.CommandOutput = std::make_shared<std::string>();
    Options.CompileCommand = std::make_shared<std::vector<std::string>>();
    ArgumentsAdjuster Adjuster = combineAdjusters(
        [Output = Options.CommandOutput, Command = Options.CompileCommand, &NamedCompiler,
         FixedFlags](const CommandLineArguments &Args, llvm::StringRef) {
          Output->clear();
          for (size_t A = 0; A + 1 < Args.size(); ++A)
            if (Args[A] == "-o") *Output = Args[A + 1];
          // Flags after `--` come with Clang's tooling's own argv[0].
          *Command = Args;
          if (FixedFlags && !Command->empty()) Command->front() = NamedCompiler;
          return Args;
        },
        AdjusterFor(I));
    if (Options.systemHeadersChosen()) {
      // The toolchain's include directories, as the driver adds them to this command.
      Options.ToolchainDirs = std::make_shared<std::vector<std::string>>();
      Adjuster = combineAdjusters(std::move(Adjuster),
                                  overdub::toolchainDirsRecorder(Options.ToolchainDirs));
    }
    Parts[I] = overdub::instrument(Compilations, Adjuster, Sources[I], Options);
  };
  {
    overdub::enableCrashRecovery(argv[0]);
    llvm::DefaultThreadPool Pool(llvm::heavyweight_hardware_concurrency(Jobs));
    overdub::MessagesInSourceOrder Messages(Sources.size());
    for (size_t I = 0; I < Sources.size(); ++I)
      Pool.async([&, I] {
        // A stack deep enough for deeply nested code, and a crash that ends this source only.
        overdub::runOnThreadWithStack(overdub::kSourceStackSize, [&] {
          overdub::MessagesOfOneSource Buffered;
          if (std::optional<std::string> Crash =
                  overdub::runRecoverably([&] { processSource(I); })) {
            Parts[I] = overdub::InstrumentResult();
            Parts[I].AllParsed = false;
            fail("overdub crashed on '" + Sources[I] + "': " + *Crash + "; it is left as it is");
          }
          SourceMessages[I] = Buffered.take();
          Messages.done(I, SourceMessages[I]);
        });
      });
    Pool.wait();
  }
  // Said once per run, after the sources' messages (and again by a cache hit).
  std::string FlagWarnings;
  {
    overdub::MessagesOfOneSource Buffered;
    overdub::warnAboutUnknownFlags();
    FlagWarnings = Buffered.take();
  }
  llvm::errs() << FlagWarnings;
  overdub::InstrumentResult Result;
  for (overdub::InstrumentResult &Part : Parts) {
    Result.AllParsed &= Part.AllParsed;
    for (overdub::InstrumentedFile &File : Part.Files) Result.Files.push_back(std::move(File));
  }
  int Status = Result.AllParsed ? 0 : 1;
  if (!overdub::keepOneCopyOfEachFile(Result.Files)) Status = 1;
  // Runs that share a --header-dir name the copies by their content; otherwise each source
  // checks that the copies it includes are its own.
  if (!HeaderDir.empty())
    overdub::nameCopiesByContent(Result.Files, overdub::absolutePath(CopiesDir), [&](const std::string &Absolute) {
      return overdub::absolutePath(overdub::shadowPath(CopiesDir, Absolute));
    });
  else if (!CopiesDir.empty())
    overdub::pinHeaderCopies(Result.Files);

  overdub::OutputSettings Settings;
  Settings.OutputDir = OutputDir;
  Settings.CopiesDir = CopiesDir;
  Settings.ExportFixes = ExportFixes;
  Settings.Depfile = Depfile;
  Settings.Fix = Fix;
  Settings.FixForce = FixForce;
  Settings.Diff = Diff;
  Settings.ListSites = ListSites;
  Settings.Stats = Stats;
  Settings.StatsJson = StatsFormat == "json";
  Settings.StatsDir = StatsDir;
  if (Settings.StatsDir.empty())
    if (const char *Env = std::getenv("OVERDUB_STATS_DIR")) Settings.StatsDir = Env;
  if (!Settings.StatsDir.empty()) {
    // One file per command (run again, it is replaced): the directory and the arguments.
    Settings.StatsRunName = llvm::utohexstr(llvm::xxh3_64bits(Command), /*LowerCase=*/true);
  }
  Settings.PrintSources = PrintSources;
  Settings.Quiet = Quiet;
  Settings.FixedFlags = FixedFlags;
  Settings.RuntimeIncludeDir = runtimeIncludeDir(argv[0]);
  Settings.Database = &Compilations;
  std::vector<std::unique_ptr<overdub::Output>> Outputs = overdub::makeOutputs(Settings);
  overdub::RunFiles Run(Result.Files);
  std::string OutputMessages;  // the outputs' warnings, kept with a cached run
  {
    overdub::MessagesOfOneSource Buffered;
    for (size_t I = 0; I < Result.Files.size(); ++I)
      for (const std::unique_ptr<overdub::Output> &Output : Outputs)
        if (llvm::Error E = Output->file(I, Run)) Status = fail(llvm::toString(std::move(E)));
    for (const std::unique_ptr<overdub::Output> &Output : Outputs)
      if (llvm::Error E = Output->finish(Run)) Status = fail(llvm::toString(std::move(E)));
    OutputMessages = Buffered.take();
  }
  llvm::errs() << OutputMessages;
  // A file that changed while overdub ran may not be what the key says: not stored.
  if (Status == 0 && CacheKey && overdub::OutputCache::unchangedSince(*CacheKey)) {
    overdub::CachedRun Made;
    Made.Messages = SourceMessages[0] + FlagWarnings + OutputMessages;
    for (size_t I = 0; I < Result.Files.size(); ++I) {
      if (!Result.Files[I].IsHeader)
        Made.Printed = overdub::instrumentedText(Result.Files[I]);
      else if (!Run.Written[I].empty())
        Made.Copies.emplace_back(Run.Written[I], overdub::instrumentedText(Result.Files[I]));
    }
    // The output is made: a cache that cannot keep it is worth a warning, not a failure.
    if (llvm::Error E = Cache->store(CacheKey->Digest, Made))
      llvm::WithColor::warning(llvm::errs(), "overdub")
          << overdub::printable(llvm::toString(std::move(E))) << "\n";
  }
  return Status;
}

int main(int argc, const char **argv) { return checkStdout(run(argc, argv)); }
