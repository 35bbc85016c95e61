#include "overdub/matchers/NonLocalJumps.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSwitch.h"

#include <vector>

using namespace clang;

namespace overdub {
namespace {

// A C library function or a builtin of that name (not a member or a namespace's function that
// happens to share it).
bool isLibraryNamed(const FunctionDecl &F, bool (*Named)(llvm::StringRef)) {
  return F.getIdentifier() && Named(F.getName()) && (F.isExternC() || F.getBuiltinID());
}

bool isSetjmpName(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases("setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp", "__builtin_setjmp", true)
      .Cases("savectx", "vfork", "getcontext", true)
      .Default(false);
}

bool isLongjmpName(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases("longjmp", "_longjmp", "siglongjmp", "__builtin_longjmp", true)
      .Cases("__longjmp_chk", "__libc_longjmp", "__libc_siglongjmp", true)
      .Default(false);
}

// One declaration per function: templates by their pattern.
const FunctionDecl *canonical(const FunctionDecl *F) {
  if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern()) F = Pattern;
  return F->getCanonicalDecl();
}

// The function type that a call through a pointer or reference of type T reaches, without what
// does not tell which functions it may be (exception specification, noreturn).
const Type *functionKey(ASTContext &Ctx, QualType T) {
  if (const auto *Pointer = T->getAs<PointerType>()) T = Pointer->getPointeeType();
  else if (const auto *Reference = T->getAs<ReferenceType>()) T = Reference->getPointeeType();
  const auto *Proto = T->getAs<FunctionProtoType>();
  if (!Proto) return T->getAs<FunctionType>() ? Ctx.getCanonicalType(T).getTypePtr() : nullptr;
  FunctionProtoType::ExtProtoInfo Info = Proto->getExtProtoInfo();
  Info.ExceptionSpec = FunctionProtoType::ExceptionSpecInfo();
  Info.ExtInfo = Info.ExtInfo.withNoReturn(false);
  return Ctx.getCanonicalType(Ctx.getFunctionType(Proto->getReturnType(), Proto->getParamTypes(), Info))
      .getTypePtr();
}

// Visits the calls and constructor calls evaluated in Root (not in the lambdas written there).
template <class Fn>
void forEachCallIn(const Stmt &Root, Fn &&Visit) {
  for (const Stmt *Child : Root.children()) {
    if (!Child || isa<LambdaExpr, BlockExpr>(Child)) continue;  // bodies of their own
    if (isa<CallExpr, CXXConstructExpr>(Child)) Visit(*cast<Expr>(Child));
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Child)) forEachCallIn(*Default, Visit);
    forEachCallIn(*Child, Visit);
  }
}

// Who calls whom in the translation unit, instantiations included.
class CallGraph : public RecursiveASTVisitor<CallGraph> {
  using Base = RecursiveASTVisitor<CallGraph>;

public:
  explicit CallGraph(ASTContext &Ctx) : Ctx(Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *D) {
    const auto *F = dyn_cast_or_null<FunctionDecl>(D);
    if (!F || !F->doesThisDeclarationHaveABody()) return Base::TraverseDecl(D);
    Current.push_back(canonical(F));
    bool Ok = Base::TraverseDecl(D);
    Current.pop_back();
    return Ok;
  }
  bool TraverseLambdaExpr(LambdaExpr *Lambda) {
    Current.push_back(canonical(Lambda->getCallOperator()));
    bool Ok = Base::TraverseLambdaExpr(Lambda);
    Current.pop_back();
    return Ok;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (Current.empty()) return true;  // an initializer at namespace scope: no function to mark
    const FunctionDecl *Caller = Current.back();
    if (const FunctionDecl *Callee = Call->getDirectCallee()) {
      if (isLongjmp(*Callee)) Seeds.push_back(Caller);
      else Callers[canonical(Callee)].push_back(Caller);
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts()))
        CalleeRefs.insert(Ref);
    } else if (const Type *Key = functionKey(Ctx, Call->getCallee()->getType())) {
      IndirectCallers[Key].push_back(Caller);
    }
    return true;
  }
  // A constructor that may longjmp makes its constructions calls that may.
  bool VisitCXXConstructExpr(CXXConstructExpr *Construct) {
    if (!Current.empty() && Construct->getConstructor())
      Callers[canonical(Construct->getConstructor())].push_back(Current.back());
    return true;
  }
  // Visited after the call it may name (pre-order): a reference that is no callee takes the
  // function's address (a handler passed on, stored, or converted to a pointer).
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl()); F && !CalleeRefs.count(Ref))
      AddressTaken.insert(canonical(F));
    return true;
  }

  ASTContext &Ctx;
  std::vector<const FunctionDecl *> Current;
  std::vector<const FunctionDecl *> Seeds;  // functions that call a longjmp themselves
  llvm::DenseMap<const FunctionDecl *, std::vector<const FunctionDecl *>> Callers;
  llvm::DenseMap<const Type *, std::vector<const FunctionDecl *>> IndirectCallers;
  llvm::DenseSet<const DeclRefExpr *> CalleeRefs;
  llvm::DenseSet<const FunctionDecl *> AddressTaken;
};

}  // namespace

