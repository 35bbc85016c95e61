#include "ledger.h"

#include <algorithm>
#include <thread>

namespace locked {

void Ledger::deposit(long amount) {
  Guard guard(mutex_);
  add_locked(amount);
}

long Ledger::balance() const {
  Guard guard(mutex_);
  return sum_locked();
}

long Ledger::largest() const {
  mutex_.lock();
  long most = history_.empty() ? 0 : *std::max_element(history_.begin(), history_.end());
  mutex_.unlock();
  return most;
}

void Ledger::add_locked(long amount) {
  total_ += amount;
  history_.push_back(amount);
}

long Ledger::sum_locked() const { return total_; }

long run_deposits(int threads, int deposits_per_thread) {
  Ledger ledger;
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t)
    workers.emplace_back([&ledger, t, deposits_per_thread] {
      for (int i = 0; i < deposits_per_thread; ++i) ledger.deposit(t + 1);
    });
  for (std::thread &worker : workers) worker.join();
  return ledger.balance() + ledger.largest();
}

}  // namespace locked
