#include "overdub/matchers/LeftOperand.h"

#include "overdub/matchers/FormSelection.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <optional>

using namespace clang;

namespace overdub {
namespace {

// The operators whose left-operand form overdub.h defines (BasicSpan::LeftOperand).
bool hasLeftOperandForm(OverloadedOperatorKind Op) {
  switch (Op) {
  case OO_LessLess: case OO_GreaterGreater:
  case OO_Less: case OO_Greater: case OO_LessEqual: case OO_GreaterEqual:
  case OO_EqualEqual: case OO_ExclaimEqual:
  case OO_Plus: case OO_Minus: case OO_Star: case OO_Slash: case OO_Percent:
  case OO_Amp: case OO_Pipe: case OO_Caret:
    return true;
  default:
    return false;
  }
}

bool isRelational(OverloadedOperatorKind Op) {
  return Op == OO_Less || Op == OO_Greater || Op == OO_LessEqual || Op == OO_GreaterEqual;
}

// Does a function name in `E` need its parameter's type to be resolved (one of an overload
// set, a template whose arguments are deduced: `std::endl`), which a forwarding reference
// cannot give?
bool namesOverloadSet(const Expr &E) {
  const Expr *Inner = E.IgnoreParens();
  if (const auto *Address = dyn_cast<UnaryOperator>(Inner);
      Address && Address->getOpcode() == UO_AddrOf)
    Inner = Address->getSubExpr()->IgnoreParens();
  auto Resolved = [](const ValueDecl *D, bool Multiple, bool ExplicitArgs) {
    const auto *F = dyn_cast<FunctionDecl>(D);
    return F && (Multiple || ExplicitArgs || F->getPrimaryTemplate());
  };
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Inner))
    return Resolved(Ref->getDecl(), Ref->hadMultipleCandidates(), Ref->hasExplicitTemplateArgs());
  if (const auto *Member = dyn_cast<MemberExpr>(Inner))
    return Resolved(Member->getMemberDecl(), Member->hadMultipleCandidates(),
                    Member->hasExplicitTemplateArgs());
  return false;
}

// The namespaces and classes that argument-dependent lookup associates with `T` (close enough:
// the class, its bases, the classes it is a member of, its template type arguments, and their
// innermost namespaces, with inline namespaces' parents).
struct Associated {
  llvm::SmallPtrSet<const DeclContext *, 8> Namespaces;
  llvm::SmallPtrSet<const CXXRecordDecl *, 8> Classes;

  void addNamespaceOf(const Decl &D) {
    const DeclContext *NS = D.getDeclContext()->getEnclosingNamespaceContext();
    for (; NS; NS = NS->getParent()) {
      Namespaces.insert(NS->getPrimaryContext());
      const auto *N = dyn_cast<NamespaceDecl>(NS);
      if (!N || !N->isInline()) break;
    }
  }
  bool Truncated = false;  // types nested too deep to follow: not known
  void add(QualType T, int Depth = 0) {
    if (T.isNull()) return;
    if (Depth > 32) {
      Truncated = true;
      return;
    }
    T = T.getNonReferenceType().getCanonicalType();
    while (T->isPointerType() || T->isArrayType())
      T = T->isPointerType() ? T->getPointeeType().getCanonicalType()
                             : QualType(T->getArrayElementTypeNoTypeQual(), 0).getCanonicalType();
    if (const auto *Function = T->getAs<FunctionProtoType>()) {
      add(Function->getReturnType(), Depth + 1);
      for (QualType Param : Function->param_types()) add(Param, Depth + 1);
      return;
    }
    if (const auto *MemberPointer = T->getAs<MemberPointerType>()) {
      add(QualType(MemberPointer->getClass(), 0), Depth + 1);
      add(MemberPointer->getPointeeType(), Depth + 1);
      return;
    }
    if (const auto *Enum = T->getAs<EnumType>()) {
      addNamespaceOf(*Enum->getDecl());
      if (const auto *Outer = dyn_cast<CXXRecordDecl>(Enum->getDecl()->getDeclContext()))
        Classes.insert(Outer);
      return;
    }
    const CXXRecordDecl *Record = T->getAsCXXRecordDecl();
    if (!Record || !Classes.insert(Record).second) return;
    addNamespaceOf(*Record);
    for (const DeclContext *Outer = Record->getDeclContext(); isa<CXXRecordDecl>(Outer);
         Outer = Outer->getParent())
      Classes.insert(cast<CXXRecordDecl>(Outer));
    if (Record->hasDefinition())
      for (const CXXBaseSpecifier &Base : Record->bases()) add(Base.getType(), Depth + 1);
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(Record))
      for (const TemplateArgument &A : Spec->getTemplateArgs().asArray()) {
        if (A.getKind() == TemplateArgument::Type) add(A.getAsType(), Depth + 1);
        if (A.getKind() == TemplateArgument::Template)
          if (const TemplateDecl *Template = A.getAsTemplate().getAsTemplateDecl()) {
            addNamespaceOf(*Template);
            if (const auto *Outer = dyn_cast<CXXRecordDecl>(Template->getDeclContext()))
              Classes.insert(Outer);
          }
        if (A.getKind() == TemplateArgument::Pack) Truncated = true;
      }
  }
};

