// overdub's command-line options (Options.h).
#include "Options.h"

namespace overdub {
namespace cli {

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

}  // namespace cli
}  // namespace overdub
