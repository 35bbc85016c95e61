// An item on a shelf: a name, a count and a unit price.
#ifndef SHELF_ITEM_HPP
#define SHELF_ITEM_HPP

#include <string>
#include <utility>

namespace shelf {

class Item {
 public:
  Item(std::string name, int count, double price)
      : name_(std::move(name)), count_(count), price_(price) {}

  const std::string &name() const { return name_; }
  int count() const { return count_; }
  double price() const { return price_; }
  double value() const { return scaled(price_, count_); }
  Item restocked(int more) const { return Item(name_, count_ + more, price_); }

  static double scaled(double price, int count) { return price * static_cast<double>(count); }

 private:
  std::string name_;
  int count_;
  double price_;
};

}  // namespace shelf

#endif
