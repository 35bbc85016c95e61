// overdub-report: reads a trace written by an instrumented program and prints what it holds.
#include "Annotate.h"
#include "AtomicFile.h"
#include "Diff.h"
#include "Escape.h"
#include "Flamegraph.h"
#include "FormatOptions.h"
#include "ValueFormatters.h"
#include "HtmlReport.h"
#include "Formats.h"
#include "Perfetto.h"
#include "PerThread.h"
#include "Profile.h"
#include "Slowest.h"
#include "TargetNames.h"
#include "TargetTables.h"
#include "ThreadSelection.h"
#include "TimeWindow.h"
#include "TraceReader.h"

#include "llvm/Support/CommandLine.h"

#include <fmt/format.h>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <string_view>
#include <limits>
#include <map>
#include <system_error>

namespace {

using overdub::Format;

// An option of named values whose error names the values it takes ("unknown format 'flame';
// the format values are table, csv, ..."), where LLVM's says only "Cannot find option named".
template <class T> struct NamedValues : llvm::cl::parser<T> {
  using llvm::cl::parser<T>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg, T &V) {
    std::string Names;
    for (const auto &Info : this->Values) {
      if (Info.Name == Arg) {
        V = Info.V.getValue();
        return false;
      }
      Names += (Names.empty() ? "" : ", ") + Info.Name.str();
    }
    return O.error("unknown " + ArgName.str() + " '" + Arg.str() + "'; the " + ArgName.str() +
                   " values are " + Names);
  }
};

llvm::cl::OptionCategory Category("overdub-report options");

llvm::cl::list<std::string> Inputs(llvm::cl::Positional,
                                   llvm::cl::desc("<trace>... | diff <before> <after>"),
                                   llvm::cl::OneOrMore, llvm::cl::cat(Category));
