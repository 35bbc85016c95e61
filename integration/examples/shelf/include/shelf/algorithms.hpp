// Generic helpers over anything that holds items.
#ifndef SHELF_ALGORITHMS_HPP
#define SHELF_ALGORITHMS_HPP

#include <string>
#include <vector>

#include "item.hpp"

namespace shelf {

template <class Items, class Measure>
double sum_by(const Items &items, Measure measure) {
  double sum = 0;
  for (const auto &item : items) sum += measure(item);
  return sum;
}

template <class Items>
std::vector<std::string> names_below(const Items &items, double price) {
  std::vector<std::string> names;
  for (const auto &item : items)
    if (item.price() < price) names.push_back(item.name());
  return names;
}

inline int total_count(const std::vector<Item> &items) {
  return static_cast<int>(sum_by(items, [](const Item &item) { return item.count(); }));
}

}  // namespace shelf

#endif
