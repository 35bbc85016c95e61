#include "overdub/matchers/TemporaryLifetimes.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
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
  return llvm::StringSwitch<bool>(Record.getName())
      .Cases("allocator", "char_traits", "default_delete", true)
      .Cases("less", "greater", "equal_to", "hash", true)
      .Default(false);
}

// unique_ptr owns what it points to exactly only with the default deleter (another may be a
// no-op or refer elsewhere) and a pointee whose dynamic type is its static one.
bool ownsExactly(const ClassTemplateSpecializationDecl &Spec) {
  if (Spec.getName() != "unique_ptr") return true;
  const TemplateArgumentList &Args = Spec.getTemplateArgs();
  if (Args.size() < 2 || Args[0].getKind() != TemplateArgument::Type ||
      Args[1].getKind() != TemplateArgument::Type)
    return false;
  const CXXRecordDecl *Pointee =
      Args[0].getAsType().getCanonicalType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (Pointee && Pointee->hasDefinition() && Pointee->getDefinition()->isPolymorphic() &&
      !Pointee->getDefinition()->isEffectivelyFinal())
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

bool refersOutside(QualType T, Visiting &Seen) {
  if (T.isNull() || T->isDependentType()) return true;
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

}  // namespace overdub