llvm::cl::opt<Format, false, NamedValues<Format>> OutputFormat(
    "format", llvm::cl::desc("What to print:"), llvm::cl::init(Format::Table),
    llvm::cl::values(
        clEnumValN(Format::Table, "table", "flat profile per callee (default)"),
        clEnumValN(Format::Csv, "csv", "the flat profile as CSV: callee,calls,inclusive_ns,exclusive_ns,\n"
                                          "untimed_calls (throttled: counted, not timed),\n"
                                          "p50_ns,p90_ns,p99_ns (outermost calls' durations)"),
        clEnumValN(Format::Events, "events",
                   "the event log: time, start/stop, callee (at a stop: where a virtual call\n"
                   "went, and the call's values), call site"),
        clEnumValN(Format::Tree, "tree", "the call tree with inclusive and exclusive times"),
        clEnumValN(Format::Folded, "folded", "folded stacks (a;b;c <ns>) for flamegraph.pl, speedscope"),
        clEnumValN(Format::Chrome, "chrome", "Chrome trace event JSON (Perfetto UI, chrome://tracing)"),
        clEnumValN(Format::Perfetto, "perfetto",
                   "Perfetto's protobuf trace (ui.perfetto.dev): compact, for large traces"),
        clEnumValN(Format::Svg, "svg", "a flame graph picture, self-contained, with hover titles"),
        clEnumValN(Format::Html, "html", "one self-contained page: summary, flame graph, profile"),
        clEnumValN(Format::Annotate, "annotate",
                   "the source around each call site, with the site's calls, inclusive\n"
                   "time and share (--source, --source-dir)"),
        clEnumValN(Format::Remarks, "remarks",
                   "one 'file:line:col: remark:' line per call site with its figures,\n"
                   "for editors (docs/editors.md)")),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> BySite(
    "by-site", llvm::cl::desc("table and csv: one row per call site (file:line:col, caller, callee)\n"
                              "with min and max, instead of one per callee"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> ByTarget(
    "by-target",
    llvm::cl::desc("table and csv: per virtual call's site, the functions its calls went to\n"
                   "(named from the symbols of the files that ran), with their calls,\n"
                   "share, inclusive and mean time (docs/report.md, \"Call targets\")"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> ChromeArgs(
    "chrome-args", llvm::cl::desc("chrome: each call's site and caller as its args (viewers such as\n"
                                  "speedscope then show one frame per site, not per callee)"),
    llvm::cl::cat(Category));
llvm::cl::list<std::string> SourceFiles(
    "source", llvm::cl::desc("annotate: only this source file (a path, or the end of the path the\n"
                             "trace records; repeat for several)"),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));
llvm::cl::list<std::string> SourceDirs(
    "source-dir", llvm::cl::desc("annotate: look for the trace's relative file names under this\n"
                                 "directory too (repeatable)"),
    llvm::cl::value_desc("dir"), llvm::cl::cat(Category));
llvm::cl::opt<double> MinPercent(
    "min-percent", llvm::cl::desc("tree: leave out calls under this share of the total (default 0)"),
    llvm::cl::init(0.0), llvm::cl::cat(Category));
llvm::cl::opt<unsigned> Slowest(
    "slowest",
    llvm::cl::desc("table: per call site whose calls captured argument and result values\n"
                   "(overdub --capture), its N slowest calls with their values, durations,\n"
                   "end times and threads (docs/report.md, \"Values\")"),
    llvm::cl::value_desc("N"), llvm::cl::init(0), llvm::cl::cat(Category));
llvm::cl::opt<bool> NoValues(
    "no-values",
    llvm::cl::desc("every format that shows captured argument and result values: leave them\n"
                   "out (to share a report without them; speedscope names chrome frames by\n"
                   "their args, so that each call's values would make a frame of its own)"),
    llvm::cl::cat(Category));
llvm::cl::list<std::string> Formatters(
    "formatters",
    llvm::cl::desc("every format that shows values: format the objects that calls recorded as\n"
                   "bytes (overdub --capture-bytes) with the formatters of this shared library,\n"
                   "built with <overdub/formatters.h> (repeatable; the first that formats a\n"
                   "class wins). It runs in the report: give it only a library you trust."),
    llvm::cl::value_desc("library.so"), llvm::cl::cat(Category));
llvm::cl::list<std::string> SelectedThreads(
    "thread", llvm::cl::desc("every format: only this thread, by id or by the name the trace\n"
                             "gives it (repeat for several; the throttled sites' counts\n"
                             "stay the whole process's)"),
    llvm::cl::value_desc("id|name"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> Since(
    "since", llvm::cl::desc("every format: only what ran from this time on, on the event log's\n"
                            "timeline (from the start of the earliest trace): 1.5ms, 20us, 2s;\n"
                            "calls that cross it are cut"),
    llvm::cl::value_desc("time"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> Until(
    "until", llvm::cl::desc("every format: only what ran until this time (as --since)"),
    llvm::cl::value_desc("time"), llvm::cl::cat(Category));
llvm::cl::opt<bool> PerThread(
    "per-thread", llvm::cl::desc("table, csv, tree: a section per thread (csv: a last column\n"
                                 "`thread`); folded, svg, html: a root per thread (events and\n"
                                 "chrome are per thread already)"),
    llvm::cl::cat(Category));
llvm::cl::opt<std::string> OutputPath(
    "o", llvm::cl::desc("Write the report to this file (replaced whole, only once complete)\n"
                        "instead of standard output"),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));
llvm::cl::opt<overdub::SortKey, false, NamedValues<overdub::SortKey>> Sort(
    "sort", llvm::cl::desc("table, csv and html: order of the rows (default inclusive)"),
    llvm::cl::init(overdub::SortKey::Inclusive),
    llvm::cl::values(clEnumValN(overdub::SortKey::Inclusive, "inclusive", "inclusive time"),
                     clEnumValN(overdub::SortKey::Exclusive, "exclusive", "exclusive time"),
                     clEnumValN(overdub::SortKey::Calls, "calls", "number of calls"),
                     clEnumValN(overdub::SortKey::Average, "average", "duration per timed call"),
                     clEnumValN(overdub::SortKey::Max, "max", "longest call"),
                     clEnumValN(overdub::SortKey::Name, "name", "callee name, alphabetically")),
    llvm::cl::cat(Category));
llvm::cl::opt<unsigned> Top("top", llvm::cl::desc("table, csv and html: print only the first N rows"),
                            llvm::cl::value_desc("N"), llvm::cl::init(0), llvm::cl::cat(Category));
llvm::cl::opt<bool> NoCompensation(
    "no-compensation",
    llvm::cl::desc("Report times as recorded: do not take the runtime's measured cost per\n"
                   "event out of the calls around each event"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> Check(
    "check",
    llvm::cl::desc(
        "Exit 1 unless the traces are whole and nest. Fails on: dropped events,\n"
        "stops without a start, calls that lost their stop, calls left open by a\n"
        "thread that exited, events of unknown sites, traces cut short, malformed or\n"
        "without an end record. Normal: calls ended by an exception, in progress at\n"
        "exit, left by a call that never returns (longjmp, pthread_exit), left by a\n"
        "jump (longjmp) and closed where their thread went on below them, started\n"
        "before a ring or fork trace. Alone, prints only the result (a summary line,\n"
        "or the problems on stderr); with --format, --by-site, --by-target or -o,\n"
        "the report too "
        "(docs/report.md)"),
    llvm::cl::cat(Category));

void error(const std::string &Message) {
  std::fprintf(stderr, "overdub-report: error: %s\n", Message.c_str());
}

bool load(const std::string &Path, overdub::Trace &T) {
  std::string Error;
  if (!overdub::readTrace(Path, T, Error)) {
    error(Error);
    return false;
  }
  return true;
}

// What may be missing from the traces, one line per reason however many traces share it:
// "a.trace: the trace is truncated" or "200 traces (a.trace, b.trace, ...): ...".
std::vector<std::string> traceProblems(const std::vector<overdub::Trace> &Loaded,
                                       const std::vector<std::string> &Paths) {
  std::map<std::string, std::vector<std::string>> ByProblem;
  std::vector<std::string> Order;
  for (size_t I = 0; I < Loaded.size(); ++I) {
    if (Loaded[I].Problem.empty()) continue;
    auto &Files = ByProblem[Loaded[I].Problem];
    if (Files.empty()) Order.push_back(Loaded[I].Problem);
    Files.push_back(Paths[I]);
  }
  std::vector<std::string> Out;
  for (const std::string &Problem : Order) {
    const auto &Files = ByProblem[Problem];
    if (Files.size() == 1) {
      Out.push_back(Files.front() + ": " + Problem);
      continue;
    }
    std::string Some = Files[0] + ", " + Files[1];
    if (Files.size() > 2) Some += " and " + std::to_string(Files.size() - 2) + " more";
    Out.push_back(std::to_string(Files.size()) + " traces (" + Some + "): " + Problem);
  }
  return Out;
}

void warn(const std::vector<std::string> &Problems) {
  for (const std::string &P : Problems)
    std::fprintf(stderr, "overdub-report: warning: %s; reporting what it holds\n", P.c_str());
}

double SinceNs = -std::numeric_limits<double>::infinity();
double UntilNs = std::numeric_limits<double>::infinity();

// --since and --until into SinceNs and UntilNs; false (with a message) when they are not times
// or leave nothing between them.
bool readWindow() {
  std::string Error;
  if (Since.getNumOccurrences() && !overdub::parseTime(Since, SinceNs, Error)) {
    error("--since: " + Error);
    return false;
  }
  if (Until.getNumOccurrences() && !overdub::parseTime(Until, UntilNs, Error)) {
    error("--until: " + Error);
    return false;
  }
  if (SinceNs >= UntilNs) {
    error("--since must be before --until");
    return false;
  }
  return true;
}

// Names virtual calls' targets from the files that ran, each file read once.
overdub::TargetNamer &targetNamer() {
  static overdub::TargetNamer Namer;
  return Namer;
}

// Why some call targets are named by address (after the report: the namer reads files lazily).
void warnTargetNotes() {
  for (const std::string &Note : targetNamer().notes())
    std::fprintf(stderr, "overdub-report: warning: %s\n", overdub::printable(Note).c_str());
}

overdub::ProfileOptions profileOptions() {
  overdub::ProfileOptions Options;
  Options.Compensate = !NoCompensation;
  Options.SinceNs = SinceNs;
  Options.UntilNs = UntilNs;
  // Only the formats that show them read the files that ran (the table names targets itself).
  if (overdub::namesCallsByTarget(OutputFormat)) Options.TargetName = targetNamer().function();
  if (overdub::usesOption(OutputFormat, "slowest")) Options.SlowestCalls = Slowest;
  // Only the formats that show values collect them (the table: its --slowest calls').
  Options.Values = !NoValues && overdub::usesOption(OutputFormat, "no-values") &&
                   (OutputFormat != overdub::Format::Table || Slowest);
  return Options;
}

// The table format's sections after the summary: the rows per callee unless --by-site or
// --by-target asks for others; the default table ends with the split of virtual calls' targets.
void printTableSections(std::FILE *Out, const overdub::TraceList &Traces,
                        const overdub::Profile &P) {
  overdub::printTable(Out, Traces, P, /*Rows=*/!BySite && !ByTarget);
  if (BySite) overdub::printSiteTable(Out, P);
  if (ByTarget) overdub::printTargetTable(Out, P, targetNamer().function());
  if (!BySite && !ByTarget) overdub::printTargetSplits(Out, P, targetNamer().function());
  if (Slowest) overdub::printSlowest(Out, P, Slowest, !NoValues);
}

// CSV: one table, per callee, per site or per target.
void printCsvTable(std::FILE *Out, const overdub::Profile &P, const overdub::CsvThread &Thread) {
  if (ByTarget)
    overdub::printTargetCsv(Out, P, targetNamer().function(), Thread);
  else if (BySite)
    overdub::printSiteCsv(Out, P, Thread);
  else
    overdub::printCsv(Out, P, Thread);
}

overdub::Profile profileOf(const overdub::TraceList &Traces) {
  overdub::Profile P = overdub::buildProfile(Traces, profileOptions());
  if (overdub::ordersRows(OutputFormat)) overdub::orderRows(P, Sort, Top);
  return P;
}

// --per-thread in the table, csv and tree formats: a section per thread.
void reportPerThread(std::FILE *Out, const overdub::TraceList &Traces) {
  bool First = true;
  for (const overdub::ThreadSection &Thread : overdub::threadSections(Traces)) {
    overdub::Profile P = overdub::threadProfile(Thread, profileOptions());
    if (overdub::ordersRows(OutputFormat)) overdub::orderRows(P, Sort, Top);
    switch (OutputFormat) {
    case Format::Csv: printCsvTable(Out, P, overdub::CsvThread{&Thread.Label, First}); break;
    case Format::Tree:
      fmt::print(Out, "{}== thread {} ==\n", First ? "" : "\n", overdub::printable(Thread.Label));
      overdub::printTree(Out, Traces, P, MinPercent);
      break;
    default:
      fmt::print(Out, "{}== thread {} ==\n", First ? "" : "\n", overdub::printable(Thread.Label));
      printTableSections(Out, Traces, P);
      break;
    }
    First = false;
  }
}

overdub::Profile report(std::FILE *Out, const overdub::TraceList &Traces) {
  overdub::ProfileOptions Options = profileOptions();
  switch (OutputFormat) {
  case Format::Events: return overdub::printEvents(Out, Traces, Options);
  case Format::Chrome: return overdub::printChrome(Out, Traces, Options, ChromeArgs);
  case Format::Perfetto: return overdub::printPerfetto(Out, Traces, Options);
  case Format::Html: return overdub::printHtml(Out, Traces, Options, {Sort.getValue(), Top.getValue(), PerThread.getValue()});
  default: break;
  }
  if (PerThread && (OutputFormat == Format::Table || OutputFormat == Format::Csv ||
                    OutputFormat == Format::Tree)) {
    reportPerThread(Out, Traces);
    return profileOf(Traces);  // for --check
  }
  overdub::Profile P = PerThread ? overdub::profileWithThreadRoots(Traces, Options) : profileOf(Traces);
  if (PerThread && overdub::ordersRows(OutputFormat)) overdub::orderRows(P, Sort, Top);
  switch (OutputFormat) {
  case Format::Table: printTableSections(Out, Traces, P); break;
  case Format::Csv: printCsvTable(Out, P, {}); break;
  case Format::Tree: overdub::printTree(Out, Traces, P, MinPercent); break;
  case Format::Folded: overdub::printFolded(Out, P); break;
  case Format::Svg: overdub::printSvg(Out, Traces, P); break;
  case Format::Remarks: overdub::printRemarks(Out, P); break;
  default: break;
  }
  return P;
}

// Writes what `Print` prints to -o FILE or standard output, whole or not at all.
template <class Printer> bool writeReport(Printer Print) {
  overdub::AtomicFile Out;
  llvm::Error E = Out.open(OutputPath.empty() ? std::string("-") : OutputPath.getValue());
  if (!E) {
    try {
      Print(Out.stream());
    } catch (const std::system_error &Failure) {  // how fmt::print reports a failed write
      Out.fail(Failure.code());
    }
    E = Out.commit();
  }
  if (!E) return true;
  error(llvm::toString(std::move(E)));
  return false;
}

// --check: the anomalies and what the traces miss; empty when they are whole and nest.
std::string checkProblems(const overdub::Profile &P, const std::vector<std::string> &Incomplete) {
  std::string Problems = overdub::describeAnomalies(P.Problems);
  for (const std::string &T : Incomplete) Problems += (Problems.empty() ? "" : ", ") + T;
  return Problems;
}

// `diff A1 A2 -- B1 B2`: LLVM's parser drops "--", so it is marked as an argument first.
constexpr const char *kDiffSides = "\x01overdub-diff-sides";

std::vector<const char *> markDiffSides(int argc, char **argv) {
  std::vector<const char *> Args(argv, argv + argc);
  auto DiffWord = std::find_if(Args.begin() + 1, Args.end(),
                               [](const char *A) { return std::string_view(A) == "diff"; });
  if (DiffWord == Args.end()) return Args;
  auto Dashes = std::find_if(DiffWord + 1, Args.end(),
                             [](const char *A) { return std::string_view(A) == "--"; });
  if (Dashes != Args.end()) *Dashes = kDiffSides;
  return Args;
}

}  // namespace

int main(int argc, char **argv) {
  llvm::cl::HideUnrelatedOptions(Category);
  std::vector<const char *> Args = markDiffSides(argc, argv);
  llvm::cl::ParseCommandLineOptions(
      static_cast<int>(Args.size()), Args.data(),
      "overdub-report: profiles from overdub traces\n\n"
      "Several traces are reported together (threads and processes, on one clock).\n"
      "'overdub-report diff BEFORE AFTER' compares two runs per callee (--by-site: per site);\n"
      "'diff A1 A2 A3 -- B1 B2 B3' compares several runs a side, against their spread.\n"
      "A trace cut short or malformed is reported with a warning (exit 0; --check fails).\n");

  bool Diff = Inputs.front() == "diff";
  size_t BeforeRuns = 0;  // traces of the first side
  if (Diff) {
    auto Split = std::find(Inputs.begin(), Inputs.end(), kDiffSides);
    BeforeRuns = Split == Inputs.end() ? 1 : static_cast<size_t>(Split - Inputs.begin() - 1);
    size_t AfterRuns = Split == Inputs.end() ? Inputs.size() - 2 : Inputs.end() - Split - 1;
    if (Split == Inputs.end() ? Inputs.size() != 3 : (BeforeRuns == 0 || AfterRuns == 0)) {
      error("diff takes the runs before and after: diff BEFORE AFTER, or diff A1 A2 ... -- B1 "
            "B2 ... (one trace a run)");
      return 1;
    }
    if (Split != Inputs.end()) Inputs.erase(Split);
  } else {  // "diff" was not the command (a trace or a value so named): "--" meant nothing more
    auto Split = std::find(Inputs.begin(), Inputs.end(), kDiffSides);
    if (Split != Inputs.end()) Inputs.erase(Split);
  }
  if (Diff && (MinPercent.getNumOccurrences() || PerThread || ChromeArgs || ByTarget ||
               Slowest.getNumOccurrences() || NoValues ||
               SourceFiles.getNumOccurrences() || SourceDirs.getNumOccurrences() ||
               (OutputFormat != Format::Table && OutputFormat != Format::Csv &&
                OutputFormat != Format::Html))) {
    error("diff compares runs as a table, --format=csv or --format=html: --min-percent, "
          "--per-thread, --chrome-args, --by-target, --slowest, --no-values, --source, --source-dir "
          "and the other formats do not apply to it");
    return 1;
  }
  if (!readWindow()) return 1;
  for (const std::string &Library : Formatters)
    if (std::string Error; !overdub::loadValueFormatters(Library, Error)) {
      error(Error);
      return 1;
    }
  if (OutputFormat == Format::Csv && BySite && ByTarget) {
    error("--format=csv writes one table: --by-site or --by-target, not both");
    return 1;
  }
  if (OutputFormat == Format::Perfetto && OutputPath.empty() && isatty(STDOUT_FILENO)) {
    error("--format=perfetto writes a binary trace: give -o FILE (for ui.perfetto.dev), or "
          "redirect standard output");
    return 1;
  }
  std::vector<std::string> Paths(Inputs.begin() + (Diff ? 1 : 0), Inputs.end());
  std::vector<overdub::Trace> Loaded(Paths.size());
  for (size_t I = 0; I < Paths.size(); ++I)
    if (!load(Paths[I], Loaded[I])) return 1;
  std::vector<std::string> Incomplete = traceProblems(Loaded, Paths);
  warn(Incomplete);
  std::vector<std::string> SelectionNotes;
  if (std::string Error = overdub::selectThreads(Loaded, SelectedThreads, SelectionNotes);
      !Error.empty()) {
    error(Error);
    return 1;
  }
  for (const std::string &Note : SelectionNotes)
    std::fprintf(stderr, "overdub-report: warning: %s\n", Note.c_str());

  if (profileOptions().windowed()) {
    bool Aggregate = false, Throttled = false;
    for (const overdub::Trace &T : Loaded) {
      Aggregate = Aggregate || T.Mode == overdub::trace::kModeAggregate;
      Throttled = Throttled || !T.Throttled.empty();
    }
    if (Aggregate)
      std::fprintf(stderr, "overdub-report: warning: aggregate-mode traces keep no call's time: "
                           "--since and --until do not cut them (reported whole)\n");
    if (Throttled)
      std::fprintf(stderr, "overdub-report: warning: the calls counted at throttled sites are the "
                           "whole run's: --since and --until do not cut them\n");
  }
  if (Diff) {
    overdub::DiffSide Sides[2];
    for (size_t I = 0; I < Loaded.size(); ++I) {
      overdub::DiffSide &Side = Sides[I < BeforeRuns ? 0 : 1];
      Side.Traces.push_back(&Loaded[I]);
      Side.Runs.push_back(overdub::buildProfile(Loaded[I], profileOptions()));
    }
    overdub::DiffOptions Options;
    Options.BySite = BySite;
    Options.Csv = OutputFormat == Format::Csv;
    if (Sort.getNumOccurrences()) Options.Sort = Sort;
    Options.Top = Top;
    if (OutputFormat == Format::Html)
      for (overdub::DiffSide &Side : Sides) Side.Merged = overdub::buildProfile(Side.Traces, profileOptions());
    bool Written = writeReport([&](std::FILE *Out) {
      if (OutputFormat == Format::Html)
        overdub::printDiffHtml(Out, Sides[0], Sides[1], Options);
      else
        overdub::printDiff(Out, Sides[0].Runs, Sides[1].Runs, Options);
    });
    warnTargetNotes();  // the html page's flame graph names targets
    return Written ? 0 : 1;
  }

  overdub::alignTraces(Loaded);
  overdub::TraceList Traces;
  for (const overdub::Trace &T : Loaded) Traces.push_back(&T);

  // --check alone prints the check's result; with an output asked for, the report too.
  bool ReportToo =
      !Check || OutputFormat.getNumOccurrences() || BySite || ByTarget || !OutputPath.empty();
  if (ReportToo) {
    // An option the format does not use is named, and has no effect on what it prints.
    llvm::StringMap<llvm::cl::Option *> &Registered = llvm::cl::getRegisteredOptions();
    auto Given = [&](const char *Name) {
      auto It = Registered.find(Name);
      return It != Registered.end() && It->second->getNumOccurrences() > 0;
    };
    for (const std::string &Warning : overdub::ignoredOptions(OutputFormat, Given))
      std::fprintf(stderr, "overdub-report: warning: %s\n", Warning.c_str());
    if (!overdub::usesOption(OutputFormat, "per-thread")) PerThread = false;
  }
  if (PerThread && overdub::allAggregate(Traces)) {
    std::fprintf(stderr, "overdub-report: warning: aggregate-mode traces merge their threads: "
                         "--per-thread does not apply to them\n");
    PerThread = false;
  }
  const bool SomeAggregate = std::any_of(Traces.begin(), Traces.end(), [](const overdub::Trace *T) {
    return T->Mode == overdub::trace::kModeAggregate;
  });
  if (PerThread && ReportToo && SomeAggregate &&
      (OutputFormat == Format::Table || OutputFormat == Format::Csv))
    std::fprintf(stderr, "overdub-report: warning: aggregate-mode traces merge their threads: "
                         "their statistics are in no thread's section (without --per-thread, "
                         "they are in the profile)\n");
  if (PerThread && ReportToo)
    for (const overdub::Trace *T : Traces)
      if (!T->Throttled.empty()) {
        std::fprintf(stderr, "overdub-report: warning: the calls counted at throttled sites are "
                             "the whole process's: --per-thread shows them with every thread\n");
        break;
      }
  const bool ShowsAggregates = OutputFormat == Format::Table || OutputFormat == Format::Csv ||
                               OutputFormat == Format::Annotate || OutputFormat == Format::Remarks ||
                               OutputFormat == Format::Html;
  if (ReportToo && overdub::allAggregate(Traces) && !ShowsAggregates)
    std::fprintf(stderr,
                 "overdub-report: warning: aggregate-mode traces hold per-site statistics, no "
                 "calls in order nor stacks: this format shows none of them (--format=table or "
                 "csv shows them)\n");
  overdub::Profile P;
  if (ReportToo && OutputFormat == Format::Annotate) {
    // The sources are looked for before anything is written: none found is an error.
    P = profileOf(Traces);
    overdub::SourceSet Sources = overdub::findSources(
        P, {std::vector<std::string>(SourceFiles.begin(), SourceFiles.end()),
            std::vector<std::string>(SourceDirs.begin(), SourceDirs.end())});
    if (!Sources.Error.empty()) {
      error(Sources.Error);
      return 1;
    }
    for (const std::string &Name : Sources.Missing)
      std::fprintf(stderr, "overdub-report: warning: source file not found: %s (--source-dir=DIR "
                           "looks under DIR)\n", overdub::printable(Name).c_str());
    if (!writeReport([&](std::FILE *Out) { overdub::printAnnotated(Out, P, Sources); })) return 1;
  } else if (ReportToo) {
    if (!writeReport([&](std::FILE *Out) { P = report(Out, Traces); })) return 1;
    warnTargetNotes();
  } else {
    P = overdub::buildProfile(Traces, profileOptions());
  }
  if (!Check) return 0;
  if (std::string Problems = checkProblems(P, Incomplete); !Problems.empty()) {
    std::fprintf(stderr, "overdub-report: check failed: %s\n", Problems.c_str());
    return 1;
  }
  if (ReportToo) return 0;
  return writeReport([&](std::FILE *Out) {
           fmt::print(Out, "check passed: {}\n", overdub::describeSummary(Traces, P));
         })
             ? 0
             : 1;
}
