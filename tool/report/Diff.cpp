#include "Diff.h"

#include "Escape.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

namespace overdub {
namespace {

constexpr double kFloorShare = 0.01;  // of the traced time: changes below it are noise
constexpr double kMinFloorNs = 1000;

// One figure over a side's runs: its mean and the variance of that mean.
struct Spread {
  double Mean = 0, MeanVariance = 0;
};

Spread spread(const std::vector<double> &Runs) {
  Spread S;
  if (Runs.empty()) return S;
  double N = static_cast<double>(Runs.size());
  for (double V : Runs) S.Mean += V / N;
  if (Runs.size() > 1) {
    double Squares = 0;
    for (double V : Runs) Squares += (V - S.Mean) * (V - S.Mean);
    S.MeanVariance = Squares / (N - 1) / N;
  }
  return S;
}

// A row's figures per run on one side (0 in a run without it).
struct SideRuns {
  std::vector<double> Calls, Inclusive, Exclusive, Average, Max;
  void resize(size_t N) {
    for (auto *V : {&Calls, &Inclusive, &Exclusive, &Average, &Max}) V->resize(N, 0);
  }
};

struct Row {
  std::string Key;
  SideRuns Runs[2];
  Spread Calls[2], Inclusive[2], Exclusive[2], Average[2], Max[2];
  double Change = 0, Score = 0;  // in mean exclusive time
};

std::string keyOf(const SiteStats &S) {
  if (!S.Site) return fmt::format("<unknown site {:#x}>", S.SiteId);
  return fmt::format("{}:{}:{}: {} -> {}", S.Site->File, S.Site->Line, S.Site->Column,
                     S.Site->Caller, S.Site->Callee);
}

void addRun(std::map<std::string, Row> &Rows, const Profile &P, int Side, size_t Run,
            size_t Runs, bool BySite) {
  auto Add = [&](const std::string &Key, const CallFigures &F) {
    Row &R = Rows[Key];
    R.Key = Key;
    SideRuns &S = R.Runs[Side];
    S.resize(Runs);
    S.Calls[Run] += static_cast<double>(F.Calls);
    S.Inclusive[Run] += F.InclusiveNs;
    S.Exclusive[Run] += F.ExclusiveNs;
    S.Average[Run] = std::max(S.Average[Run], F.averageNs());
    S.Max[Run] = std::max(S.Max[Run], F.MaxNs);
  };
  if (BySite)
    for (const SiteStats &S : P.BySite) Add(keyOf(S), S);
  else
    for (const CalleeStats &C : P.ByCallee) Add(C.Callee, C);
}

double meanTotal(const std::vector<Profile> &Side) {
  double Sum = 0;
  for (const Profile &P : Side) Sum += P.TotalNs;
  return Side.empty() ? 0 : Sum / static_cast<double>(Side.size());
}

const Spread *figure(const Row &R, SortKey Key) {
  switch (Key) {
  case SortKey::Calls: return R.Calls;
  case SortKey::Inclusive: return R.Inclusive;
  case SortKey::Exclusive: return R.Exclusive;
  case SortKey::Average: return R.Average;
  case SortKey::Max: return R.Max;
  case SortKey::Name: break;
  }
  return nullptr;
}

std::string signedDuration(double Ns) {
  return (Ns < 0 ? "-" : "+") + formatDuration(std::fabs(Ns));
}

std::string percent(double Before, double After) {
  if (Before > 0) return fmt::format("{:+.1f}%", 100.0 * (After - Before) / Before);
  return After > 0 ? "new" : "";
}

std::string calls(double Mean) {
  return Mean == std::floor(Mean) ? fmt::format("{:.0f}", Mean) : fmt::format("{:.1f}", Mean);
}

}  // namespace

void printDiff(std::FILE *Out, const std::vector<Profile> &Before, const std::vector<Profile> &After,
               const DiffOptions &Options) {
  std::map<std::string, Row> ByKey;
  const std::vector<Profile> *Sides[2] = {&Before, &After};
  for (int Side = 0; Side < 2; ++Side)
    for (size_t Run = 0; Run < Sides[Side]->size(); ++Run)
      addRun(ByKey, (*Sides[Side])[Run], Side, Run, Sides[Side]->size(), Options.BySite);
  const double Floor =
      std::max(kMinFloorNs, kFloorShare * std::max(meanTotal(Before), meanTotal(After)));
  const bool Spreads = Before.size() > 1 || After.size() > 1;
  std::vector<Row> Rows;
  for (auto &[Key, R] : ByKey) {
    for (int Side = 0; Side < 2; ++Side) {
      R.Runs[Side].resize(Sides[Side]->size());
      R.Calls[Side] = spread(R.Runs[Side].Calls);
      R.Inclusive[Side] = spread(R.Runs[Side].Inclusive);
      R.Exclusive[Side] = spread(R.Runs[Side].Exclusive);
      R.Average[Side] = spread(R.Runs[Side].Average);
      R.Max[Side] = spread(R.Runs[Side].Max);
    }
    // A side of one run has no spread of its own: take the other side's, per run.
    for (int Side = 0; Side < 2; ++Side)
      if (Sides[Side]->size() == 1 && Sides[1 - Side]->size() > 1)
        R.Exclusive[Side].MeanVariance = R.Exclusive[1 - Side].MeanVariance *
                                         static_cast<double>(Sides[1 - Side]->size());
    R.Change = R.Exclusive[1].Mean - R.Exclusive[0].Mean;
    double Noise = 2 * std::sqrt(R.Exclusive[0].MeanVariance + R.Exclusive[1].MeanVariance);
    R.Score = std::fabs(R.Change) / std::max(Floor, Noise);
    Rows.push_back(std::move(R));
  }
  // The most significant first; with --sort, the largest change in that figure (names: A-Z).
  std::stable_sort(Rows.begin(), Rows.end(), [&](const Row &A, const Row &B) {
    if (!Options.Sort) return A.Score > B.Score;
    if (*Options.Sort == SortKey::Name) return A.Key < B.Key;
    const Spread *FA = figure(A, *Options.Sort), *FB = figure(B, *Options.Sort);
    return std::fabs(FA[1].Mean - FA[0].Mean) > std::fabs(FB[1].Mean - FB[0].Mean);
  });
  if (Options.Top && Rows.size() > Options.Top) Rows.resize(Options.Top);
  const char *What = Options.BySite ? "site" : "callee";
  if (Options.Csv) {
    fmt::print(Out, "{},calls_before,calls_after,inclusive_ns_before,inclusive_ns_after,"
                    "exclusive_ns_before,exclusive_ns_after,exclusive_change_ns,score\n", What);
    for (const Row &R : Rows)
      fmt::print(Out, "{},{},{},{:.0f},{:.0f},{:.0f},{:.0f},{:.0f},{:.2f}\n", csvField(R.Key),
                 calls(R.Calls[0].Mean), calls(R.Calls[1].Mean), R.Inclusive[0].Mean,
                 R.Inclusive[1].Mean, R.Exclusive[0].Mean, R.Exclusive[1].Mean, R.Change, R.Score);
    return;
  }
  fmt::print(Out, "overdub diff: {} run{} before, {} after, per {}; {}; noise: {}{}\n",
             Before.size(), Before.size() == 1 ? "" : "s", After.size(), What,
             Options.Sort ? "by the change in the --sort figure"
                          : "the largest change in exclusive time over the noise first",
             formatDuration(Floor), Spreads ? " or twice the run-to-run spread" : "");
  fmt::print(Out, "{:>9}  {:>9}  {:>12}  {:>12}  {:>12}  {:>8}  {:>12}  {:>12}  {:>6}  {}\n",
             "calls", "calls", "exclusive", "exclusive", "change", "change", "inclusive",
             "inclusive", "score", What);
  fmt::print(Out, "{:>9}  {:>9}  {:>12}  {:>12}\n", "before", "after", "before", "after");
  bool NoiseShown = false;
  for (const Row &R : Rows) {
    if (!Options.Sort && R.Score < 1 && !NoiseShown) {
      fmt::print(Out, "-- within noise --\n");
      NoiseShown = true;
    }
    fmt::print(Out, "{:>9}  {:>9}  {:>12}  {:>12}  {:>12}  {:>8}  {:>12}  {:>12}  {:>6.1f}  {}\n",
               calls(R.Calls[0].Mean), calls(R.Calls[1].Mean), formatDuration(R.Exclusive[0].Mean),
               formatDuration(R.Exclusive[1].Mean), signedDuration(R.Change),
               percent(R.Exclusive[0].Mean, R.Exclusive[1].Mean),
               formatDuration(R.Inclusive[0].Mean), formatDuration(R.Inclusive[1].Mean), R.Score,
               printable(R.Key));
  }
}

}  // namespace overdub
