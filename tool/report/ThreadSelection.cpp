#include "ThreadSelection.h"

#include <fmt/format.h>

#include <set>

namespace overdub {

std::string threadName(const Trace &T, uint64_t Tid) {
  auto Named = T.ThreadNames.find(Tid);
  return Named == T.ThreadNames.end() ? std::string() : Named->second;
}

std::string timelineThreadName(const Trace &T, uint64_t Tid) {
  std::string Name = threadName(T, Tid);
  if (!Name.empty()) return Name;
  return Tid == T.Pid ? "main thread" : fmt::format("thread {}", Tid);
}

std::string describeThread(const Trace &T, uint64_t Tid) {
  std::string Name = threadName(T, Tid);
  return Name.empty() ? std::to_string(Tid) : fmt::format("{} ({})", Tid, Name);
}

namespace {

bool selects(const Trace &T, uint64_t Tid, const std::string &Selector) {
  if (Selector == std::to_string(Tid)) return true;
  std::string Name = threadName(T, Tid);
  return !Name.empty() && Name == Selector;
}

}  // namespace

std::string selectThreads(std::vector<Trace> &Traces, const std::vector<std::string> &Selectors,
                          std::vector<std::string> &Warnings) {
  if (Selectors.empty()) return {};
  std::set<std::string> Used;
  std::vector<std::string> Known;
  bool Timelines = false;  // a trace whose threads can be selected
  for (Trace &T : Traces) {
    if (T.Mode == trace::kModeAggregate) {
      Warnings.push_back(fmt::format("pid {}: an aggregate-mode trace merges its threads: --thread "
                                     "does not apply to it",
                                     T.Pid));
      continue;
    }
    Timelines = true;
    if (!T.Throttled.empty())
      Warnings.push_back(fmt::format("pid {}: the calls counted at throttled sites are the whole "
                                     "process's: --thread does not split them",
                                     T.Pid));
    std::vector<ThreadTrace> Kept;
    for (ThreadTrace &Thread : T.Threads) {
      Known.push_back(describeThread(T, Thread.Tid));
      bool Selected = false;
      for (const std::string &S : Selectors)
        if (selects(T, Thread.Tid, S)) {
          Used.insert(S);
          Selected = true;
        }
      if (Selected) Kept.push_back(std::move(Thread));
    }
    T.Threads = std::move(Kept);
  }
  for (const std::string &S : Selectors) {
    if (Used.count(S) || !Timelines) continue;
    std::string List;
    for (const std::string &K : Known) List += (List.empty() ? "" : ", ") + K;
    return fmt::format("--thread={}: no thread of that id or name; the traces have {}", S,
                       List.empty() ? std::string("no timeline threads") : "threads " + List);
  }
  return {};
}

}  // namespace overdub
