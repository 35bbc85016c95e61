#include "overdub/matchers/WrittenText.h"
#include "overdub/matchers/MacroArguments.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include "llvm/ADT/SmallVector.h"

using namespace clang;

namespace overdub {
namespace {

// The macro arguments that the tokens [Begin, End] are written in, from the outermost expansion
// inwards (the argument of the macro whose expansion holds them, then the one that argument was
// spelled in, ...), each named
// by where its parameter is used in its macro's expansion; whole macro expansions are stepped
// over, as Lexer::makeFileCharRange does. None where the tokens are no one text of a file (a
// macro body's own tokens).
std::optional<llvm::SmallVector<SourceLocation, 2>>
argumentUses(SourceRange Range, const SourceManager &SM, const LangOptions &LangOpts) {
  llvm::SmallVector<SourceLocation, 2> Uses;
  SourceLocation Begin = Range.getBegin(), End = Range.getEnd();
  while (Begin.isMacroID() || End.isMacroID()) {
    SourceLocation Start = Begin, Stop = End;
    if ((Begin.isFileID() || Lexer::isAtStartOfMacroExpansion(Begin, SM, LangOpts, &Start)) &&
        (End.isFileID() || Lexer::isAtEndOfMacroExpansion(End, SM, LangOpts, &Stop))) {
      Begin = Start, End = Stop;
      continue;
    }
    if (!Begin.isMacroID() || !End.isMacroID() || !SM.isMacroArgExpansion(Begin) ||
        !SM.isMacroArgExpansion(End))
      return std::nullopt;
    SourceLocation Use = SM.getSLocEntry(SM.getFileID(Begin)).getExpansion().getExpansionLocStart();
    if (Use != SM.getSLocEntry(SM.getFileID(End)).getExpansion().getExpansionLocStart())
      return std::nullopt;
    Uses.push_back(Use);
    Begin = SM.getImmediateSpellingLoc(Begin), End = SM.getImmediateSpellingLoc(End);
  }
  return Uses;
}

// Whether the macro argument whose use in its macro's expansion is `Use` (argumentUses) is
// expanded there once, whole: its parameter is written once in the body (a macro of `Macros`),
// not next to # or ##.
bool expandedOnce(SourceLocation Use, const SourceManager &SM, const LangOptions &LangOpts,
                  const MacroUses &Macros) {
  SourceLocation Parameter = SM.getSpellingLoc(Use);
  if (!Parameter.isFileID()) return false;
  auto [File, Offset] = SM.getDecomposedLoc(Parameter);
  const MacroUses::Macro *Macro = Macros.definedAt(File, Offset);
  if (!Macro) return false;  // a macro of a file that is not rewritten
  const unsigned Length = Lexer::MeasureTokenLength(Parameter, SM, LangOpts);
  auto Uses = Macro->ParameterUses.find(SM.getBufferData(File).substr(Offset, Length));
  return Uses != Macro->ParameterUses.end() && Uses->second == 1 &&
         !Macro->nextToHashOperator(Offset, Offset + Length);
}

}  // namespace

std::optional<CharSourceRange> writtenText(SourceRange Part, SourceRange Whole, ASTContext &Ctx,
                                           FileID File, const MacroUses *Macros) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LangOpts = Ctx.getLangOpts();
  CharSourceRange Text =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Part), SM, LangOpts);
  if (Text.isInvalid() || SM.getFileID(Text.getBegin()) != File) return std::nullopt;
  auto PartUses = argumentUses(Part, SM, LangOpts);
  auto WholeUses = argumentUses(Whole, SM, LangOpts);
  if (!PartUses || !WholeUses) return std::nullopt;
  if (*PartUses == *WholeUses) return Text;
  // Deeper than the call: in the arguments of macros that the call is the whole expansion of
  // (the levels the call's text steps over), each expanded once, inside the call. The uses go
  // from the outermost expansion inwards: the call's are the part's first ones (the arguments
  // of the macros around both: `CHECK(AREA(q) == 4)`), the deeper levels come after them.
  if (!Macros || PartUses->size() <= WholeUses->size() ||
      !std::equal(WholeUses->begin(), WholeUses->end(), PartUses->begin()))
    return std::nullopt;
  for (size_t Level = WholeUses->size(); Level < PartUses->size(); ++Level)
    if (!expandedOnce((*PartUses)[Level], SM, LangOpts, *Macros)) return std::nullopt;
  CharSourceRange WholeText =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Whole), SM, LangOpts);
  if (WholeText.isInvalid() || SM.getFileID(WholeText.getBegin()) != File ||
      SM.getFileOffset(Text.getBegin()) < SM.getFileOffset(WholeText.getBegin()) ||
      SM.getFileOffset(WholeText.getEnd()) < SM.getFileOffset(Text.getEnd()))
    return std::nullopt;
  return Text;
}

std::optional<PlacedPart> placeInFile(SourceRange Part, SourceRange Whole, ASTContext &Ctx,
                                      FileID File, const MacroUses *Macros) {
  std::optional<CharSourceRange> Text = writtenText(Part, Whole, Ctx, File, Macros);
  if (!Text) return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  return PlacedPart{SM.getFileOffset(Text->getBegin()), SM.getFileOffset(Text->getEnd()),
                    Lexer::getSourceText(*Text, SM, Ctx.getLangOpts()).str()};
}

}  // namespace overdub
