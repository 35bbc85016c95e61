#include "overdub/matchers/ValueCaptures.h"
#include "overdub/matchers/WrittenText.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
// GCC misreads LLVM's lazy pointers of a friend declaration as null (-Wnonnull).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnonnull"
#include "clang/AST/DeclFriend.h"
#pragma GCC diagnostic pop
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"

using namespace clang;

namespace overdub {
namespace {

// Why a value of type `T` cannot be recorded (empty: it can): the runtime's kinds are the
// standard scalars (overdub.h, detail::captured).
std::string whyNotScalar(QualType T) {
  T = T.getCanonicalType();
  if (T->isReferenceType()) return "passed by reference";
  if (const auto *Enum = T->getAs<EnumType>()) T = Enum->getDecl()->getIntegerType().getCanonicalType();
  if (T.isNull()) return "an enumeration of unknown underlying type";
  if (T->isPointerType() || T->isNullPtrType()) return "";
  if (T->isMemberPointerType()) return "a member pointer";
  if (const auto *Builtin = T->getAs<BuiltinType>()) {
    switch (Builtin->getKind()) {
    case BuiltinType::Bool:
    case BuiltinType::Char_S: case BuiltinType::Char_U: case BuiltinType::SChar:
    case BuiltinType::UChar: case BuiltinType::WChar_S: case BuiltinType::WChar_U:
    case BuiltinType::Char8: case BuiltinType::Char16: case BuiltinType::Char32:
    case BuiltinType::Short: case BuiltinType::UShort: case BuiltinType::Int:
    case BuiltinType::UInt: case BuiltinType::Long: case BuiltinType::ULong:
    case BuiltinType::LongLong: case BuiltinType::ULongLong: case BuiltinType::Float:
    case BuiltinType::Double: case BuiltinType::LongDouble:
      return "";
    default:
      return "its type is no standard scalar";
    }
  }
  if (T->isRecordType()) return "of class type";
  return "its type is no scalar";
}

// Whether `T` is the class `std::Name` (in the standard library's inline namespace too).
const ClassTemplateSpecializationDecl *stdClass(QualType T, llvm::StringRef Name) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  return Spec && Spec->isInStdNamespace() && Spec->getName() == Name ? Spec : nullptr;
}

// Whether a std::basic_string or basic_string_view is of char, with the standard traits and
// (a string) allocator: std::string, std::string_view.
bool ofStandardChars(const ClassTemplateSpecializationDecl &Spec) {
  const llvm::ArrayRef<TemplateArgument> Args = Spec.getTemplateArgs().asArray();
  auto Is = [&](unsigned I, auto Check) {
    return I < Args.size() && Args[I].getKind() == TemplateArgument::Type && Check(Args[I].getAsType());
  };
  auto IsChar = [](QualType T) { return T.getCanonicalType()->isSpecificBuiltinType(BuiltinType::Char_S) ||
                                        T.getCanonicalType()->isSpecificBuiltinType(BuiltinType::Char_U); };
  auto OfChar = [&](llvm::StringRef Name) {
    return [&, Name](QualType T) {
      const auto *Of = stdClass(T.getCanonicalType(), Name);
      return Of && Of->getTemplateArgs().size() >= 1 &&
             Of->getTemplateArgs()[0].getKind() == TemplateArgument::Type &&
             IsChar(Of->getTemplateArgs()[0].getAsType());
    };
  };
  if (!Is(0, IsChar) || !Is(1, OfChar("char_traits"))) return false;
  return Spec.getName() == "basic_string_view" ? Args.size() == 2
                                               : Args.size() == 3 && Is(2, OfChar("allocator"));
}

// Whether the class template's definition comes before `Where` (the recorder reads the string
// through it: a reference to a class only declared, `<iosfwd>`'s, cannot be read there).
bool definedBefore(const ClassTemplateSpecializationDecl &Spec, SourceLocation Where,
                   const SourceManager &SM) {
  const CXXRecordDecl *Definition = Spec.getSpecializedTemplate()->getTemplatedDecl()->getDefinition();
  return Definition && SM.isBeforeInTranslationUnit(Definition->getLocation(), Where);
}

// Whether the parameter's type as written names a class string through an alias of another
// namespace than std's (`absl::string_view`, a project's `StringView`): such an alias may name
// another class under other flags (C++14), where the canonical spelling would not compile.
bool throughForeignAlias(QualType Written) {
  Written = Written.getNonReferenceType();
  while (true) {
    if (const auto *Elaborated = dyn_cast<ElaboratedType>(Written.getTypePtr())) {
      Written = Elaborated->getNamedType();
      continue;
    }
    if (const auto *Alias = dyn_cast<TypedefType>(Written.getTypePtr()))
      return !Alias->getDecl()->isInStdNamespace();
    if (const auto *Spec = dyn_cast<TemplateSpecializationType>(Written.getTypePtr()))
      return Spec->isTypeAlias();
    return false;
  }
}

// A parameter type whose values the runtime records as strings (overdub.h, detail::Recorder),
// spelled as the standard names it: `const char *` (never `char *`, which may be a buffer not yet
// written), `::std::string_view` by value or const reference, `const ::std::string &` (by value,
// the wrapper would copy it), its class defined before the call and not named through another
// namespace's alias. None for another type.
std::optional<std::string> stringType(QualType T, SourceLocation Where, const SourceManager &SM) {
  const QualType Written = T;
  T = T.getCanonicalType();
  if (const auto *Pointer = T->getAs<PointerType>()) {
    const QualType Pointee = Pointer->getPointeeType();
    if (Pointee.isConstQualified() && !Pointee.isVolatileQualified() &&
        (Pointee->isSpecificBuiltinType(BuiltinType::Char_S) ||
         Pointee->isSpecificBuiltinType(BuiltinType::Char_U)))
      return std::string("const char *");
    return std::nullopt;
  }
  const bool ByReference = T->isLValueReferenceType();
  if (ByReference) {
    T = T->getPointeeType();
    if (!T.isConstQualified() || T.isVolatileQualified()) return std::nullopt;
  } else if (T.hasQualifiers()) {
    return std::nullopt;
  }
  const auto *View = stdClass(T, "basic_string_view");
  const auto *String = ByReference ? stdClass(T, "basic_string") : nullptr;
  const ClassTemplateSpecializationDecl *Class = View ? View : String;
  if (!Class || !ofStandardChars(*Class) || !definedBefore(*Class, Where, SM) ||
      throughForeignAlias(Written))
    return std::nullopt;
  if (View) return std::string(ByReference ? "const ::std::string_view &" : "::std::string_view");
  return std::string("const ::std::string &");
}

// An enumeration's names of its values as the report reads them (overdub.h, ValueNames): lines
// "VALUE NAME\n", VALUE as its value extension holds it (signed or not as the underlying type),
// NAME `E::name` for a scoped enumeration, `name` for another. Empty for another type, an
// enumeration without a definition, or one of more than 256 enumerators (flags and codes, whose
// values are best read as numbers).
std::string enumeratorLines(QualType T) {
  const auto *Enum = T.getCanonicalType()->getAs<EnumType>();
  const EnumDecl *D = Enum ? Enum->getDecl()->getDefinition() : nullptr;
  if (!D) return "";
  const std::string Prefix = D->isScoped() ? D->getNameAsString() + "::" : "";
  std::string Out;
  unsigned Count = 0;
  // The runtime sign-extends the values of the signed integer types only (overdub.h,
  // detail::captured): those of char and wchar_t it takes as their unsigned code units.
  const QualType Underlying = D->getIntegerType().getCanonicalType();
  const bool SignExtended = Underlying->isSpecificBuiltinType(BuiltinType::SChar) ||
                            Underlying->isSpecificBuiltinType(BuiltinType::Short) ||
                            Underlying->isSpecificBuiltinType(BuiltinType::Int) ||
                            Underlying->isSpecificBuiltinType(BuiltinType::Long) ||
                            Underlying->isSpecificBuiltinType(BuiltinType::LongLong);
  const unsigned Width = static_cast<unsigned>(D->getASTContext().getTypeSize(Underlying));
  for (const EnumConstantDecl *C : D->enumerators()) {
    if (++Count > 256) return "";
    const llvm::APSInt &V = C->getInitVal();
    Out += (SignExtended ? std::to_string(V.getSExtValue())
                         : std::to_string(V.extOrTrunc(Width).getZExtValue())) +
           " " + Prefix + C->getNameAsString() + "\n";
  }
  return Out;
}

// Whether a class or enumeration can be named at any call: not local, not unnamed, no
// non-public member.
bool nameableTag(const TagDecl &Tag) {
  if (Tag.getParentFunctionOrMethod()) return false;
  if (!Tag.getIdentifier() && !Tag.getTypedefNameForAnonDecl()) return false;
  for (const Decl *D = &Tag; D && isa<RecordDecl>(D->getDeclContext());
       D = cast<Decl>(D->getDeclContext()))
    if (D->getAccess() != AS_public && D->getAccess() != AS_none) return false;
  return true;
}

bool inUnnamedNamespace(const Decl &D) {
  for (const DeclContext *C = D.getDeclContext(); C; C = C->getParent())
    if (const auto *N = dyn_cast<NamespaceDecl>(C); N && N->isAnonymousNamespace()) return true;
  return false;
}

// The type `T` spelled from the global namespace for any call to name it (none: it cannot be).
// A class or enumeration of an unnamed namespace is named as its namespace's implicit
// using-directive lets qualified lookup find it: `::E`, `::ns::E`.
std::optional<std::string> spelledType(QualType T, ASTContext &Ctx) {
  T = T.getCanonicalType();
  std::string Qualifiers;
  if (T.isConstQualified()) Qualifiers += " const";
  if (T.isVolatileQualified()) Qualifiers += " volatile";
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressUnwrittenScope = true;
  if (const auto *Pointer = T->getAs<PointerType>()) {
    QualType Pointee = Pointer->getPointeeType();
    if (const auto *Function = Pointee->getAs<FunctionProtoType>()) {
      // `noexcept` in a function type is C++17's: the text must compile under every standard.
      if (Function->hasExceptionSpec()) return std::nullopt;
      // Spelled whole; every class or enumeration it names must be nameable outside unnamed
      // namespaces, where the spelling has its global qualifier.
      auto Nameable = [&](QualType Part) {
        while (Part->isPointerType()) Part = Part->getPointeeType();
        const TagDecl *Tag = Part->getAsTagDecl();
        return (Part->isVoidType() || spelledType(Part, Ctx)) && !(Tag && inUnnamedNamespace(*Tag));
      };
      if (!Nameable(Function->getReturnType())) return std::nullopt;
      for (QualType Part : Function->getParamTypes())
        if (!Nameable(Part)) return std::nullopt;
      std::string Whole = TypeName::getFullyQualifiedName(T.getUnqualifiedType(), Ctx, Policy,
                                                          /*WithGlobalNsPrefix=*/true);
      if (Whole.find("(anonymous") != std::string::npos || Whole.find("(unnamed") != std::string::npos ||
          Whole.find("(lambda") != std::string::npos)
        return std::nullopt;
      return Whole + Qualifiers;
    }
    // A pointer to a function pointer has no spelling as `T *`.
    QualType Below = Pointee;
    while (Below->isPointerType()) Below = Below->getPointeeType();
    if (Below->isFunctionType()) return std::nullopt;
    std::optional<std::string> Inner = spelledType(Pointee, Ctx);
    if (!Inner) return std::nullopt;
    return *Inner + " *" + Qualifiers;
  }
  if (T->isNullPtrType()) return "decltype(nullptr)" + Qualifiers;
  if (const TagDecl *Tag = T->getAsTagDecl()) {
    if (!nameableTag(*Tag) || Tag->isImplicit()) return std::nullopt;  // __va_list_tag
    // A class template's arguments: types nameable too; no values (spelled unqualified).
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(Tag))
      for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
        if (A.getKind() != TemplateArgument::Type || !spelledType(A.getAsType(), Ctx))
          return std::nullopt;
    std::string Name = TypeName::getFullyQualifiedName(QualType(Tag->getTypeForDecl(), 0), Ctx,
                                                       Policy, /*WithGlobalNsPrefix=*/true);
    if (Name.find('(') != std::string::npos) return std::nullopt;
    if (Name.compare(0, 2, "::") != 0) {
      if (!inUnnamedNamespace(*Tag)) return std::nullopt;
      Name = "::" + Name;
    }
    // Elaborated (`struct ::item`), so that a function or variable of the same name does not
    // hide it; with the key its definition uses (-Wmismatched-tags).
    // (A class named by a typedef alone cannot be: `typedef struct {...} T;`.)
    if (!Tag->getIdentifier()) return Name + Qualifiers;
    const TagDecl *Keyed = Tag->getDefinition() ? Tag->getDefinition() : Tag->getMostRecentDecl();
    return std::string(Keyed->getKindName()) + " " + Name + Qualifiers;
  }
  if (T->isBuiltinType()) return T.getUnqualifiedType().getAsString(Policy) + Qualifiers;
  return std::nullopt;
}

