// --fix: each source replaced in place by its instrumented text, atomically
// (tool/common/AtomicFile.h).
#include "InPlace.h"
#include "Output.h"

#include "AtomicFile.h"

namespace overdub {
namespace {

class FixOutput : public Output {
public:
  llvm::Error file(size_t Index, RunFiles &Run) override {
    const InstrumentedFile &File = Run.Files[Index];
    std::string Text = inPlaceText(File);
    if (Text != File.Original)
      if (llvm::Error E = writeFileAtomically(File.AbsolutePath, Text)) return E;
    Run.Written[Index] = File.AbsolutePath;
    return llvm::Error::success();
  }
};

}  // namespace

std::unique_ptr<Output> fixOutput() { return std::make_unique<FixOutput>(); }

}  // namespace overdub
