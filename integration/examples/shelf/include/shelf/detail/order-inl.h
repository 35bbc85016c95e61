// How a shelf keeps its items: sorted by name, looked up by binary search.
#ifndef SHELF_DETAIL_ORDER_INL_H
#define SHELF_DETAIL_ORDER_INL_H

#include <algorithm>
#include <string>
#include <vector>

#include "../item.hpp"

namespace shelf {
namespace detail {

inline bool by_name(const Item &a, const Item &b) { return a.name() < b.name(); }

inline std::vector<Item>::const_iterator position(const std::vector<Item> &items,
                                                const std::string &name) {
  return std::lower_bound(items.begin(), items.end(), name,
                          [](const Item &item, const std::string &key) { return item.name() < key; });
}

inline void insert_sorted(std::vector<Item> &items, Item item) {
  auto at = position(items, item.name());
  items.insert(at, std::move(item));
}

}  // namespace detail
}  // namespace shelf

#endif
