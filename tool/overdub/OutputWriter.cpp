#include "OutputWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace overdub {

std::string shadowPath(const std::string &OutputDir, const InstrumentedFile &File) {
  llvm::SmallString<256> Cwd;
  llvm::sys::fs::current_path(Cwd);
  llvm::StringRef Relative = File.AbsolutePath;
  if (Relative.consume_front(Cwd) && !Relative.empty() &&
      llvm::sys::path::is_separator(Relative.front()))
    Relative = Relative.drop_front();
  else
    Relative = llvm::sys::path::relative_path(File.AbsolutePath);
  llvm::SmallString<256> Out(OutputDir);
  llvm::sys::path::append(Out, Relative);
  llvm::sys::path::remove_dots(Out, /*remove_dot_dot=*/true);
  return std::string(Out);
}

llvm::Error writeShadowFile(const std::string &OutputDir, const InstrumentedFile &File,
                            llvm::StringRef Text) {
  std::string Path = shadowPath(OutputDir, File);
  if (llvm::sys::fs::equivalent(Path, File.AbsolutePath))
    return llvm::createStringError("refusing to overwrite the original source '" + Path +
                                   "': choose another --output-dir");
  if (std::error_code EC = llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path)))
    return llvm::createStringError(EC, "cannot create the directory of '" + Path +
                                           "': " + EC.message());
  return llvm::writeToOutput(Path, [&](llvm::raw_ostream &OS) {
    OS << Text;
    return llvm::Error::success();
  });
}

}  // namespace overdub
