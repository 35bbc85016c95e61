#include "PerThread.h"

#include "ThreadSelection.h"

#include <fmt/format.h>

#include <map>
#include <memory>

namespace overdub {

std::vector<ThreadSection> threadSections(const TraceList &Traces) {
  std::map<uint32_t, int> TracesOfPid;
  for (const Trace *T : Traces) ++TracesOfPid[T->Pid];
  std::vector<ThreadSection> Sections;
  for (size_t I = 0; I < Traces.size(); ++I) {
    const Trace *T = Traces[I];
    if (T->Mode == trace::kModeAggregate) continue;
    for (const ThreadTrace &Thread : T->Threads) {
      std::string Label = describeThread(*T, Thread.Tid);
      if (Traces.size() > 1) Label += fmt::format(" of pid {}", T->Pid);
      // Processes in different containers may have the same pid: the trace tells them apart.
      if (TracesOfPid[T->Pid] > 1) Label += fmt::format(" (trace {})", I + 1);
      Sections.push_back({T, Thread.Tid, std::move(Label)});
    }
  }
  return Sections;
}

Profile threadProfile(const ThreadSection &Thread, ProfileOptions Options) {
  // Its own trace only: another trace's aggregate statistics are no thread's.
  Options.SelectThread = [&](const Trace &, const ThreadTrace &Candidate) {
    return Candidate.Tid == Thread.Tid;
  };
  return buildProfile(TraceList{Thread.T}, Options);
}

Profile profileWithThreadRoots(const TraceList &Traces, const ProfileOptions &Options) {
  Profile All = buildProfile(Traces, Options);
  CallTreeNode Root;
  size_t Number = 0;  // keys the roots: two traces may have a thread of the same id and pid
  for (const ThreadSection &Thread : threadSections(Traces)) {
    ++Number;
    Profile One = threadProfile(Thread, Options);
    if (One.Tree.Children.empty()) continue;
    auto Node = std::make_unique<CallTreeNode>(std::move(One.Tree));
    Node->Callee = Thread.Label;
    Node->InclusiveNs = One.TotalNs;  // the thread's busy time: every call of it is inside
    Node->ExclusiveNs = 0;
    Node->Calls = 0;  // a thread, not a call
    Root.Children.emplace(fmt::format("{:012}", Number), std::move(Node));
  }
  All.Tree = std::move(Root);
  return All;
}

}  // namespace overdub
