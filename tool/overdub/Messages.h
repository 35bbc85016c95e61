#ifndef OVERDUB_TOOL_MESSAGES_H
#define OVERDUB_TOOL_MESSAGES_H

#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace overdub {

// Where the messages about one source go (Clang's diagnostics and overdub's warnings): stderr,
// or while a source is processed, a buffer of its own (MessagesOfOneSource). Sources processed
// in parallel would otherwise mix their lines, even within one line.
llvm::raw_ostream &messages();

// The calling thread's messages go to a buffer that keeps the colours stderr would show.
class MessagesOfOneSource {
public:
  MessagesOfOneSource();
  ~MessagesOfOneSource();
  MessagesOfOneSource(const MessagesOfOneSource &) = delete;
  MessagesOfOneSource &operator=(const MessagesOfOneSource &) = delete;
  std::string take();  // what was written so far

private:
  class Buffer;
  std::string Text;
  std::unique_ptr<Buffer> OS;
  llvm::raw_ostream *Previous;
};

// Prints the messages of sources 0..N-1 to stderr whole and in their order, each as soon as it
// and those before it are done: `-j 4` prints what `-j 1` prints.
class MessagesInSourceOrder {
public:
  explicit MessagesInSourceOrder(size_t Sources) : Done(Sources) {}
  void done(size_t Source, std::string Text);

private:
  std::mutex Lock;
  std::vector<std::optional<std::string>> Done;
  size_t Next = 0;
};

}  // namespace overdub

#endif  // OVERDUB_TOOL_MESSAGES_H
