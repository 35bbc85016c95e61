#include "legacy.h"

#include <cstdio>
#include <sstream>

namespace legacy {

void Table::add_row(const std::string &name, double value) {
  rows_.push_back(std::make_pair(name, value));
}

Totals Table::totals() const {
  double sum = 0;
  for (std::size_t i = 0; i < rows_.size(); ++i) sum += rows_[i].second;
  return Totals(title_, static_cast<long>(rows_.size()), sum);
}

std::shared_ptr<Table> Table::above(double threshold) const {
  std::shared_ptr<Table> kept = make_table(title_ + " above " + format_value(threshold));
  for (std::size_t i = 0; i < rows_.size(); ++i)
    if (rows_[i].second > threshold) kept->add_row(rows_[i].first, rows_[i].second);
  return kept;
}

std::string Table::render() const {
  std::ostringstream out;
  out << title_ << '\n';
  for (std::size_t i = 0; i < rows_.size(); ++i)
    out << "  " << rows_[i].first << ": " << format_value(rows_[i].second) << '\n';
  Totals t = totals();
  out << "  (" << t.rows << " rows, " << format_value(t.sum) << ")\n";
  return out.str();
}

std::shared_ptr<Table> make_table(const std::string &title) {
  std::shared_ptr<Table> table = std::make_shared<Table>(title);
  return table;
}

Totals combine(const Totals &a, const Totals &b) {
  return Totals(a.label + "+" + b.label, a.rows + b.rows, a.sum + b.sum);
}

std::string format_value(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  return std::string(text);
}

}  // namespace legacy
