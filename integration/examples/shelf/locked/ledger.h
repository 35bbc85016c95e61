// The thread-safe part: a ledger whose state is guarded by a mutex, checked by Clang's
// thread-safety analysis (-Wthread-safety -Werror when built with Clang).
#ifndef LOCKED_LEDGER_H
#define LOCKED_LEDGER_H

#include <mutex>
#include <vector>

#if defined(__clang__)
#define LEDGER_ATTR(x) __attribute__((x))
#else
#define LEDGER_ATTR(x)
#endif
#define LEDGER_CAPABILITY(x) LEDGER_ATTR(capability(x))
#define LEDGER_SCOPED_CAPABILITY LEDGER_ATTR(scoped_lockable)
#define LEDGER_GUARDED_BY(x) LEDGER_ATTR(guarded_by(x))
#define LEDGER_REQUIRES(...) LEDGER_ATTR(requires_capability(__VA_ARGS__))
#define LEDGER_ACQUIRE(...) LEDGER_ATTR(acquire_capability(__VA_ARGS__))
#define LEDGER_RELEASE(...) LEDGER_ATTR(release_capability(__VA_ARGS__))
#define LEDGER_EXCLUDES(...) LEDGER_ATTR(locks_excluded(__VA_ARGS__))

namespace locked {

class LEDGER_CAPABILITY("mutex") Mutex {
 public:
  void lock() LEDGER_ACQUIRE() { mutex_.lock(); }
  void unlock() LEDGER_RELEASE() { mutex_.unlock(); }

 private:
  std::mutex mutex_;
};

class LEDGER_SCOPED_CAPABILITY Guard {
 public:
  explicit Guard(Mutex &mutex) LEDGER_ACQUIRE(mutex) : mutex_(mutex) { mutex_.lock(); }
  ~Guard() LEDGER_RELEASE() { mutex_.unlock(); }
  Guard(const Guard &) = delete;
  Guard &operator=(const Guard &) = delete;

 private:
  Mutex &mutex_;
};

class Ledger {
 public:
  void deposit(long amount) LEDGER_EXCLUDES(mutex_);
  long balance() const LEDGER_EXCLUDES(mutex_);
  long largest() const LEDGER_EXCLUDES(mutex_);

 private:
  void add_locked(long amount) LEDGER_REQUIRES(mutex_);
  long sum_locked() const LEDGER_REQUIRES(mutex_);

  mutable Mutex mutex_;
  long total_ LEDGER_GUARDED_BY(mutex_) = 0;
  std::vector<long> history_ LEDGER_GUARDED_BY(mutex_);
};

// Deposits from several threads; returns the balance.
long run_deposits(int threads, int deposits_per_thread);

}  // namespace locked

#endif
