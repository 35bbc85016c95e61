// A cache of what overdub makes of one source printed on standard output with --header-dir
// (overdub-launch's way): the instrumented text, the copies of the project's headers it includes,
// and the messages. A compiler cache after the launcher (ccache) still needs overdub's output for
// its key; with this, a source whose inputs have not changed is not parsed again.
//
// The key is computed exactly, never guessed from names or times: Clang's preprocessor runs over
// the source with the same command (a small part of a parse), and every file it enters counts,
// by path and content, and by whether the project owns it (which decides its copy); so do the
// whole command line, the working directory, the overdub executable (path, size, modification
// time) and the config in effect. An include that now finds another file, a header edited, a
// flag or an option changed: another key.
#ifndef OVERDUB_TOOL_OUTPUTCACHE_H
#define OVERDUB_TOOL_OUTPUTCACHE_H

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace overdub {

// What a run printed and wrote, to be replayed.
struct CachedRun {
  std::string Printed;   // the instrumented source, on standard output
  std::string Messages;  // on standard error
  std::vector<std::pair<std::string, std::string>> Copies;  // header copies: absolute path, text
};

// A run's key, and the files it read as they were then (size and modification time): a file
// changed while overdub ran makes a run that is not stored.
struct CacheKey {
  std::string Digest;
  std::vector<std::pair<std::string, std::string>> Stamps;
};

class OutputCache {
public:
  explicit OutputCache(std::string Dir) : Dir(std::move(Dir)) {}

  // The key of the run of `Source`: `Identity` (what the command line, the executable and the
  // config give), its compile commands, and every file the preprocessor enters, `Owned` telling
  // which the project owns. An error when the preprocessor fails or the source uses modules
  // (the run then goes on uncached).
  llvm::Expected<CacheKey> key(const clang::tooling::CompilationDatabase &Database,
                                  llvm::StringRef Source,
                                  const clang::tooling::ArgumentsAdjuster &Adjuster,
                                  llvm::StringRef Identity,
                                  const std::function<bool(llvm::StringRef)> &Owned) const;

  // Whether the files the key's run read are as they were.
  static bool unchangedSince(const CacheKey &Key);
  // The run stored under `Key`, if any: an entry that cannot be read, is damaged or would write
  // a copy outside `CopiesDir` (this run's --header-dir) is a miss.
  std::optional<CachedRun> lookup(llvm::StringRef Key, llvm::StringRef CopiesDir) const;
  // Stores the run, whole or not at all.
  llvm::Error store(llvm::StringRef Key, const CachedRun &Run) const;
  // Counts a hit or a miss (for --cache-stats).
  void count(bool Hit) const;
  // "N hits, N misses, N entries, N bytes" of the directory.
  std::string stats() const;

  // Writes the copies that are missing or differ (atomically), prints the text and the messages.
  static llvm::Error replay(const CachedRun &Run);

private:
  std::string entryPath(llvm::StringRef Key) const;
  std::string Dir;
};

// The identity of the executable at `Path` for a cache key: overdub's and Clang's versions, its
// absolute path, size and modification time (a rebuilt or reinstalled overdub changes it).
std::string executableIdentity(const std::string &Path);

// The compiler named after `--` (found on PATH), by path, size and modification time: overdub
// asks its preprocessor about some macros, so another compiler may make another output.
std::string compilerIdentity(const std::string &Compiler);

}  // namespace overdub

#endif  // OVERDUB_TOOL_OUTPUTCACHE_H
