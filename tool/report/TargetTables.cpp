#include "TargetTables.h"

#include "Escape.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace overdub {
namespace {

// Sites and targets listed by the default table's summary; the others are counted.
constexpr size_t kSplitSites = 10, kSplitTargets = 3;

double share(uint64_t Calls, uint64_t Of) {
  return Of ? 100.0 * static_cast<double>(Calls) / static_cast<double>(Of) : 0.0;
}

// A share for the summary line: whole percents, "<1%" for a few calls among many.
std::string shortShare(uint64_t Calls, uint64_t Of) {
  double S = share(Calls, Of);
  return S > 0 && S < 0.5 ? std::string("<1%") : fmt::format("{:.0f}%", S);
}

std::string callerOf(const SiteStats &S) { return S.Site ? S.Site->Caller : "?"; }
std::string calleeOf(const SiteStats &S) { return S.Site ? S.Site->Callee : "<unknown>"; }

}  // namespace

std::vector<TargetSiteRows> targetRows(const Profile &P, const TargetNameFn &Name) {
  std::vector<TargetSiteRows> Out;
  std::map<std::tuple<std::string, std::string, std::string>, size_t> ByPlace;
  std::vector<std::map<std::string, CallFigures>> Targets;  // per row, by name
  for (const SiteStats &S : P.TargetSites) {
    auto [It, New] = ByPlace.try_emplace({siteName(S), callerOf(S), calleeOf(S)}, Out.size());
    if (New) {
      Out.emplace_back();
      Out.back().Site = &S;
      Targets.emplace_back();
    }
    TargetSiteRows &Row = Out[It->second];
    Row.Figures.merge(S);
    for (const auto &[Number, Figures] : S.ByTarget) {
      // Numbers are per trace: a name stands for the same function in every process.
      std::string Target = S.Source ? Name(*S.Source, S.SiteId, Number) : "<unknown target>";
      Targets[It->second][Target].merge(Figures);
      Row.TargetCalls += Figures.Calls;
    }
  }
  for (size_t I = 0; I < Out.size(); ++I) {
    for (auto &[Target, Figures] : Targets[I]) Out[I].Targets.push_back({Target, Figures});
    std::stable_sort(Out[I].Targets.begin(), Out[I].Targets.end(),
                     [](const TargetRow &A, const TargetRow &B) {
                       return A.Figures.Calls > B.Figures.Calls;
                     });
  }
  return Out;
}

void printTargetTable(std::FILE *Out, const Profile &P, const TargetNameFn &Name) {
  std::vector<TargetSiteRows> Sites = targetRows(P, Name);
  if (Sites.empty()) {
    fmt::print(Out, "\nno call targets: the traces record none (only virtual calls' sites, in "
                    "trace and ring mode, record them)\n");
    return;
  }
  fmt::print(Out, "\n{:>10}  {:>6}  {:>12}  {:>10}  {}\n", "calls", "share", "inclusive", "mean",
             "site: caller -> callee, then its targets");
  auto Mean = [](const CallFigures &F) {
    return F.timed() ? formatDuration(F.averageNs()) : std::string("-");
  };
  for (const TargetSiteRows &Site : Sites) {
    fmt::print(Out, "{:>10}  {:>5.1f}%  {:>12}  {:>10}  {}: {} -> {}\n", Site.Figures.Calls,
               share(Site.TargetCalls, Site.TargetCalls), formatDuration(Site.Figures.InclusiveNs),
               Mean(Site.Figures), printable(siteName(*Site.Site)),
               printable(callerOf(*Site.Site)), printable(calleeOf(*Site.Site)));
    for (const TargetRow &T : Site.Targets)
      fmt::print(Out, "{:>10}  {:>5.1f}%  {:>12}  {:>10}      -> {}\n", T.Figures.Calls,
                 share(T.Figures.Calls, Site.TargetCalls), formatDuration(T.Figures.InclusiveNs),
                 Mean(T.Figures), printable(T.Name));
  }
}

void printTargetCsv(std::FILE *Out, const Profile &P, const TargetNameFn &Name,
                    const CsvThread &Thread) {
  if (Thread.Header)
    fmt::print(Out, "site,caller,callee,target,calls,share_percent,inclusive_ns,mean_ns,"
                    "untimed_calls{}\n",
               Thread.Label ? ",thread" : "");
  std::string Last = Thread.Label ? "," + csvField(*Thread.Label) : "";
  for (const TargetSiteRows &Site : targetRows(P, Name)) {
    std::string Place = fmt::format("{},{},{}", csvField(siteName(*Site.Site)),
                                    csvField(callerOf(*Site.Site)), csvField(calleeOf(*Site.Site)));
    for (const TargetRow &T : Site.Targets)
      fmt::print(Out, "{},{},{},{:.2f},{:.0f},{},{}{}\n", Place, csvField(T.Name), T.Figures.Calls,
                 share(T.Figures.Calls, Site.TargetCalls), std::round(T.Figures.InclusiveNs),
                 T.Figures.timed() ? fmt::format("{:.0f}", std::round(T.Figures.averageNs())) : "",
                 T.Figures.CountedOnly, Last);
  }
}

void printTargetSplits(std::FILE *Out, const Profile &P, const TargetNameFn &Name) {
  std::vector<TargetSiteRows> Sites = targetRows(P, Name);
  if (Sites.empty()) return;
  fmt::print(Out, "\ncall targets of virtual calls (--by-target: their times):\n");
  for (size_t I = 0; I < Sites.size() && I < kSplitSites; ++I) {
    const TargetSiteRows &Site = Sites[I];
    std::string Split;
    uint64_t Rest = 0;
    for (size_t K = 0; K < Site.Targets.size(); ++K) {
      const TargetRow &T = Site.Targets[K];
      if (K >= kSplitTargets && Site.Targets.size() > kSplitTargets + 1) {
        Rest += T.Figures.Calls;
        continue;
      }
      Split += fmt::format("{}{} {}", Split.empty() ? "" : ", ", printable(T.Name),
                           shortShare(T.Figures.Calls, Site.TargetCalls));
    }
    if (Site.Targets.size() > kSplitTargets + 1)
      Split += fmt::format(", {} others {}", Site.Targets.size() - kSplitTargets,
                           shortShare(Rest, Site.TargetCalls));
    fmt::print(Out, "  {}  {} -> {}\n", printable(siteName(*Site.Site)),
               printable(calleeOf(*Site.Site)), Split);
  }
  if (Sites.size() > kSplitSites)
    fmt::print(Out, "  and {} more sites\n", Sites.size() - kSplitSites);
}

}  // namespace overdub
