// One program built twice, at -std=c++17 (tally17) and -std=c++20 (tally20): both print the same.
#include <cstdio>
#include <memory>
#include <string>

#include <shelf/algorithms.hpp>
#include <shelf/shelf.hpp>

#include "ledger.h"
#include "legacy.h"

namespace {

std::string describe(const shelf::Item &item) {
  return item.name() + " x" + std::to_string(item.count());
}

legacy::Totals tabulate(const shelf::Shelf &s) {
  std::shared_ptr<legacy::Table> table = legacy::make_table(s.label());
  for (const shelf::Item &item : s.items()) table->add_row(item.name(), item.value());
  std::fputs(table->render().c_str(), stdout);
  std::fputs(table->above(4.0)->render().c_str(), stdout);
  return table->totals();
}

}  // namespace

int main() {
  std::unique_ptr<shelf::Shelf> pantry = shelf::make_pantry();
  shelf::Shelf fridge("fridge");
  fridge.add("milk", 2, 1.1);
  fridge.add(shelf::Item("eggs", 12, 0.3).restocked(6));
  auto *extra = new shelf::Item("butter", 1, 2.4);
  fridge.add(*extra);
  delete extra;

  for (const shelf::Item &item : fridge.items()) std::printf("%s\n", describe(item).c_str());
  if (auto eggs = fridge.find("eggs")) std::printf("eggs: %d\n", eggs->count());
  std::printf("cheap: %zu\n", shelf::names_below(fridge.items(), 1.0).size());
  std::printf("count: %d\n", shelf::total_count(pantry->items()));

  shelf::Receipt receipt = fridge.receipt();
  std::printf("%s: %.2f\n", receipt.label().c_str(), receipt.total());

  legacy::Totals both = legacy::combine(tabulate(*pantry), tabulate(fridge));
  std::printf("%s: %ld rows, %s\n", both.label.c_str(), both.rows,
              legacy::format_value(both.sum).c_str());
  std::printf("ledger: %ld\n", locked::run_deposits(4, 250));
  return 0;
}
