// overdub-report: reads a trace written by an instrumented program and prints what it holds.
#include "Flamegraph.h"
#include "Formats.h"
#include "Profile.h"
#include "TraceReader.h"

#include "llvm/Support/CommandLine.h"

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
        clEnumValN(Format::Csv, "csv", "the flat profile as CSV: callee,calls,inclusive_ns,exclusive_ns"),
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

overdub::Profile report(const overdub::TraceList &Traces) {
  switch (OutputFormat) {
  case Format::Table: {
    overdub::Profile P = overdub::buildProfile(Traces);
    overdub::printTable(stdout, Traces, P, /*Rows=*/!BySite);
    if (BySite) overdub::printSiteTable(stdout, P);
    return P;
  }
  case Format::Csv: {
    overdub::Profile P = overdub::buildProfile(Traces);
    if (BySite)
      overdub::printSiteCsv(stdout, P);
    else
      overdub::printCsv(stdout, P);
    return P;
  }
  case Format::Events: return overdub::printEvents(stdout, Traces);
  case Format::Chrome: return overdub::printChrome(stdout, Traces);
  default: break;
  }
  overdub::Profile P = overdub::buildProfile(Traces);
  switch (OutputFormat) {
  case Format::Tree: overdub::printTree(stdout, Traces, P, MinPercent); break;
  case Format::Folded: overdub::printFolded(stdout, P); break;
  case Format::Svg: overdub::printSvg(stdout, Traces, P); break;
  case Format::Html: overdub::printHtml(stdout, Traces, P); break;
  default: break;
  }
  return P;
}

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
    overdub::printDiff(stdout, overdub::buildProfile(Before), overdub::buildProfile(After),
                       OutputFormat == Format::Csv);
    return 0;
  }

  std::vector<overdub::Trace> Loaded(Inputs.size());
  for (size_t I = 0; I < Inputs.size(); ++I)
    if (!load(Inputs[I], Loaded[I])) return 1;
  overdub::alignTraces(Loaded);
  overdub::TraceList Traces;
  for (const overdub::Trace &T : Loaded) Traces.push_back(&T);

  overdub::Profile P = report(Traces);
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
