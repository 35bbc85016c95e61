#include "overdub/matchers/MacroArguments.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroArgs.h"
#include "clang/Lex/MacroInfo.h"

using namespace clang;

namespace overdub {
namespace {

// Is parameter `Param` of the macro stringized (#x) or pasted (x ## y, y ## x) in its body?
bool keepsTextOf(const MacroInfo &Macro, const IdentifierInfo *Param) {
  ArrayRef<Token> Body = Macro.tokens();
  for (size_t I = 0; I < Body.size(); ++I) {
    if (Body[I].getIdentifierInfo() != Param) continue;
    if (I > 0 && Body[I - 1].isOneOf(tok::hash, tok::hashhash)) return true;
    if (I + 1 < Body.size() && Body[I + 1].is(tok::hashhash)) return true;
  }
  return false;
}

}  // namespace

bool MacroArgumentTexts::touches(FileID File, unsigned Begin, unsigned End) const {
  auto It = Ranges.find(File);
  if (It == Ranges.end()) return false;
  for (const auto &[B, E] : It->second)
    if ((B <= Begin && Begin <= E) || (B <= End && End <= E)) return true;
  return false;
}

void MacroArgumentRecorder::MacroExpands(const Token &, const MacroDefinition &Definition,
                                         SourceRange, const MacroArgs *Args) {
  const MacroInfo *Macro = Definition.getMacroInfo();
  if (!Macro || !Args || !Macro->isFunctionLike()) return;
  ArrayRef<const IdentifierInfo *> Params = Macro->params();
  for (unsigned I = 0; I < Params.size() && I < Args->getNumMacroArguments(); ++I) {
    if (!keepsTextOf(*Macro, Params[I])) continue;
    // The argument's tokens, wherever they were written: a nested macro's arguments spell back
    // to a file too.
    for (const Token *T = Args->getUnexpArgument(I); T->isNot(tok::eof); ++T) {
      SourceLocation Spelling = SM.getSpellingLoc(T->getLocation());
      if (!Spelling.isFileID()) continue;
      auto [File, Offset] = SM.getDecomposedLoc(Spelling);
      if (MayRewrite ? !MayRewrite(File) : SM.isInSystemHeader(Spelling)) continue;
      Out.add(File, Offset, Offset + T->getLength());
    }
  }
}

}  // namespace overdub
