// --depfile=FILE: Make syntax, `<written file>: <every file its translation unit read>`, so that
// a build redoes a source when a header changes.
#include "Output.h"

#include "AtomicFile.h"
#include "ToolSupport.h"

namespace overdub {
namespace {

class DepfileOutput : public Output {
public:
  explicit DepfileOutput(std::string Path) : Path(std::move(Path)) {}

  llvm::Error finish(RunFiles &Run) override {
    std::string Text;
    for (size_t I = 0; I < Run.Files.size(); ++I) {
      const InstrumentedFile &File = Run.Files[I];
      // A header's copy is written with each translation unit that includes it, whose rule
      // lists the header: a rule of its own would name an output the build did not declare.
      if (File.IsHeader || Run.Written[I].empty()) continue;
      Text += makeEscape(Run.Written[I]) + ":";
      for (const std::string &Dependency : File.Dependencies)
        Text += " \\\n  " + makeEscape(Dependency);
      Text += "\n";
    }
    return writeFileAtomically(Path, Text);
  }

private:
  std::string Path;
};

}  // namespace

std::unique_ptr<Output> depfileOutput(const std::string &Path) {
  return std::make_unique<DepfileOutput>(Path);
}

}  // namespace overdub
