#include "JumpRepair.h"

#include <unordered_map>
#include <vector>

namespace overdub {
namespace {
// The open calls looked at below the innermost: a call made from a function that no open call
// names (a callback of uninstrumented code) costs that many comparisons, not the stack's depth.
// A jump over more calls is left to the stop that closes them (docs/report.md).
constexpr size_t kMaxJumpedOver = 256;
}  // namespace

size_t JumpRepair::jumpedOver(const SiteInfo *Site, const OpenFrames &Open) {
  size_t Depth = Open.size();
  // Traces whose sites name no caller (old or synthetic ones) give nothing to judge by.
  if (!Site || Site->Caller.empty() || Depth == 0) return 0;
  const SiteInfo *Top = Open.at(Depth - 1).Site;
  if (!Top) return 0;
  // In the call's own body, or in its argument list: nesting as recorded.
  if (Top->Callee == Site->Caller || (Site->Parent != 0 && Site->Parent == Top->Id)) return 0;
  // The innermost open call that the new call can be made in (its callee is the caller) or
  // beside (made from the same function): the calls above it, or it and those above, were left.
  size_t Keep = Depth;
  size_t Lowest = Depth > kMaxJumpedOver ? Depth - kMaxJumpedOver : 0;
  for (size_t I = Depth; I-- > Lowest;) {
    const SiteInfo *Frame = Open.at(I).Site;
    if (!Frame) return 0;
    if (I + 1 < Depth && Frame->Callee == Site->Caller) {
      Keep = I + 1;
      break;
    }
    if (Frame->Caller == Site->Caller) {
      Keep = I;
      break;
    }
  }
  if (Keep == Depth) return 0;  // a function no open call names: called through a pointer
  for (size_t I = Keep; I < Depth; ++I)
    if (!recordsNoStop(Open.at(I).StartNumber)) return 0;
  return Depth - Keep;
}

bool JumpRepair::recordsNoStop(uint64_t StartNumber) {
  if (!Scanned) findStartsWithoutStop();
  return WithoutStop.count(StartNumber) != 0;
}

// Each site's stops (normal or unwinding) matched to its starts, innermost first, over the whole
// thread: the starts left over never record a stop, whatever the nesting around them.
void JumpRepair::findStartsWithoutStop() {
  Scanned = true;
  std::unordered_map<uint64_t, std::vector<uint64_t>> OpenBySite;
  uint64_t Number = 0;
  T.forEachEvent(Thread, [&](const trace::EventRecord &E) {
    uint64_t Kind = E.tag & trace::kKindMask;
    // A call target or a captured value (trace::is_target_tag, is_value_tag, is_value_bits_tag),
    // not an event: the walker numbers none.
    if (Kind == trace::kMarker) return;
    uint64_t SiteId = E.tag & ~uint64_t{trace::kKindMask};
    std::vector<uint64_t> &Starts = OpenBySite[SiteId];
    if (Kind == trace::kStart)
      Starts.push_back(Number);
    else if (!Starts.empty())
      Starts.pop_back();
    ++Number;
  });
  for (auto &Entry : OpenBySite) WithoutStop.insert(Entry.second.begin(), Entry.second.end());
}

}  // namespace overdub
