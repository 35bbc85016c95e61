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
#include "Options.h"
#include "OutputWriter.h"
#include "ProjectHeaders.h"
#include "Printable.h"
#include "SourceSetup.h"
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
using namespace overdub::cli;
using overdub::Configs;
using overdub::SourceSetup;

namespace {

// An error message; what it quotes from files and the command line is escaped where not
// printable.
int fail(const llvm::Twine &Message) {
  llvm::WithColor::error(overdub::messages(), "overdub") << overdub::printable(Message.str())
                                                         << "\n";
  return 1;
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
  llvm::Expected<overdub::ContextOptions> Context = overdub::contextOptions();
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
    llvm::Expected<SourceSetup> Setup = overdub::setUp(std::move(*C), Absolute, DisplayNames);
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
        overdub::leftAsIs(Sources[I], Setups[I]);
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
