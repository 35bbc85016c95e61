#include "overdub/matchers/LibraryInstantiations.h"
#include "overdub/matchers/NonLocalJumps.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/ExternalSemaSource.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/ADT/DenseMap.h"

#include <algorithm>

using namespace clang;

namespace overdub {
namespace {

// Whether a declaration, a type or a template argument names only the library's declarations
// (none of a file that may be rewritten), enclosing specializations' arguments included.
class LibraryOnly {
public:
  LibraryOnly(const SourceManager &SM, const std::function<bool(FileID)> &IsProjectFile)
      : SM(SM), IsProjectFile(IsProjectFile) {}

  bool decl(const Decl *D) {
    if (auto It = Decls.find(D); It != Decls.end()) return It->second;
    Decls[D] = true;  // a class that names itself through its bases is settled by the rest
    return Decls[D] = computeDecl(D);
  }

  bool type(QualType T) {
    if (T.isNull()) return true;
    const Type *Canonical = T.getCanonicalType().getTypePtr();
    if (auto It = Types.find(Canonical); It != Types.end()) return It->second;
    return Types[Canonical] = computeType(Canonical);
  }

  bool argument(const TemplateArgument &A) {
    switch (A.getKind()) {
    case TemplateArgument::Null:
      return true;
    case TemplateArgument::Type:
      return type(A.getAsType());
    case TemplateArgument::Declaration:
      return decl(A.getAsDecl());
    case TemplateArgument::NullPtr:
      return type(A.getNullPtrType());
    case TemplateArgument::Integral:
      return type(A.getIntegralType());
    case TemplateArgument::Template:
    case TemplateArgument::TemplateExpansion: {
      const TemplateDecl *Template = A.getAsTemplateOrTemplatePattern().getAsTemplateDecl();
      return Template && decl(Template);
    }
    case TemplateArgument::Pack:
      return std::all_of(A.pack_begin(), A.pack_end(),
                         [&](const TemplateArgument &P) { return argument(P); });
    case TemplateArgument::StructuralValue:  // a class value may point at anything
    case TemplateArgument::Expression:
      return false;
    }
    return false;
  }

  bool arguments(llvm::ArrayRef<TemplateArgument> Args) {
    return std::all_of(Args.begin(), Args.end(),
                       [&](const TemplateArgument &A) { return argument(A); });
  }

private:
  bool computeDecl(const Decl *D) {
    SourceLocation Loc = D->getLocation();
    if (Loc.isValid() && IsProjectFile(SM.getFileID(SM.getExpansionLoc(Loc)))) return false;
    // Argument-dependent lookup on a class of the global namespace (C's `struct tm`) searches
    // the global namespace, where the project may declare function templates.
    if (isa<TagDecl>(D) && D->getDeclContext()->getRedeclContext()->isTranslationUnit())
      return false;
    // The template it is made from (a project's partial specialization of a library's
    // template), and its arguments.
    if (const auto *Function = dyn_cast<FunctionDecl>(D)) {
      if (const FunctionDecl *Pattern = Function->getTemplateInstantiationPattern();
          Pattern && Pattern != Function && !decl(Pattern))
        return false;
      if (const TemplateArgumentList *Args = Function->getTemplateSpecializationArgs())
        if (!arguments(Args->asArray())) return false;
    }
    if (const auto *Record = dyn_cast<CXXRecordDecl>(D))
      if (const CXXRecordDecl *Pattern = Record->getTemplateInstantiationPattern();
          Pattern && Pattern != Record && !decl(Pattern))
        return false;
    if (const auto *Class = dyn_cast<ClassTemplateSpecializationDecl>(D))
      if (!arguments(Class->getTemplateArgs().asArray())) return false;
    const DeclContext *Parent = D->getDeclContext();
    if (Parent && (Parent->isRecord() || Parent->isFunctionOrMethod()))
      return decl(cast<Decl>(Parent));  // a member of a specialization, a local class
    return true;
  }

  bool computeType(const Type *T) {
    switch (T->getTypeClass()) {
    case Type::Builtin:
    case Type::BitInt:
      return true;
    case Type::Pointer:
    case Type::BlockPointer:
    case Type::LValueReference:
    case Type::RValueReference:
      return type(T->getPointeeType());
    case Type::MemberPointer:
      return type(QualType(cast<MemberPointerType>(T)->getClass(), 0)) &&
             type(T->getPointeeType());
    case Type::ConstantArray:
    case Type::IncompleteArray:
    case Type::VariableArray:
      return type(cast<ArrayType>(T)->getElementType());
    case Type::Complex:
      return type(cast<ComplexType>(T)->getElementType());
    case Type::Vector:
    case Type::ExtVector:
      return type(cast<VectorType>(T)->getElementType());
    case Type::Atomic:
      return type(cast<AtomicType>(T)->getValueType());
    case Type::FunctionNoProto:
      return type(cast<FunctionType>(T)->getReturnType());
    case Type::FunctionProto: {
      const auto *Proto = cast<FunctionProtoType>(T);
      return type(Proto->getReturnType()) &&
             std::all_of(Proto->param_type_begin(), Proto->param_type_end(),
                         [&](QualType P) { return type(P); });
    }
    case Type::Record:
    case Type::Enum:
      return decl(cast<TagType>(T)->getDecl());
    default:  // anything else may name the project's declarations: keep the instantiation
      return false;
    }
  }

