// --stats: the coverage report of the run (Coverage.h), a table or JSON (--format=json).
#include "Output.h"

#include "../Coverage.h"

#include "llvm/Support/raw_ostream.h"

namespace overdub {
namespace {

class StatsOutput : public Output {
public:
  explicit StatsOutput(bool Json) : Json(Json) {}
  llvm::Error finish(RunFiles &Run) override {
    std::vector<SiteRecord> Sites;
    for (const InstrumentedFile &File : Run.Files)
      for (const CallSite &Site : File.Sites) Sites.push_back(siteRecord(Site, Site.File));
    for (auto &[Source, Header] : headersLeftAsIs(Run))
      for (const CallSite &Site : Header->Sites) Sites.push_back(siteRecord(Site, Site.File));
    CoverageReport Report;
    Report.addListing("", std::move(Sites));
    Report.print(llvm::outs(), Json);
    return llvm::Error::success();
  }

private:
  bool Json;
};

}  // namespace

std::unique_ptr<Output> statsOutput(bool Json) { return std::make_unique<StatsOutput>(Json); }

}  // namespace overdub
