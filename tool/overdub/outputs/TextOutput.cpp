// The instrumented text: the one source on stdout, each file under --output-dir (the shadow
// tree), and instrumented headers under --header-dir or --output-dir.
#include "../Messages.h"
#include "../OutputWriter.h"
#include "Output.h"

#include "Printable.h"

#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

namespace overdub {
namespace {

class TextOutput : public Output {
public:
  explicit TextOutput(const OutputSettings &S)
      : OutputDir(S.OutputDir), CopiesDir(S.CopiesDir), PrintSources(S.PrintSources),
        Quiet(S.Quiet) {}

  llvm::Error file(size_t Index, RunFiles &Run) override {
    const InstrumentedFile &File = Run.Files[Index];
    const std::string Dir = !File.IsHeader             ? OutputDir
                            : File.CopyVariant.empty() ? CopiesDir
                                                       : CopiesDir + "/" + File.CopyVariant;
    const bool Print = PrintSources && !File.IsHeader;
    if (File.IsHeader && PrintSources && Dir.empty()) {
      if (File.Plan.InstrumentedSites && !Quiet)
        llvm::WithColor::warning(messages(), "overdub")
            << printable(File.Name) << ": instrumented header not written (it is written by "
            << "--output-dir, --header-dir, --fix, --diff or --export-fixes)\n";
      return llvm::Error::success();
    }
    if (!Print && Dir.empty()) return llvm::Error::success();
    const std::string Text = instrumentedText(File);
    if (Print) llvm::outs() << Text;
    if (Dir.empty()) return llvm::Error::success();
    if (llvm::Error E = writeShadowFile(Dir, File, Text)) return E;
    Run.Written[Index] = absolutePath(shadowPath(Dir, File));
    return llvm::Error::success();
  }

private:
  std::string OutputDir, CopiesDir;
  bool PrintSources, Quiet;
};

}  // namespace

std::unique_ptr<Output> textOutput(const OutputSettings &Settings) {
  return std::make_unique<TextOutput>(Settings);
}

}  // namespace overdub