// The callee's parameter types, from its declaration or, called through a pointer, its type.
const FunctionProtoType *calleeType(const CallExpr &Call) {
  const Expr *Callee = Call.getCallee();
  QualType Type = Callee->getType();
  if (Type->isSpecificPlaceholderType(BuiltinType::BoundMember))
    Type = Expr::findBoundMemberType(Callee);
  if (Type.isNull()) return nullptr;
  if (const auto *Pointer = Type->getAs<PointerType>()) Type = Pointer->getPointeeType();
  return Type->getAs<FunctionProtoType>();
}

// Whether the callee's attributes read its arguments as written: a format string, a nonnull
// pointer (its warnings see through a literal null only), enable_if and diagnose_if conditions.
std::string whyNotAttributes(const FunctionDecl *Callee, unsigned Param, unsigned Implicit) {
  if (!Callee) return "";
  for (const auto *Format : Callee->specific_attrs<FormatAttr>())
    if (static_cast<unsigned>(Format->getFormatIdx()) == Param + 1 + Implicit)
      return "a format string, which its checks read";
  for (const auto *Arg : Callee->specific_attrs<FormatArgAttr>())
    if (Arg->getFormatIdx().getASTIndex() == Param) return "a format string, which its checks read";
  for (const auto *NonNull : Callee->specific_attrs<NonNullAttr>())
    if (NonNull->args_size() == 0 || NonNull->isNonNull(Param)) return "declared nonnull";
  if (Param < Callee->getNumParams()) {
    const ParmVarDecl *P = Callee->getParamDecl(Param);
    if (P->hasAttr<NonNullAttr>()) return "declared nonnull";
    if (P->hasAttr<PassObjectSizeAttr>()) return "its object size is passed";
  }
  return "";
}

