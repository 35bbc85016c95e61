#include "OutputWriter.h"

#include "AtomicFile.h"
#include "Printable.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace overdub {

std::string shadowPath(const std::string &OutputDir, const InstrumentedFile &File) {
  return shadowPath(OutputDir, File.AbsolutePath);
}

std::string shadowPath(const std::string &OutputDir, const std::string &AbsolutePath) {
  llvm::SmallString<256> Cwd;
  llvm::sys::fs::current_path(Cwd);
  llvm::StringRef Relative = AbsolutePath;
  if (Relative.consume_front(Cwd) && !Relative.empty() &&
      llvm::sys::path::is_separator(Relative.front()))
    Relative = Relative.drop_front();
  else
    Relative = llvm::sys::path::relative_path(AbsolutePath);
  llvm::SmallString<256> Out(OutputDir);
  llvm::sys::path::append(Out, Relative);
  llvm::sys::path::remove_dots(Out, /*remove_dot_dot=*/true);
  return std::string(Out);
}

std::string instrumentedText(const InstrumentedFile &File) {
  if (File.NamedAtTop) {
    FilePlan Named;
    const std::string Line = lineDirective(1, File.Name);
    Named.Prelude = Line + kSubobjectLinkagePragma + Line;
    return applyPlan(File.Original, Named);
  }
  const bool Unchanged = File.NotCxx || File.AlreadyInstrumented || File.ExcludedFile;
  return Unchanged ? File.Original : applyPlan(File.Original, File.Plan);
}

llvm::Error writeShadowFile(const std::string &OutputDir, const InstrumentedFile &File,
                            llvm::StringRef Text) {
  std::string Path = shadowPath(OutputDir, File);
  if (llvm::sys::fs::equivalent(Path, File.AbsolutePath))
    return llvm::createStringError("refusing to overwrite the original source '" +
                                   printable(Path) + "': choose another --output-dir");
  if (std::error_code EC = llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path)))
    return llvm::createStringError(EC, "cannot create the directory of '" + printable(Path) +
                                           "': " + EC.message());
  // A header's copy is written by every translation unit that includes it: the same text is
  // left alone, so that the sources including it are not compiled again for nothing.
  if (File.IsHeader)
    if (auto Existing = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
        Existing && (*Existing)->getBuffer() == Text)
      return llvm::Error::success();
  return writeFileAtomically(Path, Text);
}

}  // namespace overdub
