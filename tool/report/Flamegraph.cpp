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
// Children narrower than this (of the 1200-unit layout: 1/3933 of the time traced) are merged
// into one grey "other" box per parent; an "other" narrower still is counted in the title.
constexpr double kMinBoxWidth = 0.3;

// Warm colours, stable per name.
std::string colourOf(const std::string &Name) {
  uint32_t Hash = 2166136261u;
  for (unsigned char C : Name) Hash = (Hash ^ C) * 16777619u;
  int R = 205 + static_cast<int>(Hash % 50), G = 80 + static_cast<int>((Hash >> 8) % 130),
      B = 30 + static_cast<int>((Hash >> 16) % 50);
  return fmt::format("rgb({},{},{})", R, G, B);
}

// The frames of `Node`'s subtree, itself included.
uint64_t frames(const CallTreeNode &Node) {
  uint64_t N = 1;
  for (const auto &Entry : Node.Children) N += frames(*Entry.second);
  return N;
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
  uint64_t Merged = 0;                 // frames drawn inside "other" boxes
  uint64_t Hidden = 0;                 // frames too narrow to draw even merged
  double HiddenNs = 0;
  const FrameColour *Colour = nullptr;  // null: colourOf the callee
};

void drawBox(Layout &L, const std::string &Name, const std::string &Title, const std::string &Fill,
             double X, double Y, double W) {
  L.Svg += fmt::format("<g><title>{}</title><rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" "
                       "height=\"{:.0f}\" rx=\"2\" fill=\"{}\"/>",
                       xmlText(Title), X, Y, W, kRowHeight - 1, Fill);
  // Names that fit in the box (about 7 px a character).
  size_t Fits = static_cast<size_t>(std::max(0.0, (W - 6) / 7));
  if (Fits >= 3) {
    std::string Label = Name.size() <= Fits ? Name : Name.substr(0, Fits - 2) + "..";
    L.Svg += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\">{}</text>", X + 3, Y + kRowHeight - 5,
                         xmlText(Label));
  }
  L.Svg += "</g>\n";
}

// The boxes of `Node`'s children from `X`, within `Right` (a child is never wider than its parent:
// compensation may leave a call shorter than a call inside it).
void boxes(Layout &L, const CallTreeNode &Node, double X, double Right, unsigned Depth) {
  double Scale = (kWidth - 2 * kMargin) / L.Total;
  std::vector<const CallTreeNode *> Children;
  for (const auto &Entry : Node.Children) Children.push_back(Entry.second.get());
  std::stable_sort(Children.begin(), Children.end(),
                   [](const auto *A, const auto *B) { return A->Callee < B->Callee; });
  const double Y = L.Bottom - Depth * kRowHeight;
  uint64_t Narrow = 0, NarrowCalls = 0, NarrowFrames = 0;
  double NarrowNs = 0;
  for (const CallTreeNode *Child : Children) {
    double W = std::min(Child->InclusiveNs * Scale, Right - X);
    if (W < kMinBoxWidth) {  // merged into "other", after the others
      ++Narrow;
      NarrowCalls += Child->Calls;
      NarrowNs += Child->InclusiveNs;
      NarrowFrames += frames(*Child);
      continue;
    }
    drawBox(L, Child->Callee,
            fmt::format("{}{}: {} calls, {} inclusive ({:.2f}%), {} exclusive", Child->Callee,
                        Child->Via.empty() ? "" : " (via " + Child->Via + ")",
                        Child->Calls, formatDuration(Child->InclusiveNs),
                        100.0 * Child->InclusiveNs / L.Total, formatDuration(Child->ExclusiveNs)),
            L.Colour ? (*L.Colour)(*Child) : colourOf(Child->Callee), X, Y, W);
    boxes(L, *Child, X, X + W, Depth + 1);
    X += W;
  }
  if (!Narrow) return;
  double W = std::min(NarrowNs * Scale, Right - X);
  if (W < kMinBoxWidth) {
    L.Hidden += NarrowFrames;
    L.HiddenNs += NarrowNs;
    return;
  }
  L.Merged += NarrowFrames;
  drawBox(L, "other",
          fmt::format("other: {} callee{} each under {:.1f} px wide ({} frames with their "
                      "callees), {} calls, {} inclusive ({:.2f}%)",
                      Narrow, Narrow == 1 ? "" : "s", kMinBoxWidth, NarrowFrames, NarrowCalls,
                      formatDuration(NarrowNs), 100.0 * NarrowNs / L.Total),
          "rgb(190,190,190)", X, Y, W);
}

}  // namespace

std::string flameGraphSvg(const TraceList &Traces, const Profile &P, const FrameColour &Colour,
                          const std::string &Heading) {
  Layout L;
  if (Colour) L.Colour = &Colour;
  L.Total = P.TotalNs;  // the time traced: every node's inclusive time is within it
  unsigned Rows = std::max(1u, depthOf(P.Tree));
  double Height = kTitleHeight + Rows * kRowHeight + 2 * kMargin;
  L.Bottom = Height - kMargin - kRowHeight;
  std::string Title = fmt::format("{}: {}, {} calls, {}",
                                  Heading.empty() ? "overdub flame graph" : Heading,
                                  describeProcesses(Traces), P.Calls, formatDuration(L.Total));
  if (!P.Untimed.empty())  // throttled sites (Untimed.h)
    Title += fmt::format("; {} throttled site{}: times incomplete", P.Untimed.size(),
                         P.Untimed.size() == 1 ? "" : "s");
  if (L.Total > 0) boxes(L, P.Tree, kMargin, kWidth - kMargin, 0);
  if (L.Merged)
    Title += fmt::format("; {} narrow frame{} merged into grey 'other' boxes", L.Merged,
                         L.Merged == 1 ? "" : "s");
  if (L.Hidden)
    Title += fmt::format("; {} frame{} ({}) too narrow to draw", L.Hidden, L.Hidden == 1 ? "" : "s",
                         formatDuration(L.HiddenNs));
  // As wide as the page or window it is shown in (the layout's units scale with it).
  std::string Out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100%\" "
      "viewBox=\"0 0 {:.0f} {:.0f}\" font-family=\"Verdana, sans-serif\" font-size=\"12\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"#fbf8f0\"/>\n"
      "<text x=\"{:.0f}\" y=\"24\" font-size=\"16\">{}</text>\n",
      kWidth, Height, kMargin, xmlText(Title));
  if (L.Total > 0) {
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

}  // namespace overdub
