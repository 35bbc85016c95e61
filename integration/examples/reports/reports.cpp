// The program the report tests trace (integration/test_reports_example.py): named threads, a
// recursion, an exception, a call in another's arguments, a site that throttling turns to
// counting, and one slow function.
#include <pthread.h>

#include <cstdio>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

double slow_pi(int terms) {  // the slow site: the Leibniz series
  double sum = 0;
  for (int k = 0; k < terms; ++k) sum += (k % 2 ? -4.0 : 4.0) / (2.0 * k + 1);
  return sum;
}

long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int inc(int x) { return x + 1; }
int twice(int x) { return 2 * x; }

int tiny(int x) { return x ^ 1; }  // called often and briefly: throttled

void thrower(int x) {
  if (x > 0) throw std::runtime_error("thrown on purpose");
}

void work(int id, double &out) {
  std::string name = "worker-" + std::to_string(id);
  pthread_setname_np(pthread_self(), name.c_str());
  out = slow_pi(8000000 + 2000000 * id);
}

int main() {
  std::vector<double> results(2);
  std::vector<std::thread> threads;
  for (int id = 0; id < 2; ++id) threads.emplace_back(work, id, std::ref(results[id]));
  long f = fib(15);
  int g = twice(inc(20));
  long t = 0;
  for (int i = 0; i < 200000; ++i) t += tiny(i);
  int caught = 0;
  try {
    thrower(1);
  } catch (const std::exception &) {
    caught = 1;
  }
  for (std::thread &th : threads) th.join();
  std::printf("%ld %d %ld %d %.6f %.6f\n", f, g, t, caught, results[0], results[1]);
  return 0;
}
