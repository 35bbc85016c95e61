#include "overdub/matchers/WrittenText.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace overdub {

std::optional<CharSourceRange> writtenText(const Expr &E, ASTContext &Ctx, FileID File,
                                           bool WholeExpansions) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Text = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E.getSourceRange()), SM, Ctx.getLangOpts());
  if (Text.isInvalid() || SM.getFileID(Text.getBegin()) != File) return std::nullopt;
  if (!WholeExpansions && (E.getBeginLoc().isMacroID() || E.getEndLoc().isMacroID()))
    return std::nullopt;
  return Text;
}

}  // namespace overdub
