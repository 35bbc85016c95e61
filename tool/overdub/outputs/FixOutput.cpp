// --fix: each source replaced in place by its instrumented text, atomically, keeping what the
// file has besides its text (tool/common/AtomicFile.h). A source whose replacement would lose
// something the user may rely on is refused unless --fix-force says so.
#include "InPlace.h"
#include "Output.h"

#include "AtomicFile.h"
#include "Printable.h"

#include <optional>
#include <sys/stat.h>
#include <unistd.h>

namespace overdub {
namespace {

// Why replacing the file at `Path` (symbolic links followed) would do more than change its text.
std::optional<std::string> replacementHazard(const std::string &Path) {
  struct stat Status;
  if (::stat(Path.c_str(), &Status) != 0) return std::nullopt;  // the writer says why
  if (Status.st_nlink > 1)
    return "it has " + std::to_string(Status.st_nlink) +
           " hard links, and the others would keep the old text";
  // No write permission for anyone (root may write it all the same), or none for this user.
  if ((Status.st_mode & 0222) == 0 || ::access(Path.c_str(), W_OK) != 0)
    return std::string("it is read-only");
  return std::nullopt;
}

class FixOutput : public Output {
public:
  explicit FixOutput(bool Force) : Force(Force) {}

  llvm::Error file(size_t Index, RunFiles &Run) override {
    const InstrumentedFile &File = Run.Files[Index];
    std::string Text = inPlaceText(File);
    if (Text != File.Original) {
      if (!Force)
        if (std::optional<std::string> Hazard = replacementHazard(File.AbsolutePath))
          return llvm::createStringError("not instrumenting '" + printable(File.AbsolutePath) +
                                         "' in place: " + *Hazard +
                                         " (--fix-force replaces it all the same)");
      if (llvm::Error E = writeFileAtomically(File.AbsolutePath, Text)) return E;
    }
    Run.Written[Index] = File.AbsolutePath;
    return llvm::Error::success();
  }

private:
  bool Force;
};

}  // namespace

std::unique_ptr<Output> fixOutput(bool Force) { return std::make_unique<FixOutput>(Force); }

}  // namespace overdub
