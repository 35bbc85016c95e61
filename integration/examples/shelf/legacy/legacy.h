// The C++11 part: a table of named values rendered as text (compiled with -std=c++11).
#ifndef LEGACY_LEGACY_H
#define LEGACY_LEGACY_H

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace legacy {

struct Totals {
  Totals(std::string label, long rows, double sum) : label(std::move(label)), rows(rows), sum(sum) {}
  std::string label;
  long rows;
  double sum;
};

class Table {
 public:
  explicit Table(std::string title) : title_(std::move(title)) {}
  void add_row(const std::string &name, double value);
  Totals totals() const;
  std::shared_ptr<Table> above(double threshold) const;
  std::string render() const;

 private:
  std::string title_;
  std::vector<std::pair<std::string, double> > rows_;
};

std::shared_ptr<Table> make_table(const std::string &title);
Totals combine(const Totals &a, const Totals &b);
std::string format_value(double value);

}  // namespace legacy

#endif
