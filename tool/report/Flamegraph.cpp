#include "Flamegraph.h"

#include "Escape.h"
#include "Formats.h"
#include "Untimed.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace overdub {
namespace {

constexpr double kWidth = 1200, kRowHeight = 17, kMargin = 10, kTitleHeight = 36;
constexpr double kMinBoxWidth = 0.3;  // narrower boxes are left out

// Warm colours, stable per name.
std::string colourOf(const std::string &Name) {
  uint32_t Hash = 2166136261u;
  for (unsigned char C : Name) Hash = (Hash ^ C) * 16777619u;
  int R = 205 + static_cast<int>(Hash % 50), G = 80 + static_cast<int>((Hash >> 8) % 130),
      B = 30 + static_cast<int>((Hash >> 16) % 50);
  return fmt::format("rgb({},{},{})", R, G, B);
}

unsigned depthOf(const CallTreeNode &Node) {
  unsigned Deepest = 0;
  for (const auto &Entry : Node.Children) Deepest = std::max(Deepest, 1 + depthOf(*Entry.second));
  return Deepest;
}

struct Layout {
  std::string Svg;
  double Total;
  double Bottom;  // y of the lowest row
};

// The boxes of `Node`'s children from `X`, within `Right` (a child is never wider than its parent:
// compensation may leave a call shorter than a call inside it).
void boxes(Layout &L, const CallTreeNode &Node, double X, double Right, unsigned Depth) {
  double Scale = (kWidth - 2 * kMargin) / L.Total;
  std::vector<const CallTreeNode *> Children;
  for (const auto &Entry : Node.Children) Children.push_back(Entry.second.get());
  std::stable_sort(Children.begin(), Children.end(),
                   [](const auto *A, const auto *B) { return A->Callee < B->Callee; });
  for (const CallTreeNode *Child : Children) {
    double W = std::min(Child->InclusiveNs * Scale, Right - X);
    if (W >= kMinBoxWidth) {
      double Y = L.Bottom - Depth * kRowHeight;
      std::string Title = fmt::format("{}: {} calls, {} inclusive ({:.2f}%), {} exclusive",
                                      Child->Callee, Child->Calls, formatDuration(Child->InclusiveNs),
                                      100.0 * Child->InclusiveNs / L.Total,
                                      formatDuration(Child->ExclusiveNs));
      L.Svg += fmt::format("<g><title>{}</title><rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" "
                           "height=\"{:.0f}\" rx=\"2\" fill=\"{}\"/>",
                           xmlText(Title), X, Y, W, kRowHeight - 1, colourOf(Child->Callee));
      // Names that fit in the box (about 7 px a character).
      size_t Fits = static_cast<size_t>(std::max(0.0, (W - 6) / 7));
      if (Fits >= 3) {
        std::string Label = Child->Callee.size() <= Fits
                                ? Child->Callee
                                : Child->Callee.substr(0, Fits - 2) + "..";
        L.Svg += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\">{}</text>", X + 3,
                             Y + kRowHeight - 5, xmlText(Label));
      }
      L.Svg += "</g>\n";
      boxes(L, *Child, X, X + W, Depth + 1);
    }
    X += W;
  }
}

}  // namespace

std::string flameGraphSvg(const TraceList &Traces, const Profile &P) {
  Layout L;
  L.Total = P.TotalNs;  // the time traced: every node's inclusive time is within it
  unsigned Rows = std::max(1u, depthOf(P.Tree));
  double Height = kTitleHeight + Rows * kRowHeight + 2 * kMargin;
  L.Bottom = Height - kMargin - kRowHeight;
  std::string Title = fmt::format("overdub flame graph: {}, {} calls, {}",
                                  describeProcesses(Traces), P.Calls, formatDuration(L.Total));
  if (!P.Untimed.empty())  // throttled sites (Untimed.h)
    Title += fmt::format("; {} throttled site{}: times incomplete", P.Untimed.size(),
                         P.Untimed.size() == 1 ? "" : "s");
  std::string Out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.0f}\" height=\"{:.0f}\" "
      "viewBox=\"0 0 {:.0f} {:.0f}\" font-family=\"Verdana, sans-serif\" font-size=\"12\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"#fbf8f0\"/>\n"
      "<text x=\"{:.0f}\" y=\"24\" font-size=\"16\">{}</text>\n",
      kWidth, Height, kWidth, Height, kMargin, xmlText(Title));
  if (L.Total > 0) {
    boxes(L, P.Tree, kMargin, kWidth - kMargin, 0);
    Out += L.Svg;
  } else {
    Out += fmt::format("<text x=\"{:.0f}\" y=\"{:.0f}\">no timed calls</text>\n", kMargin,
                       L.Bottom + 12);
  }
  return Out + "</svg>\n";
}

void printSvg(std::FILE *Out, const TraceList &Traces, const Profile &P) {
  fmt::print(Out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}", flameGraphSvg(Traces, P));
}

void printHtml(std::FILE *Out, const TraceList &Traces, const Profile &P) {
  fmt::print(Out, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                  "<title>overdub profile, {}</title>\n<style>\n"
                  "body {{ font-family: Verdana, sans-serif; margin: 2em; color: #222; }}\n"
                  "table {{ border-collapse: collapse; }}\n"
                  "th, td {{ padding: 2px 10px; border-bottom: 1px solid #ddd; }}\n"
                  "td.n {{ text-align: right; font-variant-numeric: tabular-nums; }}\n"
                  "th {{ text-align: right; }} th.l, td.l {{ text-align: left; }}\n"
                  "svg text {{ pointer-events: none; }}\n"
                  "</style></head><body>\n",
             xmlText(describeProcesses(Traces)));
  fmt::print(Out, "<h1>overdub profile</h1>\n<p id=\"summary\">{}, {} thread{}, {} calls",
             xmlText(describeProcesses(Traces)), P.Threads, P.Threads == 1 ? "" : "s", P.Calls);
  if (std::string Problems = describeAnomalies(P.Problems); !Problems.empty())
    fmt::print(Out, "; note: {}", xmlText(Problems));
  for (const Trace *T : Traces)
    if (!T->Problem.empty()) fmt::print(Out, "; pid {}: {}", T->Pid, xmlText(T->Problem));
  fmt::print(Out, "</p>\n<p id=\"compensation\">{}</p>\n", xmlText(describeCompensation(Traces, P)));
  for (const std::string &Note : untimedNotes(P, [](const std::string &S) { return S; }))
    fmt::print(Out, "<p class=\"throttled\">{}</p>\n", xmlText(Note));
  fmt::print(Out, "<h2>Flame graph</h2>\n<div id=\"flamegraph\">\n{}</div>\n",
             flameGraphSvg(Traces, P));
  fmt::print(Out, "<h2>Profile</h2>\n<table id=\"profile\"><tr><th>calls</th><th>inclusive</th>"
                  "<th>exclusive</th><th>p50</th><th>p90</th><th>p99</th><th class=\"l\">callee</th>"
                  "</tr>\n");
  for (const CalleeStats &C : P.ByCallee) {
    auto Percentile = [&](double Pc) {
      return C.Outermost.count() ? formatDuration(C.Outermost.percentile(Pc)) : std::string("-");
    };
    fmt::print(Out, "<tr><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>"
                    "<td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>"
                    "<td class=\"l\">{}</td></tr>\n",
               C.Calls, formatDuration(C.InclusiveNs), formatDuration(C.ExclusiveNs),
               Percentile(50), Percentile(90), Percentile(99), xmlText(C.Callee));
  }
  fmt::print(Out, "</table>\n</body></html>\n");
}

}  // namespace overdub
