#include "Untimed.h"

#include <fmt/format.h>

namespace overdub {

std::vector<std::string> untimedNotes(const Profile &P, const NameFormat &Name) {
  std::vector<std::string> Notes;
  for (const SiteStats &S : P.Untimed)
    Notes.push_back(fmt::format(
        "throttled: {} ({}:{}:{}): {} calls timed, then {} counted, not timed; its times are "
        "incomplete",
        Name(S.Site ? S.Site->Callee : "<unknown>"), Name(S.Site ? S.Site->File : "?"),
        S.Site ? S.Site->Line : 0, S.Site ? S.Site->Column : 0, S.timed(), S.CountedOnly));
  return Notes;
}

std::string frameName(const std::string &Callee, bool Incomplete) {
  return Incomplete ? Callee + " [throttled]" : Callee;
}

}  // namespace overdub