// The function `D` names (a template's pattern), or none.
const FunctionDecl *functionOf(const NamedDecl &D) {
  const NamedDecl *Under = D.getUnderlyingDecl();
  if (const auto *Template = dyn_cast<FunctionTemplateDecl>(Under))
    return Template->getTemplatedDecl();
  return dyn_cast<FunctionDecl>(Under);
}

// The type of `F`'s first parameter, canonical and without its reference, where that parameter
// could be the proxy's operator's left operand: none for a member of another class (its object
// is never the proxy) or a function without parameters.
std::optional<QualType> firstParameterType(const FunctionDecl &F) {
  if (const auto *Method = dyn_cast<CXXMethodDecl>(&F); Method && !Method->isStatic())
    return std::nullopt;
  if (F.getNumParams() == 0) return std::nullopt;
  return F.getParamDecl(0)->getType().getNonReferenceType().getCanonicalType();
}

// Is `D` a function template whose first parameter deduces the whole type of its argument
// (`template <class T> R operator+(T &&, const Foo &)`)? Such a candidate takes the proxy
// object as its left operand, competing with the proxy's own operator (ambiguous, or chosen:
// then the real operator gets the proxy). Its constraints are not looked at.
bool takesAnyLeftOperand(const NamedDecl &D) {
  const auto *Template = dyn_cast<FunctionTemplateDecl>(D.getUnderlyingDecl());
  // The standard library's (the rvalue stream insertion and extraction operators) are
  // constrained to streams.
  if (!Template || Template->isInStdNamespace()) return false;
  std::optional<QualType> First = firstParameterType(*Template->getTemplatedDecl());
  return First && isa<TemplateTypeParmType>(First->getUnqualifiedType());
}

// Could `D`, an operator function that is no member, take `Left` as its first argument? Its
// first parameter's class is the left operand's, or a base of it, or a template that it or a
// base specializes; or the left operand or that class converts (a conversion function, a
// constructor that is not explicit); a left operand that is no class might convert anyway.
bool mayTakeLeft(const NamedDecl &D, QualType Left) {
  const FunctionDecl *F = functionOf(D);
  if (!F) return true;
  std::optional<QualType> FirstParameter = firstParameterType(*F);
  if (!FirstParameter) return false;
  const CXXRecordDecl *LeftClass = Left.getNonReferenceType()->getAsCXXRecordDecl();
  if (!LeftClass || !LeftClass->hasDefinition()) return true;
  const QualType First = *FirstParameter;
  if (isa<TemplateTypeParmType>(First.getUnqualifiedType())) return true;
  auto IsOrBase = [&](auto &&Matches) {
    if (Matches(LeftClass)) return true;
    bool Found = false;
    LeftClass->forallBases([&](const CXXRecordDecl *Base) {
      Found |= Matches(Base);
      return true;
    });
    return Found;
  };
  const bool Converts = !LeftClass->getVisibleConversionFunctions().empty();
  if (const auto *Specialization = First->getAs<TemplateSpecializationType>()) {
    const TemplateDecl *Template = Specialization->getTemplateName().getAsTemplateDecl();
    return Converts || IsOrBase([&](const CXXRecordDecl *C) {
             const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(C);
             return Spec && Template &&
                    Spec->getSpecializedTemplate()->getCanonicalDecl() ==
                        Template->getCanonicalDecl();
           });
  }
  if (const CXXRecordDecl *Class = First->getAsCXXRecordDecl()) {
    if (IsOrBase([&](const CXXRecordDecl *C) {
          return C->getCanonicalDecl() == Class->getCanonicalDecl();
        }))
      return true;
    if (Converts || First->isDependentType() || !Class->hasDefinition()) return true;
    return llvm::any_of(Class->getDefinition()->ctors(), [](const CXXConstructorDecl *Ctor) {
      return !Ctor->isExplicit() && !Ctor->isCopyOrMoveConstructor() && Ctor->getNumParams() > 0;
    });
  }
  return Converts || First->isDependentType();
}

