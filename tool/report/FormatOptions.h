// The report formats, and which of overdub-report's options each one uses: an option given to a
// format that does not use it is named in a warning, never silently ignored.
#ifndef OVERDUB_REPORT_FORMATOPTIONS_H
#define OVERDUB_REPORT_FORMATOPTIONS_H

#include <functional>
#include <string>
#include <vector>

namespace overdub {

enum class Format {
  Table, Csv, Events, Tree, Folded, Chrome, Perfetto, Svg, Html, Annotate, Remarks
};

// The name --format takes ("table").
const char *formatName(Format F);

// One warning per option given (`Given(name)`, the name without dashes) that `F` does not use,
// saying which formats use it: "--min-percent does not apply to --format=table (only to tree)".
std::vector<std::string> ignoredOptions(Format F, const std::function<bool(const char *)> &Given);

// Whether `F` uses the option (named without dashes); true for options every format uses.
bool usesOption(Format F, const char *Option);

// Whether --sort and --top order and cut what `F` prints (its rows).
bool ordersRows(Format F);

// Whether `F` names a virtual call by its target (ProfileOptions::TargetName): the formats that
// show call paths or timelines (tree, folded, chrome, perfetto, svg, html) in their frames, the
// event log in its stops.
bool namesCallsByTarget(Format F);

}  // namespace overdub

#endif  // OVERDUB_REPORT_FORMATOPTIONS_H
