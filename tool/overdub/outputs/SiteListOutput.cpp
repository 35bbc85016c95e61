// --list-sites: every call site of each file as a remark on stdout, in line order.
#include "Output.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <tuple>

namespace overdub {
namespace {

class SiteListOutput : public Output {
public:
  llvm::Error file(size_t Index, RunFiles &Run) override {
    std::vector<const CallSite *> Sorted;
    for (const CallSite &Site : Run.Files[Index].Sites) Sorted.push_back(&Site);
    std::stable_sort(Sorted.begin(), Sorted.end(), [](const auto *A, const auto *B) {
      return std::tie(A->Line, A->Column) < std::tie(B->Line, B->Column);
    });
    for (const CallSite *Site : Sorted) llvm::outs() << describeSite(*Site) << "\n";
    return llvm::Error::success();
  }
};

}  // namespace

std::unique_ptr<Output> siteListOutput() { return std::make_unique<SiteListOutput>(); }

}  // namespace overdub
