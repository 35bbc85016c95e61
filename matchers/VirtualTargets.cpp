#include "overdub/matchers/VirtualTargets.h"
#include "overdub/matchers/WrittenText.h"

#include "clang/AST/CXXInheritance.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/VTableBuilder.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"

using namespace clang;

namespace overdub {
namespace {

// The object expression as written, under the implicit casts the call adds; the subobject the
// casts reach (derived to base) is placed in `Target`: its offset, and where the offset of a
// virtual base on the way is read (the ABI's vbase offset, only known at run time). None where a
// cast does something else.
const Expr *writtenObject(const Expr *Base, ASTContext &Ctx, VirtualTarget &Target,
                          std::string &WhyNot) {
  std::vector<const ImplicitCastExpr *> Casts;  // the outermost first
  const Expr *E = Base;
  for (const auto *Cast = dyn_cast<ImplicitCastExpr>(E); Cast;
       E = Cast->getSubExpr(), Cast = dyn_cast<ImplicitCastExpr>(E))
    Casts.push_back(Cast);
  auto *Layouts = dyn_cast<ItaniumVTableContext>(Ctx.getVTableContext());
  const CXXRecordDecl *Object = nullptr;  // the class of the object as written
  for (auto It = Casts.rbegin(); It != Casts.rend(); ++It) {  // as the program converts
    const ImplicitCastExpr *Cast = *It;
    if (Cast->getCastKind() == CK_NoOp || Cast->getCastKind() == CK_LValueToRValue ||
        Cast->getCastKind() == CK_ArrayToPointerDecay)
      continue;
    if (Cast->getCastKind() != CK_UncheckedDerivedToBase &&
        Cast->getCastKind() != CK_DerivedToBase) {
      WhyNot = "its object is converted at the call";
      return nullptr;
    }
    QualType Type = Cast->getSubExpr()->getType();
    if (const auto *Pointer = Type->getAs<PointerType>()) Type = Pointer->getPointeeType();
    const CXXRecordDecl *Derived = Type->getAsCXXRecordDecl();
    if (!Object) Object = Derived;
    for (const CXXBaseSpecifier *Step : Cast->path()) {
      const CXXRecordDecl *BaseClass = Step->getType()->getAsCXXRecordDecl();
      if (!Derived || !BaseClass || !Layouts) {
        WhyNot = "its object's class is not known";
        return nullptr;
      }
      if (Step->isVirtual()) {
        // A virtual base of a base is one of the object's class, whose own vtable (at the
        // object's start) holds its offset: what came before it on the way does not matter.
        Target.VirtualBase = Layouts->getVirtualBaseOffsetOffset(Object, BaseClass).getQuantity();
        Target.Offset = 0;
      } else {
        Target.Offset +=
            Ctx.getASTRecordLayout(Derived).getBaseClassOffset(BaseClass).getQuantity();
      }
      Derived = BaseClass;
    }
  }
  return E;
}

// Whether a member of `Base` is public in `Holder` by inheritance (or `Holder` is `Base`).
bool publiclyReaches(const CXXRecordDecl *Holder, const CXXRecordDecl *Base) {
  if (Holder->getCanonicalDecl() == Base->getCanonicalDecl()) return true;
  CXXBasePaths Paths(/*FindAmbiguities=*/true, /*RecordPaths=*/true, /*DetectVirtual=*/false);
  if (!Holder->isDerivedFrom(Base, Paths)) return false;
  ASTContext &Ctx = Base->getASTContext();
  if (Paths.isAmbiguous(Ctx.getCanonicalType(Ctx.getRecordType(Base)))) return false;
  return Paths.front().Access == AS_public;
}

// Where `E` (the expression to wrap) is, into `Target`.
bool placeText(const Expr &E, PartPlacer Place, VirtualTarget &Target, std::string &WhyNot) {
  std::optional<PlacedPart> Part = Place(E.getSourceRange());
  if (!Part) {
    WhyNot = std::string("its object or callee is ") + kWrittenApart;
    return false;
  }
  Target.ObjectBegin = Part->Begin;
  Target.ObjectEnd = Part->End;
  return true;
}

// A call through a function pointer or a function reference (`fp(x)`, `(*fp)(x)`, `table[i](x)`):
// the callee expression is wrapped; the function is the pointer's value.
std::optional<VirtualTarget> indirectTarget(const CallExpr &Call, PartPlacer Place,
                                           std::string &WhyNot) {
  if (Call.getDirectCallee() || isa<CXXMemberCallExpr>(Call) || isa<CXXOperatorCallExpr>(Call) ||
      isa<CUDAKernelCallExpr>(Call) || isa<UserDefinedLiteral>(Call) || Call.isTypeDependent())
    return std::nullopt;
  const Expr *Callee = Call.getCallee();
  while (const auto *Cast = dyn_cast<ImplicitCastExpr>(Callee)) {
    if (Cast->getCastKind() != CK_FunctionToPointerDecay &&
        Cast->getCastKind() != CK_LValueToRValue && Cast->getCastKind() != CK_NoOp)
      return std::nullopt;
    Callee = Cast->getSubExpr();
  }
  VirtualTarget Target;
  QualType Type = Callee->getType();
  if (const auto *Pointer = Type->getAs<PointerType>(); Pointer && Pointer->isFunctionPointerType())
    Target.How = VirtualTarget::FunctionPointer;
  else if (Type->isFunctionType() && Callee->isLValue())
    Target.How = VirtualTarget::Function;
  else
    return std::nullopt;  // a block, a builtin, a dependent or pseudo-object callee
  if (isa<DeclRefExpr>(Callee->IgnoreParens()) &&
      isa<FunctionDecl>(cast<DeclRefExpr>(Callee->IgnoreParens())->getDecl()))
    return std::nullopt;  // a function named: the static callee is it
  if (!placeText(*Callee, Place, Target, WhyNot)) return std::nullopt;
  return Target;
}

// Whether a token of `E` comes from a macro's body (a macro named in it, `__COUNTER__`
// among them) rather than from the text written at the call, directly or in macro arguments.
bool expandsAMacro(const Expr &E, const SourceManager &SM) {
  auto FromBody = [&](SourceLocation Loc) {
    for (; Loc.isMacroID(); Loc = SM.getImmediateSpellingLoc(Loc))
      if (!SM.isMacroArgExpansion(Loc)) return true;
    return false;
  };
  if (FromBody(E.getBeginLoc()) || FromBody(E.getEndLoc()) || FromBody(E.getExprLoc()))
    return true;
  return llvm::any_of(E.children(), [&](const Stmt *Child) {
    const auto *Part = dyn_cast_or_null<Expr>(Child);
    return Part && expandsAMacro(*Part, SM);
  });
}

// A call through a member-function pointer (`(p->*pm)(x)`, `(o.*pm)(x)`): the object operand is
// wrapped, and the helper is given the member pointer too, read a second time. Only a member
// pointer whose reading has no side effects (a variable, a member, an element, not volatile)
// reads the same twice; and only an object whose class reaches the member's publicly, so that
// the helper can convert it as ->* did.
std::optional<VirtualTarget> memberPointerTarget(const CXXMemberCallExpr &Call, ASTContext &Ctx,
                                                 PartPlacer Place, std::string &WhyNot) {
  const auto *Op = dyn_cast<BinaryOperator>(Call.getCallee()->IgnoreParens());
  if (!Op || !Op->isPtrMemOp() || Call.isTypeDependent()) return std::nullopt;
  const Expr *Member = Op->getRHS();
  const auto *Pointer = Member->getType()->getAs<MemberPointerType>();
  if (!Pointer) return std::nullopt;
  if (Member->HasSideEffects(Ctx)) {
    WhyNot = "the member pointer expression has side effects";
    return std::nullopt;
  }
  const Expr *Object = Op->getLHS()->IgnoreImpCasts();
  QualType ObjectType = Object->getType();
  VirtualTarget Target;
  Target.How = VirtualTarget::MemberObject;
  if (Op->getOpcode() == BO_PtrMemI) {
    if (!ObjectType->isPointerType()) {
      WhyNot = "the object is an array";
      return std::nullopt;
    }
    ObjectType = ObjectType->getPointeeType();
    Target.How = VirtualTarget::MemberPointer;
  }
  const CXXRecordDecl *Holder = ObjectType->getAsCXXRecordDecl();
  const CXXRecordDecl *Declarer = Pointer->getMostRecentCXXRecordDecl();
  if (!Holder || !Declarer || !Holder->hasDefinition() || !publiclyReaches(Holder, Declarer)) {
    WhyNot = "the object reaches the member's class through a base that is not public";
    return std::nullopt;
  }
  std::optional<PlacedPart> MemberText = Place(Member->getSourceRange());
  if (!MemberText || !MemberText->Text) {
    WhyNot = MemberText ? "the member pointer is written in a macro body, which the helper "
                          "cannot repeat"
                        : std::string("the member pointer is ") + kWrittenApart;
    return std::nullopt;
  }
  if (expandsAMacro(*Member, Ctx.getSourceManager())) {
    WhyNot = "the member pointer is written with a macro, which could expand to another pointer "
             "when the helper repeats it";
    return std::nullopt;
  }
  Target.Member = std::move(*MemberText->Text);
  if (!placeText(*Object, Place, Target, WhyNot)) return std::nullopt;
  return Target;
}

// Where libstdc++'s std::function `Class` holds its invoker (a function pointer `_M_invoker`),
// when it holds what it calls in its first bytes (`_M_functor` of its base `_Function_base`, at
// its start): then the helper reads it (overdub.h, callable_invoker). 0 for another library's.
long long libstdcxxInvokerOffset(const CXXRecordDecl &Class, ASTContext &Ctx) {
  if (Class.isInvalidDecl() || !Class.hasDefinition()) return 0;
  auto FieldAt = [&](const CXXRecordDecl &Record,
                     llvm::StringRef Name) -> std::optional<long long> {
    for (const FieldDecl *Field : Record.fields())
      if (Field->getIdentifier() && Field->getName() == Name)
        return Ctx.toCharUnitsFromBits(Ctx.getASTRecordLayout(&Record).getFieldOffset(
                                           Field->getFieldIndex()))
            .getQuantity();
    return std::nullopt;
  };
  std::optional<long long> Invoker = FieldAt(Class, "_M_invoker");
  const CXXRecordDecl *Base = nullptr;
  Class.forallBases([&](const CXXRecordDecl *B) {
    if (B->getIdentifier() && B->getName() == "_Function_base") Base = B;
    return true;
  });
  if (!Invoker || !Base || *Invoker <= 0) return 0;
  std::optional<long long> Functor = FieldAt(*Base, "_M_functor");
  const long long BaseOffset =
      Ctx.getASTRecordLayout(&Class).getBaseClassOffset(Base).getQuantity();
  return Functor && *Functor + BaseOffset == 0 ? *Invoker : 0;
}

// A call of a std::function (`fn(x)`, `(*pfn)(x)`, `make()(x)`): its object is wrapped; the
// helper asks it what it holds.
// The std::function whose call operator `Call` calls, if it does.
const CXXRecordDecl *calledStdFunction(const CXXOperatorCallExpr &Call) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call.getDirectCallee());
  if (!Method || Call.isTypeDependent() || Call.getNumArgs() == 0) return nullptr;
  const CXXRecordDecl *Class = Method->getParent();
  if (!isa<ClassTemplateSpecializationDecl>(Class) || !Class->isInStdNamespace() ||
      !Class->getIdentifier() || Class->getName() != "function")
    return nullptr;
  return Class;
}

