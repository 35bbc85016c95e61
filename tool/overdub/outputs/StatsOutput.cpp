// --stats: one "key: count" line each on stdout, sorted, for people and scripts.
#include "Output.h"

#include "llvm/Support/raw_ostream.h"

#include <map>

namespace overdub {
namespace {

class StatsOutput : public Output {
public:
  llvm::Error finish(RunFiles &Run) override {
    std::map<std::string, unsigned> Counts;
    unsigned Instrumented = 0, Skipped = 0;
    for (const InstrumentedFile &File : Run.Files)
      for (const CallSite &Site : File.Sites) {
        if (Site.instrumented()) {
          ++Instrumented;
          ++Counts["form " + std::string(formName(*Site.Chosen))];
        } else {
          ++Skipped;
          ++Counts["skipped " + std::string(skipReasonName(Site.Reason))];
        }
      }
    llvm::outs() << "files: " << Run.Files.size() << "\n"
                 << "sites: " << Instrumented + Skipped << "\n"
                 << "instrumented: " << Instrumented << "\n"
                 << "skipped: " << Skipped << "\n";
    for (const auto &[Key, Count] : Counts) llvm::outs() << Key << ": " << Count << "\n";
    return llvm::Error::success();
  }
};

}  // namespace

std::unique_ptr<Output> statsOutput() { return std::make_unique<StatsOutput>(); }

}  // namespace overdub
