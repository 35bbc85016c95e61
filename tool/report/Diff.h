// overdub-report diff: what changed between runs, per callee or per call site, ranked by how far
// each change stands above the noise (docs/report.md, "diff").
#ifndef OVERDUB_REPORT_DIFF_H
#define OVERDUB_REPORT_DIFF_H

#include "Formats.h"
#include "Profile.h"

#include <cstdio>
#include <optional>
#include <vector>

namespace overdub {

struct DiffOptions {
  bool BySite = false;
  bool Csv = false;
  std::optional<SortKey> Sort;  // by the change in this figure; default: the score
  size_t Top = 0;               // 0: every row
};

// Each side is one profile per run (trace). A row's score is its change in mean exclusive time
// over the noise: twice the standard error of that change when a side has several runs, and
// never less than a floor of 1% of the larger side's mean traced time (at least 1 us), which
// keeps start-up noise (thread creation) below real changes. Rows under 1 are "within noise".
void printDiff(std::FILE *Out, const std::vector<Profile> &Before, const std::vector<Profile> &After,
               const DiffOptions &Options);

// A side of an HTML diff: its traces, a profile per run, and one of them all together (its call
// tree sums the runs').
struct DiffSide {
  TraceList Traces;
  std::vector<Profile> Runs;
  Profile Merged;
};
// One self-contained page: the summary, a differential flame graph (the tree after, red where a
// frame grew, blue where it shrank) and the table of changes.
void printDiffHtml(std::FILE *Out, const DiffSide &Before, const DiffSide &After,
                   const DiffOptions &Options);

}  // namespace overdub

#endif  // OVERDUB_REPORT_DIFF_H
