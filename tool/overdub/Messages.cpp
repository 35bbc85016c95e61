#include "Messages.h"

namespace overdub {

namespace {
thread_local llvm::raw_ostream *Current = nullptr;
}  // namespace

llvm::raw_ostream &messages() { return Current ? *Current : llvm::errs(); }

class MessagesOfOneSource::Buffer : public llvm::raw_string_ostream {
public:
  Buffer(std::string &Text) : raw_string_ostream(Text), Colors(llvm::errs().has_colors()) {
    enable_colors(Colors);
  }
  bool has_colors() const override { return Colors; }

private:
  bool Colors;
};

MessagesOfOneSource::MessagesOfOneSource()
    : OS(std::make_unique<Buffer>(Text)), Previous(Current) {
  Current = OS.get();
}

MessagesOfOneSource::~MessagesOfOneSource() { Current = Previous; }

std::string MessagesOfOneSource::take() {
  OS->flush();
  std::string Taken;
  Taken.swap(Text);
  return Taken;
}

void MessagesInSourceOrder::done(size_t Source, std::string Text) {
  std::lock_guard<std::mutex> Hold(Lock);
  Done[Source] = std::move(Text);
  for (; Next < Done.size() && Done[Next]; ++Next) {
    llvm::errs() << *Done[Next];
    Done[Next]->clear();
  }
}

}  // namespace overdub
