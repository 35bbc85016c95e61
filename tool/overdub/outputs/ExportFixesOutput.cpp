// --export-fixes=FILE: the edits as clang-apply-replacements YAML; applying them gives what
// --fix writes.
#include "InPlace.h"
#include "Output.h"

#include "AtomicFile.h"

#include "clang/Tooling/ReplacementsYaml.h"
#include "llvm/Support/raw_ostream.h"

namespace overdub {
namespace {

class ExportFixesOutput : public Output {
public:
  explicit ExportFixesOutput(std::string Path) : Path(std::move(Path)) {}

  llvm::Error finish(RunFiles &Run) override {
    clang::tooling::TranslationUnitReplacements All;
    for (const InstrumentedFile &File : Run.Files) {
      FilePlan Plan = inPlacePlan(File);
      if (Plan.Prelude.empty() && Plan.Edits.empty()) continue;
      if (All.MainSourceFile.empty()) All.MainSourceFile = File.AbsolutePath;
      // Insertions at one offset become one replacement, in the plan's order.
      std::vector<Edit> Merged;
      unsigned PreludeAt = llvm::StringRef(File.Original).starts_with("\xEF\xBB\xBF") ? 3 : 0;
      Merged.push_back({PreludeAt, 0, Plan.Prelude});
      for (const Edit &E : Plan.Edits) {
        if (E.Offset == Merged.back().Offset)
          Merged.back().Text += E.Text;
        else
          Merged.push_back(E);
      }
      if (!Plan.Postlude.empty()) {
        const unsigned End = static_cast<unsigned>(File.Original.size());
        if (Merged.back().Offset == End) Merged.back().Text += Plan.Postlude;
        else Merged.push_back({End, 0, Plan.Postlude});
      }
      for (const Edit &E : Merged)
        All.Replacements.emplace_back(File.AbsolutePath, E.Offset, E.Length, E.Text);
    }
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    llvm::yaml::Output Yaml(OS);
    Yaml << All;
    OS.flush();
    return writeFileAtomically(Path, Text);
  }

private:
  std::string Path;
};

}  // namespace

std::unique_ptr<Output> exportFixesOutput(const std::string &Path) {
  return std::make_unique<ExportFixesOutput>(Path);
}

}  // namespace overdub
