// overdub-report: reads a trace written by an instrumented program and prints what it holds.
#include "Flamegraph.h"
#include "Formats.h"
#include "Profile.h"
#include "TraceReader.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"

#include <cstdio>

namespace {

enum class Format { Table, Csv, Events, Tree, Folded, Chrome, Svg, Html };

llvm::cl::OptionCategory Category("overdub-report options");

llvm::cl::list<std::string> Inputs(llvm::cl::Positional,
                                   llvm::cl::desc("<trace>... | diff <before> <after>"),
                                   llvm::cl::OneOrMore, llvm::cl::cat(Category));
llvm::cl::opt<Format> OutputFormat(
    "format", llvm::cl::desc("What to print:"), llvm::cl::init(Format::Table),
    llvm::cl::values(
        clEnumValN(Format::Table, "table", "flat profile per callee (default)"),
        clEnumValN(Format::Csv, "csv", "the flat profile as CSV: callee,calls,inclusive_ns,exclusive_ns,\n"
                                          "untimed_calls (throttled: counted, not timed)"),
        clEnumValN(Format::Events, "events", "the event log: time, start/stop, callee, call site"),
        clEnumValN(Format::Tree, "tree", "the call tree with inclusive and exclusive times"),
        clEnumValN(Format::Folded, "folded", "folded stacks (a;b;c <ns>) for flamegraph.pl, speedscope"),
        clEnumValN(Format::Chrome, "chrome", "Chrome trace event JSON (Perfetto UI, chrome://tracing)"),
        clEnumValN(Format::Svg, "svg", "a flame graph picture, self-contained, with hover titles"),
        clEnumValN(Format::Html, "html", "one self-contained page: summary, flame graph, profile")),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> BySite(
    "by-site", llvm::cl::desc("table and csv: one row per call site (file:line:col, caller, callee)\n"
                              "with min and max, instead of one per callee"),
    llvm::cl::cat(Category));
llvm::cl::opt<double> MinPercent(
    "min-percent", llvm::cl::desc("tree: leave out calls under this share of the total (default 0)"),
    llvm::cl::init(0.0), llvm::cl::cat(Category));
llvm::cl::opt<std::string> OutputPath(
    "o", llvm::cl::desc("Write the report to this file (replaced whole, only once complete)\n"
                        "instead of standard output"),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));
llvm::cl::opt<overdub::SortKey> Sort(
    "sort", llvm::cl::desc("table and csv: order of the rows (default inclusive)"),
    llvm::cl::init(overdub::SortKey::Inclusive),
    llvm::cl::values(clEnumValN(overdub::SortKey::Inclusive, "inclusive", "inclusive time"),
                     clEnumValN(overdub::SortKey::Exclusive, "exclusive", "exclusive time"),
                     clEnumValN(overdub::SortKey::Calls, "calls", "number of calls"),
                     clEnumValN(overdub::SortKey::Average, "average", "duration per timed call"),
                     clEnumValN(overdub::SortKey::Max, "max", "longest call"),
                     clEnumValN(overdub::SortKey::Name, "name", "callee name, alphabetically")),
    llvm::cl::cat(Category));
llvm::cl::opt<unsigned> Top("top", llvm::cl::desc("table and csv: print only the first N rows"),
                            llvm::cl::value_desc("N"), llvm::cl::init(0), llvm::cl::cat(Category));
llvm::cl::opt<bool> NoCompensation(
    "no-compensation",
    llvm::cl::desc("Report times as recorded: do not take the runtime's measured cost per\n"
                   "event out of the calls around each event"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> Check(
    "check", llvm::cl::desc("Exit with status 1 when events do not nest (stops without starts,\n"
                            "calls without stops, unfinished calls, dropped events)"),
    llvm::cl::cat(Category));


bool load(const std::string &Path, overdub::Trace &T) {
  std::string Error;
  if (!overdub::readTrace(Path, T, Error)) {
    std::fprintf(stderr, "overdub-report: error: %s\n", Error.c_str());
    return false;
  }
  if (!T.Problem.empty())
    std::fprintf(stderr, "overdub-report: warning: %s: %s; reporting what it holds\n",
                 Path.c_str(), T.Problem.c_str());
  return true;
}

overdub::ProfileOptions profileOptions() {
  overdub::ProfileOptions Options;
  Options.Compensate = !NoCompensation;
  return Options;
}

overdub::Profile profileOf(const overdub::TraceList &Traces) {
  overdub::Profile P = overdub::buildProfile(Traces, profileOptions());
  overdub::orderRows(P, Sort, Top);
  return P;
}

overdub::Profile report(std::FILE *Out, const overdub::TraceList &Traces) {
  overdub::ProfileOptions Options = profileOptions();
  switch (OutputFormat) {
  case Format::Events: return overdub::printEvents(Out, Traces, Options);
  case Format::Chrome: return overdub::printChrome(Out, Traces, Options);
  default: break;
  }
  overdub::Profile P = profileOf(Traces);
  switch (OutputFormat) {
  case Format::Table:
    overdub::printTable(Out, Traces, P, /*Rows=*/!BySite);
    if (BySite) overdub::printSiteTable(Out, P);
    break;
  case Format::Csv:
    if (BySite)
      overdub::printSiteCsv(Out, P);
    else
      overdub::printCsv(Out, P);
    break;
  case Format::Tree: overdub::printTree(Out, Traces, P, MinPercent); break;
  case Format::Folded: overdub::printFolded(Out, P); break;
  case Format::Svg: overdub::printSvg(Out, Traces, P); break;
  case Format::Html: overdub::printHtml(Out, Traces, P); break;
  default: break;
  }
  return P;
}

// -o FILE: the report goes to a temporary file beside FILE, renamed over it once complete, so
// that FILE is never left half-written.
class Output {
public:
  bool open() {
    if (OutputPath.empty() || OutputPath == "-") return true;
    llvm::SmallString<256> Model(OutputPath.getValue());
    Model += ".tmp-%%%%%%";
    int Fd;
    if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, Fd, Temp)) {
      std::fprintf(stderr, "overdub-report: error: cannot write '%s': %s\n", OutputPath.c_str(),
                   EC.message().c_str());
      return false;
    }
    File = fdopen(Fd, "w");
    return File != nullptr;
  }
  std::FILE *file() const { return File ? File : stdout; }
  bool commit() {
    if (!File) return std::fflush(stdout) == 0;
    bool Ok = !std::ferror(File);
    Ok = std::fclose(File) == 0 && Ok;
    File = nullptr;
    std::error_code EC;
    if (Ok) EC = llvm::sys::fs::rename(Temp, OutputPath.getValue());
    if (!Ok || EC) {
      std::fprintf(stderr, "overdub-report: error: cannot write '%s'%s%s\n", OutputPath.c_str(),
                   EC ? ": " : "", EC ? EC.message().c_str() : "");
      llvm::sys::fs::remove(Temp);
      return false;
    }
    return true;
  }
  ~Output() {
    if (File) {
      std::fclose(File);
      llvm::sys::fs::remove(Temp);
    }
  }

private:
  std::FILE *File = nullptr;
  llvm::SmallString<256> Temp;
};

}  // namespace

