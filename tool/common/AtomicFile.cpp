#include "AtomicFile.h"

#include "Printable.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Errc.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace overdub {
namespace {

std::error_code lastError() { return std::error_code(errno, std::generic_category()); }

llvm::Error failure(llvm::StringRef Path, std::error_code EC, const llvm::Twine &What = "") {
  return llvm::createStringError(EC, "cannot write '" + printable(Path) + "': " + What +
                                         EC.message());
}

// All of `Contents` to `FD`, every write checked.
std::error_code writeAll(int FD, llvm::StringRef Contents) {
  llvm::raw_fd_ostream OS(FD, /*shouldClose=*/false, /*unbuffered=*/true);
  OS << Contents;
  std::error_code EC = OS.error();
  OS.clear_error();  // reported to the caller; the stream would abort on it otherwise
  return EC;
}

// Writes into a target that cannot be replaced (a device, a pipe).
llvm::Error writeInto(llvm::StringRef Path, llvm::StringRef Contents) {
  int FD;
  if (std::error_code EC = llvm::sys::fs::openFileForWrite(
          Path, FD, llvm::sys::fs::CD_OpenExisting, llvm::sys::fs::OF_None))
    return failure(Path, EC);
  std::error_code EC = writeAll(FD, Contents);
  if (::close(FD) != 0 && !EC) EC = lastError();
  return EC ? failure(Path, EC) : llvm::Error::success();
}

}  // namespace

llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents) {
  if (Path == "-") {
    llvm::outs() << Contents;  // its errors are checked once, at exit
    return llvm::Error::success();
  }
  llvm::SmallString<256> Target(Path);
  struct stat Old;
  const bool Exists = ::stat(Target.c_str(), &Old) == 0;
  if (!Exists && errno != ENOENT) return failure(Path, lastError());
  if (Exists && S_ISDIR(Old.st_mode))
    return failure(Path, std::make_error_code(std::errc::is_a_directory));
  if (Exists && !S_ISREG(Old.st_mode)) return writeInto(Target, Contents);

  // A hidden name, so that globs over the directory do not take it for a source meanwhile.
  llvm::SmallString<256> Model = llvm::sys::path::parent_path(Target);
  if (Model.empty()) Model = ".";
  llvm::sys::path::append(Model, ".overdub-%%%%%%%%.tmp");
  int FD;
  llvm::SmallString<256> Temp;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, Temp))
    return failure(Path, EC, "cannot create a temporary file beside it: ");
  llvm::sys::RemoveFileOnSignal(Temp);
  auto Discard = [&](llvm::Error E) {
    if (FD >= 0) ::close(FD);
    llvm::sys::fs::remove(Temp);
    llvm::sys::DontRemoveFileOnSignal(Temp);
    return E;
  };
  if (std::error_code EC = writeAll(FD, Contents)) return Discard(failure(Path, EC));
  if (::fsync(FD) != 0) return Discard(failure(Path, lastError()));
  int Closed = ::close(FD);
  FD = -1;
  if (Closed != 0) return Discard(failure(Path, lastError()));
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Target))
    return Discard(failure(Path, EC));
  llvm::sys::DontRemoveFileOnSignal(Temp);
  return llvm::Error::success();
}

}  // namespace overdub
