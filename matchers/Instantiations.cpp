#include "overdub/matchers/Instantiations.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace overdub {
namespace {

// Walks the instantiated bodies of functions written in the chosen files and records the
// expressions a call site can be (calls, and the operators a dependent operator call may turn
// into) by their source range, which an instantiation shares with its pattern.
class InstantiationIndexer : public RecursiveASTVisitor<InstantiationIndexer> {
  using Base = RecursiveASTVisitor<InstantiationIndexer>;

public:
  using Recorder = std::function<void(const Expr &)>;
  InstantiationIndexer(const SourceManager &SM, const TemplateInstantiations::FileFilter &Chosen,
                       Recorder Record)
      : SM(SM), Chosen(Chosen), Record(std::move(Record)) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *D) {
    const auto *Function = dyn_cast_or_null<FunctionDecl>(D);
    bool Counts = Function && Function->isTemplateInstantiation() &&
                  Chosen(SM.getFileID(SM.getExpansionLoc(Function->getLocation())));
    Depth += Counts;
    bool Result = Base::TraverseDecl(D);
    Depth -= Counts;
    return Result;
  }

  // A generic lambda's call operator is a template whose instantiations hang off the lambda's
  // implicit class, which the traversal does not enter.
  bool TraverseLambdaExpr(LambdaExpr *Lambda) {
    if (!Base::TraverseLambdaExpr(Lambda)) return false;
    if (const FunctionTemplateDecl *Template = Lambda->getDependentCallOperator())
      for (FunctionDecl *Instance : Template->specializations())
        if (!TraverseDecl(Instance)) return false;
    return true;
  }

  bool VisitExpr(Expr *E) {
    if (Depth > 0 && isa<CallExpr, BinaryOperator, UnaryOperator, CXXRewrittenBinaryOperator>(E) &&
        !isImplicitConversion(*E))
      Record(*E);
    return true;
  }

  // A user-defined conversion applied to a call shares the call's range.
  static bool isImplicitConversion(const Expr &E) {
    const auto *Call = dyn_cast<CXXMemberCallExpr>(&E);
    if (!Call || !isa_and_nonnull<CXXConversionDecl>(Call->getMethodDecl())) return false;
    const Expr *Object = Call->getImplicitObjectArgument();
    return Object && Object->getSourceRange() == Call->getSourceRange();
  }

private:
  const SourceManager &SM;
  const TemplateInstantiations::FileFilter &Chosen;
  Recorder Record;
  unsigned Depth = 0;
};

}  // namespace

const std::vector<const Expr *> &TemplateInstantiations::of(const Expr &Pattern) {
  if (!Indexed) index();
  static const std::vector<const Expr *> None;
  auto It = ByRange.find({Pattern.getBeginLoc().getRawEncoding(), Pattern.getEndLoc().getRawEncoding()});
  return It == ByRange.end() ? None : It->second;
}

void TemplateInstantiations::index() {
  Indexed = true;
  size_t Recorded = 0;
  InstantiationIndexer Indexer(Ctx.getSourceManager(), Chosen, [&](const Expr &E) {
    ByRange[{E.getBeginLoc().getRawEncoding(), E.getEndLoc().getRawEncoding()}].push_back(&E);
    ++Recorded;
  });
  // Every top-level declaration (not TraverseDecl of the unit, which keeps to the traversal
  // scope), and which of them hold instances.
  std::vector<Decl *> Holders;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    const size_t Before = Recorded;
    Indexer.TraverseDecl(D);
    if (Recorded != Before) Holders.push_back(D);
  }
  if (OnIndexed) OnIndexed(Holders);
}

}  // namespace overdub
