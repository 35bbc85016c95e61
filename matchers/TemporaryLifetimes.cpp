#include "overdub/matchers/TemporaryLifetimes.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

// GCC 12 sees a null `this` in LLVM's lazy base-specifier pointers inlined from bases(): a
// false positive (the AST has no external source to ask).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wnonnull"
#endif

namespace overdub {
namespace {

// The standard library's owning types: what their pointers reach is theirs alone, made from
// and destroyed with their template arguments' types (elements, allocators, comparators).
bool isOwningStandardType(const CXXRecordDecl &Record) {
  if (!Record.isInStdNamespace() || !Record.getIdentifier()) return false;
  if (!isa<ClassTemplateSpecializationDecl>(Record)) return false;
  return llvm::StringSwitch<bool>(Record.getName())
      .Cases("basic_string", "vector", "deque", "list", "forward_list", true)
      .Cases("map", "multimap", "set", "multiset", true)
      .Cases("unordered_map", "unordered_multimap", "unordered_set", "unordered_multiset", true)
      .Case("unique_ptr", true)
      .Default(false);
}

// The standard library's stateless helpers of those types: std::allocator's destructor is
// user-provided, yet does nothing.
bool isStatelessStandardHelper(const CXXRecordDecl &Record) {
  if (!Record.isInStdNamespace() || !Record.getIdentifier() || !Record.field_empty()) return false;
  // A user's specialization (std::hash<Mine>) may do work in its destructor.
  if (isa<ClassTemplateSpecializationDecl>(Record) &&
      cast<ClassTemplateSpecializationDecl>(Record).getSpecializationKind() ==
          TSK_ExplicitSpecialization &&
      !Record.hasTrivialDestructor())
    return false;
  return llvm::StringSwitch<bool>(Record.getName())
      .Cases("allocator", "char_traits", "default_delete", true)
      .Cases("less", "greater", "equal_to", "hash", true)
      .Default(false);
}

bool isStandardNamed(QualType T, llvm::StringRef Name) {
  const CXXRecordDecl *Record = T.isNull() ? nullptr : T->getAsCXXRecordDecl();
  return Record && Record->isInStdNamespace() && Record->getIdentifier() &&
         Record->getName() == Name;
}

// A class-specific operator delete, of the class or a base: deleting runs the user's code.
bool hasOwnOperatorDelete(const CXXRecordDecl &Record) {
  auto Declares = [](const CXXRecordDecl *R) {
    for (const CXXMethodDecl *M : R->methods())
      if (M->getOverloadedOperator() == OO_Delete || M->getOverloadedOperator() == OO_Array_Delete)
        return true;
    return false;
  };
  if (Declares(&Record)) return true;
  return !Record.forallBases([&](const CXXRecordDecl *Base) { return !Declares(Base); });
}

// A container owns what its pointers reach exactly only with the standard allocator (another
// may allocate from a pool the container refers to, or do visible work); unique_ptr only with
// the default deleter (another may be a no-op or refer elsewhere), a pointee whose dynamic type
// is its static one, and the global operator delete.
bool ownsExactly(const ClassTemplateSpecializationDecl &Spec) {
  const TemplateArgumentList &Args = Spec.getTemplateArgs();
  if (Spec.getName() != "unique_ptr")
    return Args.size() > 0 && Args[Args.size() - 1].getKind() == TemplateArgument::Type &&
           isStandardNamed(Args[Args.size() - 1].getAsType(), "allocator");
  if (Args.size() < 2 || Args[0].getKind() != TemplateArgument::Type ||
      Args[1].getKind() != TemplateArgument::Type)
    return false;
  const CXXRecordDecl *Pointee =
      Args[0].getAsType().getCanonicalType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (Pointee && (!Pointee->hasDefinition() ||
                  (Pointee->getDefinition()->isPolymorphic() &&
                   !Pointee->getDefinition()->isEffectivelyFinal()) ||
                  hasOwnOperatorDelete(*Pointee->getDefinition())))
    return false;
  const CXXRecordDecl *Deleter = Args[1].getAsType()->getAsCXXRecordDecl();
  return Deleter && Deleter->isInStdNamespace() && Deleter->getIdentifier() &&
         Deleter->getName() == "default_delete";
}

// Does `Pred` hold for every type among the template arguments of `Spec` (packs included)?
template <typename Pred>
bool everyTypeArgument(const ClassTemplateSpecializationDecl &Spec, Pred &&P) {
  auto Check = [&](const TemplateArgument &Arg, auto &Self) -> bool {
    if (Arg.getKind() == TemplateArgument::Type) return P(Arg.getAsType());
    if (Arg.getKind() == TemplateArgument::Pack) {
      for (const TemplateArgument &Element : Arg.pack_elements())
        if (!Self(Element, Self)) return false;
    }
    return true;
  };
  for (const TemplateArgument &Arg : Spec.getTemplateArgs().asArray())
    if (!Check(Arg, Check)) return false;
  return true;
}

const CXXRecordDecl *definitionOf(const Type &T) {
  const CXXRecordDecl *Record = T.getAsCXXRecordDecl();
  return Record && Record->hasDefinition() ? Record->getDefinition() : nullptr;
}

// A record in progress counts as answered well: a cycle adds nothing the rest does not check.
// Direct bases are enough: a virtual base is a base of one of them.
using Visiting = llvm::SmallPtrSet<const CXXRecordDecl *, 16>;

// Raw storage: bytes a class constructs its objects in (a hand-written optional, libstdc++'s
// variant), whose pointers no field shows.
bool isByteArray(QualType T) {
  const Type *Canonical = T.getCanonicalType().getTypePtr();
  if (!Canonical->isArrayType()) return false;
  QualType Element = QualType(Canonical->getBaseElementTypeUnsafe(), 0);
  return Element->isCharType() || Element->isSpecificBuiltinType(BuiltinType::UChar) ||
         Element->isSpecificBuiltinType(BuiltinType::SChar) || Element->isStdByteType();
}

bool refersOutside(QualType T, Visiting &Seen) {
  if (T.isNull() || T->isDependentType() || isByteArray(T)) return true;
  const Type &Base = *T.getCanonicalType()->getBaseElementTypeUnsafe();
  if (Base.isReferenceType() || Base.isPointerType() || Base.isMemberPointerType() ||
      Base.isBlockPointerType() || Base.isObjCObjectPointerType())
    return true;
  if (Base.isScalarType() || Base.isVectorType() || Base.isAnyComplexType()) return false;
  const CXXRecordDecl *Record = definitionOf(Base);
  if (!Record) return true;
  if (!Seen.insert(Record).second) return false;
  if (isOwningStandardType(*Record)) {
    const auto &Spec = cast<ClassTemplateSpecializationDecl>(*Record);
    return !ownsExactly(Spec) ||
           !everyTypeArgument(Spec, [&](QualType Arg) { return !refersOutside(Arg, Seen); });
  }
  for (const CXXBaseSpecifier &B : Record->bases())
    if (refersOutside(B.getType(), Seen)) return true;
  for (const FieldDecl *Field : Record->fields())
    if (refersOutside(Field->getType(), Seen)) return true;
  return false;
}

bool destroysInvisibly(QualType T, Visiting &Seen) {
  if (T.isNull() || T->isDependentType()) return false;
  const Type &Base = *T.getCanonicalType()->getBaseElementTypeUnsafe();
  const CXXRecordDecl *Record = Base.getAsCXXRecordDecl();
  if (!Record) return Base.isScalarType() || Base.isVectorType() || Base.isAnyComplexType() ||
                      Base.isReferenceType();
  Record = definitionOf(Base);
  if (!Record) return false;
  if (Record->hasTrivialDestructor() || isStatelessStandardHelper(*Record)) return true;
  if (!Seen.insert(Record).second) return true;
  if (isOwningStandardType(*Record)) {
    const auto &Spec = cast<ClassTemplateSpecializationDecl>(*Record);
    return ownsExactly(Spec) &&
           everyTypeArgument(Spec, [&](QualType Arg) { return destroysInvisibly(Arg, Seen); });
  }
  const CXXDestructorDecl *Destructor = Record->getDestructor();
  if (!Destructor || Destructor->isUserProvided() || Destructor->isDeleted()) return false;
  for (const CXXBaseSpecifier &B : Record->bases())
    if (!destroysInvisibly(B.getType(), Seen)) return false;
  for (const FieldDecl *Field : Record->fields())
    if (!destroysInvisibly(Field->getType(), Seen)) return false;
  return true;
}

}  // namespace

bool mayReferOutside(QualType T) {
  Visiting Seen;
  return refersOutside(T, Seen);
}

bool destructionInvisible(QualType T) {
  Visiting Seen;
  return destroysInvisibly(T, Seen);
}

namespace {

// Does an argument passed as `Param` (a type) give the callee a way to an object of the caller?
bool isChannel(QualType Param, const Expr &Argument) {
  Param = Param.getCanonicalType();
  if (Param->isPointerType() || Param->isMemberPointerType())
    return !Param->getPointeeType().isConstQualified();
  if (Param->isLValueReferenceType()) return !Param->getPointeeType().isConstQualified();
  if (Param->isRValueReferenceType())
    return !isa<MaterializeTemporaryExpr>(Argument.IgnoreParenImpCasts()) &&
           !isa<MaterializeTemporaryExpr>(&Argument);
  return false;
}

}  // namespace

bool mayKeepArgumentsOutsideResult(const Expr &Call) {
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(&Call))  // T(a): its constructor
    return mayKeepArgumentsOutsideResult(*Cast->getSubExpr()->IgnoreImplicit());
  const FunctionDecl *Callee = nullptr;
  llvm::ArrayRef<const Expr *> Arguments;
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(&Call)) {
    Callee = Construct->getConstructor();
    Arguments = llvm::ArrayRef(Construct->getArgs(), Construct->getNumArgs());
  } else if (const auto *C = dyn_cast<CallExpr>(&Call)) {
    Callee = C->getDirectCallee();
    Arguments = llvm::ArrayRef(C->getArgs(), C->getNumArgs());
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Callee);
    if (Method && Method->isInstance()) {
      if (!Method->isConst()) return true;  // it may keep a reference in *this
      // An operator's object is its first argument.
      if (isa<CXXOperatorCallExpr>(C)) Arguments = Arguments.drop_front();
    }
  } else {
    return true;
  }
  if (!Callee) return true;
  for (size_t I = 0; I < Arguments.size(); ++I) {
    if (isa<CXXDefaultArgExpr>(Arguments[I])) continue;
    QualType Param = I < Callee->getNumParams() ? Callee->getParamDecl(I)->getType()
                                                : Arguments[I]->getType();  // through `...`
    if (isChannel(Param, *Arguments[I])) return true;
  }
  return false;
}

}  // namespace overdub
