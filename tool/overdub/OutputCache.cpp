#include "OutputCache.h"

#include "AtomicFile.h"
#include "ClangRun.h"
#include "CompilePreprocessor.h"
#include "Instrumenter.h"
#include "Printable.h"
#include "ProjectHeaders.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Basic/Version.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
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

// What the preprocessor's run saw: each file it entered (path, a digest of its content, owned or
// not), each __has_include and __has_embed it answered (the name asked for and the file found,
// if any: a header created since changes the answer even when no file read changes), and its
// predefined macros (the compiler's version, the target, the flags' defines).
struct Preprocessed {
  std::vector<std::tuple<std::string, std::string, bool>> Files;
  std::vector<std::string> Lookups;
  std::string Predefines;
  bool Failed = false;
};

class LookupRecorder : public clang::PPCallbacks {
public:
  explicit LookupRecorder(std::vector<std::string> &Out) : Out(Out) {}
  void HasInclude(clang::SourceLocation, llvm::StringRef Name, bool IsAngled,
                  clang::OptionalFileEntryRef File, clang::SrcMgr::CharacteristicKind) override {
    record("include", Name, IsAngled, File);
  }
  void HasEmbed(clang::SourceLocation, llvm::StringRef Name, bool IsAngled,
                clang::OptionalFileEntryRef File) override {
    record("embed", Name, IsAngled, File);
  }

private:
  void record(llvm::StringRef What, llvm::StringRef Name, bool IsAngled,
              clang::OptionalFileEntryRef File) {
    Out.push_back((What + (IsAngled ? " <" : " \"") + Name + "> " +
                   (File ? File->getName() : llvm::StringRef("(none)")))
                      .str());
  }
  std::vector<std::string> &Out;
};

class PreprocessAction : public clang::PreprocessOnlyAction {
public:
  PreprocessAction(Preprocessed &Out, const std::function<bool(llvm::StringRef)> &Owned)
      : Out(Out), Owned(Owned) {}

private:
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    // Modules are read from files the run does not enter: such a source is not cached.
    if (CI.getLangOpts().Modules) Out.Failed = true;
    CI.getPreprocessor().addPPCallbacks(std::make_unique<LookupRecorder>(Out.Lookups));
    return clang::PreprocessOnlyAction::BeginSourceFileAction(CI);
  }
  void EndSourceFileAction() override {
    clang::CompilerInstance &CI = getCompilerInstance();
    Out.Failed |= CI.getDiagnostics().hasErrorOccurred();
    Out.Predefines += CI.getPreprocessor().getPredefines();
    const clang::SourceManager &SM = CI.getSourceManager();
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
      std::optional<llvm::StringRef> Text = It->second->getBufferDataIfLoaded();
      if (!Text) continue;  // looked up, never read
      llvm::SmallString<256> Name(It->first.getName());
      CI.getFileManager().makeAbsolutePath(Name);
      path::remove_dots(Name, /*remove_dot_dot=*/true);
      auto Digest = llvm::BLAKE3::hash<16>(llvm::arrayRefFromStringRef(*Text));
      Out.Files.emplace_back(std::string(Name), llvm::toHex(Digest, true), Owned(Name));
    }
  }
  Preprocessed &Out;
  const std::function<bool(llvm::StringRef)> &Owned;
};

class PreprocessFactory : public clang::tooling::FrontendActionFactory {
public:
  PreprocessFactory(Preprocessed &Out, const std::function<bool(llvm::StringRef)> &Owned)
      : Out(Out), Owned(Owned) {}
  std::unique_ptr<clang::FrontendAction> create() override {
    return std::make_unique<PreprocessAction>(Out, Owned);
  }

private:
  Preprocessed &Out;
  const std::function<bool(llvm::StringRef)> &Owned;
};

// A file's size and modification time: what a change between the key's run and overdub's
// own shows in.
std::string fileStamp(const std::string &Path) {
  fs::file_status Status;
  if (fs::status(Path, Status)) return "gone";
  return (llvm::Twine(Status.getSize()) + " " +
          llvm::Twine(Status.getLastModificationTime().time_since_epoch().count()))
      .str();
}

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

constexpr size_t kEntryDigest = 32;
std::string entryDigest(llvm::StringRef Body) {
  return llvm::toHex(llvm::BLAKE3::hash<16>(llvm::arrayRefFromStringRef(Body)), true);
}

uint64_t fileSize(const std::string &File) {
  uint64_t Size = 0;
  return fs::file_size(File, Size) ? 0 : Size;
}

}  // namespace