// Why a candidate of the proxy's operator would change the call, or "": one that takes the
// proxy as its left operand (found by argument-dependent lookup in the operands' namespaces and
// classes, or by ordinary lookup where the call is: `At` and its enclosing contexts, with the
// namespaces their using-directives name), or one of the operands' declared after the call
// that could take the left operand (overdub.h's template is instantiated at the end of the
// file, and sees it). An inline namespace's names are its parent's too (lookup has them).
std::string candidateWhyNot(const Associated &Of, DeclarationName Name, const DeclContext *At,
                            SourceLocation CallAt, const SourceManager &SM, QualType Left) {
  auto Later = [&](const NamedDecl &D) {
    SourceLocation Declared = SM.getExpansionLoc(D.getCanonicalDecl()->getLocation());
    return Declared.isValid() && SM.isBeforeInTranslationUnit(CallAt, Declared);
  };
  auto Why = [&](const NamedDecl &D, bool Associated) -> std::string {
    if (takesAnyLeftOperand(D))
      return D.getQualifiedNameAsString() + " would take the proxy as its left operand";
    if (Associated && Later(D) && mayTakeLeft(D, Left))
      return D.getQualifiedNameAsString() + " is declared after the call, where overdub.h would "
                                            "see it";
    return "";
  };
  auto Check = [&](const DeclContext &In, bool Associated) -> std::string {
    for (const NamedDecl *D : In.lookup(Name))
      if (std::string Found = Why(*D, Associated); !Found.empty()) return Found;
    return "";
  };
  for (const DeclContext *NS : Of.Namespaces) {
    if (std::string Found = Check(*NS, true); !Found.empty()) return Found;
  }
  for (const CXXRecordDecl *Class : Of.Classes) {
    if (!Class->hasDefinition()) continue;
    for (const FriendDecl *Friend : Class->getDefinition()->friends())
      if (const NamedDecl *F = Friend->getFriendDecl(); F && F->getDeclName() == Name)
        if (std::string Found = Why(*F, true); !Found.empty()) return Found;
  }
  for (const DeclContext *In = At; In; In = In->getParent()) {
    // Ordinary lookup of an operator skips members; a linkage specification is no scope.
    if (isa<CXXRecordDecl>(In) || In->isTransparentContext()) continue;
    if (std::string Found = Check(*In, false); !Found.empty()) return Found;
    for (const UsingDirectiveDecl *Using : In->using_directives())
      if (const NamespaceDecl *Named = Using->getNominatedNamespace())
        if (std::string Found = Check(*Named, false); !Found.empty()) return Found;
  }
  return "";
}

// Would the runtime's header find `Callee` as the call did? It looks up the operator where
// its template is defined: members of the left operand's class, and by argument-dependent
// lookup only (not an operator declared in the caller's namespace or found by a
// using-declaration there).
bool foundByArgumentLookup(const FunctionDecl &Callee, const Associated &Of) {
  if (isa<CXXMethodDecl>(Callee)) return true;
  if (Callee.getFriendObjectKind() != Decl::FOK_None)
    if (const auto *Class = dyn_cast<CXXRecordDecl>(Callee.getLexicalDeclContext()))
      return Of.Classes.count(Class) > 0;
  const DeclContext *NS = Callee.getDeclContext()->getRedeclContext();
  return NS->isNamespace() || NS->isTranslationUnit()
             ? Of.Namespaces.count(NS->getPrimaryContext()) > 0
             : false;
}