  const SourceManager &SM;
  const std::function<bool(FileID)> &IsProjectFile;
  llvm::DenseMap<const Decl *, bool> Decls;
  llvm::DenseMap<const Type *, bool> Types;
};

// Does `D` (a rewritten file's declaration in a library's namespace) declare a template, or hold
// one (a class's member template)?
bool holdsTemplate(const Decl *D) {
  if (isa<TemplateDecl, ClassTemplatePartialSpecializationDecl,
          VarTemplatePartialSpecializationDecl>(D))
    return true;
  if (const auto *Context = dyn_cast<DeclContext>(D))
    if (isa<NamespaceDecl, LinkageSpecDecl, ExportDecl, CXXRecordDecl>(D))
      return std::any_of(Context->decls_begin(), Context->decls_end(), holdsTemplate);
  return false;
}

class Skipper;

// Sema asks its external source for more pending instantiations right before it performs them
// at the end of the unit: the moment to take some out.
class PendingFilter : public ExternalSemaSource {
public:
  PendingFilter(Sema &S, Skipper &Owner) : S(S), Owner(Owner) {}
  void ReadPendingInstantiations(
      llvm::SmallVectorImpl<std::pair<ValueDecl *, SourceLocation>> &) override;

private:
  Sema &S;
  Skipper &Owner;
};

class Skipper : public SemaConsumer {
public:
  explicit Skipper(std::function<bool(FileID)> IsProjectFile) : IsProjectFile(std::move(IsProjectFile)) {}

  void InitializeSema(Sema &S) override {
    SM = &S.getSourceManager();
    S.addExternalSource(new PendingFilter(S, *this));  // Sema owns it
  }

  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    for (const Decl *D : Group)
      if (!ProjectTemplateInLibraryNamespace) check(D, /*InLibraryNamespace=*/false);
    return true;
  }

  // At the end of the unit: the instantiations it asked for, then (HandleCXX...) those that
  // instantiating the rest asks for, as each is queued.
  void filter(Sema &S) {
    if (ProjectTemplateInLibraryNamespace || refersToLongjmp(S.getASTContext())) return;
    Filtering = &S;
    Library = std::make_unique<LibraryOnly>(*SM, IsProjectFile);
    auto Skipped = [&](const Sema::PendingImplicitInstantiation &P) {
      auto *Function = dyn_cast<FunctionDecl>(P.first);
      if (!Function || !Library->decl(Function)) return false;
      Function->setInstantiationIsPending(false);
      return true;
    };
    S.PendingInstantiations.erase(std::remove_if(S.PendingInstantiations.begin(),
                                                 S.PendingInstantiations.end(), Skipped),
                                  S.PendingInstantiations.end());
  }

  // Sema queued `F` last (once filtering began: while instantiating).
  void HandleCXXImplicitFunctionInstantiation(FunctionDecl *F) override {
    if (!Filtering || Filtering->PendingInstantiations.empty() ||
        Filtering->PendingInstantiations.back().first != F || !Library->decl(F))
      return;
    Filtering->PendingInstantiations.pop_back();
    F->setInstantiationIsPending(false);
  }

private:
  // Top-level declarations of the rewritten files, into the namespaces they reopen.
  void check(const Decl *D, bool InLibraryNamespace) {
    SourceLocation Loc = D->getLocation();
    if (Loc.isInvalid() || !IsProjectFile(SM->getFileID(SM->getExpansionLoc(Loc)))) return;
    const DeclContext *Semantic = D->getDeclContext();
    for (; Semantic && !InLibraryNamespace; Semantic = Semantic->getParent())
      if (const auto *Namespace = dyn_cast<NamespaceDecl>(Semantic))
        InLibraryNamespace = !firstDeclaredByProject(Namespace);
    if (const auto *Namespace = dyn_cast<NamespaceDecl>(D)) {
      InLibraryNamespace |= !firstDeclaredByProject(Namespace);
      for (const Decl *Member : Namespace->decls()) check(Member, InLibraryNamespace);
    } else if (isa<LinkageSpecDecl, ExportDecl>(D)) {
      for (const Decl *Member : cast<DeclContext>(D)->decls()) check(Member, InLibraryNamespace);
    } else if (InLibraryNamespace && holdsTemplate(D)) {
      ProjectTemplateInLibraryNamespace = true;
    }
  }

  bool firstDeclaredByProject(const NamespaceDecl *Namespace) const {
    SourceLocation Loc = Namespace->getFirstDecl()->getLocation();
    return Loc.isValid() && IsProjectFile(SM->getFileID(SM->getExpansionLoc(Loc)));
  }

  std::function<bool(FileID)> IsProjectFile;
  const SourceManager *SM = nullptr;
  bool ProjectTemplateInLibraryNamespace = false;
  Sema *Filtering = nullptr;
  std::unique_ptr<LibraryOnly> Library;
};

void PendingFilter::ReadPendingInstantiations(
    llvm::SmallVectorImpl<std::pair<ValueDecl *, SourceLocation>> &) {
  Owner.filter(S);
}

}  // namespace

std::unique_ptr<SemaConsumer> skipLibraryInstantiations(std::function<bool(FileID)> IsProjectFile) {
  return std::make_unique<Skipper>(std::move(IsProjectFile));
}

}  // namespace overdub
