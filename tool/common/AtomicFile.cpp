#include "AtomicFile.h"

#include "Printable.h"
#include "SignalCleanup.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Errc.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>
#include <vector>

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

// The names of a file's extended attributes (by path, or by descriptor when `FD` >= 0).
std::error_code attributeNames(const char *Path, int FD, std::vector<std::string> &Names) {
  std::vector<char> List;
  for (;;) {
    ssize_t Size = FD >= 0 ? ::flistxattr(FD, nullptr, 0) : ::listxattr(Path, nullptr, 0);
    if (Size < 0) {
      if (errno == ENOTSUP || errno == ENOSYS) return {};  // none on this file system
      return lastError();
    }
    List.resize(Size);
    Size = FD >= 0 ? ::flistxattr(FD, List.data(), List.size())
                   : ::listxattr(Path, List.data(), List.size());
    if (Size >= 0) {
      List.resize(Size);
      break;
    }
    if (errno != ERANGE) return lastError();  // ERANGE: the list grew meanwhile
  }
  for (llvm::StringRef Rest(List.data(), List.size()); !Rest.empty();) {
    auto [Name, Tail] = Rest.split('\0');
    if (!Name.empty()) Names.push_back(Name.str());
    Rest = Tail;
  }
  return {};
}

std::error_code attributeValue(const char *Path, int FD, const std::string &Name,
                               std::string &Value) {
  for (;;) {
    ssize_t Size = FD >= 0 ? ::fgetxattr(FD, Name.c_str(), nullptr, 0)
                           : ::getxattr(Path, Name.c_str(), nullptr, 0);
    if (Size < 0) return lastError();
    Value.resize(Size);
    Size = FD >= 0 ? ::fgetxattr(FD, Name.c_str(), Value.data(), Value.size())
                   : ::getxattr(Path, Name.c_str(), Value.data(), Value.size());
    if (Size >= 0) {
      Value.resize(Size);
      return {};
    }
    if (errno != ERANGE) return lastError();
  }
}

// Gives the new file `FD` what the file at `Original` (status `Old`) has besides its text: owner,
// extended attributes (POSIX ACLs are system.posix_acl_access) and mode, in that order (a new
// owner clears the set-user-ID bit, an ACL sets group bits, which the mode then restores).
llvm::Error keepAttributes(llvm::StringRef Path, const std::string &Original,
                           const struct stat &Old, int FD) {
  struct stat New;
  if (::fstat(FD, &New) != 0) return failure(Path, lastError());
  if ((New.st_uid != Old.st_uid || New.st_gid != Old.st_gid) &&
      ::fchown(FD, Old.st_uid, Old.st_gid) != 0)
    return failure(Path, lastError(),
                   "cannot keep its owner " + llvm::Twine(Old.st_uid) + ":" +
                       llvm::Twine(Old.st_gid) + ": ");
  std::vector<std::string> Names, Inherited;
  if (std::error_code EC = attributeNames(Original.c_str(), -1, Names))
    return failure(Path, EC, "cannot read its extended attributes: ");
  if (std::error_code EC = attributeNames(nullptr, FD, Inherited))
    return failure(Path, EC, "cannot read the extended attributes of a new file: ");
  llvm::StringSet<> Kept;
  for (const std::string &Name : Names) {
    Kept.insert(Name);
    std::string Value, Current;
    if (std::error_code EC = attributeValue(Original.c_str(), -1, Name, Value)) {
      if (EC == std::errc::no_message_available) continue;  // removed meanwhile (ENODATA)
      return failure(Path, EC, "cannot read its extended attribute " + Name + ": ");
    }
    // The new file may have it already (a security label given by policy).
    if (!attributeValue(nullptr, FD, Name, Current) && Current == Value) continue;
    if (::fsetxattr(FD, Name.c_str(), Value.data(), Value.size(), 0) != 0)
      return failure(Path, lastError(), "cannot keep its extended attribute " + Name + ": ");
  }
  // What the new file got from its directory (a default ACL) and the original did not have.
  for (const std::string &Name : Inherited)
    if (!Kept.contains(Name) && ::fremovexattr(FD, Name.c_str()) != 0 && errno != ENODATA)
      return failure(Path, lastError(), "cannot drop the extended attribute " + Name + ": ");
  if (::fchmod(FD, Old.st_mode & 07777) != 0)
    return failure(Path, lastError(), "cannot keep its mode: ");
  return llvm::Error::success();
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
  // The file to replace: the one a symbolic link names, so that the link stays one.
  llvm::SmallString<256> Target(Path);
  struct stat Link;
  if (::lstat(Target.c_str(), &Link) == 0 && S_ISLNK(Link.st_mode))
    if (std::error_code EC = llvm::sys::fs::real_path(Path, Target))
      return failure(Path, EC, "cannot follow the symbolic link: ");
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
  removeOnFatalSignal(Temp);
  auto Discard = [&](llvm::Error E) {
    if (FD >= 0) ::close(FD);
    llvm::sys::fs::remove(Temp);
    keepOnFatalSignal(Temp);
    return E;
  };
  if (std::error_code EC = writeAll(FD, Contents)) return Discard(failure(Path, EC));
  if (Exists)
    if (llvm::Error E = keepAttributes(Path, std::string(Target), Old, FD))
      return Discard(std::move(E));
  if (::fsync(FD) != 0) return Discard(failure(Path, lastError()));
  int Closed = ::close(FD);
  FD = -1;
  if (Closed != 0) return Discard(failure(Path, lastError()));
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Target))
    return Discard(failure(Path, EC));
  keepOnFatalSignal(Temp);
  return llvm::Error::success();
}

}  // namespace overdub