// Why operand `Argument` (as the call passes it, with its implicit conversions) would not reach
// the operator as it does when forwarded, or "". `ByValue`: its parameter is no reference.
// `IsLeft`: the left operand, which the proxy holds by reference.
std::string operandWhyNot(const Expr &Argument, bool ByValue, bool IsLeft) {
  const std::string Operand = IsLeft ? "its left operand " : "its right operand ";
  const Expr *E = &Argument;
  for (;;) {
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
      switch (Cast->getCastKind()) {
      case CK_DerivedToBase:
      case CK_UncheckedDerivedToBase:
        // Made in the runtime's header, where a private or protected base is not accessible.
        for (const CXXBaseSpecifier *Base : Cast->path())
          if (Base->getAccessSpecifier() != AS_public)
            return Operand + "is converted to a base that is not public";
        [[fallthrough]];
      case CK_NoOp: case CK_LValueToRValue: case CK_ArrayToPointerDecay:
      case CK_FunctionToPointerDecay:
        E = Cast->getSubExpr();
        continue;
      default:
        return Operand + "is converted (" + Cast->getCastKindName() +
               "), which would be done in overdub.h";
      }
    }
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E)) {
      E = Temp->getSubExpr();
      continue;
    }
    if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(E)) {
      E = Bind->getSubExpr();
      continue;
    }
    break;
  }
  if (isa<CXXConstructExpr>(E) && !isa<CXXTemporaryObjectExpr>(E) &&
      cast<CXXConstructExpr>(E)->getParenOrBraceRange().isInvalid())
    return Operand + "is copied into a by-value parameter, which would be done in overdub.h";
  // A by-value parameter is read when the operand is evaluated (C++17 sequences the left one
  // before the right one for <<), and that read is what the compilers warn about
  // (-Wuninitialized): the proxy takes a scalar right operand by value too (lhs_value), but no
  // class (one more move) nor a left operand.
  if (ByValue && (E->getType()->isRecordType() || IsLeft))
    return Operand + "reaches a by-value parameter";
  if (E->refersToBitField() && !ByValue)
    return Operand + "is a bit-field, which no reference binds";
  if (namesOverloadSet(*E)) return Operand + "names an overload set or a function template";
  // A local variable declared without an initializer: the compilers warn about its
  // uninitialized use where the call reads it or binds a const reference to it, which would be
  // in overdub.h.
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParens()))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
        Var && Var->hasLocalStorage() && !isa<ParmVarDecl>(Var) && !Var->hasInit())
      return Operand + "is a local variable declared without an initializer";
  // NULL is forwarded as an integer, without g++'s "passing NULL to non-pointer argument".
  if (isa<GNUNullExpr>(E->IgnoreParens())) return Operand + "is NULL";
  return "";
}

}  // namespace

