#include "overdub/matchers/Naming.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace overdub {
namespace {

std::string qualifiedName(const NamedDecl &D, const ASTContext &Ctx) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressInlineNamespace = true;
  D.printQualifiedName(OS, Policy);
  return Out;
}

std::string lambdaName(const CXXRecordDecl &Lambda, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Lambda.getLocation()));
  std::string Where =
      P.isValid() ? std::to_string(P.getLine()) + ":" + std::to_string(P.getColumn()) : "?";
  std::string Outer;
  if (const auto *Fn = dyn_cast<FunctionDecl>(Lambda.getDeclContext()))
    Outer = functionName(*Fn, Ctx) + "::";
  return Outer + "<lambda:" + Where + ">";
}

// The expression as written, on one line and not too long: it names a site in one-line remarks
// and reports.
std::string sourceText(const Expr &E, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Range = CharSourceRange::getTokenRange(E.getSourceRange());
  llvm::StringRef Text = Lexer::getSourceText(Range, SM, Ctx.getLangOpts());
  // Written in one macro body: as the #define spells it.
  SourceLocation Begin = SM.getSpellingLoc(E.getBeginLoc()), End = SM.getSpellingLoc(E.getEndLoc());
  if (Text.empty() && SM.getFileID(E.getBeginLoc()) == SM.getFileID(E.getEndLoc()) &&
      SM.getFileID(Begin) == SM.getFileID(End) && SM.getFileOffset(Begin) <= SM.getFileOffset(End))
    Text = Lexer::getSourceText(CharSourceRange::getTokenRange(Begin, End), SM, Ctx.getLangOpts());
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    const char C = Text[I];
    if (C == '\\') {  // a line splice (of a #define) is no text, as in translation phase 2
      size_t Next = Text.find_first_not_of(" \t", I + 1);
      if (Next != llvm::StringRef::npos && (Text[Next] == '\n' || Text[Next] == '\r')) {
        I = Text[Next] == '\r' && Next + 1 < Text.size() && Text[Next + 1] == '\n' ? Next + 1 : Next;
        continue;
      }
    }
    bool Space = C == ' ' || C == '\t' || C == '\n' || C == '\r';
    if (Space && (Out.empty() || Out.back() == ' ')) continue;
    Out += Space ? ' ' : C;
  }
  while (!Out.empty() && Out.back() == ' ') Out.pop_back();
  constexpr size_t kLongest = 80;
  if (Out.size() > kLongest) Out = Out.substr(0, kLongest - 3) + "...";
  return Out;
}

// The declaration that name lookup found for the callee, when the callee is named.
const NamedDecl *foundDecl(const CallExpr &Call) {
  const Expr *Callee = Call.getCallee()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee)) return Ref->getFoundDecl();
  if (const auto *Member = dyn_cast<MemberExpr>(Callee))
    return Member->getFoundDecl().getDecl();
  return nullptr;
}

}  // namespace

std::string functionName(const FunctionDecl &Function, const ASTContext &Ctx) {
  if (const auto *Method = dyn_cast<CXXMethodDecl>(&Function))
    if (Method->getParent()->isLambda()) return lambdaName(*Method->getParent(), Ctx);
  return qualifiedName(Function, Ctx);
}

std::string calleeName(const CallExpr &Call, const ASTContext &Ctx) {
  // Through a using-declaration in a namespace (std::sin for ::sin), the namespace names it; a
  // using-declaration in a function (using std::swap;) names nothing new.
  if (const NamedDecl *Found = foundDecl(Call))
    if (const auto *Shadow = dyn_cast<UsingShadowDecl>(Found))
      return Shadow->getDeclContext()->isNamespace() ? qualifiedName(*Shadow, Ctx)
                                                    : qualifiedName(*Shadow->getTargetDecl(), Ctx);
  if (const FunctionDecl *Callee = Call.getDirectCallee()) return functionName(*Callee, Ctx);
  // A member of a dependent type: the type as written, then the member (T::go).
  const Expr *CalleeExpr = Call.getCallee()->IgnoreParens();
  if (const auto *Member = dyn_cast<CXXDependentScopeMemberExpr>(CalleeExpr)) {
    QualType Base = Member->getBaseType();
    if (!Base.isNull() && Member->isArrow())
      if (const auto *Pointer = Base->getAs<PointerType>()) Base = Pointer->getPointeeType();
    if (!Base.isNull() && !Base->getContainedDeducedType()) {
      PrintingPolicy Policy(Ctx.getLangOpts());
      return Base.getUnqualifiedType().getAsString(Policy) + "::" +
             Member->getMember().getAsString();
    }
  }
  // A name not resolved yet (in a template): as qualified as it is written.
  if (const auto *Unresolved = dyn_cast<UnresolvedLookupExpr>(Call.getCallee()->IgnoreParens())) {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    if (NestedNameSpecifier *Qualifier = Unresolved->getQualifier())
      Qualifier->print(OS, PrintingPolicy(Ctx.getLangOpts()));
    OS << Unresolved->getName();
    return Out;
  }
  // Calls through pointers, member pointers and dependent names: the callee as written.
  std::string Text = sourceText(*Call.getCallee()->IgnoreImplicit(), Ctx);
  if (Text.empty()) return "<unknown>";
  return Text.front() == '(' ? Text : "(" + Text + ")";
}

}  // namespace overdub
