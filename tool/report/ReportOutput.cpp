#include "ReportOutput.h"

#include "SignalCleanup.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace overdub {

namespace fs = llvm::sys::fs;

ReportOutput::ReportOutput(std::string Path) : Path(std::move(Path)) {}

ReportOutput::~ReportOutput() { discard(); }

bool ReportOutput::fail(const std::string &Why) {
  Error = (Path.empty() || Path == "-" ? std::string("cannot write the report to standard output")
                                       : "cannot write '" + Path + "'") +
          ": " + Why;
  return false;
}

bool ReportOutput::open() {
  if (Path.empty() || Path == "-") {
    File = stdout;
    return true;
  }
  fs::file_status Status;
  bool Exists = !fs::status(Path, Status);  // through symbolic links
  if (Exists && Status.type() == fs::file_type::directory_file)
    return fail("it is a directory");
  if (Exists && Status.type() != fs::file_type::regular_file) {
    File = std::fopen(Path.c_str(), "w");
    return File ? true : fail(std::strerror(errno));
  }
  Target = Path;
  llvm::SmallString<256> Real;
  if (Exists && !fs::real_path(Path, Real)) Target = std::string(Real);
  llvm::SmallString<256> Model(Target), TempPath;
  Model += ".tmp-%%%%%%";
  int Fd;
  if (std::error_code EC = fs::createUniqueFile(Model, Fd, TempPath)) return fail(EC.message());
  Temp = std::string(TempPath);
  removeOnFatalSignal(Temp);
  File = fdopen(Fd, "w");
  if (!File) {
    int Errno = errno;
    ::close(Fd);
    discard();
    return fail(std::strerror(Errno));
  }
  return true;
}

bool ReportOutput::commit() {
  if (!File) return Error.empty();
  int Errno = 0;
  if (std::fflush(File) != 0) Errno = errno;
  if (!Errno && std::ferror(File)) Errno = EIO;  // a write failed earlier
  if (File == stdout) {
    File = nullptr;
    return Errno ? fail(std::strerror(Errno)) : true;
  }
  if (!Errno && !Temp.empty() && fsync(fileno(File)) != 0) Errno = errno;
  if (std::fclose(File) != 0 && !Errno) Errno = errno;
  File = nullptr;
  if (Errno) {
    discard();
    return fail(std::strerror(Errno));
  }
  if (Temp.empty()) return true;
  if (std::error_code EC = fs::rename(Temp, Target)) {
    discard();
    return fail(EC.message());
  }
  keepOnFatalSignal(Temp);
  Temp.clear();
  return true;
}

void ReportOutput::discard() {
  if (File && File != stdout) std::fclose(File);
  File = nullptr;
  if (Temp.empty()) return;
  fs::remove(Temp);
  keepOnFatalSignal(Temp);
  Temp.clear();
}

}  // namespace overdub
