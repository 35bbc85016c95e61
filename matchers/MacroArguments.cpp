#include "overdub/matchers/MacroArguments.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroArgs.h"
#include "clang/Lex/MacroInfo.h"

#include <algorithm>

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

// Is `File` (where `Loc` lies) one whose macros the recorders look at: those `MayRewrite`
// accepts, or by default those that are not system headers?
bool recordsIn(const SourceManager &SM, const std::function<bool(FileID)> &MayRewrite,
               FileID File, SourceLocation Loc) {
  return MayRewrite ? MayRewrite(File) : !SM.isInSystemHeader(Loc);
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
      if (!recordsIn(SM, MayRewrite, File, Spelling)) continue;
      Out.add(File, Offset, Offset + T->getLength());
    }
  }
}

const MacroUses::Macro *MacroUses::definedAt(FileID File, unsigned Offset) const {
  for (const Macro &M : Macros)
    if (M.File == File && M.Begin <= Offset && Offset < M.End) return &M;
  return nullptr;
}

bool MacroUses::Macro::nextToHashOperator(unsigned Begin, unsigned End) const {
  return std::find(OperandBegins.begin(), OperandBegins.end(), Begin) != OperandBegins.end() ||
         std::find(PastedEnds.begin(), PastedEnds.end(), End) != PastedEnds.end();
}

void MacroUseRecorder::MacroDefined(const Token &Name, const MacroDirective *MD) {
  const MacroInfo *Info = MD ? MD->getMacroInfo() : nullptr;
  if (!Info || Info->isBuiltinMacro()) return;
  SourceLocation Begin = Info->getDefinitionLoc(), End = Info->getDefinitionEndLoc();
  if (!Begin.isFileID() || !End.isFileID()) return;
  auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
  if (SM.getFileID(End) != File) return;
  if (!recordsIn(SM, MayRewrite, File, Begin)) return;
  MacroUses::Macro M;
  M.Name = Name.getIdentifierInfo() ? Name.getIdentifierInfo()->getName().str() : "";
  M.File = File;
  M.Begin = BeginOffset;
  M.End = SM.getFileOffset(End) + Lexer::MeasureTokenLength(End, SM, LangOptions());
  llvm::ArrayRef<Token> Tokens = Info->tokens();
  for (size_t I = 0; I < Tokens.size(); ++I) {
    bool Stringize = Tokens[I].is(tok::hash) && Info->isFunctionLike();
    bool Paste = Tokens[I].is(tok::hashhash);
    if (!Stringize && !Paste) continue;
    if (I + 1 < Tokens.size() && Tokens[I + 1].getLocation().isFileID())
      M.OperandBegins.push_back(SM.getFileOffset(Tokens[I + 1].getLocation()));
    if (Paste && I > 0 && Tokens[I - 1].getLocation().isFileID())
      M.PastedEnds.push_back(SM.getFileOffset(Tokens[I - 1].getLocation()) +
                             Tokens[I - 1].getLength());
  }
  Out.IndexOf[Info] = Out.Macros.size();
  Out.Macros.push_back(std::move(M));
}

void MacroUseRecorder::MacroExpands(const Token &Name, const MacroDefinition &Definition,
                                    SourceRange, const MacroArgs *) {
  auto It = Out.IndexOf.find(Definition.getMacroInfo());
  if (It != Out.IndexOf.end()) Out.Macros[It->second].Expansions.push_back(Name.getLocation());
}

}  // namespace overdub
