// A detached thread still inside its calls when the process exits: those calls are in progress
// at exit, which the trace says, rather than lost.
// FLAGS: -std=c++17 -pthread
// CALLS: 1 std::thread::detach
// CALLS: 1 idle
// CALLS: 2 std::this_thread::sleep_for
// CALLS: 1 std::chrono::duration<long, std::ratio<1, 1000>>
// CALLS: 1 std::chrono::duration<long>
// CALLS: 1 std::thread
#include <chrono>
#include <thread>

void idle() { std::this_thread::sleep_for(std::chrono::seconds(10)); }

void worker() { idle(); }

int main() {
  std::thread(worker).detach();
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  return 0;
}
