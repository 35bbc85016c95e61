#include "overdub/matchers/ColumnUses.h"

#include "overdub/matchers/Constructions.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <string>

using namespace clang;

namespace overdub {

void ColumnUses::record(const Stmt &S) {
  llvm::SmallVector<SourceLocation, 2> Used;
  if (isa<SourceLocExpr>(S) && readsColumn(S)) Used.push_back(S.getBeginLoc());
  auto FromDefaults = [&](auto Arguments) {
    for (const Expr *Arg : Arguments)
      if (const auto *Default = dyn_cast_or_null<CXXDefaultArgExpr>(Arg);
          Default && readsColumn(*Default))
        Used.push_back(Default->getUsedLocation());
  };
  if (const auto *Call = dyn_cast<CallExpr>(&S)) {
    const size_t Before = Used.size();
    FromDefaults(Call->arguments());
    // g++ gives a default argument the column of the call's `(`: the callee's end too.
    if (Used.size() > Before && Call->getCallee()) Used.push_back(Call->getCallee()->getEndLoc());
    // A template's call reads the column in its instantiations' default arguments only.
    if (Call->isInstantiationDependent())
      for (const Expr *Instance : InstancesOf(*Call))
        if (!Instance->isInstantiationDependent()) record(*Instance);
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(&S)) {
    FromDefaults(Construct->arguments());
    // An implicit constructor's default member initializers read the column where it is used.
    if (const CXXConstructorDecl *Ctor = Construct->getConstructor(); Ctor && !Ctor->isUserProvided())
      for (const CXXCtorInitializer *Init : Ctor->inits())
        if (Init->isInClassMemberInitializer() && Init->getInit() && readsColumn(*Init->getInit()))
          Used.push_back(Construct->getBeginLoc());
  }
  // An aggregate's default member initializers: where it is initialized.
  if (const auto *List = dyn_cast<InitListExpr>(&S)) {
    const InitListExpr *Semantic = List->isSemanticForm() ? List : List->getSemanticForm();
    for (const Expr *Init : Semantic ? Semantic->inits() : llvm::ArrayRef<Expr *>())
      if (const auto *Default = dyn_cast_or_null<CXXDefaultInitExpr>(Init);
          Default && readsColumn(*Default))
        Used.push_back(Default->getUsedLocation());
  }
  for (SourceLocation Loc : Used) {
    recordAt(Loc);
    // In a macro, Clang gives the column of the invocation's end.
    if (Loc.isMacroID()) recordAt(SM.getExpansionRange(Loc).getEnd());
  }
}

void ColumnUses::record(const CXXConstructorDecl &Constructor) {
  if (!Constructor.doesThisDeclarationHaveABody() ||
      std::none_of(Constructor.init_begin(), Constructor.init_end(),
                   [](const CXXCtorInitializer *Init) {
                     return Init->isInClassMemberInitializer() && Init->getInit() &&
                            readsColumn(*Init->getInit());
                   }))
    return;
  recordAt(Constructor.getLocation());
  for (const CXXCtorInitializer *Init : Constructor.inits())
    if (Init->isWritten()) recordAt(Init->getRParenLoc());
  if (const Stmt *Body = Constructor.getBody()) recordAt(Body->getBeginLoc());
}

void ColumnUses::recordAt(SourceLocation Loc) {
  SourceLocation File = SM.getFileLoc(Loc);
  if (int Index = FileIndexOf(File); Index >= 0)
    Uses.push_back({static_cast<unsigned>(Index), SM.getFileOffset(File)});
}

void ColumnUses::protect(std::vector<CallSite> &Sites, llvm::ArrayRef<FileID> Files) const {
  if (Uses.empty()) return;
  static const char *const kShifts =
      "wrapper would shift a column use later on its line (__builtin_COLUMN, source_location)";
  for (CallSite &Site : Sites) {
    if (!Site.instrumented()) continue;
    auto LineOf = [&](unsigned Offset) { return SM.getLineNumber(Files[Site.FileIndex], Offset); };
    // Whether text inserted at `Offset` of the site's file lands before a column use on its line.
    auto Shifts = [&](unsigned Offset) {
      for (auto [File, Use] : Uses)
        if (File == Site.FileIndex && Offset <= Use && LineOf(Offset) == LineOf(Use)) return true;
      return false;
    };
    if (Shifts(Site.BeginOffset) || Shifts(Site.EndOffset)) {
      leaveOut(Site, SkipReason::ColumnSensitive);
      continue;
    }
    // A macro body's parts are placed in a copy of the body, not at these offsets.
    if (Site.BodyUse || !Site.MacroName.empty()) continue;
    if (Site.Target && (Shifts(Site.Target->ObjectBegin) || Shifts(Site.Target->ObjectEnd))) {
      Site.Target.reset();
      Site.TargetWhyNot = std::string("its object's ") + kShifts;
    }
    llvm::erase_if(Site.Captures, [&](const ArgumentCapture &C) {
      if (!Shifts(C.Begin) && !Shifts(C.End)) return false;
      Site.CaptureWhyNot.push_back("argument " + std::to_string(C.Number) + ": its " + kShifts);
      Site.ValueTypes.push_back({C.Number, C.Shown});
      return true;
    });
  }
  reattachLexicalParents(Sites);
}

}  // namespace overdub
