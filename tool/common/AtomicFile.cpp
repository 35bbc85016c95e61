#include "AtomicFile.h"

#include "FileAttributes.h"
#include "Printable.h"
#include "SignalCleanup.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cassert>
#include <cerrno>
#include <climits>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace overdub {
namespace {

namespace fs = llvm::sys::fs;

// Fewer, larger writes than stdio's default: reports run to gigabytes.
constexpr size_t kBufferSize = size_t(1) << 16;

std::error_code lastError() {
  return std::error_code(errno ? errno : EIO, std::generic_category());
}

// A descriptor the process got because standard output or error was closed would receive what
// it prints there (a warning in the middle of a source): the file gets one above them.
std::error_code aboveStandardDescriptors(int &FD) {
  if (FD > 2) return {};
  int Moved = ::fcntl(FD, F_DUPFD_CLOEXEC, 3);
  std::error_code EC = Moved < 0 ? lastError() : std::error_code();
  ::close(FD);
  FD = Moved;
  return EC;
}

}  // namespace

std::optional<int> AtomicFile::descriptorNamed(llvm::StringRef Path) {
  if (Path == "-" || Path == "/dev/stdout") return 1;
  if (Path == "/dev/stderr") return 2;
  for (llvm::StringRef Prefix : {"/dev/fd/", "/proc/self/fd/"}) {
    unsigned N;
    if (Path.consume_front(Prefix) && !Path.getAsInteger(10, N) && N <= INT_MAX) return int(N);
  }
  return std::nullopt;
}

llvm::Error AtomicFile::failure(std::error_code EC, const llvm::Twine &What) const {
  return llvm::createStringError(EC, (Path == "-" ? std::string("cannot write to standard output")
                                                  : "cannot write '" + printable(Path) + "'") +
                                         ": " + What + EC.message());
}

llvm::Error AtomicFile::open(llvm::StringRef Given) {
  assert(How == Kind::Closed && "open() once, then commit() or discard()");
  Path = Given.str();
  WriteError = {};
  if (Path.empty()) return failure(std::make_error_code(std::errc::no_such_file_or_directory));
  struct stat Status;
  const bool Exists = ::stat(Path.c_str(), &Status) == 0;  // through symbolic links
  const int StatError = Exists ? 0 : errno;
  if (std::optional<int> Descriptor = descriptorNamed(Path)) {
    if (*Descriptor == 1) std::fflush(stdout);  // what stdio holds for it goes first
    FD = *Descriptor;
    How = Kind::Descriptor;
  } else if (!Exists && StatError != ENOENT) {
    return failure(std::error_code(StatError, std::generic_category()));
  } else if (Exists && S_ISDIR(Status.st_mode)) {
    return failure(std::make_error_code(std::errc::is_a_directory));
  } else if (Exists && !S_ISREG(Status.st_mode)) {
    // A device or a FIFO: renaming over it would replace it (through its links, as shells do).
    std::error_code EC = fs::openFileForWrite(Path, FD, fs::CD_OpenExisting, fs::OF_None);
    if (!EC) EC = aboveStandardDescriptors(FD);
    if (EC) return failure(EC);
    How = Kind::InPlace;
  } else {
    // The file to replace: the one a symbolic link names, so that the link stays one.
    llvm::SmallString<256> Real(Path);
    struct stat Link;
    if (::lstat(Path.c_str(), &Link) == 0 && S_ISLNK(Link.st_mode)) {
      if (std::error_code EC = fs::real_path(Path, Real))
        return failure(EC, "cannot follow the symbolic link: ");
    } else if (std::error_code EC = fs::make_absolute(Real)) {
      return failure(EC);
    }
    Target = std::string(Real);
    // A hidden name, so that globs over the directory do not take it for a source meanwhile.
    llvm::SmallString<256> Model = llvm::sys::path::parent_path(Real), Created;
    llvm::sys::path::append(Model, ".overdub-%%%%%%%%.tmp");
    if (std::error_code EC = fs::createUniqueFile(Model, FD, Created))
      return failure(EC, "cannot create a temporary file beside it: ");
    Temp = std::string(Created);
    removeOnFatalSignal(Temp);
    How = Kind::Replace;
    if (std::error_code EC = aboveStandardDescriptors(FD)) {
      discard();
      return failure(EC);
    }
  }
  Stream = ::fopencookie(this, "w", cookie_io_functions_t{nullptr, &writeOut, nullptr, nullptr});
  if (!Stream) {
    llvm::Error E = failure(lastError());
    discard();
    return E;
  }
  Buffer = std::make_unique<char[]>(kBufferSize);  // glibc takes no size without a buffer
  std::setvbuf(Stream, Buffer.get(), _IOFBF, kBufferSize);
  return llvm::Error::success();
}

