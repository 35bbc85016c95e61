#include "Diff.h"

#include "Escape.h"
#include "Flamegraph.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>
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

// A site's row: "file:line:col: caller -> callee", as the --by-site table names it.
std::string keyOf(const SiteStats &S) {
  if (!S.Site) return siteName(S);
  return fmt::format("{}: {} -> {}", siteName(S), S.Site->Caller, S.Site->Callee);
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

// The rows, ranked and cut as the options say; `Floor` is the noise floor used.
std::vector<Row> diffRows(const std::vector<Profile> &Before, const std::vector<Profile> &After,
                          const DiffOptions &Options, double &Floor) {
  std::map<std::string, Row> ByKey;
  const std::vector<Profile> *Sides[2] = {&Before, &After};
  for (int Side = 0; Side < 2; ++Side)
    for (size_t Run = 0; Run < Sides[Side]->size(); ++Run)
      addRun(ByKey, (*Sides[Side])[Run], Side, Run, Sides[Side]->size(), Options.BySite);
  Floor = std::max(kMinFloorNs, kFloorShare * std::max(meanTotal(Before), meanTotal(After)));
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
  return Rows;
}

std::string heading(const std::vector<Profile> &Before, const std::vector<Profile> &After,
                    const DiffOptions &Options, double Floor) {
  const bool Spreads = Before.size() > 1 || After.size() > 1;
  return fmt::format("overdub diff: {} run{} before, {} after, per {}; {}; noise: {}{}",
                     Before.size(), Before.size() == 1 ? "" : "s", After.size(),
                     Options.BySite ? "site" : "callee",
                     Options.Sort ? "by the change in the --sort figure"
                                  : "the largest change in exclusive time over the noise first",
                     formatDuration(Floor), Spreads ? " or twice the run-to-run spread" : "");
}

// Each node of `After`'s tree with its matching node of `Before`'s (the same path of callees),
// as the change of its mean inclusive time relative to the larger of the two.
void changes(const CallTreeNode &After, const CallTreeNode *Before, double AfterRuns,
             double BeforeRuns, std::unordered_map<const CallTreeNode *, double> &Out) {
  for (const auto &[Name, Child] : After.Children) {
    const CallTreeNode *Was = nullptr;
    if (Before)
      if (auto It = Before->Children.find(Name); It != Before->Children.end()) Was = It->second.get();
    double A = Child->InclusiveNs / AfterRuns, B = Was ? Was->InclusiveNs / BeforeRuns : 0;
    Out[Child.get()] = std::max(A, B) > 0 ? (A - B) / std::max(A, B) : 0;
    changes(*Child, Was, AfterRuns, BeforeRuns, Out);
  }
}

}  // namespace

void printDiff(std::FILE *Out, const std::vector<Profile> &Before, const std::vector<Profile> &After,
               const DiffOptions &Options) {
  double Floor = 0;
  std::vector<Row> Rows = diffRows(Before, After, Options, Floor);
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
  fmt::print(Out, "{}\n", heading(Before, After, Options, Floor));
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

void printDiffHtml(std::FILE *Out, const DiffSide &Before, const DiffSide &After,
                   const DiffOptions &Options) {
  double Floor = 0;
  std::vector<Row> Rows = diffRows(Before.Runs, After.Runs, Options, Floor);
  std::unordered_map<const CallTreeNode *, double> Change;
  changes(After.Merged.Tree, &Before.Merged.Tree, static_cast<double>(After.Runs.size()),
          static_cast<double>(Before.Runs.size()), Change);
  // Red grew, blue shrank, by how much of the larger of its two times; grey: about the same.
  FrameColour Colour = [&](const CallTreeNode &Node) {
    double C = Change.count(&Node) ? Change[&Node] : 0;
    int Strength = static_cast<int>(std::lround(std::min(1.0, std::fabs(C)) * 150));
    if (std::fabs(C) < 0.05) return std::string("rgb(215,215,215)");
    return C > 0 ? fmt::format("rgb(255,{},{})", 205 - Strength, 205 - Strength)
                 : fmt::format("rgb({},{},255)", 205 - Strength, 205 - Strength);
  };
  const char *What = Options.BySite ? "site" : "callee";
  fmt::print(Out, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                  "<title>overdub diff</title>\n<style>\n"
                  "body {{ font-family: Verdana, sans-serif; margin: 2em; color: #222; }}\n"
                  "table {{ border-collapse: collapse; }}\n"
                  "th, td {{ padding: 2px 10px; border-bottom: 1px solid #ddd; }}\n"
                  "td.n {{ text-align: right; font-variant-numeric: tabular-nums; }}\n"
                  "th {{ text-align: right; }} th.l, td.l {{ text-align: left; }}\n"
                  "tr.noise td {{ color: #888; }}\n"
                  "svg text {{ pointer-events: none; }}\n"
                  "</style></head><body>\n<h1>overdub diff</h1>\n<p id=\"summary\">{}</p>\n",
             xmlText(heading(Before.Runs, After.Runs, Options, Floor)));
  fmt::print(Out, "<h2>Differential flame graph</h2>\n<p>The call tree after, each frame as wide "
                  "as its time after; red: its time grew, blue: it shrank (the deeper the colour, "
                  "the larger the change against the larger of its two times), grey: within 5%."
                  "</p>\n<div id=\"flamegraph\">\n{}</div>\n",
             flameGraphSvg(After.Traces, After.Merged, Colour, "overdub differential flame graph"));
  fmt::print(Out, "<h2>Changes</h2>\n<table id=\"diff\"><tr><th>calls before</th><th>calls after"
                  "</th><th>exclusive before</th><th>exclusive after</th><th>change</th>"
                  "<th>change %</th><th>inclusive before</th><th>inclusive after</th><th>score</th>"
                  "<th class=\"l\">{}</th></tr>\n",
             What);
  for (const Row &R : Rows)
    fmt::print(Out, "<tr{}><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>"
                    "<td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>"
                    "<td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{:.1f}</td>"
                    "<td class=\"l\">{}</td></tr>\n",
               R.Score < 1 ? " class=\"noise\"" : "", calls(R.Calls[0].Mean),
               calls(R.Calls[1].Mean), formatDuration(R.Exclusive[0].Mean),
               formatDuration(R.Exclusive[1].Mean), signedDuration(R.Change),
               percent(R.Exclusive[0].Mean, R.Exclusive[1].Mean),
               formatDuration(R.Inclusive[0].Mean), formatDuration(R.Inclusive[1].Mean), R.Score,
               xmlText(R.Key));
  fmt::print(Out, "</table>\n</body></html>\n");
}

}  // namespace overdub
