// --list-sites: every call site of each file as a remark on stdout, in line order; after a
// source, those of the headers its compile left as they are (headersLeftAsIs).
#include "Output.h"

#include "llvm/Support/raw_ostream.h"

#include <optional>

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
    for (const CallSite *Site : sitesInLineOrder(Sites)) llvm::outs() << describeSite(*Site) << "\n";
  }
};

}  // namespace

std::unique_ptr<Output> siteListOutput() { return std::make_unique<SiteListOutput>(); }

}  // namespace overdub
