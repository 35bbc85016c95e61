#include "Output.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace overdub {

std::vector<std::pair<size_t, const InstrumentedFile::HeaderLeftAsIs *>>
headersLeftAsIs(const RunFiles &Run) {
  std::set<std::string> Seen;  // instrumented headers, then the headers already taken
  for (const InstrumentedFile &File : Run.Files)
    if (File.IsHeader) Seen.insert(File.AbsolutePath);
  std::vector<std::pair<size_t, const InstrumentedFile::HeaderLeftAsIs *>> Left;
  for (size_t I = 0; I < Run.Files.size(); ++I)
    for (const InstrumentedFile::HeaderLeftAsIs &Header : Run.Files[I].HeadersLeftAsIs)
      if (Seen.insert(Header.AbsolutePath).second) Left.emplace_back(I, &Header);
  return Left;
}

std::vector<const CallSite *> sitesInLineOrder(const std::vector<CallSite> &Sites) {
  std::vector<const CallSite *> Sorted;
  for (const CallSite &Site : Sites) Sorted.push_back(&Site);
  std::stable_sort(Sorted.begin(), Sorted.end(), [](const CallSite *A, const CallSite *B) {
    return std::tie(A->Line, A->Column) < std::tie(B->Line, B->Column);
  });
  return Sorted;
}

std::vector<std::unique_ptr<Output>> makeOutputs(const OutputSettings &S) {
  // Per file, what goes to stdout comes in this order (sites, then the diff, then the text);
  // --depfile comes after the outputs that write the files it names.
  std::vector<std::unique_ptr<Output>> Outputs;
  if (S.ListSites) Outputs.push_back(siteListOutput());
  if (S.Diff) Outputs.push_back(diffOutput());
  if (S.Fix) Outputs.push_back(fixOutput(S.FixForce));
  if (S.PrintSources || !S.OutputDir.empty() || !S.CopiesDir.empty())
    Outputs.push_back(textOutput(S));
  if (!S.OutputDir.empty()) Outputs.push_back(shadowDatabaseOutput(S));
  if (!S.ExportFixes.empty()) Outputs.push_back(exportFixesOutput(S.ExportFixes));
  if (!S.Depfile.empty()) Outputs.push_back(depfileOutput(S.Depfile));
  if (S.Stats) Outputs.push_back(statsOutput(S.StatsJson));
  if (!S.StatsDir.empty()) Outputs.push_back(statsDirOutput(S.StatsDir, S.StatsRunName));
  return Outputs;
}

}  // namespace overdub