// Whether the callee was chosen among several candidates by overload resolution.
bool choseAmong(const CallExpr &Call) {
  const Expr *Callee = Call.getCallee()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee)) return Ref->hadMultipleCandidates();
  if (const auto *Member = dyn_cast<MemberExpr>(Callee)) return Member->hadMultipleCandidates();
  return false;
}

// Whether the argument as written is what its wrapper gives already: a prvalue of the parameter's
// type, or for a const reference an lvalue of that const type (the wrapper then changes neither
// its type nor its value category).
bool isAsWrapped(const Expr &Arg, QualType Param, ASTContext &Ctx) {
  const Expr *Written = Arg.IgnoreParens();  // no implicit conversion (of category or type)
  // A temporary materialized for a reference was converted to it (or was a prvalue).
  if (isa<ImplicitCastExpr>(Written) || isa<MaterializeTemporaryExpr>(Written)) return false;
  if (Param->isLValueReferenceType())
    return Written->isLValue() && Written->getType().isConstQualified() &&
           Ctx.hasSameUnqualifiedType(Written->getType(), Param.getNonReferenceType());
  return Written->isPRValue() &&
         Ctx.hasSameUnqualifiedType(Written->getType(), Param.getNonReferenceType());
}

// The class or enumeration whose namespace a value of type `T` brings into argument-dependent
// lookup (that of a pointer's pointee too); null for another type.
const TagDecl *associatedTag(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  while (T->isPointerType()) T = T->getPointeeType().getCanonicalType();
  return T->getAsTagDecl();
}

