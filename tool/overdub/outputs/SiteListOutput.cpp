// --list-sites: every call site of each file as a remark on stdout, in line order; after a
// source, those of the headers its compile left as they are (headersLeftAsIs).
#include "Output.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <optional>
#include <tuple>

namespace overdub {
namespace {

class SiteListOutput : public Output {
public:
  llvm::Error file(size_t Index, RunFiles &Run) override {
    print(Run.Files[Index].Sites);
    if (!LeftAsIs) LeftAsIs = headersLeftAsIs(Run);  // once per run, not per file
    for (auto &[Source, Header] : *LeftAsIs)
      if (Source == Index) print(Header->Sites);
    return llvm::Error::success();
  }

private:
  std::optional<std::vector<std::pair<size_t, const InstrumentedFile::HeaderLeftAsIs *>>> LeftAsIs;

  static void print(const std::vector<CallSite> &Sites) {
    std::vector<const CallSite *> Sorted;
    for (const CallSite &Site : Sites) Sorted.push_back(&Site);
    std::stable_sort(Sorted.begin(), Sorted.end(), [](const auto *A, const auto *B) {
      return std::tie(A->Line, A->Column) < std::tie(B->Line, B->Column);
    });
    for (const CallSite *Site : Sorted) llvm::outs() << describeSite(*Site) << "\n";
  }
};

}  // namespace

std::unique_ptr<Output> siteListOutput() { return std::make_unique<SiteListOutput>(); }

}  // namespace overdub
