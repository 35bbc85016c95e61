// overdub: rewrites every call expression of C++ sources into a call that records its start and
// stop, and emits the instrumented sources.
#include "Instrumenter.h"
#include "OutputWriter.h"

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <tuple>

using namespace clang::tooling;

namespace {

llvm::cl::OptionCategory Category("overdub options");

llvm::cl::opt<std::string> OutputDir(
    "output-dir",
    llvm::cl::desc("Write each instrumented file under <dir>, at its path relative to the\n"
                   "current directory. Without it, a single input is printed to stdout."),
    llvm::cl::value_desc("dir"), llvm::cl::cat(Category));

llvm::cl::opt<bool> ListSites(
    "list-sites",
    llvm::cl::desc("Print every call site as a remark (instrumented with its form, or skipped\n"
                   "with its reason) instead of printing the instrumented source."),
    llvm::cl::cat(Category));

llvm::cl::opt<unsigned> Jobs(
    "j", llvm::cl::desc("Translation units processed in parallel (default 1; 0: all cores)."),
    llvm::cl::init(1), llvm::cl::value_desc("n"), llvm::cl::cat(Category));

llvm::cl::opt<std::string> ContextName(
    "context",
    llvm::cl::desc("Wrap calls for the context <class> (a qualified class name with static\n"
                   "hooks enter, exit and unwind; README: Writing a context) instead of the\n"
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

  overdub file.cpp -- -std=c++17          instrumented source on stdout
  overdub -p build --output-dir=out a.cpp shadow tree under out/
)";

int fail(const llvm::Twine &Message) {
  llvm::WithColor::error(llvm::errs(), "overdub") << Message << "\n";
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
  Context.Include = "\"" + overdub::escapeStringLiteral(overdub::absolutePath(Header)) + "\"";
  return Context;
}

// Clang must find its own headers: a tool built outside the LLVM bin directory would compute a
// wrong resource directory, so pass the one of the matching clang++-19.
ArgumentsAdjuster resourceDirAdjuster() {
  return [](const CommandLineArguments &Args, llvm::StringRef) {
    bool HasResourceDir = std::any_of(Args.begin(), Args.end(), [](const std::string &A) {
      return llvm::StringRef(A).starts_with("-resource-dir");
    });
    CommandLineArguments Out = Args;
    if (!HasResourceDir) {
      Out.push_back("-resource-dir");
      Out.push_back(OVERDUB_CLANG_RESOURCE_DIR);
    }
    Out.push_back("-w");  // the program's own warnings are the compiler's business, not ours
    return Out;
  };
}

// `--stats`: one "key: count" line each, sorted, for people and scripts.
void printStats(const std::vector<overdub::InstrumentedFile> &Files) {
  std::map<std::string, unsigned> Counts;
  unsigned Instrumented = 0, Skipped = 0;
  for (const overdub::InstrumentedFile &File : Files)
    for (const overdub::CallSite &Site : File.Sites) {
      if (Site.instrumented()) {
        ++Instrumented;
        ++Counts["form " + std::string(overdub::formName(*Site.Chosen))];
      } else {
        ++Skipped;
        ++Counts["skipped " + std::string(overdub::skipReasonName(Site.Reason))];
      }
    }
  llvm::outs() << "files: " << Files.size() << "\n"
               << "sites: " << Instrumented + Skipped << "\n"
               << "instrumented: " << Instrumented << "\n"
               << "skipped: " << Skipped << "\n";
  for (const auto &[Key, Count] : Counts) llvm::outs() << Key << ": " << Count << "\n";
}

void printSites(const overdub::InstrumentedFile &File) {
  std::vector<const overdub::CallSite *> Sorted;
  for (const overdub::CallSite &Site : File.Sites) Sorted.push_back(&Site);
  std::stable_sort(Sorted.begin(), Sorted.end(), [](const auto *A, const auto *B) {
    return std::tie(A->Line, A->Column) < std::tie(B->Line, B->Column);
  });
  for (const overdub::CallSite *Site : Sorted) llvm::outs() << describeSite(*Site) << "\n";
}

}  // namespace

// `--stats` is overdub's (clang-tidy's spelling); LLVM's own -stats (pass statistics) gives way.
llvm::cl::opt<bool> &statsOption() {
  if (llvm::cl::Option *Llvm = llvm::cl::getRegisteredOptions().lookup("stats"))
    Llvm->removeArgument();
  static llvm::cl::opt<bool> Stats(
      "stats",
      llvm::cl::desc("Print the number of call sites per wrapper form and per skip reason\n"
                     "(to stdout, after the sites or sources)."),
      llvm::cl::cat(Category));
  return Stats;
}

int main(int argc, const char **argv) {
  llvm::cl::opt<bool> &Stats = statsOption();
  llvm::cl::SetVersionPrinter([](llvm::raw_ostream &OS) {
    OS << "overdub " << OVERDUB_VERSION << " (LLVM " << LLVM_VERSION_STRING << ")\n";
  });
  // CommonOptionsParser takes `--` and what follows out of argv.
  const bool FixedFlags = std::find(argv, argv + argc, llvm::StringRef("--")) != argv + argc;
  auto Parser = CommonOptionsParser::create(argc, argv, Category, llvm::cl::OneOrMore, Overview);
  if (!Parser) return fail(llvm::toString(Parser.takeError()));

  llvm::Expected<overdub::ContextOptions> Context = contextOptions();
  if (!Context) return fail(llvm::toString(Context.takeError()));

  const std::vector<std::string> &Sources = Parser->getSourcePathList();
  for (const std::string &Source : Sources)
    if (!llvm::sys::fs::exists(Source))
      return fail("cannot read '" + Source + "': no such file");
  if (Sources.size() > 1 && OutputDir.empty() && !ListSites && !Stats)
    return fail("several input files need --output-dir");

  // With flags after `--` the compile command names each file by its absolute path; the user
  // compiles it by the name given here, which is what __FILE__ and #line must say.
  std::map<std::string, std::string> DisplayNames;
  if (FixedFlags)
    for (const std::string &Source : Sources) DisplayNames[overdub::absolutePath(Source)] = Source;

  // One tool per source, in a pool; results keep the order of the sources.
  std::vector<overdub::InstrumentResult> Parts(Sources.size());
  {
    llvm::DefaultThreadPool Pool(llvm::heavyweight_hardware_concurrency(Jobs));
    for (size_t I = 0; I < Sources.size(); ++I)
      Pool.async([&, I] {
        // A file system of its own: ClangTool moves to each compile directory, and the
        // process-wide working directory cannot serve parallel tools.
        ClangTool Tool(Parser->getCompilations(), {Sources[I]},
                       std::make_shared<clang::PCHContainerOperations>(),
                       llvm::vfs::createPhysicalFileSystem());
        Tool.appendArgumentsAdjuster(resourceDirAdjuster());
        Parts[I] = overdub::instrument(Tool, DisplayNames, *Context);
      });
    Pool.wait();
  }
  overdub::InstrumentResult Result;
  for (overdub::InstrumentResult &Part : Parts) {
    Result.AllParsed &= Part.AllParsed;
    for (overdub::InstrumentedFile &File : Part.Files) Result.Files.push_back(std::move(File));
  }

  int Status = Result.AllParsed ? 0 : 1;
  const bool PrintSources = OutputDir.empty() && !ListSites && !Stats;
  for (const overdub::InstrumentedFile &File : Result.Files) {
    if (ListSites) printSites(File);
    // A source that is not C++ goes on unchanged.
    std::string Text = File.NotCxx ? File.Original : applyPlan(File.Original, File.Plan);
    if (PrintSources) llvm::outs() << Text;
    if (OutputDir.empty()) continue;
    if (llvm::Error E = writeShadowFile(OutputDir, File, Text))
      Status = fail(llvm::toString(std::move(E)));
  }
  if (Stats) printStats(Result.Files);
  return Status;
}
