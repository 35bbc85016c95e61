#include "Slowest.h"

#include "Escape.h"
#include "Formats.h"
#include "Values.h"

#include <fmt/format.h>

namespace overdub {

void printSlowest(std::FILE *Out, const Profile &P, size_t N, bool ValuesShown) {
  if (!ValuesShown) {
    fmt::print(Out, "\nslowest calls: values left out (--no-values)\n");
    return;
  }
  if (P.Slowest.empty()) {
    fmt::print(Out, "\nslowest calls: no call captured argument or result values (overdub "
                    "--capture=REGEX records them)\n");
    return;
  }
  fmt::print(Out, "\nslowest calls with their values ({} per site, the slowest first):\n", N);
  fmt::print(Out, "{:>12}  {:>12}  {:>8}  {}\n", "duration", "ended at", "thread", "call");
  // Sites of several processes: each says its process.
  bool Processes = false;
  for (const SlowSite &S : P.Slowest) Processes |= S.Source != P.Slowest.front().Source;
  for (const SlowSite &S : P.Slowest) {
    const std::string Callee = S.Site ? printable(S.Site->Callee) : "<unknown>";
    fmt::print(Out, "{}: {} -> {}{}\n",
               S.Site ? printable(siteLocation(*S.Site))
                      : fmt::format("<unknown site {:#x}>", S.SiteId),
               S.Site ? printable(S.Site->Caller) : "?", Callee,
               Processes && S.Source ? fmt::format(" (pid {})", S.Source->Pid) : "");
    for (const SlowCall &C : S.Calls)
      fmt::print(Out, "{:>12}  {:>12}  {:>8}  {}\n", formatDuration(C.DurationNs),
                 formatDuration(C.EndNs), C.Tid, formatCall(Callee, C.Values));
  }
}

}  // namespace overdub
