#include "FileAttributes.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"

#include <cerrno>
#include <sys/xattr.h>
#include <unistd.h>
#include <vector>

namespace overdub {
namespace {

std::error_code lastError() { return std::error_code(errno, std::generic_category()); }

llvm::Error failure(std::error_code EC, const llvm::Twine &What) {
  return llvm::createStringError(EC, What + EC.message());
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

}  // namespace

// In this order: a new owner clears the set-user-ID bit, an ACL sets group bits, which the mode
// then restores.
llvm::Error keepAttributes(const std::string &Original, const struct stat &Old, int FD) {
  struct stat New;
  if (::fstat(FD, &New) != 0) return failure(lastError(), "");
  if ((New.st_uid != Old.st_uid || New.st_gid != Old.st_gid) &&
      ::fchown(FD, Old.st_uid, Old.st_gid) != 0)
    return failure(lastError(), "cannot keep its owner " + llvm::Twine(Old.st_uid) + ":" +
                                    llvm::Twine(Old.st_gid) + ": ");
  std::vector<std::string> Names, Inherited;
  if (std::error_code EC = attributeNames(Original.c_str(), -1, Names))
    return failure(EC, "cannot read its extended attributes: ");
  if (std::error_code EC = attributeNames(nullptr, FD, Inherited))
    return failure(EC, "cannot read the extended attributes of a new file: ");
  llvm::StringSet<> Kept;
  for (const std::string &Name : Names) {
    Kept.insert(Name);
    std::string Value, Current;
    if (std::error_code EC = attributeValue(Original.c_str(), -1, Name, Value)) {
      if (EC == std::errc::no_message_available) continue;  // removed meanwhile (ENODATA)
      return failure(EC, "cannot read its extended attribute " + Name + ": ");
    }
    // The new file may have it already (a security label given by policy).
    if (!attributeValue(nullptr, FD, Name, Current) && Current == Value) continue;
    if (::fsetxattr(FD, Name.c_str(), Value.data(), Value.size(), 0) != 0)
      return failure(lastError(), "cannot keep its extended attribute " + Name + ": ");
  }
  // What the new file got from its directory (a default ACL) and the original did not have.
  for (const std::string &Name : Inherited)
    if (!Kept.contains(Name) && ::fremovexattr(FD, Name.c_str()) != 0 && errno != ENODATA)
      return failure(lastError(), "cannot drop the extended attribute " + Name + ": ");
  if (::fchmod(FD, Old.st_mode & 07777) != 0) return failure(lastError(), "cannot keep its mode: ");
  return llvm::Error::success();
}

}  // namespace overdub
