// A header-only library: a shelf of items kept in order, and what it is worth.
#ifndef SHELF_SHELF_HPP
#define SHELF_SHELF_HPP

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "detail/order-inl.h"
#include "item.hpp"

namespace shelf {

// A receipt can be neither copied nor moved: it is returned by guaranteed copy elision only.
class Receipt {
 public:
  Receipt(std::string label, double total) : label_(std::move(label)), total_(total) {}
  Receipt(const Receipt &) = delete;
  Receipt &operator=(const Receipt &) = delete;
  const std::string &label() const { return label_; }
  double total() const { return total_; }

 private:
  std::string label_;
  double total_;
};

class Shelf {
 public:
  explicit Shelf(std::string label) : label_(std::move(label)) {}

  void add(Item item) { detail::insert_sorted(items_, std::move(item)); }
  void add(const std::string &name, int count, double price) { add(Item(name, count, price)); }

  std::optional<Item> find(const std::string &name) const {
    auto at = detail::position(items_, name);
    if (at == items_.end() || at->name() != name) return std::nullopt;
    return *at;
  }

  double total_value() const {
    double total = 0;
    for (const Item &item : items_) total += item.value();
    return total;
  }

  std::size_t size() const { return items_.size(); }
  const std::vector<Item> &items() const { return items_; }
  const std::string &label() const { return label_; }

  Receipt receipt() const { return Receipt(label_, total_value()); }

 private:
  std::string label_;
  std::vector<Item> items_;
};

inline std::unique_ptr<Shelf> make_pantry() {
  auto pantry = std::make_unique<Shelf>("pantry");
  pantry->add("rice", 4, 1.25);
  pantry->add("beans", 6, 0.75);
  pantry->add(Item{"oil", 1, 3.5});
  return pantry;
}

}  // namespace shelf

#endif
