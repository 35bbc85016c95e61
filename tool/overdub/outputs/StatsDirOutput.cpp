// --stats-dir (or OVERDUB_STATS_DIR): the run's sites in the form of --list-sites, files named by
// absolute path, into DIR/<digest of the run>.sites, for `--stats-merge DIR` (or
// scripts/site-stats.py DIR) to sum the runs of a build: the module and the launcher run overdub
// once per source, and a header many of them instrument is counted once.
#include "Output.h"

#include "AtomicFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"


namespace overdub {
namespace {

class StatsDirOutput : public Output {
public:
  StatsDirOutput(std::string Dir, std::string RunName)
      : Dir(std::move(Dir)), RunName(std::move(RunName)) {}

  llvm::Error finish(RunFiles &Run) override {
    std::string Text;
    auto List = [&](const std::vector<CallSite> &Sites, const std::string &AbsolutePath) {
      for (const CallSite *Site : sitesInLineOrder(Sites)) {
        CallSite Named = *Site;
        Named.File = AbsolutePath;
        Text += describeSite(Named) + "\n";
      }
    };
    for (const InstrumentedFile &File : Run.Files) List(File.Sites, File.AbsolutePath);
    for (auto &[Source, Header] : headersLeftAsIs(Run)) List(Header->Sites, Header->AbsolutePath);
    if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
      return llvm::createStringError("cannot create '" + Dir + "' (--stats-dir): " + EC.message());
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, RunName + ".sites");
    AtomicFile Out;
    if (llvm::Error E = Out.open(Path)) return E;
    Out.write(Text);
    return Out.commit();
  }

private:
  std::string Dir, RunName;
};

}  // namespace

std::unique_ptr<Output> statsDirOutput(const std::string &Dir, const std::string &RunName) {
  return std::make_unique<StatsDirOutput>(Dir, RunName);
}

}  // namespace overdub