// Whether the argument converted to the parameter's type could bring another function into
// argument-dependent lookup of an unqualified call (`stoi("42")` with a project's
// `stoi(const std::string &)`: converted to std::string, std::stoi would join the candidates):
// its type is not the parameter's class already, nor one derived from it, and the namespace that
// class brings declares a function of the callee's name.
bool bringsNamespace(const CallExpr &Call, const Expr &Arg, QualType Param) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Call.getCallee()->IgnoreImpCasts());
  if (!Ref || Ref->hasQualifier() || isa<CXXOperatorCallExpr>(Call)) return false;  // no ADL
  const TagDecl *To = associatedTag(Param);
  if (!To) return false;
  const TagDecl *From = associatedTag(Arg.IgnoreUnlessSpelledInSource()->getType());
  if (From && From->getCanonicalDecl() == To->getCanonicalDecl()) return false;
  const auto *Derived = dyn_cast_or_null<CXXRecordDecl>(From);
  const auto *Base = dyn_cast<CXXRecordDecl>(To);
  if (Derived && Base && Derived->hasDefinition() && Derived->isDerivedFrom(Base)) return false;
  // A new namespace joins: a function of the callee's name there, or a friend of the class,
  // could join the candidates (any declared in the translation unit: conservative).
  const DeclarationName Name = Ref->getDecl()->getDeclName();
  if (const auto *Class = dyn_cast<CXXRecordDecl>(To); Class && Class->hasDefinition())
    for (const FriendDecl *Friend : Class->friends())
      if (const NamedDecl *Function = Friend->getFriendDecl();
          Function && Function->getDeclName() == Name)
        return true;
  const DeclContext *Namespace = To->getDeclContext();
  while (Namespace && !Namespace->isFileContext()) Namespace = Namespace->getParent();
  // An inline namespace's enclosing namespace is associated too (and a namespace's lookup sees
  // the members of its inline namespaces).
  for (; Namespace; Namespace = Namespace->getParent()) {
    if (!Namespace->lookup(Name).empty()) return true;
    const auto *Inline = dyn_cast<NamespaceDecl>(Namespace);
    if (!Inline || !Inline->isInline()) break;
  }
  return false;
}

