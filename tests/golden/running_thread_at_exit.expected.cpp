#line 1 "running_thread_at_exit.cpp"
#include <overdub/overdub.h>
static unsigned overdub_running_thread_at_exit_f466499f_state[7];
static constexpr ::overdub::Site overdub_running_thread_at_exit_f466499f_sites[] = {
  {"running_thread_at_exit.cpp", "idle", "std::this_thread::sleep_for", 13, 15, 0, overdub_running_thread_at_exit_f466499f_state + 0},
  {"running_thread_at_exit.cpp", "idle", "std::chrono::duration<long>", 13, 43, -1, overdub_running_thread_at_exit_f466499f_state + 1},
  {"running_thread_at_exit.cpp", "worker", "idle", 15, 17, 0, overdub_running_thread_at_exit_f466499f_state + 2},
  {"running_thread_at_exit.cpp", "main", "std::thread::detach", 18, 3, 0, overdub_running_thread_at_exit_f466499f_state + 3},
  {"running_thread_at_exit.cpp", "main", "std::thread", 18, 3, -1, overdub_running_thread_at_exit_f466499f_state + 4},
  {"running_thread_at_exit.cpp", "main", "std::this_thread::sleep_for", 19, 3, 0, overdub_running_thread_at_exit_f466499f_state + 5},
  {"running_thread_at_exit.cpp", "main", "std::chrono::duration<long, std::ratio<1, 1000>>", 19, 31, -1, overdub_running_thread_at_exit_f466499f_state + 6},
};
static const ::overdub::Registration overdub_running_thread_at_exit_f466499f_registration{overdub_running_thread_at_exit_f466499f_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "running_thread_at_exit.cpp"
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

void idle() {  ::overdub::Span{overdub_running_thread_at_exit_f466499f_sites+0}.v((std::this_thread::sleep_for( ::overdub::Span{overdub_running_thread_at_exit_f466499f_sites+1}.ref(std::chrono::seconds(10))), ::overdub::unit{})); }

void worker() {  ::overdub::Span{overdub_running_thread_at_exit_f466499f_sites+2}.v((idle(), ::overdub::unit{})); }

int main() {
   ::overdub::Span{overdub_running_thread_at_exit_f466499f_sites+3}.v(( ::overdub::Span{overdub_running_thread_at_exit_f466499f_sites+4}.ref(std::thread(worker)).detach(), ::overdub::unit{}));
   ::overdub::Span{overdub_running_thread_at_exit_f466499f_sites+5}.v((std::this_thread::sleep_for( ::overdub::Span{overdub_running_thread_at_exit_f466499f_sites+6}.ref(std::chrono::milliseconds(50))), ::overdub::unit{}));
  return 0;
}