std::optional<VirtualTarget> callableTarget(const CXXOperatorCallExpr &Call, ASTContext &Ctx,
                                            PartPlacer Place, std::string &WhyNot) {
  const CXXRecordDecl *Class = calledStdFunction(Call);
  if (!Class) return std::nullopt;
  // The helper reads the signature off the object's class: a class derived from std::function
  // has none of its own.
  const Expr *Object = Call.getArg(0)->IgnoreImpCasts();
  const CXXRecordDecl *Holder = Object->getType()->getAsCXXRecordDecl();
  if (!Holder || Holder->getCanonicalDecl() != Class->getCanonicalDecl()) {
    WhyNot = "its object is of a class derived from std::function";
    return std::nullopt;
  }
  VirtualTarget Target;
  Target.How = VirtualTarget::Callable;
  Target.Offset = libstdcxxInvokerOffset(*Class, Ctx);
  if (!placeText(*Object, Place, Target, WhyNot)) return std::nullopt;
  return Target;
}

}  // namespace

std::optional<SourceRange> dispatchedPartInBody(const CallExpr &Call) {
  if (Call.isTypeDependent()) return std::nullopt;
  if (const auto *Operator = dyn_cast<CXXOperatorCallExpr>(&Call)) {
    if (Operator->getOperator() != OO_Call || !calledStdFunction(*Operator)) return std::nullopt;
    return Operator->getArg(0)->getSourceRange();  // a std::function
  }
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(&Call)) {
    const Expr *Callee = Member->getCallee()->IgnoreParens();
    if (isa<BinaryOperator>(Callee)) return std::nullopt;  // a member pointer's
    const auto *ME = dyn_cast<MemberExpr>(Callee);
    const auto *Method = ME ? dyn_cast<CXXMethodDecl>(ME->getMemberDecl()) : nullptr;
    if (!Method || !Method->isVirtual() || ME->hasQualifier()) return std::nullopt;
    if (ME->isImplicitAccess()) return SourceRange(ME->getMemberLoc());
    return ME->getBase()->getSourceRange();
  }
  if (Call.getDirectCallee() || isa<CUDAKernelCallExpr>(Call) || isa<UserDefinedLiteral>(Call))
    return std::nullopt;
  return Call.getCallee()->getSourceRange();
}

