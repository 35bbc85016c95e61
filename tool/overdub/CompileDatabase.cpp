#include "CompileDatabase.h"

#include "Instrumenter.h"
#include "Printable.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <unistd.h>

namespace overdub {

llvm::Error checkDatabaseFile(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read '" + printable(Path) +
                                                          "': " + Buffer.getError().message());
  // JSON first: the YAML parser of Clang's loader prints the offending line as it is.
  if (llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse((*Buffer)->getBuffer());
      !Parsed)
    return llvm::createStringError("'" + printable(Path) + "' does not parse: " +
                                   printable(llvm::toString(Parsed.takeError())));
  std::string Problem;
  std::unique_ptr<clang::tooling::JSONCompilationDatabase> Database;
  capturingStderr([&] {  // what the YAML parser may still print is in Problem too
    Database = clang::tooling::JSONCompilationDatabase::loadFromBuffer(
        (*Buffer)->getBuffer(), Problem, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  });
  if (!Database)
    return llvm::createStringError("'" + printable(Path) + "' is not a compile database: " +
                                   printable(Problem));
  return llvm::Error::success();
}

std::optional<std::string> databaseOfSource(llvm::StringRef Source) {
  std::string Absolute = absolutePath(Source);
  for (llvm::StringRef Dir = llvm::sys::path::parent_path(Absolute); !Dir.empty();
       Dir = llvm::sys::path::parent_path(Dir)) {
    llvm::SmallString<256> Json(Dir), Flags(Dir);
    llvm::sys::path::append(Json, "compile_commands.json");
    llvm::sys::path::append(Flags, "compile_flags.txt");
    if (llvm::sys::fs::exists(Json)) return std::string(Json);
    if (llvm::sys::fs::exists(Flags)) return std::nullopt;
  }
  return std::nullopt;
}

std::string capturingStderr(llvm::function_ref<void()> Fn) {
  llvm::errs().flush();
  std::fflush(stderr);
  std::FILE *Buffer = std::tmpfile();
  int Saved = Buffer ? ::dup(STDERR_FILENO) : -1;
  if (Saved < 0 || ::dup2(::fileno(Buffer), STDERR_FILENO) < 0) {
    if (Saved >= 0) ::close(Saved);
    if (Buffer) std::fclose(Buffer);
    Fn();  // no buffer to be had: as it is
    return "";
  }
  Fn();
  llvm::errs().flush();
  std::fflush(stderr);
  ::dup2(Saved, STDERR_FILENO);
  ::close(Saved);
  std::string Text;
  std::rewind(Buffer);
  char Chunk[4096];
  for (size_t N; (N = std::fread(Chunk, 1, sizeof Chunk, Buffer)) > 0;) Text.append(Chunk, N);
  std::fclose(Buffer);
  return Text;
}

}  // namespace overdub
