#include "util.hpp"

#include "ledger.h"
#include "legacy.h"

using testing_util::expect_near;

namespace {

void test_order() {
  shelf::Shelf s = testing_util::sample_shelf();
  EXPECT(s.size() == 3);
  const std::vector<shelf::Item> &items = s.items();
  testing_util::expect_true(items.front().name() == "cocoa", "cocoa first", __LINE__);
  testing_util::expect_true(items.back().name() == "tea", "tea last", __LINE__);
}

void test_values() {
  shelf::Shelf s = testing_util::sample_shelf();
  expect_near(s.total_value(), 12.5, "total value");
  expect_near(shelf::sum_by(s.items(), [](const shelf::Item &i) { return i.price(); }), 7.5,
              "sum of prices");
  shelf::Receipt r = s.receipt();
  expect_near(r.total(), 12.5, "receipt");
  EXPECT(shelf::names_below(s.items(), 2.5).size() == 2);
}

void test_find() {
  shelf::Shelf s = testing_util::sample_shelf();
  std::optional<shelf::Item> tea = s.find("tea");
  testing_util::expect_true(tea.has_value(), "tea found", __LINE__);
  testing_util::expect_true(!s.find("salt").has_value(), "no salt", __LINE__);
  expect_near(tea->restocked(2).value(), 10.0, "restocked tea");
}

void test_legacy_and_ledger() {
  legacy::Totals t = legacy::combine(legacy::Totals("a", 1, 2.0), legacy::Totals("b", 2, 3.0));
  testing_util::expect_true(t.label == "a+b" && t.rows == 3, "combined", __LINE__);
  expect_near(t.sum, 5.0, "combined sum");
  std::shared_ptr<legacy::Table> table = legacy::make_table("t");
  table->add_row("x", 1.0);
  table->add_row("y", 5.0);
  testing_util::expect_true(table->above(2.0)->totals().rows == 1, "above", __LINE__);
  testing_util::expect_true(locked::run_deposits(2, 10) == 32, "deposits", __LINE__);
}

}  // namespace

int main() {
  test_order();
  test_values();
  test_find();
  test_legacy_and_ledger();
  std::printf("%d failures\n", testing_util::failures());
  return testing_util::failures() == 0 ? 0 : 1;
}
