#include "DepFile.h"

#include "AtomicFile.h"
#include "ToolSupport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace overdub {
namespace {

// A Make file name as the rule spells it (`\ `, `\#`, `$$`) in plain text.
std::string makeUnescape(llvm::StringRef Token) {
  std::string Out;
  for (size_t I = 0; I < Token.size(); ++I) {
    if (Token[I] == '\\' && I + 1 < Token.size() && (Token[I + 1] == ' ' || Token[I + 1] == '#'))
      ++I;
    else if (Token[I] == '$' && I + 1 < Token.size() && Token[I + 1] == '$')
      ++I;
    Out += Token[I];
  }
  return Out;
}

// The C string literal of a #line directive, unescaped; none when the line is not one.
std::optional<std::string> lineDirectiveName(llvm::StringRef Line) {
  if (!Line.consume_front("#line 1 \"") || !Line.consume_back("\"")) return std::nullopt;
  std::string Out;
  for (size_t I = 0; I < Line.size(); ++I) {
    if (Line[I] == '\\' && I + 1 < Line.size()) ++I;
    Out += Line[I];
  }
  return Out;
}

}  // namespace

std::string originalOfCopy(const std::string &Copy, const std::string &CopiesDir) {
  if (auto Buffer = llvm::MemoryBuffer::getFile(Copy, /*IsText=*/false)) {
    llvm::StringRef First = (*Buffer)->getBuffer().split('\n').first;
    First.consume_front("\xEF\xBB\xBF");
    if (std::optional<std::string> Name = lineDirectiveName(First.rtrim('\r')))
      if (llvm::sys::path::is_absolute(*Name) && llvm::sys::fs::exists(*Name)) return *Name;
  }
  // The inverse of where overdub writes it: <dir>/<digest>/<relative to the current
  // directory>, or <dir>/<digest>/<absolute path without its leading slash>.
  llvm::StringRef Relative = llvm::StringRef(Copy).drop_front(CopiesDir.size()).ltrim('/');
  auto [Variant, Rest] = Relative.split('/');
  if (Variant.size() == 16 && llvm::all_of(Variant, llvm::isHexDigit)) Relative = Rest;
  llvm::SmallString<256> Here;
  llvm::sys::fs::current_path(Here);
  llvm::sys::path::append(Here, Relative);
  if (llvm::sys::fs::exists(Here)) return std::string(Here);
  return "/" + Relative.str();
}

llvm::Error nameOriginalsInDepFile(const std::string &DepFile, const std::string &Temp,
                                   const std::string &Source, const std::string &CopiesDir,
                                   const std::vector<std::string> &Instrumentation) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer = llvm::MemoryBuffer::getFile(DepFile);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   "cannot read the dependency file '" + DepFile + "'");
  const std::string Text = (*Buffer)->getBuffer().str();
  // Tokens are separated by blanks that are not escaped; each is kept as it is unless it names
  // the temporary source or a copy.
  std::string Out;
  bool Changed = false;
  std::string Extra;
  for (const std::string &File : Instrumentation) Extra += " " + makeEscape(File);
  bool ExtraAdded = Extra.empty();
  for (size_t Pos = 0; Pos < Text.size();) {
    if (Text[Pos] == '\n' && !ExtraAdded) {  // the end of the first rule
      Out += Extra;
      ExtraAdded = Changed = true;
    }
    if (Text[Pos] == ' ' || Text[Pos] == '\t' || Text[Pos] == '\n' ||
        (Text[Pos] == '\\' && Pos + 1 < Text.size() && Text[Pos + 1] == '\n')) {
      size_t Blank = Text[Pos] == '\\' ? 2 : 1;
      Out.append(Text, Pos, Blank);
      Pos += Blank;
      continue;
    }
    size_t End = Pos;
    while (End < Text.size() && Text[End] != ' ' && Text[End] != '\t' && Text[End] != '\n' &&
           !(Text[End] == '\\' && End + 1 < Text.size() && Text[End + 1] == '\n')) {
      if (Text[End] == '\\' && End + 1 < Text.size() && Text[End + 1] == ' ') ++End;
      ++End;
    }
    llvm::StringRef Token = llvm::StringRef(Text).slice(Pos, End);
    bool Colon = Token.ends_with(":");
    std::string Name = makeUnescape(Colon ? Token.drop_back() : Token);
    std::optional<std::string> Original;
    if (Name == Temp)
      Original = Source;
    else if (!CopiesDir.empty() && Name.size() > CopiesDir.size() &&
             llvm::StringRef(Name).starts_with(CopiesDir) && Name[CopiesDir.size()] == '/')
      Original = originalOfCopy(Name, CopiesDir);
    if (Original) {
      Out += makeEscape(*Original) + (Colon ? ":" : "");
      Changed = true;
    } else {
      Out += Token;
    }
    Pos = End;
  }
  if (!ExtraAdded) {  // a rule without a final newline
    Out += Extra + "\n";
    Changed = true;
  }
  if (!Changed) return llvm::Error::success();
  return writeFileAtomically(DepFile, Out);
}

}  // namespace overdub