// Whether `Redact` matches the name any declaration of the callee gives the parameter.
bool namesParameter(const FunctionDecl &Callee, unsigned Param, const llvm::Regex &Redact) {
  for (const FunctionDecl *D : Callee.redecls())
    if (Param < D->getNumParams() && !D->getParamDecl(Param)->getName().empty() &&
        Redact.match(D->getParamDecl(Param)->getName()))
      return true;
  return false;
}

// Whether an object of `Class` holds a volatile member, its bases' and members' included: its
// bytes may be a device's registers, read with plain loads only where the program reads them.
bool holdsVolatile(const CXXRecordDecl *Class);
bool membersHoldVolatile(const CXXRecordDecl &Class) {
  for (const FieldDecl *Field : Class.fields()) {
    // An array's qualifiers are its elements': the base element type keeps them.
    QualType T = Field->getASTContext().getBaseElementType(Field->getType()).getCanonicalType();
    if (T.isVolatileQualified() || holdsVolatile(T->getAsCXXRecordDecl())) return true;
  }
  return false;
}
bool holdsVolatile(const CXXRecordDecl *Class) {
  Class = Class ? Class->getDefinition() : nullptr;
  return Class && (membersHoldVolatile(*Class) ||
                   !Class->forallBases([](const CXXRecordDecl *Base) {
                     return !membersHoldVolatile(*Base);
                   }));
}