bool returnsTwice(const FunctionDecl &F) {
  return F.hasAttr<ReturnsTwiceAttr>() || isLibraryNamed(F, isSetjmpName);
}

bool isLongjmp(const FunctionDecl &F) { return isLibraryNamed(F, isLongjmpName); }

bool NonLocalJumps::callsSetjmp(const FunctionDecl &F) {
  auto [It, New] = SetjmpCallers.try_emplace(&F, false);
  if (!New || !F.getBody()) return It->second;
  bool Calls = false;
  forEachCallIn(*F.getBody(), [&](const Expr &E) {
    if (const auto *Call = dyn_cast<CallExpr>(&E))
      if (const FunctionDecl *Callee = Call->getDirectCallee()) Calls |= returnsTwice(*Callee);
  });
  return SetjmpCallers[&F] = Calls;
}

void NonLocalJumps::index() {
  Indexed = true;
  // Most translation units never refer to a longjmp: then there is no call graph to build.
  for (llvm::StringRef Name : {"longjmp", "_longjmp", "siglongjmp", "__builtin_longjmp",
                               "__longjmp_chk", "__libc_longjmp", "__libc_siglongjmp"}) {
    auto It = Ctx.Idents.find(Name);
    if (It == Ctx.Idents.end()) continue;
    for (const NamedDecl *D : Ctx.getTranslationUnitDecl()->lookup(It->getValue()))
      AnyLongjmp |= D->isReferenced();
  }
  if (!AnyLongjmp) return;
  CallGraph Graph(Ctx);
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())  // the whole unit, whatever the scope
    Graph.TraverseDecl(D);
  std::vector<const FunctionDecl *> Work;
  auto Reached = [&](const FunctionDecl *F) {
    if (Jumping.insert(F).second) Work.push_back(F);
  };
  for (const FunctionDecl *F : Graph.Seeds) Reached(F);
  while (!Work.empty()) {
    const FunctionDecl *F = Work.back();
    Work.pop_back();
    if (auto It = Graph.Callers.find(F); It != Graph.Callers.end())
      for (const FunctionDecl *Caller : It->second) Reached(Caller);
    if (!Graph.AddressTaken.count(F)) continue;
    const Type *Key = functionKey(Ctx, F->getType());
    if (!Key || !JumpingPointees.insert(Key).second) continue;
    if (auto It = Graph.IndirectCallers.find(Key); It != Graph.IndirectCallers.end())
      for (const FunctionDecl *Caller : It->second) Reached(Caller);
  }
}

bool NonLocalJumps::mayLongjmp(const CallExpr &Call) {
  if (const FunctionDecl *Callee = Call.getDirectCallee(); Callee && isLongjmp(*Callee)) return true;
  if (!Indexed) index();
  if (!AnyLongjmp) return false;
  if (const FunctionDecl *Callee = Call.getDirectCallee()) return Jumping.count(canonical(Callee));
  const Type *Key = functionKey(Ctx, Call.getCallee()->getType());
  return Key && JumpingPointees.count(Key);
}

bool NonLocalJumps::fullExpressionMayLongjmp(const Expr &E) {
  if (!Indexed) index();
  if (!AnyLongjmp) return false;
  const Expr *Root = &E;
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(*Root);
    const Expr *Parent = Parents.size() == 1 ? Parents[0].get<Expr>() : nullptr;
    if (!Parent || isa<LambdaExpr>(Parent)) break;
    Root = Parent;
  }
  auto [It, New] = FullExpressions.try_emplace(Root, false);
  if (!New) return It->second;
  bool May = callMayLongjmp(*Root);
  forEachCallIn(*Root, [&](const Expr &E) { May = May || callMayLongjmp(E); });
  return FullExpressions[Root] = May;
}

bool NonLocalJumps::scopeMayLongjmp(const Stmt &Scope) {
  if (!Indexed) index();
  if (!AnyLongjmp) return false;
  bool May = false;
  forEachCallIn(Scope, [&](const Expr &E) { May = May || callMayLongjmp(E); });
  return May;
}

bool NonLocalJumps::callMayLongjmp(const Expr &E) {
  if (const auto *Call = dyn_cast<CallExpr>(&E)) return mayLongjmp(*Call);
  const auto *Construct = dyn_cast<CXXConstructExpr>(&E);
  return Construct && Construct->getConstructor() &&
         Jumping.count(canonical(Construct->getConstructor())) > 0;
}

}  // namespace overdub