// The stream's only way out: every write checked, the first failure kept.
ssize_t AtomicFile::writeOut(void *Self, const char *Data, size_t Size) {
  AtomicFile &File = *static_cast<AtomicFile *>(Self);
  for (size_t Done = 0; !File.WriteError && Done < Size;) {
    ssize_t Written = ::write(File.FD, Data + Done, Size - Done);
    if (Written > 0)
      Done += Written;
    else if (Written < 0 && errno == EINTR)
      continue;
    else
      File.WriteError = Written < 0 ? lastError() : std::make_error_code(std::errc::io_error);
  }
  if (!File.WriteError) return Size;
  errno = File.WriteError.category() == std::generic_category() ? File.WriteError.value() : EIO;
  return 0;  // stdio marks the stream failed; fwrite and fflush report it
}

bool AtomicFile::write(llvm::StringRef Bytes) {
  assert(Stream && "write() after a successful open()");
  if (!Bytes.empty() && std::fwrite(Bytes.data(), 1, Bytes.size(), Stream) != Bytes.size())
    fail(lastError());
  return !WriteError;
}

void AtomicFile::fail(std::error_code Why) {
  if (!WriteError) WriteError = Why ? Why : std::make_error_code(std::errc::io_error);
}

void AtomicFile::closeStream() {
  if (Stream) std::fclose(Stream);  // closes no descriptor: the stream has no close function
  Stream = nullptr;
  Buffer.reset();
}

llvm::Error AtomicFile::commit() {
  assert(How != Kind::Closed && "commit() after a successful open()");
  auto Fail = [&](llvm::Error E) {
    discard();
    return E;
  };
  if (std::fflush(Stream) != 0) fail(lastError());
  closeStream();
  if (WriteError) return Fail(failure(WriteError));
  if (How == Kind::Replace) {
    // The target as it is now: the file may have been long in the writing.
    struct stat Old;
    if (::stat(Target.c_str(), &Old) == 0 && S_ISREG(Old.st_mode))
      if (llvm::Error E = keepAttributes(Target, Old, FD)) {
        std::error_code EC;
        std::string Why;  // "cannot keep its owner 4321:4322: Operation not permitted"
        llvm::handleAllErrors(std::move(E), [&](const llvm::ErrorInfoBase &Info) {
          EC = Info.convertToErrorCode();
          Why = Info.message();
        });
        return Fail(llvm::createStringError(EC, "cannot write '" + printable(Path) + "': " + Why));
      }
    if (::fsync(FD) != 0) return Fail(failure(lastError()));
  }
  if (How != Kind::Descriptor) {
    int Closed = ::close(FD);
    FD = -1;
    if (Closed != 0) return Fail(failure(lastError()));
  }
  if (How == Kind::Replace) {
    if (std::error_code EC = fs::rename(Temp, Target)) return Fail(failure(EC));
    keepOnFatalSignal(Temp);
    Temp.clear();
  }
  FD = -1;
  How = Kind::Closed;
  return llvm::Error::success();
}

void AtomicFile::discard() {
  if (How == Kind::Closed) return;
  fail(std::make_error_code(std::errc::operation_canceled));  // what stdio holds goes nowhere
  closeStream();
  if (How != Kind::Descriptor && FD >= 0) ::close(FD);
  FD = -1;
  if (!Temp.empty()) {
    fs::remove(Temp);
    keepOnFatalSignal(Temp);
    Temp.clear();
  }
  How = Kind::Closed;
}

llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents) {
  if (AtomicFile::descriptorNamed(Path) == 1) {
    llvm::outs() << Contents;
    return llvm::Error::success();
  }
  AtomicFile File;
  if (llvm::Error E = File.open(Path)) return E;
  File.write(Contents);
  return File.commit();
}

}  // namespace overdub