// Whether a parameter of type `T` takes an object of a class `Bytes` names (its qualified name)
// by value or const reference: then its bytes are recorded (overdub.h, arg_bytes), and `Why`
// says why not where they cannot be.
bool objectOfNamedClass(QualType T, const llvm::Regex &Bytes, ASTContext &Ctx, std::string &Why) {
  T = T.getCanonicalType();
  const bool ByReference = T->isLValueReferenceType();
  if (ByReference) {
    T = T->getPointeeType();
    if (!T.isConstQualified()) return false;
  }
  const CXXRecordDecl *Class = T->getAsCXXRecordDecl();
  if (!Class || !Bytes.match(Class->getQualifiedNameAsString())) return false;
  Class = Class->getDefinition();
  if (!Class) Why = "its class is not defined at the call";
  else if (T.isVolatileQualified()) Why = "a volatile object";
  else if (!T.isTriviallyCopyableType(Ctx)) Why = "its class is not trivially copyable";
  else if (holdsVolatile(Class)) Why = "its class has a volatile member";
  // By value the wrapper passes on a copy: only where copying and moving are plain copies.
  else if (!ByReference && !(Class->hasSimpleCopyConstructor() && Class->hasSimpleMoveConstructor() &&
                             Class->hasSimpleDestructor()))
    Why = "passed by value, and its class's copy or move constructor or destructor is not the "
          "implicit one";
  return true;
}

// The spelling of a parameter of type `T` from the global namespace: `struct ::geo::Point
// const &` for a const reference.
std::optional<std::string> spelledParameter(QualType T, ASTContext &Ctx) {
  if (!T->isLValueReferenceType()) return spelledType(T.getUnqualifiedType(), Ctx);
  std::optional<std::string> Object = spelledType(T->getPointeeType(), Ctx);
  return Object ? std::optional<std::string>(*Object + " &") : std::nullopt;
}

// A value's type as the report shows a value it does not hold (`<geo::Point>`): without
// reference and qualifiers, its namespaces written out, its aliases kept (`std::string`).
std::string shownType(QualType T, ASTContext &Ctx) {
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressUnwrittenScope = true;
  Policy.SuppressTagKeyword = true;
  Policy.AnonymousTagLocations = false;  // `(lambda)`: no absolute path in the output
  return TypeName::getFullyQualifiedName(T.getNonReferenceType().getUnqualifiedType(), Ctx, Policy,
                                         /*WithGlobalNsPrefix=*/false);
}

