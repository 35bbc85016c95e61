// Virtual calls per target: for each site whose calls' targets the trace records, the functions
// its calls went to, with their calls, share of the site's calls, inclusive and mean time
// (--by-target: a table or CSV), and a short summary of the split for the default table. Sites of
// several traces at the same place are merged, their targets by name.
#ifndef OVERDUB_REPORT_TARGETTABLES_H
#define OVERDUB_REPORT_TARGETTABLES_H

#include "CallTargets.h"
#include "Formats.h"
#include "Profile.h"

#include <cstdio>
#include <string>
#include <vector>

namespace overdub {

struct TargetRow {
  std::string Name;  // as TargetNameFn gives it, not escaped
  CallFigures Figures;
};

struct TargetSiteRows {
  const SiteStats *Site = nullptr;  // the first of the merged sites: place, caller, callee
  CallFigures Figures;              // the site's own, merged
  uint64_t TargetCalls = 0;         // its calls over all its targets: what shares are of
  std::vector<TargetRow> Targets;   // most calls first
};

// The sites of P.TargetSites, in that order (--sort, --top), merged by place and callee.
std::vector<TargetSiteRows> targetRows(const Profile &P, const TargetNameFn &Name);

// `calls share inclusive mean`, a line per site then one per target.
void printTargetTable(std::FILE *Out, const Profile &P, const TargetNameFn &Name);
// Header `site,caller,callee,target,calls,share_percent,inclusive_ns,mean_ns,untimed_calls`
// (and `thread` with a thread's label), a row per site and target.
void printTargetCsv(std::FILE *Out, const Profile &P, const TargetNameFn &Name,
                    const CsvThread &Thread = {});
// For the default table, when some site has targets: a line per site (the first few), its
// callee and its calls' split over the targets, the first few and the rest together:
// `prog.cpp:20:5  Shape::area -> S1::area 60%, S2::area 40%`.
void printTargetSplits(std::FILE *Out, const Profile &P, const TargetNameFn &Name);

}  // namespace overdub

#endif  // OVERDUB_REPORT_TARGETTABLES_H
