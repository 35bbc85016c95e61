#include "FormatOptions.h"

#include <fmt/format.h>

#include <algorithm>
#include <string_view>

namespace overdub {
namespace {

using F = Format;

// An option that some formats use; the others ignore it.
struct OptionScope {
  const char *Option;
  std::vector<Format> UsedBy;
  std::vector<Format> PerThreadAlready;  // --per-thread only: formats that are per thread anyway
};

const std::vector<OptionScope> &scopes() {
  static const std::vector<OptionScope> Scopes = {
      {"by-site", {F::Table, F::Csv}, {}},
      {"by-target", {F::Table, F::Csv}, {}},
      {"sort", {F::Table, F::Csv, F::Html}, {}},
      {"top", {F::Table, F::Csv, F::Html}, {}},
      {"min-percent", {F::Tree}, {}},
      {"slowest", {F::Table}, {}},
      {"no-values", {F::Table, F::Events, F::Tree, F::Chrome, F::Perfetto, F::Html}, {}},
      {"chrome-args", {F::Chrome}, {}},
      {"per-thread", {F::Table, F::Csv, F::Tree, F::Folded, F::Svg, F::Html},
       {F::Events, F::Chrome, F::Perfetto}},
      // Events, Chrome and Perfetto show the times as recorded.
      {"no-compensation",
       {F::Table, F::Csv, F::Tree, F::Folded, F::Svg, F::Html, F::Annotate, F::Remarks},
       {}},
      {"source", {F::Annotate}, {}},
      {"source-dir", {F::Annotate}, {}},
  };
  return Scopes;
}

bool contains(const std::vector<Format> &Formats, Format Wanted) {
  return std::find(Formats.begin(), Formats.end(), Wanted) != Formats.end();
}

std::string names(const std::vector<Format> &Formats) {
  std::string Out;
  for (size_t I = 0; I < Formats.size(); ++I)
    Out += fmt::format("{}{}", I == 0 ? "" : I + 1 == Formats.size() ? " and " : ", ",
                       formatName(Formats[I]));
  return Out;
}

}  // namespace

const char *formatName(Format Which) {
  switch (Which) {
  case F::Table: return "table";
  case F::Csv: return "csv";
  case F::Events: return "events";
  case F::Tree: return "tree";
  case F::Folded: return "folded";
  case F::Chrome: return "chrome";
  case F::Perfetto: return "perfetto";
  case F::Svg: return "svg";
  case F::Html: return "html";
  case F::Annotate: return "annotate";
  case F::Remarks: return "remarks";
  }
  return "?";
}

std::vector<std::string> ignoredOptions(Format Which, const std::function<bool(const char *)> &Given) {
  std::vector<std::string> Out;
  for (const OptionScope &S : scopes()) {
    if (!Given(S.Option) || contains(S.UsedBy, Which)) continue;
    if (contains(S.PerThreadAlready, Which))
      Out.push_back(fmt::format("--{} does not apply to --format={}: it is per thread already",
                                S.Option, formatName(Which)));
    else
      Out.push_back(fmt::format("--{} does not apply to --format={} (only to {}): ignored",
                                S.Option, formatName(Which), names(S.UsedBy)));
  }
  return Out;
}

bool usesOption(Format Which, const char *Option) {
  for (const OptionScope &S : scopes())
    if (std::string_view(S.Option) == Option) return contains(S.UsedBy, Which);
  return true;  // an option every format uses
}

bool ordersRows(Format Which) { return Which == F::Table || Which == F::Csv || Which == F::Html; }

bool namesCallsByTarget(Format Which) {
  return contains({F::Tree, F::Folded, F::Chrome, F::Perfetto, F::Svg, F::Html, F::Events}, Which);
}

}  // namespace overdub