// A recorded object's class for the report, which names its formatter (overdub.h, ValueNames):
// the line "object <T>\n" (not "<T>", which stands for a value not recorded).
// Named by its class, not by the alias a parameter spells (`using Vec = geo::Point`): the name
// the user's formatter is registered under. A template's arguments stay as written (an alias
// `std::uint32_t` in them too), as OVERDUB_FORMATTER is likely to write them.
std::string objectLine(QualType T, ASTContext &Ctx) {
  T = T.getNonReferenceType().getUnqualifiedType();
  for (;;) {
    if (const auto *Elaborated = dyn_cast<ElaboratedType>(T.getTypePtr()))
      T = Elaborated->getNamedType();
    else if (isa<TypedefType>(T.getTypePtr()) || isa<UsingType>(T.getTypePtr()))
      T = T->getLocallyUnqualifiedSingleStepDesugaredType();
    else
      break;
    T = T.getUnqualifiedType();
  }
  std::string Lines = "object <" + shownType(T, Ctx) + ">\n";
  // Its mangled name, as typeid names it: what matches the user's formatter exactly.
  if (Ctx.getTargetInfo().getCXXABI().isItaniumFamily()) {
    std::unique_ptr<MangleContext> Mangle(Ctx.createMangleContext());
    std::string Mangled;
    llvm::raw_string_ostream Out(Mangled);
    Mangle->mangleCXXRTTIName(Ctx.getCanonicalType(T), Out);
    llvm::StringRef Name = Mangled;
    Name.consume_front("_ZTS");  // the symbol of the name's string: its text is the rest
    Lines += "mangled <" + Name.str() + ">\n";
  }
  return Lines;
}

}  // namespace

void findValueCaptures(const CallExpr &Call, const Expr &Wrapped, ASTContext &Ctx, FileID File,
                       bool InConstexprFunction, const CaptureRules &Rules, CallSite &Site,
                       const MacroUses *Macros) {
  auto InFile = [&](SourceRange Part) {
    return placeInFile(Part, Wrapped.getSourceRange(), Ctx, File, Macros);
  };
  findValueCaptures(Call, Wrapped, Ctx, InFile, InConstexprFunction, Rules, Site);
}