std::optional<VirtualTarget> virtualTarget(const CallExpr &Call, ASTContext &Ctx, FileID File,
                                           std::string &WhyNot, const MacroUses *Macros) {
  auto InFile = [&](SourceRange Part) {
    return placeInFile(Part, Call.getSourceRange(), Ctx, File, Macros);
  };
  return virtualTarget(Call, Ctx, InFile, WhyNot);
}

std::optional<VirtualTarget> virtualTarget(const CallExpr &Call, ASTContext &Ctx, PartPlacer Place,
                                           std::string &WhyNot) {
  WhyNot.clear();
  if (const auto *Operator = dyn_cast<CXXOperatorCallExpr>(&Call);
      Operator && Operator->getOperator() == OO_Call)
    return callableTarget(*Operator, Ctx, Place, WhyNot);
  const auto *Member = dyn_cast<CXXMemberCallExpr>(&Call);
  if (!Member) return indirectTarget(Call, Place, WhyNot);
  const bool Itanium = Ctx.getTargetInfo().getCXXABI().isItaniumFamily();
  if (isa<BinaryOperator>(Member->getCallee()->IgnoreParens())) {
    if (Itanium) return memberPointerTarget(*Member, Ctx, Place, WhyNot);
    WhyNot = "not the Itanium C++ ABI";
    return std::nullopt;
  }
  const auto *ME = dyn_cast<MemberExpr>(Member->getCallee()->IgnoreParens());
  if (!ME || ME->hasQualifier()) return std::nullopt;  // B::f(): no dispatch
  const auto *Method = dyn_cast<CXXMethodDecl>(ME->getMemberDecl());
  if (!Method || !Method->isVirtual()) return std::nullopt;
  const Expr *Base = ME->getBase();
  if (Method->getDevirtualizedMethod(Base, /*IsAppleKext=*/false))
    return std::nullopt;  // the compiler knows the target: the static callee is it
  auto *Layouts = Itanium ? dyn_cast<ItaniumVTableContext>(Ctx.getVTableContext()) : nullptr;
  if (!Layouts) {
    WhyNot = "not the Itanium C++ ABI";
    return std::nullopt;
  }
  if (isa<CXXDestructorDecl>(Method)) {
    WhyNot = "a destructor";
    return std::nullopt;
  }

  VirtualTarget Target;
  const Expr *Object = writtenObject(Base, Ctx, Target, WhyNot);
  if (!Object) return std::nullopt;
  Target.Index = static_cast<long long>(Layouts->getMethodVTableIndex(GlobalDecl(Method)));
  if (const auto *This = dyn_cast<CXXThisExpr>(Object); This && This->isImplicit()) {
    Target.How = VirtualTarget::ImplicitThis;
    std::optional<PlacedPart> At = Place(SourceRange(ME->getMemberLoc()));
    if (!At) {
      WhyNot = std::string("its function's name is ") + kWrittenApart;
      return std::nullopt;
    }
    Target.ObjectBegin = Target.ObjectEnd = At->Begin;
    return Target;
  }
  if (const auto *Arrow = dyn_cast<CXXOperatorCallExpr>(Object);
      Arrow && Arrow->getOperator() == OO_Arrow) {
    // A smart pointer: the helper calls its operator-> (once, as the call would) and gives the
    // raw pointer to the builtin ->. Only a public operator-> of the pointer's own class that
    // returns a raw pointer (not a chain of them), which the helper can call as the call did.
    const auto *Operator = dyn_cast_or_null<CXXMethodDecl>(Arrow->getDirectCallee());
    if (!Operator || Operator->getAccess() != AS_public || Arrow->getNumArgs() != 1 ||
        !Arrow->getType()->isPointerType()) {
      WhyNot = "its operator-> is not public or returns a class";
      return std::nullopt;
    }
    Object = Arrow->getArg(0)->IgnoreImpCasts();
    const CXXRecordDecl *Holder = Object->getType()->getAsCXXRecordDecl();
    if (!Holder || !publiclyReaches(Holder, Operator->getParent())) {
      WhyNot = "its operator-> is inherited from a base that is not public";
      return std::nullopt;
    }
    Target.How = VirtualTarget::SmartPointer;
  } else if (ME->isArrow()) {
    if (!Object->getType()->isPointerType() && !Object->getType()->isArrayType()) {
      WhyNot = "its object expression is not a pointer";
      return std::nullopt;
    }
    Target.How = VirtualTarget::Pointer;
  } else {
    Target.How = VirtualTarget::Object;
  }
  if (!placeText(*Object, Place, Target, WhyNot)) return std::nullopt;
  return Target;
}