int main(int argc, char **argv) {
  llvm::cl::HideUnrelatedOptions(Category);
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "overdub-report: profiles from overdub traces\n\n"
      "Several traces are reported together (threads and processes, on one clock).\n"
      "'overdub-report diff BEFORE AFTER' compares two traces per callee.\n");

  if (Inputs.front() == "diff") {
    if (Inputs.size() != 3) {
      std::fprintf(stderr, "overdub-report: error: diff takes two traces: diff <before> <after>\n");
      return 1;
    }
    overdub::Trace Before, After;
    if (!load(Inputs[1], Before) || !load(Inputs[2], After)) return 1;
    Output Out;
    if (!Out.open()) return 1;
    overdub::printDiff(Out.file(), overdub::buildProfile(Before, profileOptions()),
                       overdub::buildProfile(After, profileOptions()), OutputFormat == Format::Csv);
    return Out.commit() ? 0 : 1;
  }

  std::vector<overdub::Trace> Loaded(Inputs.size());
  for (size_t I = 0; I < Inputs.size(); ++I)
    if (!load(Inputs[I], Loaded[I])) return 1;
  overdub::alignTraces(Loaded);
  overdub::TraceList Traces;
  for (const overdub::Trace &T : Loaded) Traces.push_back(&T);

  Output Out;
  if (!Out.open()) return 1;
  overdub::Profile P = report(Out.file(), Traces);
  if (!Out.commit()) return 1;
  if (Check) {
    std::string Problems = overdub::describeAnomalies(P.Problems);
    for (const overdub::Trace &T : Loaded)
      if (!T.Problem.empty()) Problems += (Problems.empty() ? "" : ", ") + T.Problem;
    if (!Problems.empty()) {
      std::fprintf(stderr, "overdub-report: check failed: %s\n", Problems.c_str());
      return 1;
    }
  }
  return 0;
}