void findValueCaptures(const CallExpr &Call, const Expr &Wrapped, ASTContext &Ctx,
                       PartPlacer Place, bool InConstexprFunction, const CaptureRules &Rules,
                       CallSite &Site) {
  const llvm::Regex *Redact = Rules.Redact;
  Site.Captures.clear();
  Site.CapturesResult = Site.ResultRedacted = Site.ResultBytes = false;
  Site.ResultNames.clear();
  Site.CaptureWhyNot.clear();
  Site.ValueTypes.clear();
  auto WhyNot = [&](std::string Why) { Site.CaptureWhyNot.push_back(std::move(Why)); };
  if (InConstexprFunction && !Ctx.getLangOpts().CPlusPlus14)
    return WhyNot("in a constexpr function before C++14");
  const FunctionProtoType *Proto = calleeType(Call);
  if (Call.isTypeDependent() || Call.isValueDependent() || Wrapped.getType()->isDependentType())
    return WhyNot("a dependent call: its types are known in its instantiations only");
  const QualType Result = Wrapped.getType();
  const bool RedactAll = Redact && Redact->match(Site.Callee);
  // An object of a class --capture-bytes names, passed on by value (`result_bytes`: a copy, of
  // the same type: not a const one).
  std::string ObjectWhy;
  const bool Object = Site.Chosen == Form::Value && Rules.Bytes && !Result.hasQualifiers() &&
                      objectOfNamedClass(Result, *Rules.Bytes, Ctx, ObjectWhy);
  if (Site.Chosen == Form::Value && (whyNotScalar(Result).empty() || (Object && ObjectWhy.empty()))) {
    Site.CapturesResult = true, Site.ResultRedacted = RedactAll;
    Site.ResultBytes = Object && !RedactAll;
    if (!RedactAll) Site.ResultNames = Object ? objectLine(Result, Ctx) : enumeratorLines(Result);
  }
  else if (!Result->isVoidType() && Site.Chosen != Form::Void && Site.Chosen != Form::NoReturn) {
    WhyNot("the result: " + (Site.Chosen == Form::Reference ? std::string("a reference")
                             : !ObjectWhy.empty()            ? ObjectWhy
                                                             : whyNotScalar(Result)));
    Site.ValueTypes.push_back({0, shownType(Result, Ctx)});
  }

  const FunctionDecl *Callee = Call.getDirectCallee();
  if (Callee && Callee->getBuiltinID()) return WhyNot("a builtin, whose arguments stay as written");
  if (Callee && (Callee->hasAttr<EnableIfAttr>() || Callee->hasAttr<DiagnoseIfAttr>()))
    return WhyNot("its enable_if or diagnose_if conditions read the arguments");
  if (isa<UserDefinedLiteral>(Call)) return;  // its literal is no argument written at the call
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Callee);
  if (Method && Method->isExplicitObjectMemberFunction())
    return WhyNot("an explicit object parameter");
  // `obj(x)`: the object is the operator's first argument; other operators have no argument list.
  unsigned First = 0;
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(&Call)) {
    if (Op->getOperator() != OO_Call) return;
    First = 1;
  }
  if (!Proto) {
    if (Call.getNumArgs() > First) WhyNot("the arguments: the callee's parameters are not known");
    return;
  }
  // A member function's format index counts its implicit object parameter.
  const unsigned Implicit = Method && !Method->isStatic() ? 1 : 0;
  // Where overload resolution or argument-dependent lookup chose the callee, an argument turned
  // into a prvalue of its parameter's type could choose another (an rvalue-reference overload,
  // another namespace's function): only an argument that is such a prvalue already is captured.
  const bool Chosen = Call.usesADL() || choseAmong(Call);
  const SourceManager &SM = Ctx.getSourceManager();
  for (unsigned I = First; I < Call.getNumArgs(); ++I) {
    const Expr *Arg = Call.getArg(I);
    if (isa<CXXDefaultArgExpr>(Arg)) break;  // not written: nor are those after it
    const unsigned Param = I - First, Number = Param + 1;
    const std::string Which = "argument " + std::to_string(Number) + ": ";
    if (Number > 63) return WhyNot("arguments from 64 on: no more than 63 are numbered");
    if (Param >= Proto->getNumParams()) {
      WhyNot("arguments from " + std::to_string(Number) + " on: passed through '...'");
      break;
    }
    QualType Type = Proto->getParamType(Param);
    std::optional<std::string> Spelled = stringType(Type, Call.getBeginLoc(), SM);
    std::string Why;
    const bool Bytes = !Spelled && Rules.Bytes && objectOfNamedClass(Type, *Rules.Bytes, Ctx, Why);
    if (Bytes && Why.empty() && !(Spelled = spelledParameter(Type, Ctx)))
      Why = "its type cannot be named at the call";
    if (!Spelled && Why.empty()) Why = whyNotScalar(Type);
    if (Why.empty()) Why = whyNotAttributes(Callee, Param, Implicit);
    const bool AsWrapped = isAsWrapped(*Arg, Type, Ctx);
    if (Why.empty() && Chosen && !AsWrapped)
      Why = "the callee was chosen among overloads or by argument-dependent lookup, which the "
            "argument converted to its parameter's type could change";
    if (Why.empty() && !Spelled && !(Spelled = spelledType(Type.getUnqualifiedType(), Ctx)))
      Why = "its type cannot be named at the call";
    if (Why.empty() && !AsWrapped && bringsNamespace(Call, *Arg, Type))
      Why = "converted to its parameter's type, it would bring another namespace into the "
            "call's argument-dependent lookup";
    std::optional<PlacedPart> Text;
    if (Why.empty() && !(Text = Place(Arg->getSourceRange())))
      Why = kWrittenApart;
    if (!Why.empty()) {
      WhyNot(Which + Why);
      Site.ValueTypes.push_back({Number, shownType(Type, Ctx)});
      continue;
    }
    const bool Redacted = RedactAll || (Redact && Callee && namesParameter(*Callee, Param, *Redact));
    std::string Names = Redacted ? std::string()
                        : Bytes  ? objectLine(Type, Ctx)
                                 : enumeratorLines(Type);
    Site.Captures.push_back({Number, Text->Begin, Text->End, std::move(*Spelled), Redacted,
                             Bytes && !Redacted, std::move(Names), shownType(Type, Ctx)});
  }
}

}  // namespace overdub