std::optional<VirtualTarget> virtualTargetOfEveryInstance(
    const std::vector<const Expr *> &Instances, ASTContext &Ctx, FileID File, std::string &WhyNot,
    const MacroUses *Macros) {
  WhyNot.clear();
  std::optional<VirtualTarget> Agreed;
  bool Static = false;  // an instantiation whose call the compiler resolves
  for (const Expr *Instance : Instances) {
    const auto *Call = dyn_cast<CallExpr>(Instance);
    if (!Call) continue;  // a fold's expansion, or a built-in operator: no call of its own
    std::string Why;
    std::optional<VirtualTarget> Target = virtualTarget(*Call, Ctx, File, Why, Macros);
    if (!Target) {
      if (!Why.empty() && WhyNot.empty()) WhyNot = Why;
      Static = Static || Why.empty();
      continue;
    }
    if (Agreed && !(*Agreed == *Target)) {
      WhyNot = "its instantiations reach the function in different ways (vtable entries, "
               "offsets, virtual bases)";
      return std::nullopt;
    }
    Agreed = std::move(Target);
  }
  // The helper must suit every instantiation: one that calls a function directly may have an
  // object without a vtable.
  if (Agreed && (Static || !WhyNot.empty())) {
    if (WhyNot.empty()) WhyNot = "some of its instantiations call the function directly";
    return std::nullopt;
  }
  return Agreed;
}

}  // namespace overdub