std::string leftOperandWhyNot(const CXXOperatorCallExpr &Call, ASTContext &Ctx,
                              const DeclContext *At, bool *RightByValue) {
  const OverloadedOperatorKind Op = Call.getOperator();
  const LangOptions &Lang = Ctx.getLangOpts();
  if (!hasLeftOperandForm(Op) || Call.getNumArgs() != 2)
    return "no left-operand form for this operator";
  if (Call.isTypeDependent() || Call.isValueDependent() || Call.getArg(0)->isTypeDependent() ||
      Call.getArg(1)->isTypeDependent())
    return "it depends on a template parameter";
  // C++20 rewrites == and != (reversed candidates), which the forwarding would see apart.
  if (Lang.CPlusPlus20 && (Op == OO_EqualEqual || Op == OO_ExclaimEqual))
    return "C++20 rewrites == and != with reversed candidates";
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee) return "no operator function is named";
  // Reported where the runtime calls it (a system header) instead of at the call.
  if (Callee->isDeprecated() || Callee->isUnavailable())
    return "its operator is deprecated, which would be reported in overdub.h";
  if (Call.hasUnusedResultAttr(Ctx)) return "its operator is [[nodiscard]]";
  // Attributes checked against the arguments at the call (-Wnonnull, diagnose_if), which would
  // check the proxy's forwarding in overdub.h.
  auto ChecksArguments = [](const Decl &D) {
    return D.hasAttr<NonNullAttr>() || D.hasAttr<DiagnoseIfAttr>() || D.hasAttr<EnableIfAttr>() ||
           D.hasAttr<PassObjectSizeAttr>() || D.hasAttr<ErrorAttr>();
  };
  if (ChecksArguments(*Callee) || llvm::any_of(Callee->parameters(), [&](const ParmVarDecl *P) {
        return ChecksArguments(*P);
      }))
    return "its operator is checked at the call (nonnull, diagnose_if, warning)";
  // Named through a using-declaration, the declaration found gives the access.
  const NamedDecl *Found = Callee;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Call.getCallee()->IgnoreImpCasts()))
    Found = Ref->getFoundDecl();
  auto NotPublic = [](const NamedDecl *D) {
    return D->getAccess() == AS_private || D->getAccess() == AS_protected;
  };
  // Member lookup in the left operand's class: a using-declaration there gives the access.
  bool Hidden = NotPublic(Callee) || NotPublic(Found);
  if (const CXXRecordDecl *LeftClass =
          Call.getArg(0)->IgnoreImpCasts()->getType()->getAsCXXRecordDecl();
      LeftClass && isa<CXXMethodDecl>(Callee))
    Hidden |= llvm::any_of(LeftClass->lookup(Callee->getDeclName()), NotPublic);
  if (Hidden) return "its operator is not public, and would be called from overdub.h";
  // Before C++17 the operator's class prvalue is returned through a copy or move constructor.
  QualType Result = Call.getType();
  if (!Lang.CPlusPlus17 && Call.isPRValue() && Result->isRecordType() && !isMovable(Result))
    return "its result is a class that cannot be moved, before C++17";

  const Expr &Left = *Call.getArg(0), &Right = *Call.getArg(1);
  // The order of evaluation: C++17 evaluates the left operand of << and >> first; otherwise
  // (and before C++17) the compilers may order the original and the proxy's call apart.
  if (!(Lang.CPlusPlus17 && (Op == OO_LessLess || Op == OO_GreaterGreater)) &&
      Left.HasSideEffects(Ctx) && Right.HasSideEffects(Ctx))
    return "both operands have side effects, which may be evaluated in another order";

  Associated Of;
  Of.add(Left.getType());
  Of.add(Right.getType());
  if (!foundByArgumentLookup(*Callee, Of))
    return "its operator is found by ordinary lookup at the call, which overdub.h does not see";
  if (Of.Truncated) return "its operands' types are nested too deep to look up";
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceLocation CallAt = SM.getExpansionLoc(Call.getBeginLoc());
  DeclarationName Name = Ctx.DeclarationNames.getCXXOperatorName(Op);
  const QualType LeftType = Left.IgnoreImpCasts()->getType();
  std::string Competing = candidateWhyNot(Of, Name, At, CallAt, SM, LeftType);
  if (Competing.empty() && Lang.CPlusPlus20 && isRelational(Op))
    Competing = candidateWhyNot(Of, Ctx.DeclarationNames.getCXXOperatorName(OO_Spaceship), At,
                                CallAt, SM, LeftType);
  if (!Competing.empty()) return Competing;

  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  const bool Member = Method && Method->isImplicitObjectMemberFunction();
  // Whether the parameter of operand `I` is no reference (a member's object always is one).
  auto ByValue = [&](unsigned I) {
    if (Member) {
      if (I == 0) return false;
      --I;
    }
    return I < Callee->getNumParams() &&
           !Callee->getParamDecl(I)->getType()->isReferenceType();
  };
  if (std::string Why = operandWhyNot(Left, ByValue(0), /*IsLeft=*/true); !Why.empty())
    return Why;
  if (std::string Why = operandWhyNot(Right, ByValue(1), /*IsLeft=*/false); !Why.empty())
    return Why;
  // A scalar lvalue for a by-value parameter: the proxy takes it by value where the original
  // reads it, and hands the operator an lvalue of its type, unqualified. That chooses as the
  // original did unless another operator of that name takes a reference there.
  const bool Copied = ByValue(1) && Right.IgnoreImpCasts()->isLValue();
  if (Copied) {
    const unsigned Param = Member ? 0 : 1;
    QualType Type = Callee->getParamDecl(Param)->getType().getCanonicalType().getUnqualifiedType();
    auto TakesReference = [&](const NamedDecl *D) {
      const auto *F = dyn_cast<FunctionDecl>(D->getUnderlyingDecl());
      if (!F || F == Callee || F->getNumParams() <= Param) return false;
      QualType P = F->getParamDecl(Param)->getType();
      return P->isReferenceType() &&
             P.getNonReferenceType().getCanonicalType().getUnqualifiedType() == Type;
    };
    const DeclContext *Overloads =
        Member ? static_cast<const DeclContext *>(Method->getParent())
               : Callee->getDeclContext()->getRedeclContext();
    if (llvm::any_of(Overloads->lookup(Name), TakesReference))
      return "another of its operators takes its right operand by reference";
  }
  if (RightByValue) *RightByValue = Copied;
  return "";
}

}  // namespace overdub
