#include "OutputCache.h"

#include "AtomicFile.h"
#include "ClangRun.h"
#include "Printable.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <fcntl.h>
#include <sys/time.h>
#include <tuple>
#include <unistd.h>

namespace overdub {
namespace {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

constexpr llvm::StringLiteral kMagic = "overdub-cache 1\n";

// Each file the preprocessor entered: its path, a digest of its content, whether it is owned.
using EnteredFile = std::tuple<std::string, std::string, bool>;

class EnteredFiles : public clang::PreprocessOnlyAction {
public:
  EnteredFiles(std::vector<EnteredFile> &Out, const std::function<bool(llvm::StringRef)> &Owned,
               bool &Failed)
      : Out(Out), Owned(Owned), Failed(Failed) {}

private:
  void EndSourceFileAction() override {
    clang::CompilerInstance &CI = getCompilerInstance();
    Failed |= CI.getDiagnostics().hasErrorOccurred();
    const clang::SourceManager &SM = CI.getSourceManager();
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
      std::optional<llvm::StringRef> Text = It->second->getBufferDataIfLoaded();
      if (!Text) continue;  // looked up, never read
      llvm::SmallString<256> Name(It->first.getName());
      CI.getFileManager().makeAbsolutePath(Name);
      path::remove_dots(Name, /*remove_dot_dot=*/true);
      auto Digest = llvm::BLAKE3::hash<16>(llvm::arrayRefFromStringRef(*Text));
      Out.emplace_back(std::string(Name), llvm::toHex(Digest, true), Owned(Name));
    }
  }
  std::vector<EnteredFile> &Out;
  const std::function<bool(llvm::StringRef)> &Owned;
  bool &Failed;
};

class EnteredFilesFactory : public clang::tooling::FrontendActionFactory {
public:
  EnteredFilesFactory(std::vector<EnteredFile> &Out,
                      const std::function<bool(llvm::StringRef)> &Owned, bool &Failed)
      : Out(Out), Owned(Owned), Failed(Failed) {}
  std::unique_ptr<clang::FrontendAction> create() override {
    return std::make_unique<EnteredFiles>(Out, Owned, Failed);
  }

private:
  std::vector<EnteredFile> &Out;
  const std::function<bool(llvm::StringRef)> &Owned;
  bool &Failed;
};

// A field of an entry: its length, a newline, its bytes.
void putField(std::string &Out, llvm::StringRef Field) {
  Out += std::to_string(Field.size());
  Out += '\n';
  Out += Field;
}

std::optional<llvm::StringRef> takeField(llvm::StringRef &In) {
  auto [Length, Rest] = In.split('\n');
  size_t N;
  if (Length.getAsInteger(10, N) || N > Rest.size()) return std::nullopt;
  In = Rest.drop_front(N);
  return Rest.take_front(N);
}

// One byte appended to a counter file: its size is the count (appends of one byte are atomic
// between the compiles of a parallel build).
void bump(const std::string &File) {
  int FD = ::open(File.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (FD < 0) return;
  if (::write(FD, ".", 1) != 1) {
    // A counter that cannot grow misses one count: it is a statistic, not data.
  }
  ::close(FD);
}

uint64_t fileSize(const std::string &File) {
  uint64_t Size = 0;
  return fs::file_size(File, Size) ? 0 : Size;
}

}  // namespace

std::string executableIdentity(const std::string &Path) {
  llvm::SmallString<256> Absolute(Path);
  fs::make_absolute(Absolute);
  fs::file_status Status;
  if (fs::status(Absolute, Status)) return std::string(Absolute);
  return (Absolute + "\n" + llvm::Twine(Status.getSize()) + "\n" +
          llvm::Twine(Status.getLastModificationTime().time_since_epoch().count()))
      .str();
}

llvm::Expected<std::string>
OutputCache::key(const clang::tooling::CompilationDatabase &Database, llvm::StringRef Source,
                 const clang::tooling::ArgumentsAdjuster &Adjuster, llvm::StringRef Identity,
                 const std::function<bool(llvm::StringRef)> &Owned) const {
  std::vector<EnteredFile> Files;
  bool Failed = false;
  EnteredFilesFactory Factory(Files, Owned, Failed);
  clang::IgnoringDiagConsumer Quiet;  // the run that follows on a miss says it all
  if (!runClang(Database, Source, Adjuster, Factory, Quiet) || Failed || Files.empty())
    return llvm::createStringError("the preprocessor failed on '" + printable(Source) + "'");
  std::sort(Files.begin(), Files.end());
  llvm::BLAKE3 Hash;
  std::string Text;
  putField(Text, kMagic);
  putField(Text, Identity);
  for (const auto &[Name, Digest, IsOwned] : Files) {
    putField(Text, Name);
    putField(Text, Digest);
    putField(Text, IsOwned ? "owned" : "not owned");
  }
  Hash.update(Text);
  return llvm::toHex(Hash.final<16>(), /*LowerCase=*/true);
}

std::string OutputCache::entryPath(llvm::StringRef Key) const {
  llvm::SmallString<256> P(Dir);
  path::append(P, Key.take_front(2), Key.drop_front(2));
  return std::string(P);
}

std::optional<CachedRun> OutputCache::lookup(llvm::StringRef Key) const {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      llvm::MemoryBuffer::getFile(entryPath(Key), /*IsText=*/false);
  if (!Buffer) return std::nullopt;
  llvm::StringRef In = (*Buffer)->getBuffer();
  if (!In.consume_front(kMagic)) return std::nullopt;
  CachedRun Run;
  std::optional<llvm::StringRef> Printed = takeField(In), Messages = takeField(In),
                                 Copies = takeField(In);
  size_t N;
  if (!Printed || !Messages || !Copies || Copies->getAsInteger(10, N)) return std::nullopt;
  Run.Printed = Printed->str();
  Run.Messages = Messages->str();
  for (size_t I = 0; I < N; ++I) {
    std::optional<llvm::StringRef> Path = takeField(In), Text = takeField(In);
    if (!Path || !Text || !path::is_absolute(*Path)) return std::nullopt;
    Run.Copies.emplace_back(Path->str(), Text->str());
  }
  if (!In.empty()) return std::nullopt;
  // Used: its time says which entries to keep when the directory is trimmed (find -mtime).
  ::utimes(entryPath(Key).c_str(), nullptr);
  return Run;
}

llvm::Error OutputCache::store(llvm::StringRef Key, const CachedRun &Run) const {
  std::string Entry(kMagic);
  putField(Entry, Run.Printed);
  putField(Entry, Run.Messages);
  putField(Entry, std::to_string(Run.Copies.size()));
  for (const auto &[Path, Text] : Run.Copies) {
    putField(Entry, Path);
    putField(Entry, Text);
  }
  const std::string Target = entryPath(Key);
  if (std::error_code EC = fs::create_directories(path::parent_path(Target)))
    return llvm::createStringError(EC, "cannot create the cache directory '" +
                                           printable(path::parent_path(Target)) +
                                           "': " + EC.message());
  return writeFileAtomically(Target, Entry);
}

void OutputCache::count(bool Hit) const {
  if (fs::create_directories(Dir)) return;
  llvm::SmallString<256> P(Dir);
  path::append(P, Hit ? "hits" : "misses");
  bump(std::string(P));
}

std::string OutputCache::stats() const {
  uint64_t Entries = 0, Bytes = 0;
  std::error_code EC;
  for (fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC)) {
    llvm::StringRef Name = path::filename(It->path());
    if (Name == "hits" || Name == "misses" || It->type() != fs::file_type::regular_file) continue;
    ++Entries;
    Bytes += fileSize(It->path());
  }
  auto Counter = [&](const char *Name) {
    llvm::SmallString<256> P(Dir);
    path::append(P, Name);
    return fileSize(std::string(P));
  };
  return (llvm::Twine(Counter("hits")) + " hits, " + llvm::Twine(Counter("misses")) +
          " misses, " + llvm::Twine(Entries) + " entries, " + llvm::Twine(Bytes) + " bytes")
      .str();
}

llvm::Error OutputCache::replay(const CachedRun &Run) {
  for (const auto &[Path, Text] : Run.Copies) {
    // A copy is named by its content: one that is there already is left as it is, so that the
    // sources including it are not compiled again for nothing.
    if (auto Existing = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
        Existing && (*Existing)->getBuffer() == Text)
      continue;
    if (std::error_code EC = fs::create_directories(path::parent_path(Path)))
      return llvm::createStringError(EC, "cannot create the directory of '" + printable(Path) +
                                             "': " + EC.message());
    if (llvm::Error E = writeFileAtomically(Path, Text)) return E;
  }
  llvm::errs() << Run.Messages;
  llvm::outs() << Run.Printed;
  return llvm::Error::success();
}

}  // namespace overdub