std::string executableIdentity(const std::string &Path) {
  llvm::SmallString<256> Absolute(Path);
  fs::make_absolute(Absolute);
  // The version of overdub and of the Clang it is linked with (shared libraries that an upgrade
  // replaces under the same executable), then the executable itself.
  std::string Identity = std::string("overdub " OVERDUB_VERSION ", ") +
                         clang::getClangFullVersion() + "\n" + std::string(Absolute);
  fs::file_status Status;
  if (!fs::status(Absolute, Status))
    Identity += fileStamp(std::string(Absolute));
  return Identity;
}

std::string compilerIdentity(const std::string &Compiler) {
  if (Compiler.empty()) return "no compiler named";
  llvm::SmallString<256> Here;
  fs::current_path(Here);  // the launcher's: the compile's directory
  std::optional<std::string> Found = findCompiler(Compiler, std::string(Here));
  if (!Found) return Compiler + " not found";
  llvm::SmallString<256> Real;
  if (fs::real_path(*Found, Real)) Real = *Found;
  return std::string(Real) + " " + fileStamp(std::string(Real));
}

llvm::Expected<CacheKey>
OutputCache::key(const clang::tooling::CompilationDatabase &Database, llvm::StringRef Source,
                 const clang::tooling::ArgumentsAdjuster &Adjuster, llvm::StringRef Identity,
                 const std::function<bool(llvm::StringRef)> &Owned) const {
  Preprocessed Seen;
  PreprocessFactory Factory(Seen, Owned);
  clang::IgnoringDiagConsumer Quiet;  // the run that follows on a miss says it all
  if (!runClang(Database, Source, Adjuster, Factory, Quiet) || Seen.Failed || Seen.Files.empty())
    return llvm::createStringError("the preprocessor failed on '" + printable(Source) + "'");
  std::sort(Seen.Files.begin(), Seen.Files.end());
  std::string Text;
  putField(Text, kMagic);
  putField(Text, Identity);
  // The compile commands as Clang runs them (a database's flags are not on overdub's command
  // line), and what they predefine.
  for (const clang::tooling::CompileCommand &C : Database.getCompileCommands(absolutePath(Source))) {
    putField(Text, C.Directory);
    for (const std::string &Arg : Adjuster ? Adjuster(C.CommandLine, C.Filename) : C.CommandLine)
      putField(Text, Arg);
  }
  putField(Text, Seen.Predefines);
  CacheKey Key;
  for (const auto &[Name, Digest, IsOwned] : Seen.Files) {
    putField(Text, Name);
    putField(Text, Digest);
    putField(Text, IsOwned ? "owned" : "not owned");
    Key.Stamps.emplace_back(Name, fileStamp(Name));
  }
  for (const std::string &Lookup : Seen.Lookups) putField(Text, Lookup);
  Key.Digest = llvm::toHex(llvm::BLAKE3::hash<16>(llvm::arrayRefFromStringRef(Text)), true);
  return Key;
}

bool OutputCache::unchangedSince(const CacheKey &Key) {
  for (const auto &[Name, Stamp] : Key.Stamps)
    if (fileStamp(Name) != Stamp) return false;
  return true;
}

std::string OutputCache::entryPath(llvm::StringRef Key) const {
  llvm::SmallString<256> P(Dir);
  path::append(P, Key.take_front(2), Key.drop_front(2));
  return std::string(P);
}

std::optional<CachedRun> OutputCache::lookup(llvm::StringRef Key,
                                             llvm::StringRef CopiesDir) const {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      llvm::MemoryBuffer::getFile(entryPath(Key), /*IsText=*/false);
  if (!Buffer) return std::nullopt;
  llvm::StringRef In = (*Buffer)->getBuffer();
  // The entry ends with a digest of what comes before it: damage is a miss.
  if (In.size() < kEntryDigest || !In.consume_front(kMagic)) return std::nullopt;
  llvm::StringRef Digest = In.take_back(kEntryDigest);
  In = In.drop_back(kEntryDigest);
  if (entryDigest(In) != Digest) return std::nullopt;
  CachedRun Run;
  std::optional<llvm::StringRef> Printed = takeField(In), Messages = takeField(In),
                                 Copies = takeField(In);
  size_t N;
  if (!Printed || !Messages || !Copies || Copies->getAsInteger(10, N)) return std::nullopt;
  Run.Printed = Printed->str();
  Run.Messages = Messages->str();
  for (size_t I = 0; I < N; ++I) {
    std::optional<llvm::StringRef> Path = takeField(In), Text = takeField(In);
    // Copies go under this run's --header-dir, nowhere else, whatever an entry says.
    if (!Path || !Text || CopiesDir.empty() || !isUnder(*Path, CopiesDir)) return std::nullopt;
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
  Entry += entryDigest(llvm::StringRef(Entry).drop_front(kMagic.size()));
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
