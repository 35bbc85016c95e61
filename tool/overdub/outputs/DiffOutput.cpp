// --diff: a unified diff (3 lines of context) from each source to what --fix would write,
// `a/` and `b/` prefixed like git's, on stdout.
#include "InPlace.h"
#include "Output.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace overdub {
namespace {

// The file as `patch -p1` run in the current directory finds it: its path relative to that
// directory when it is inside, the name the compiler gives it otherwise.
std::string nameForDiff(const InstrumentedFile &File) {
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd)) return File.Name;
  llvm::StringRef Path = File.AbsolutePath;
  if (Path.consume_front(Cwd) && Path.consume_front("/")) return Path.str();
  return File.Name;
}

std::vector<llvm::StringRef> linesOf(llvm::StringRef Text) {
  std::vector<llvm::StringRef> Lines;
  while (!Text.empty()) {
    size_t End = Text.find('\n');
    Lines.push_back(Text.take_front(End == llvm::StringRef::npos ? Text.size() : End + 1));
    Text = Text.drop_front(Lines.back().size());
  }
  return Lines;
}

std::string unifiedDiff(const InstrumentedFile &File) {
  std::string New = inPlaceText(File);
  if (New == File.Original) return "";
  std::vector<llvm::StringRef> A = linesOf(File.Original), B = linesOf(New);
  // The in-place text is the prelude's lines, then each original line with insertions (wrappers
  // hold no newline): line i of the original is line i + Added of the new text.
  size_t Added = B.size() >= A.size() ? B.size() - A.size() : 0;
  bool OneToOne = B.size() >= A.size();
  // Ops over the new text: for each new line, the original line it replaces (-1: inserted).
  struct Change {
    size_t OldBegin, OldEnd, NewBegin, NewEnd;
  };
  std::vector<Change> Changes;
  if (!OneToOne) {
    Changes.push_back({0, A.size(), 0, B.size()});
  } else {
    if (Added) Changes.push_back({0, 0, 0, Added});
    for (size_t I = 0; I < A.size(); ++I)
      if (A[I] != B[I + Added]) Changes.push_back({I, I + 1, I + Added, I + Added + 1});
  }
  constexpr size_t kContext = 3;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  std::string Name = nameForDiff(File);
  OS << "--- a/" << Name << "\n+++ b/" << Name << "\n";
  auto Line = [&](char Mark, llvm::StringRef L) {
    OS << Mark << L;
    if (!L.ends_with("\n")) OS << "\n\\ No newline at end of file\n";
  };
  for (size_t C = 0; C < Changes.size();) {
    // A hunk: changes whose context overlaps.
    size_t Last = C;
    while (Last + 1 < Changes.size() &&
           Changes[Last + 1].OldBegin <= Changes[Last].OldEnd + 2 * kContext)
      ++Last;
    size_t OldBegin = Changes[C].OldBegin >= kContext ? Changes[C].OldBegin - kContext : 0;
    size_t OldEnd = std::min(A.size(), Changes[Last].OldEnd + kContext);
    size_t NewBegin = Changes[C].NewBegin - (Changes[C].OldBegin - OldBegin);
    size_t NewEnd = Changes[Last].NewEnd + (OldEnd - Changes[Last].OldEnd);
    OS << "@@ -" << (OldEnd > OldBegin ? OldBegin + 1 : OldBegin) << "," << OldEnd - OldBegin
       << " +" << (NewEnd > NewBegin ? NewBegin + 1 : NewBegin) << "," << NewEnd - NewBegin
       << " @@\n";
    size_t Old = OldBegin;
    for (size_t K = C; K <= Last; ++K) {
      for (; Old < Changes[K].OldBegin; ++Old) Line(' ', A[Old]);
      for (size_t I = Changes[K].OldBegin; I < Changes[K].OldEnd; ++I) Line('-', A[I]);
      for (size_t I = Changes[K].NewBegin; I < Changes[K].NewEnd; ++I) Line('+', B[I]);
      Old = Changes[K].OldEnd;
    }
    for (; Old < OldEnd; ++Old) Line(' ', A[Old]);
    C = Last + 1;
  }
  return Out;
}

class DiffOutput : public Output {
public:
  llvm::Error file(size_t Index, RunFiles &Run) override {
    llvm::outs() << unifiedDiff(Run.Files[Index]);
    return llvm::Error::success();
  }
};

}  // namespace

std::unique_ptr<Output> diffOutput() { return std::make_unique<DiffOutput>(); }

}  // namespace overdub
