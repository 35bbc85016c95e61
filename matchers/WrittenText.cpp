#include "overdub/matchers/WrittenText.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include "llvm/ADT/SmallVector.h"

using namespace clang;

namespace overdub {
namespace {

// The macro arguments that the tokens [Begin, End] are written in, innermost first, each named
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

}  // namespace

std::optional<CharSourceRange> writtenText(SourceRange Part, SourceRange Whole, ASTContext &Ctx,
                                           FileID File) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LangOpts = Ctx.getLangOpts();
  CharSourceRange Text =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Part), SM, LangOpts);
  if (Text.isInvalid() || SM.getFileID(Text.getBegin()) != File) return std::nullopt;
  auto PartUses = argumentUses(Part, SM, LangOpts);
  auto WholeUses = argumentUses(Whole, SM, LangOpts);
  if (!PartUses || !WholeUses || *PartUses != *WholeUses) return std::nullopt;
  return Text;
}

std::optional<PlacedPart> placeInFile(SourceRange Part, SourceRange Whole, ASTContext &Ctx,
                                      FileID File) {
  std::optional<CharSourceRange> Text = writtenText(Part, Whole, Ctx, File);
  if (!Text) return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  return PlacedPart{SM.getFileOffset(Text->getBegin()), SM.getFileOffset(Text->getEnd()),
                    Lexer::getSourceText(*Text, SM, Ctx.getLangOpts()).str()};
}

}  // namespace overdub
