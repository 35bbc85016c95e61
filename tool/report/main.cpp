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

llvm::cl::opt<std::string> TracePath(llvm::cl::Positional, llvm::cl::desc("<trace>"),
                                     llvm::cl::Required, llvm::cl::cat(Category));
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

}  // namespace

int main(int argc, char **argv) {
  llvm::cl::HideUnrelatedOptions(Category);
  llvm::cl::ParseCommandLineOptions(argc, argv, "overdub-report: profiles from overdub traces\n");
  overdub::Trace T;
  std::string Error;
  if (!overdub::readTrace(TracePath, T, Error)) {
    std::fprintf(stderr, "overdub-report: error: %s\n", Error.c_str());
    return 1;
  }
  if (!T.Problem.empty())
    std::fprintf(stderr, "overdub-report: warning: %s: %s; reporting what precedes the cut\n",
                 TracePath.c_str(), T.Problem.c_str());

  overdub::Profile P;
  switch (OutputFormat) {
  case Format::Table:
    P = overdub::buildProfile(T);
    if (BySite) {
      overdub::printTable(stdout, T, P, /*Rows=*/false);
      overdub::printSiteTable(stdout, P);
    } else {
      overdub::printTable(stdout, T, P);
    }
    break;
  case Format::Csv:
    P = overdub::buildProfile(T);
    if (BySite)
      overdub::printSiteCsv(stdout, P);
    else
      overdub::printCsv(stdout, P);
    break;
  case Format::Events: P = overdub::printEvents(stdout, T); break;
  case Format::Tree: P = overdub::buildProfile(T); overdub::printTree(stdout, T, P, MinPercent); break;
  case Format::Folded: P = overdub::buildProfile(T); overdub::printFolded(stdout, P); break;
  case Format::Chrome: P = overdub::printChrome(stdout, T); break;
  case Format::Svg: P = overdub::buildProfile(T); overdub::printSvg(stdout, T, P); break;
  case Format::Html: P = overdub::buildProfile(T); overdub::printHtml(stdout, T, P); break;
  }
  if (Check) {
    std::string Problems = overdub::describeAnomalies(P.Problems);
    if (!T.Problem.empty()) Problems += (Problems.empty() ? "" : ", ") + T.Problem;
    if (!Problems.empty()) {
      std::fprintf(stderr, "overdub-report: check failed: %s\n", Problems.c_str());
      return 1;
    }
  }
  return 0;
}
