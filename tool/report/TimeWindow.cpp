#include "TimeWindow.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <utility>

namespace overdub {

bool parseTime(std::string_view Text, double &Ns, std::string &Error) {
  static constexpr std::pair<std::string_view, double> kUnits[] = {
      {"ns", 1}, {"us", 1e3}, {"ms", 1e6}, {"s", 1e9}};
  const std::string Whole(Text);
  Error = "'" + Whole + "' is not a time: a number and a unit (s, ms, us or ns), as 1.5ms";
  while (!Text.empty() && Text.back() == ' ') Text.remove_suffix(1);
  double Scale = 0;
  for (auto [Unit, Factor] : kUnits)
    if (Text.size() > Unit.size() && Text.substr(Text.size() - Unit.size()) == Unit) {
      Text.remove_suffix(Unit.size());
      Scale = Factor;
      break;  // "ms" before "s"
    }
  while (!Text.empty() && Text.back() == ' ') Text.remove_suffix(1);
  if (!Scale || Text.empty()) return false;
  const std::string Number(Text);
  char *End = nullptr;
  errno = 0;
  double Value = std::strtod(Number.c_str(), &End);
  if (End != Number.c_str() + Number.size() || errno || !std::isfinite(Value) || Value < 0 ||
      Number.find_first_not_of("0123456789.eE+-") != std::string::npos)
    return false;
  // Whole nanoseconds, as the trace's times: 4.1ms is 4100000, not 4099999.9999999995.
  const double Rounded = std::round(Value * Scale);
  if (!(Rounded < 1e18)) return false;  // beyond any trace (and infinity)
  Ns = Rounded;
  Error.clear();
  return true;
}

}  // namespace overdub
