#include "overdub/matchers/SiteCollector.h"
#include "overdub/matchers/ValueCaptures.h"
#include "overdub/matchers/VirtualTargets.h"

#include "overdub/matchers/MacroBodies.h"
#include "overdub/matchers/MacroLocations.h"

#include "overdub/matchers/ColumnUses.h"
#include "overdub/matchers/Constructions.h"
#include "overdub/matchers/FormSelection.h"
#include "overdub/matchers/Instantiations.h"
#include "overdub/matchers/LeftOperand.h"
#include "overdub/matchers/Naming.h"
#include "overdub/matchers/RepeatedTexts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <set>
#include <tuple>

using namespace clang;

namespace overdub {
namespace {

// The end of a macro body's skip detail. The coverage figure counts the bodies of a macro
// defined in a file the run does not rewrite apart, matching that ending (Coverage.def).
const char *whereMacroIsDefined(bool InRewrittenFile) {
#define OVERDUB_THIRD_PARTY_MACRO_DETAIL(Text) constexpr const char *ThirdParty = Text;
#include "overdub/matchers/Coverage.def"
  return InRewrittenFile ? ", in a rewritten file" : ThirdParty;
}

struct Suppression {
  SkipReason Reason;
  std::string What;
  bool Inert = false;  // no wrapper in it does anything (CallSite::InertForm)
};

// A function body or initializer: where calls are evaluated, and what calls them.
struct Frame {
  CallContext Context;
  std::string Caller;
  const Decl *Owner = nullptr;  // the function or variable whose code this is; none at top level
  bool Consteval = false;
  size_t SuppressionBase = 0;  // suppressions of enclosing frames end here
  size_t CallBase = 0;         // calls open in enclosing frames end here
};

// What entering a statement does: statements that start a new frame (lambda bodies) or a
// context where calls are not evaluated at run time, registered by their parent; or statements
// not to visit at all here (another declaration's text).
struct RootAction {
  std::optional<Frame> NewFrame;
  std::optional<Suppression> Suppress;
  bool Skip = false;
};

bool isSemanticNoop(llvm::StringRef QualifiedName) {
  return llvm::StringSwitch<bool>(QualifiedName)
      .Cases("std::move", "std::forward", "std::as_const", "std::addressof", true)
      .Cases("std::move_if_noexcept", "std::forward_like", "std::__addressof", true)
      .Default(false);
}

// Clang builds its parent map (ASTContext::getParents) on the first question, over the traversal
// scope: by default the whole translation unit, mostly headers whose nodes are never asked about
// (on overdub's own sources that map took a sixth of the run and 40% of its memory). While the
// sites are collected, the scope is the top-level declarations of the rewritten files and those
// that hold instantiations of their templates (TemplateInstantiations tells them as it indexes,
// before it returns any), so that every node asked about has its parents.
class ParentScope {
public:
  ParentScope(ASTContext &Ctx, llvm::ArrayRef<FileID> Files) : Ctx(Ctx) {
    const SourceManager &SM = Ctx.getSourceManager();
    llvm::DenseSet<FileID> Chosen(Files.begin(), Files.end());
    auto In = [&](SourceLocation Loc) {
      return Loc.isInvalid() || Chosen.contains(SM.getFileID(SM.getExpansionLoc(Loc)));
    };
    std::vector<Decl *> Rewritten;
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
      if (In(D->getBeginLoc()) || In(D->getEndLoc())) Rewritten.push_back(D);
    add(Rewritten);
  }
  ~ParentScope() { Ctx.setTraversalScope({Ctx.getTranslationUnitDecl()}); }

  // Declarations whose nodes may be asked about too (the parent map is made again).
  void add(const std::vector<Decl *> &More) {
    const size_t Before = Decls.size();
    for (Decl *D : More)
      if (Members.insert(D).second) Decls.push_back(D);
    if (Decls.size() != Before || Before == 0) Ctx.setTraversalScope(Decls);
  }

private:
  ASTContext &Ctx;
  std::vector<Decl *> Decls;
  llvm::DenseSet<Decl *> Members;
};

class Collector : public RecursiveASTVisitor<Collector> {
  using Base = RecursiveASTVisitor<Collector>;

public:
  Collector(ASTContext &Ctx, const MacroArgumentTexts &KeptTexts, llvm::ArrayRef<FileID> Files,
            const CollectOptions &Options, ParentScope &Scope)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), KeptTexts(KeptTexts), Files(Files),
        Options(Options), Scope(Scope), Nested(Files.size(), false) {
    for (unsigned I = 0; I < Files.size(); ++I) IndexOfFile[Files[I]] = I;
    Frame Global;
    Global.Context.Jumps = &Jumps;
    Global.Context.Where = EvalScope::NamespaceInit;
    Global.Caller = "<global>";
    Frames.push_back(std::move(Global));
  }

  std::vector<CallSite> takeSites() { return std::move(Sites); }
  std::vector<bool> takeNested() { return std::move(Nested); }
  void protectColumnUses() { ColumnsRead.protect(Sites, Files); }

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(Decl *D) {
    if (!D) return true;
    if (D->isImplicit() && isa<FunctionDecl>(D)) return true;  // no text to rewrite
    // Only the rewritten files are visited: declarations wholly in other headers hold none of
    // their calls (most of a translation unit's AST is headers).
    if (!isa<TranslationUnitDecl>(D) && D->getBeginLoc().isValid() && D->getEndLoc().isValid()) {
      int Begin = fileIndexOf(SM.getExpansionLoc(D->getBeginLoc()));
      if (Begin < 0 && fileIndexOf(SM.getExpansionLoc(D->getEndLoc())) < 0) return true;
      if (Begin > 0) noteNesting(Begin, dyn_cast<Decl>(D->getLexicalDeclContext()));
    }
    // Constants that a template's pattern holds without a ConstantExpr around them.
    if (auto *Enumerator = dyn_cast<EnumConstantDecl>(D))
      constantInPattern(Enumerator->getInitExpr(), "enumerator");
    if (auto *Field = dyn_cast<FieldDecl>(D); Field && Field->isBitField())
      constantInPattern(Field->getBitWidth(), "bit-field width");
    for (const AlignedAttr *Aligned : D->specific_attrs<AlignedAttr>())
      if (Aligned->isAlignmentExpr()) constantInPattern(Aligned->getAlignmentExpr(), "alignas");
    if (auto *Function = dyn_cast<FunctionDecl>(D))
      if (const auto *Prototype = Function->getType()->getAs<FunctionProtoType>())
        constantInPattern(Prototype->getNoexceptExpr(), "noexcept specifier");
    if (auto *Constructor = dyn_cast<CXXConstructorDecl>(D)) ColumnsRead.record(*Constructor);
    if (auto *Fn = dyn_cast<FunctionDecl>(D)) return traverseFunction(*Fn);
    if (auto *Param = dyn_cast<ParmVarDecl>(D); Param && Param->hasDefaultArg()) {
      // A default argument that a redeclaration (`void g(int x) {}` after `void g(int x = f());`)
      // inherits is the earlier declaration's text, visited with it: here it would seem to sit
      // inside this declaration's file.
      if (Param->hasInheritedDefaultArg())
        if (const Stmt *Default = Param->hasUninstantiatedDefaultArg()
                                      ? Param->getUninstantiatedDefaultArg()
                                      : Param->hasUnparsedDefaultArg() ? nullptr
                                                                       : Param->getDefaultArg())
          Roots[Default].Skip = true;
      return suppressed(SkipReason::DefaultArgument, "", [&] { return Base::TraverseDecl(D); });
    }
    if (auto *Var = dyn_cast<VarDecl>(D); Var && !isa<ParmVarDecl>(Var)) return traverseVariable(*Var);
    if (auto *Field = dyn_cast<FieldDecl>(D); Field && Field->hasInClassInitializer())
      return inFrame(initializerFrame(*Field, EvalScope::MemberInit),
                     [&] { return Base::TraverseDecl(D); });
    if (isa<StaticAssertDecl>(D))
      return suppressed(SkipReason::ConstantContext, "static_assert",
                        [&] { return Base::TraverseDecl(D); });
    if (isa<ConceptDecl>(D))
      return suppressed(SkipReason::Unevaluated, "concept", [&] { return Base::TraverseDecl(D); });
    if (isa<NonTypeTemplateParmDecl>(D))
      return suppressed(SkipReason::ConstantContext, "template parameter",
                        [&] { return Base::TraverseDecl(D); });
    if (auto *Template = dyn_cast<TemplateDecl>(D))
      if (const TemplateParameterList *Params = Template->getTemplateParameters())
        if (const Expr *Requires = Params->getRequiresClause())
          Roots[Requires].Suppress = Suppression{SkipReason::Unevaluated, "requires-clause"};
    return Base::TraverseDecl(D);
  }

  bool TraverseTemplateArgumentLoc(const TemplateArgumentLoc &Arg) {
    return suppressed(SkipReason::ConstantContext, "template argument",
                      [&] { return Base::TraverseTemplateArgumentLoc(Arg); });
  }
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc TL) {
    return suppressed(SkipReason::Unevaluated, "decltype",
                      [&] { return Base::TraverseDecltypeTypeLoc(TL); });
  }
  bool TraverseTypeOfExprTypeLoc(TypeOfExprTypeLoc TL) {
    return suppressed(SkipReason::Unevaluated, "typeof",
                      [&] { return Base::TraverseTypeOfExprTypeLoc(TL); });
  }
  bool TraverseConstantArrayTypeLoc(ConstantArrayTypeLoc TL) {
    return suppressed(SkipReason::ConstantContext, "array bound",
                      [&] { return Base::TraverseConstantArrayTypeLoc(TL); });
  }
  bool TraverseDependentSizedArrayTypeLoc(DependentSizedArrayTypeLoc TL) {
    return suppressed(SkipReason::ConstantContext, "array bound",
                      [&] { return Base::TraverseDependentSizedArrayTypeLoc(TL); });
  }

  // Statements are traversed with a work queue, so contexts are entered and left here rather
  // than in Traverse* overrides.
  bool dataTraverseStmtPre(Stmt *S) {
    Undo U{S, false, 0, false};
    if (auto It = Roots.find(S); It != Roots.end()) {
      RootAction Action = std::move(It->second);
      Roots.erase(It);
      if (Action.Skip) return false;  // nor its children; no dataTraverseStmtPost follows
      if (Action.NewFrame) U.Frame = pushFrame(std::move(*Action.NewFrame));
      if (Action.Suppress) U.Suppressions += pushSuppression(std::move(*Action.Suppress));
    }
    if (std::optional<Suppression> Node = suppressionOf(*S))
      U.Suppressions += pushSuppression(std::move(*Node));
    registerRoots(*S);
    ColumnsRead.record(*S);
    if (auto *Call = dyn_cast<CallExpr>(S)) {
      OpenCalls.push_back(recordSite(*Call, *Call));
      U.Call = true;
    } else if (auto *Rewritten = dyn_cast<CXXRewrittenBinaryOperator>(S)) {
      // `a != b` calling operator==: the call has no text of its own, the comparison does.
      if (auto *Inner = dyn_cast<CallExpr>(Rewritten->getDecomposedForm().InnerBinOp)) {
        OpenCalls.push_back(recordSite(*Inner, *Rewritten));
        U.Call = true;
      }
    } else if (std::optional<Construction> Built = userVisibleConstruction(*S, Ctx)) {
      OpenCalls.push_back(recordConstruction(*Built));
      U.Call = true;
    }
    UndoStack.push_back(U);
    return true;
  }

  bool dataTraverseStmtPost(Stmt *S) {
    assert(!UndoStack.empty() && UndoStack.back().S == S && "unbalanced traversal");
    (void)S;
    Undo U = UndoStack.back();
    UndoStack.pop_back();
    if (U.Call) OpenCalls.pop_back();
    for (unsigned I = 0; I < U.Suppressions; ++I) Suppressions.pop_back();
    if (U.Frame) popFrame();
    return true;
  }

private:
  struct Undo {
    const Stmt *S;
    bool Frame;
    unsigned Suppressions;  // a root's and the node's own (a constant that is a noexcept(...))
    bool Call;
  };

  template <class Fn> bool suppressed(SkipReason Reason, std::string What, Fn &&Traverse) {
    pushSuppression(Suppression{Reason, std::move(What)});
    bool Ok = Traverse();
    Suppressions.pop_back();
    return Ok;
  }

  template <class Fn> bool inFrame(Frame F, Fn &&Traverse) {
    pushFrame(std::move(F));
    bool Ok = Traverse();
    popFrame();
    return Ok;
  }

  bool pushSuppression(Suppression S) {
    Suppressions.push_back(std::move(S));
    return true;
  }
  bool pushFrame(Frame F) {
    F.Context.Jumps = &Jumps;
    F.SuppressionBase = Suppressions.size();
    F.CallBase = OpenCalls.size();
    Frames.push_back(std::move(F));
    return true;
  }
  void popFrame() { Frames.pop_back(); }

  Frame functionFrame(const FunctionDecl &Fn) {
    Frame F;
    F.Context.Function = &Fn;
    F.Context.Where = EvalScope::FunctionBody;
    F.Owner = &Fn;
    F.Caller = functionName(Fn, Ctx);
    F.Consteval = Fn.isConsteval();
    return F;
  }

  Frame initializerFrame(const NamedDecl &D, EvalScope Where) {
    Frame F;
    F.Context.Where = Where;
    F.Caller = "<init of " + D.getQualifiedNameAsString() + ">";
    F.Owner = &D;
    if (const auto *Field = dyn_cast<FieldDecl>(&D)) F.Context.Record = Field->getParent();
    return F;
  }

  bool traverseFunction(FunctionDecl &Fn) {
    if (const Expr *Requires = Fn.getTrailingRequiresClause())
      Roots[Requires].Suppress = Suppression{SkipReason::Unevaluated, "requires-clause"};
    return inFrame(functionFrame(Fn), [&] { return Base::TraverseDecl(&Fn); });
  }

  // Whether a variable's initializer runs at run time.
  std::optional<Suppression> constantInitializer(const VarDecl &Var) {
    if (Var.isConstexpr()) return Suppression{SkipReason::ConstantContext, "constexpr initializer"};
    if (Var.hasAttr<ConstInitAttr>())
      return Suppression{SkipReason::ConstantContext, "constinit initializer"};
    const Expr *Init = Var.getInit();
    // Only a const integral or enumeration static member that is not inline has an initializer
    // in its class, a constant expression (in a template, an operator on dependent operands
    // may look like a call there).
    if (Init && Var.isStaticDataMember() && !Var.isInline() &&
        Var.getLexicalDeclContext()->isRecord())
      return Suppression{SkipReason::ConstantContext, "in-class initializer of a static member"};
    if (!Init || Init->isValueDependent() || Var.getType()->isDependentType()) return std::nullopt;
    if (Var.hasGlobalStorage() && Var.hasConstantInitialization())
      return Suppression{SkipReason::ConstantContext, "constant initialization"};
    if (Var.isUsableInConstantExpressions(Ctx))
      return Suppression{SkipReason::ConstantContext, "initializer of a constant"};
    return std::nullopt;
  }

  bool traverseVariable(VarDecl &Var) {
    std::optional<Suppression> Constant = constantInitializer(Var);
    auto Traverse = [&] {
      if (!Constant) return Base::TraverseDecl(&Var);
      return suppressed(Constant->Reason, Constant->What, [&] { return Base::TraverseDecl(&Var); });
    };
    if (Var.hasGlobalStorage() && !Var.isStaticLocal() && Var.hasInit())
      return inFrame(initializerFrame(Var, EvalScope::NamespaceInit), Traverse);
    return Traverse();
  }

  std::optional<Suppression> suppressionOf(const Stmt &S) {
    if (const auto *Trait = dyn_cast<UnaryExprOrTypeTraitExpr>(&S))
      return Suppression{SkipReason::Unevaluated,
                         Trait->getKind() == UETT_SizeOf ? "sizeof" : "type trait operand"};
    if (isa<CXXNoexceptExpr>(S)) return Suppression{SkipReason::Unevaluated, "noexcept"};
    if (const auto *Typeid = dyn_cast<CXXTypeidExpr>(&S); Typeid && !Typeid->isPotentiallyEvaluated())
      return Suppression{SkipReason::Unevaluated, "typeid"};
    if (isa<RequiresExpr, ConceptSpecializationExpr>(S))
      return Suppression{SkipReason::Unevaluated, "requires-expression"};
    if (isa<ConstantExpr>(S)) return Suppression{SkipReason::ConstantContext, "constant expression"};
    if (const auto *Builtin = dyn_cast<CallExpr>(&S);
        Builtin && Builtin->getBuiltinCallee() == Builtin::BI__builtin_constant_p)
      return Suppression{SkipReason::Unevaluated, "__builtin_constant_p",
                         isCastToVoid(*Builtin, Ctx)};
    return std::nullopt;
  }

  // A constant expression of a template's pattern has no ConstantExpr around it (suppressionOf)
  // while it depends on a parameter: its calls are left as written, as there.
  void constantInPattern(const Expr *E, const char *What) {
    if (E && !isa<ConstantExpr>(E)) Roots[E].Suppress = Suppression{SkipReason::ConstantContext, What};
  }

  void registerRoots(const Stmt &S) {
    if (const auto *Lambda = dyn_cast<LambdaExpr>(&S)) {
      Roots[Lambda->getBody()].NewFrame = functionFrame(*Lambda->getCallOperator());
      if (const Expr *Requires = Lambda->getTrailingRequiresClause())
        Roots[Requires].Suppress = Suppression{SkipReason::Unevaluated, "requires-clause"};
    } else if (const auto *If = dyn_cast<IfStmt>(&S); If && If->isConsteval()) {
      const Stmt *CompileTime = If->isNegatedConsteval() ? If->getElse() : If->getThen();
      if (CompileTime)
        Roots[CompileTime].Suppress = Suppression{SkipReason::ConstantContext, "if consteval"};
    } else if (If && If->isConstexpr()) {
      constantInPattern(If->getCond(), "if constexpr");
    } else if (const auto *Case = dyn_cast<CaseStmt>(&S)) {
      constantInPattern(Case->getLHS(), "case label");
      constantInPattern(Case->getRHS(), "case label");
    } else if (const auto *For = dyn_cast<CXXForRangeStmt>(&S)) {
      // The loop variable's initializer is the implicit `*__begin`.
      if (const Stmt *LoopVar = For->getLoopVarStmt())
        Roots[LoopVar].Suppress = Suppression{SkipReason::ImplicitCall, "range-for iteration"};
    } else if (const auto *Yield = dyn_cast<CoyieldExpr>(&S)) {
      // The operand of a resolved `co_yield e` is the implicit `promise.yield_value(e)`, whose
      // range starts at the keyword: wrapping it would wrap the whole suspension (and its void
      // resume result). Only the written operand e holds calls of the program.
      if (const auto *Machinery = dyn_cast_or_null<CallExpr>(
              Yield->getOperand() ? Yield->getOperand()->IgnoreImplicit() : nullptr);
          Machinery && Machinery->getBeginLoc() == Yield->getKeywordLoc())
        CoroutineMachinery.insert(Machinery);
    }
  }


private:
  // The index of the rewritten file that `Loc` (a file location) is in, or -1.
  int fileIndexOf(SourceLocation Loc) const {
    auto It = IndexOfFile.find(SM.getFileID(Loc));
    return It == IndexOfFile.end() ? -1 : static_cast<int>(It->second);
  }

  // A header whose code sits inside a declaration of another file (included within a namespace,
  // a class or a function body) cannot take a prelude at its top.
  void noteNesting(int Index, const Decl *Enclosing) {
    if (Index <= 0 || !Enclosing || isa<TranslationUnitDecl>(Enclosing)) return;
    if (SM.getFileID(SM.getExpansionLoc(Enclosing->getBeginLoc())) != Files[Index])
      Nested[Index] = true;
  }

  // Sites are recorded for calls written in a rewritten file; -1 for anything else.
  // Where a site of this range is written: the rewritten file it belongs to, and its own text
  // in that file (written there, in one macro argument, or a whole macro expansion; anything
  // else comes from a macro body). None for a range outside the rewritten files.
  struct Placement {
    int Index;
    CharSourceRange Text;
    bool HasText;
  };
  std::optional<Placement> place(SourceRange Range, CallSite &Site) {
    if (Range.isInvalid()) return std::nullopt;
    SourceLocation Begin = SM.getExpansionLoc(Range.getBegin());
    const int Index = fileIndexOf(Begin);
    if (Index < 0) return std::nullopt;
    noteNesting(Index, Frames.back().Owner);
    CharSourceRange Text = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Range), SM,
                                                    Ctx.getLangOpts());
    const bool HasText = Text.isValid() && SM.getFileID(Text.getBegin()) == Files[Index];
    Site.FileIndex = static_cast<unsigned>(Index);
    PresumedLoc Where = SM.getPresumedLoc(HasText ? Text.getBegin() : Begin);
    Site.File = Where.getFilename();
    Site.Line = Where.getLine();
    Site.Column = Where.getColumn();
    Site.Caller = Frames.back().Caller;
    return Placement{Index, Text, HasText};
  }

  // Keeps a decided site, nested in the innermost instrumented call around it; its index.
  int keep(CallSite Site, const Frame &Current) {
    if (Site.instrumented()) Site.LexicalParent = innermostInstrumentedCall(Current);
    Sites.push_back(std::move(Site));
    return static_cast<int>(Sites.size() - 1);
  }

  int recordSite(const CallExpr &Call, const Expr &Wrapped) {
    SourceRange Range = Wrapped.getSourceRange();
    CallSite Site;
    std::optional<Placement> At = place(Range, Site);
    if (!At) return -1;
    const int Index = At->Index;
    const CharSourceRange &Text = At->Text;
    Site.Callee = calleeName(Call, Ctx);
    const Frame &Current = Frames.back();
    // Written anywhere: outside macros, in a macro argument or in a body (each expansion is
    // judged alone; a body the file rewrites leaves out a call some expansion lacks).
    if (builtinInEveryInstance(Call, Wrapped, Files[Index])) return -1;

    if (!At->HasText) {
      auto DecideInVariant = [&] {
        if (isImplicitConversion(Call))
          leaveOut(Site, SkipReason::ImplicitCall, "implicit conversion");
        else
          decide(Call, Wrapped, Current, Site);
      };
      if (std::optional<BodyText> Body = macroBodyText(Range, Site)) {
        if (Options.MacroBodies && Body->FileIndex >= 0) {
          rewriteInBody(Call, Wrapped, Current, *Body, Site);
          if (Site.instrumented()) Site.LexicalParent = innermostInstrumentedCall(Current);
          BodyExpansionOf[Sites.size()] = Body->Expansion;
          Sites.push_back(std::move(Site));
          return static_cast<int>(Sites.size() - 1);
        }
        if (Options.BodyVariants && !Options.MacroBodies && Body->FileIndex >= 0)
          wrapInVariant(*Body, Files[Index], Site, DecideInVariant,
                        &Call == &Wrapped ? &Call : nullptr);
      } else if (Site.Reason == SkipReason::MacroSpanning && Options.BodyVariants &&
                 !Options.MacroBodies) {
        if (!wrapLeftOperandInVariant(Call, Wrapped, Range, Files[Index], Site, DecideInVariant))
          wrapSpanningInVariant(Range, Files[Index], Site, DecideInVariant);
      }
    } else {
      Site.BeginOffset = SM.getFileOffset(Text.getBegin());
      Site.EndOffset = SM.getFileOffset(Text.getEnd());
      Site.FromMacro = Range.getBegin().isMacroID() || Range.getEnd().isMacroID();
      // A conversion has no text of its own: it says so first (and is told apart from the call
      // it converts, whose text it shares, by that reason: mergeRepeatedTexts).
      std::string Compiler = Site.FromMacro ? compilerDependentMacro(Range) : "";
      if (Site.FromMacro && isImplicitConversion(Call))
        leaveOut(Site, SkipReason::ImplicitCall, "implicit conversion");
      else if (!Compiler.empty())
        leaveForCompiler(Site, [&] { decide(Call, Wrapped, Current, Site); }, Compiler);
      else if (Site.FromMacro && KeptTexts.touches(Files[Index], Site.BeginOffset, Site.EndOffset)) {
        Site.Reason = SkipReason::MacroStringized;
        Site.Detail = KeptTexts.whyKept(Files[Index], Site.BeginOffset, Site.EndOffset);
      } else
        decide(Call, Wrapped, Current, Site);
      if (Site.FromMacro)
        Site.Variants = KeptTexts.variantsHolding(Files[Index], Site.BeginOffset, Site.EndOffset);
      if (Site.instrumented()) {
        // A dependent call is none yet: its instantiations say (those of the main file's
        // templates are all there are).
        Site.Target = Site.Instantiated && &Wrapped == &Call
                          ? virtualTargetOfEveryInstance(Instantiations.of(Wrapped), Ctx,
                                                         Files[Index], Site.TargetWhyNot,
                                                         Options.Macros)
                          : virtualTarget(Call, Ctx, Files[Index], Site.TargetWhyNot,
                                          Options.Macros);
        if (Options.Capture && Options.Capture->match(Site.Callee)) {
          const auto *Owner = dyn_cast_or_null<FunctionDecl>(Current.Owner);
          findValueCaptures(Call, Wrapped, Ctx, Files[Index], Owner && Owner->isConstexpr(),
                            {Options.CaptureRedact, Options.CaptureBytes}, Site, Options.Macros);
        }
        if (Site.FromMacro && &Call == &Wrapped && partWrittenApart(Call, Site, Files[Index]))
          wrapWholeExpansionInVariant(Call, Range, Current, Index, Site);
      }
    }
    preferForcedReason(Call, Wrapped, Current, Site);
    return keep(std::move(Site), Current);
  }

  // A call left as written for its macro's sake (a body no variant reaches, a split, a
  // stringized argument) that no wrapper would take anyway says so instead: a constant
  // (magic_enum's `if constexpr (is_valid<...>())` in a body its FOR_EACH invokes by name), an
  // unevaluated operand, a builtin. Forced reasons are not counted against the figure.
  void preferForcedReason(const CallExpr &Call, const Expr &Wrapped, const Frame &Current,
                          CallSite &Site) {
    if (Site.instrumented() ||
        !llvm::is_contained({SkipReason::MacroExpansion, SkipReason::MacroSpanning,
                             SkipReason::MacroStringized},
                            Site.Reason))
      return;
    CallSite Alone = Site;  // decide() changes nothing but the site it is given
    Alone.Detail.clear();
    decide(Call, Wrapped, Current, Alone);
    if (!Alone.instrumented() && isForcedSkip(Alone.Reason))
      leaveOut(Site, Alone.Reason, std::move(Alone.Detail));
  }

  // A dependent operator of a template judged by its instantiations (`a.v == b.v` where lookup
  // found an operator== to consider) that each of them, and there is one, takes as the built-in
  // operator: no call in any, so no site (the lambda form would record built-in comparisons as
  // calls). Another compile of the file that has it as a call leaves it out (HeaderCopies). Not
  // where the text alone decides on the lambda form (lambdaByPattern): it is written whatever
  // this unit instantiates.
  bool builtinInEveryInstance(const CallExpr &Call, const Expr &Wrapped, FileID File) {
    if (!isa<CXXOperatorCallExpr>(Call) || &Call != &Wrapped || !Wrapped.isTypeDependent() ||
        !judgedByInstances(File))
      return false;
    const std::vector<const Expr *> &Instances = Instantiations.of(Wrapped);
    if (Instances.empty() || llvm::any_of(Instances, [](const Expr *Instance) {
          return isa<CallExpr, CXXRewrittenBinaryOperator>(Instance);
        }))
      return false;
    return !lambdaByPattern(File) ||
           chooseDependentForm(Call, Wrapped, Frames.back().Context, Ctx).Chosen != Form::Lambda;
  }

  // Whether a part of the call that its variant would record is written in a macro apart from
  // the call's text (writtenText): the part a dispatch depends on (dispatchedPartInBody), and
  // the arguments whose values it records. The same in every compile, whatever each records
  // (one may devirtualize the call): the compiles of a header then make the same variant.
  bool partWrittenApart(const CallExpr &Call, const CallSite &Site, FileID File) const {
    if (Site.ByInstances) return false;  // a variant records no dependent call's target or values
    std::optional<SourceRange> Part = dispatchedPartInBody(Call);
    if (Part && !writtenText(*Part, Call.getSourceRange(), Ctx, File, Options.Macros)) return true;
    // Its analysis found a value it would record but for where the argument is written.
    return llvm::any_of(Site.CaptureWhyNot, [](const std::string &Why) {
      return llvm::StringRef(Why).ends_with(kWrittenApart);
    });
  }

  // A call that is a whole macro expansion (`#define AREA(o) o->area()`, file text
  // `AREA(q)`) whose object or arguments are the macro's parameters: in the invocation's
  // variant, where the body writes them with the call, it records its target and values too.
  // It stays wrapped at its file text where the variant does not take it, and goes back there
  // where the variant is not made (leaveVariant).
  void wrapWholeExpansionInVariant(const CallExpr &Call, SourceRange Range, const Frame &Current,
                                   int Index, CallSite &Site) {
    if (!Options.BodyVariants || Options.MacroBodies) return;
    CallSite InVariant;  // placed as the site is (place), decided again
    InVariant.File = Site.File;
    InVariant.FileIndex = Site.FileIndex;
    InVariant.Line = Site.Line;
    InVariant.Column = Site.Column;
    InVariant.Caller = Site.Caller;
    InVariant.Callee = Site.Callee;
    std::optional<BodyText> Body = macroBodyText(Range, InVariant);
    if (!Body || Body->FileIndex < 0) return;
    wrapInVariant(*Body, Files[Index], InVariant, [&] { decide(Call, Call, Current, InVariant); },
                  &Call);
    if (!InVariant.instrumented()) return;
    InVariant.AtFileText = std::make_shared<const CallSite>(std::move(Site));
    Site = std::move(InVariant);
  }

  // A constructor call the user wrote (Constructions.h): like a call, but never rewritten in a
  // macro body, and an initializer's wrapper encloses its first argument.
  int recordConstruction(const Construction &C) {
    SourceRange Range = C.Whole->getSourceRange();
    CallSite Site;
    std::optional<Placement> At = place(Range, Site);
    if (!At) return -1;
    const int Index = At->Index;
    const CharSourceRange &Text = At->Text;
    Site.Callee = constructedClassName(*C.Construct, Ctx);
    const Frame &Current = Frames.back();
    if (!At->HasText) {
      std::optional<BodyText> Body = macroBodyText(Range, Site);
      if (Body && Options.MacroBodies)
        Site.Detail += " (constructions are not rewritten in macro bodies)";
      // A temporary or a new-expression, wrapped whole; an initializer, around its first
      // argument when that is written in the body too.
      else if (Body && Options.BodyVariants && Body->FileIndex >= 0 && C.Enclosed == C.Whole)
        wrapInVariant(*Body, Files[Index], Site, [&] { decideConstruction(C, Current, Site); });
      // An initializer left as written wherever it were written (a static variable before
      // C++17): the reason is that, not the macro. (Its Why always skips it.)
      else if (Body && Body->FileIndex >= 0 && !C.Why.empty() &&
               C.What == Construction::Kind::Initializer) {
        decideConstruction(C, Current, Site);
        if (Site.instrumented()) leaveOut(Site, SkipReason::MacroExpansion, C.Why);
      }
      // A default-initialized variable declared in the body (`} instance_##name;`): its
      // construction goes after the declarator in the invocation's variant.
      else if (Body && Options.BodyVariants && Body->FileIndex >= 0 && !C.Inserted.empty() &&
               !C.InsertedInParentheses) {
        if (!bodyDeclaratorEnds(*Body)) {
          Site.Reason = SkipReason::NoExactForm;
          Site.Detail = "a default initialization: the declarator goes on after the variable's "
                        "name in the body of " + Body->Macro;
        } else {
          wrapInVariant(*Body, Files[Index], Site, [&] { decideConstruction(C, Current, Site); });
          if (Site.instrumented()) Site.Inserted = C.Inserted;
        }
      } else if (Body && Options.BodyVariants && C.Statement) {
        // A default-initialized variable's statement written in the body, `Noisy n_##x;`
        // before C++17: the declaration form goes around it in the invocation's variant.
        std::optional<BodyText> Statement = macroBodyText(C.Statement->getSourceRange(), Site);
        if (Statement && Statement->FileIndex >= 0)
          wrapInVariant(*Statement, Files[Index], Site,
                        [&] { decideConstruction(C, Current, Site); });
      } else if (Body && Options.BodyVariants && !Options.MacroBodies && C.Enclosed) {
        CharSourceRange Written = Lexer::makeFileCharRange(
            CharSourceRange::getTokenRange(C.Enclosed->getSourceRange()), SM, Ctx.getLangOpts());
        if (Written.isValid()) {
          leaveOutInitializerInArgument(Site);
        } else if (std::optional<BodyText> Argument =
                       macroBodyText(C.Enclosed->getSourceRange(), Site);
                   Argument && Argument->FileIndex >= 0) {
          // Every argument that can take the wrapper is a call: the construction's wrapper
          // encloses that call's own, at its text.
          const bool AroundCall =
              C.What == Construction::Kind::Initializer && isCallOfItsOwn(*C.Enclosed);
          wrapInVariant(*Argument, Files[Index], Site, [&] { decideConstruction(C, Current, Site); },
                        nullptr, std::nullopt, AroundCall ? Enclosing::Argument : Enclosing::No);
        }
      }
    } else {
      Site.BeginOffset = SM.getFileOffset(Text.getBegin());
      Site.EndOffset = SM.getFileOffset(Text.getEnd());
      Site.FromMacro = Range.getBegin().isMacroID() || Range.getEnd().isMacroID();
      bool StatementWritten = true, ArgumentWritten = true;
      const bool InMacroArgument = Site.FromMacro;  // the construction's own text
      if (C.InsertedInParentheses) {
        // A member's empty initializer: the construction is written inside its parentheses
        // (in place of its braces, and those of `T x{}`).
        SourceRange Brackets = C.Construct->getParenOrBraceRange();
        auto Written = [&](SourceLocation L) {
          return L.isFileID() && SM.getFileID(L) == Files[Index];
        };
        ArgumentWritten = Written(Brackets.getBegin()) && Written(Brackets.getEnd());
        if (ArgumentWritten) {
          Site.Inserted = C.Inserted;
          Site.InsertedInParentheses = true;
          Site.InsertOffset = SM.getFileOffset(Brackets.getBegin());
          if (C.BracesBecomeParentheses) {
            Site.ReplacedLength = SM.getFileOffset(Brackets.getEnd()) + 1 - Site.InsertOffset;
            Site.ReplacingBraces = C.ReplacingBraces;
          }
          else
            ++Site.InsertOffset;
        }
      } else if (!C.Inserted.empty()) {
        // A default-initialized variable: the construction is written after its name (the
        // site's text stays the name, as where it is skipped: the compiles of a header agree).
        Site.Inserted = C.Inserted;
      } else if (C.Statement) {
        // Before C++17 the guard goes around the variable's statement (the text stays the name).
        CharSourceRange Statement = Lexer::makeFileCharRange(
            CharSourceRange::getTokenRange(C.Statement->getSourceRange()), SM, Ctx.getLangOpts());
        StatementWritten = Statement.isValid() && SM.getFileID(Statement.getBegin()) == Files[Index];
        if (StatementWritten) {
          Site.StatementBegin = SM.getFileOffset(Statement.getBegin());
          Site.StatementEnd = SM.getFileOffset(Statement.getEnd());
        }
      } else if (C.Enclosed && C.Enclosed != C.Whole) {
        // An initializer: the wrapper goes around its first argument.
        CharSourceRange Argument = Lexer::makeFileCharRange(
            CharSourceRange::getTokenRange(C.Enclosed->getSourceRange()), SM, Ctx.getLangOpts());
        ArgumentWritten = Argument.isValid() && SM.getFileID(Argument.getBegin()) == Files[Index];
        // Its file text must be the whole argument, not a macro argument inside it (a macro
        // may expand that several times: `#define TWO(x) x, x`).
        if (ArgumentWritten && (C.Enclosed->getBeginLoc().isMacroID() || C.Enclosed->getEndLoc().isMacroID())) {
          SourceLocation OuterEnd = Lexer::getLocForEndOfToken(
              SM.getExpansionRange(C.Enclosed->getEndLoc()).getEnd(), 0, SM, Ctx.getLangOpts());
          ArgumentWritten = SM.getExpansionLoc(C.Enclosed->getBeginLoc()) == Argument.getBegin() &&
                            OuterEnd == Argument.getEnd();
        }
        if (ArgumentWritten) {
          Site.BeginOffset = SM.getFileOffset(Argument.getBegin());
          Site.EndOffset = SM.getFileOffset(Argument.getEnd());
        }
        // An argument that is, or ends in, a whole macro expansion (`Q q(STR("x"))`,
        // `G g(c ? p : NULL)`) is wrapped as its file text, as a call spanning an expansion is.
        Site.FromMacro |= C.Enclosed->getBeginLoc().isMacroID() || C.Enclosed->getEndLoc().isMacroID();
      }
      if (Site.FromMacro)
        Site.Variants = KeptTexts.variantsHolding(Files[Index], Site.BeginOffset, Site.EndOffset);
      if (Site.FromMacro && KeptTexts.touches(Files[Index], Site.BeginOffset, Site.EndOffset)) {
        Site.Reason = SkipReason::MacroStringized;
        Site.Detail = KeptTexts.whyKept(Files[Index], Site.BeginOffset, Site.EndOffset);
      } else if (InMacroArgument && C.What == Construction::Kind::Initializer)
        leaveOutInitializerInArgument(Site);
      else if (!ArgumentWritten)
        leaveOut(Site, SkipReason::NoExactForm,
                 "the argument that would take the wrapper is partly written by a macro (no text of "
                 "its own to wrap)");
      else if (!StatementWritten)
        leaveOut(Site, SkipReason::NoExactForm,
                 "a default initialization: before C++17, in a declaration partly written by a macro");
      else if (std::string Why = Site.FromMacro ? compilerDependentMacro(Range) : ""; !Why.empty())
        leaveForCompiler(Site, [&] { decideConstruction(C, Current, Site); }, std::move(Why));
      else
        decideConstruction(C, Current, Site);
    }
    return keep(std::move(Site), Current);
  }

  // An initializer whose first argument is written in a macro argument: that text is also the
  // text of the calls in it, one text for two sites when the argument is expanded several times.
  void leaveOutInitializerInArgument(CallSite &Site) {
    leaveOut(Site, SkipReason::NoExactForm, "an initializer written in a macro argument");
  }

  void decideConstruction(const Construction &C, const Frame &Current, CallSite &Site) {
    auto Skip = [&](SkipReason Reason, std::string Detail = "") {
      Site.Reason = Reason;
      Site.Detail = std::move(Detail);
    };
    const CXXConstructorDecl *Constructor = C.Construct->getConstructor();
    if (Constructor->isConsteval()) return Skip(SkipReason::ImmediateCall);
    if (Suppressions.size() > Current.SuppressionBase) {
      if (inertHere(Current))
        inertForm(chooseConstructionForm(C, Current.Context, Ctx), /*Comma=*/false, Site);
      return Skip(Suppressions.back().Reason,
                  Suppressions.back().What.empty() ? "" : "in " + Suppressions.back().What);
    }
    if (Current.Consteval) return Skip(SkipReason::ConstevalFunction);
    if (isRuntimeDeclaration(*Constructor)) return Skip(SkipReason::RuntimeCall);
    if (auto Hazard = stackFrameHazard(*C.Whole, Ctx)) return Skip(SkipReason::StackFrame, *Hazard);
    FormChoice Choice = chooseConstructionForm(C, Current.Context, Ctx);
    if (!Choice.Chosen) return Skip(Choice.Reason, Choice.Detail);
    takeChoice(Choice, /*Comma=*/false, Site);
  }

  // Why the macros the text at `Loc` comes through (the bodies it is written in or substituted
  // into, the arguments it stands in, up to the file) include one that a condition on the
  // compiler defines: the compile may expand another definition (CompilerConditions.h).
  std::string compilerDependentMacro(SourceLocation Loc) const {
    for (int Depth = 0; KeptTexts.Compiler && Depth < 64 && Loc.isMacroID(); ++Depth) {
      llvm::StringRef Name = Lexer::getImmediateMacroName(Loc, SM, Ctx.getLangOpts());
      if (std::string Why = KeptTexts.Compiler->why(Name); !Why.empty()) return Why;
      // An argument's text lands in a body: `#define CHECK(x) DEP(x)` hands CHECK's argument to
      // DEP, which the name above (CHECK, where the argument was written) does not say.
      if (SM.isMacroArgExpansion(Loc)) {
        SourceLocation InBody = SM.getImmediateExpansionRange(Loc).getBegin();
        llvm::StringRef Body = Lexer::getImmediateMacroName(InBody, SM, Ctx.getLangOpts());
        if (std::string Why = KeptTexts.Compiler->why(Body); !Why.empty()) return Why;
      }
      Loc = SM.getImmediateMacroCallerLoc(Loc);
    }
    return "";
  }
  std::string compilerDependentMacro(SourceRange Range) const {
    std::string Why = compilerDependentMacro(Range.getBegin());
    return Why.empty() ? compilerDependentMacro(Range.getEnd()) : Why;
  }
  // Such a call is left as another reason would leave it (unevaluated, constant), else for
  // that macro.
  void leaveForCompiler(CallSite &Site, llvm::function_ref<void()> Decide, std::string Why) {
    Decide();
    if (Site.instrumented()) leaveOut(Site, SkipReason::MacroCompiler, std::move(Why));
  }

  // Where a call written in a macro body is, in the #define's text.
  struct BodyText {
    std::string Macro;
    int FileIndex = -1;  // of the defining file; -1 when it is not rewritten
    unsigned Begin = 0, End = 0;  // offsets in the defining file
    SourceLocation Expansion;     // the expansion's macro name token
    SourceLocation First, Last;   // the call's first and last tokens in that expansion
  };

  // The text of a call without file text of its own in one macro body: its first and last
  // tokens written in the same expansion of one #define (argument tokens in between stand for
  // their parameters). Sets the site's skip reason and detail either way: `macro`, or
  // `macro-spanning` when no one #define holds both ends (`CHECK(x) << "why"`, which
  // wrapSpanningInVariant may take).
  std::optional<BodyText> macroBodyText(SourceRange Range, CallSite &Site) const {
    Site.Reason = SkipReason::MacroExpansion;
    std::string &Why = Site.Detail;
    SourceLocation First = Range.getBegin(), Last = Range.getEnd();
    Locations.stepIntoCommonArgument(First, Last);
    SourceLocation BodyFirst, BodyLast;
    if (First.isMacroID() && Last.isMacroID()) {
      FileID F = SM.getFileID(First);
      if (F == SM.getFileID(Last) && !SM.getSLocEntry(F).getExpansion().isMacroArgExpansion()) {
        BodyFirst = First;
        BodyLast = Last;
      } else {
        // The innermost body both ends are, or stand for.
        std::vector<SourceLocation> Firsts, Lasts;
        Locations.ascend(First, false, Firsts);
        Locations.ascend(Last, true, Lasts);
        for (SourceLocation B : Firsts) {
          for (SourceLocation E : Lasts)
            if (SM.getFileID(B) == SM.getFileID(E) && SM.getFileOffset(B) <= SM.getFileOffset(E)) {
              BodyFirst = B;
              BodyLast = E;
              break;
            }
          if (BodyFirst.isValid()) break;
        }
      }
    }
    if (BodyFirst.isInvalid()) {
      Site.Reason = SkipReason::MacroSpanning;
      Why = "not within one macro body";
      return std::nullopt;
    }
    // A token that # or ## made (the argument of `test_runner(#name)`) stands for the operator
    // and its operands in the body, whose text can take the wrapper: `(W, #name)`.
    SourceLocation OperandsFirst = Locations.outOfScratch(BodyFirst, false);
    SourceLocation OperandsLast = Locations.outOfScratch(BodyLast, true);
    if (OperandsFirst.isMacroID() && SM.getFileID(OperandsFirst) == SM.getFileID(OperandsLast) &&
        SM.getFileOffset(OperandsFirst) <= SM.getFileOffset(OperandsLast)) {
      BodyFirst = OperandsFirst;
      BodyLast = OperandsLast;
    }
    SourceLocation B = SM.getImmediateSpellingLoc(BodyFirst);
    SourceLocation E = SM.getImmediateSpellingLoc(BodyLast);
    const SrcMgr::ExpansionInfo &X = SM.getSLocEntry(SM.getFileID(BodyFirst)).getExpansion();
    BodyText Body;
    Body.Expansion = X.getExpansionLocStart();
    Body.First = BodyFirst;
    Body.Last = BodyLast;
    Body.Macro = Lexer::getSourceText(CharSourceRange::getTokenRange(SM.getSpellingLoc(Body.Expansion)),
                                      SM, Ctx.getLangOpts())
                     .str();
    if (SM.isWrittenInScratchSpace(B) || SM.isWrittenInScratchSpace(E)) {
      // A token that # or ## made: the macro that made it is the one whose body the call is
      // in, defined in a rewritten file (the project's) or not (a third party's).
      SourceLocation Maker =
          Locations.outOfScratch(SM.isWrittenInScratchSpace(B) ? BodyFirst : BodyLast, false);
      const bool Rewritten = Maker.isMacroID() && fileIndexOf(SM.getSpellingLoc(Maker)) >= 0;
      Why = "in the body of " +
            (Maker.isMacroID() ? Lexer::getImmediateMacroName(Maker, SM, Ctx.getLangOpts()).str()
                               : Body.Macro) +
            ", a token that # or ## makes" +
            whereMacroIsDefined(Rewritten);
      return std::nullopt;
    }
    if (!B.isFileID() || !E.isFileID() || SM.getFileID(B) != SM.getFileID(E)) {
      Why = "in the body of " + Body.Macro + ", not written in a file (built in, or pasted)";
      return std::nullopt;
    }
    Body.FileIndex = fileIndexOf(B);
    Body.Begin = SM.getFileOffset(B);
    Body.End = SM.getFileOffset(E) + Lexer::MeasureTokenLength(E, SM, Ctx.getLangOpts());
    Why = "in the body of " + Body.Macro + whereMacroIsDefined(Body.FileIndex >= 0);
    return Body;
  }

  // Is the body's text followed by `;` or `,` in the #define (nothing more of a declarator)?
  bool bodyDeclaratorEnds(const BodyText &Body) const {
    FileID Definer = Files[Body.FileIndex];
    llvm::StringRef Buffer = SM.getBufferData(Definer);
    Lexer Raw(SM.getLocForStartOfFile(Definer), Ctx.getLangOpts(), Buffer.begin(),
              Buffer.begin() + Body.End, Buffer.end());
    Token Next;
    Raw.LexFromRawLexer(Next);
    return Next.isOneOf(tok::semi, tok::comma);
  }

  // A call that begins in a macro's expansion and goes on in the text after the invocation
  // (`CHECK(x) << "why"`, CHECK's body ending in a stream): its wrapper opens in the
  // invocation's variant, before its first token in the outermost body that token stands for,
  // and closes after its last token in the file (or after the invocation whose expansion that
  // token ends). The variant serves this invocation alone, which is followed by that text. The
  // first token may not come from a macro argument: the closing would be an unbalanced `)` in
  // that argument's text (or a `,` that splits it). Its target and values are not recorded.
  void wrapSpanningInVariant(SourceRange Range, FileID File, CallSite &Site,
                             llvm::function_ref<void()> Decide) {
    if (std::string Why = compilerDependentMacro(Range); !Why.empty())
      return leaveForCompiler(Site, Decide, std::move(Why));
    const LangOptions &LangOpts = Ctx.getLangOpts();
    // The invocation written in the file that the first token comes from, through bodies that
    // are each expanded once for it: not an argument (the file's closing would be in that
    // argument's text, or serve one of several substitutions), and each macro name passed down
    // as an argument substituted once.
    SourceLocation Root = Range.getBegin();
    for (int Depth = 0; Depth < 64 && Root.isMacroID(); ++Depth) {
      if (SM.isMacroArgExpansion(Root)) {
        Site.Detail = "its first token comes from a macro argument, whose text cannot take the "
                      "opening without the closing";
        return;
      }
      Root = SM.getSLocEntry(SM.getFileID(Root)).getExpansion().getExpansionLocStart();
      if (std::optional<std::string> Twice = substitutedTwice(Root)) {
        Site.Detail = "from a macro's expansion on into the text after it: " + *Twice;
        return;
      }
      while (Root.isMacroID() && SM.isMacroArgExpansion(Root))  // on from its parameter
        Root = SM.getSLocEntry(SM.getFileID(Root)).getExpansion().getExpansionLocStart();
    }
    // The closing: after the last token, written in the file, or the last of expansions there
    // (an argument's last token, where the parameter ends the body: after the invocation).
    SourceLocation Last = Range.getEnd();
    if (Last.isMacroID() && !Lexer::isAtEndOfMacroExpansion(Last, SM, LangOpts, &Last)) {
      Site.Detail = "from a macro's expansion on into one that goes on after it (no text "
                    "after an invocation holds its end)";
      return;
    }
    if (!Root.isFileID() || !Last.isFileID() || SM.getFileID(Root) != File ||
        SM.getFileID(Last) != File || SM.getFileOffset(Last) <= SM.getFileOffset(Root))
      return;
    const unsigned ClosesAt =
        SM.getFileOffset(Last) + Lexer::MeasureTokenLength(Last, SM, LangOpts);
    std::vector<SourceLocation> Firsts;
    Locations.ascend(Range.getBegin(), false, Firsts);
    if (Firsts.empty()) return;
    BodyText Opening;  // the outermost body that the first token stands for
    Opening.First = Opening.Last = Firsts.back();
    Opening.Macro = Lexer::getImmediateMacroName(Opening.First, SM, LangOpts).str();
    wrapInVariant(Opening, File, Site, Decide, nullptr, ClosesAt);
    if (Site.instrumented() && Site.BodyUse->NameOffset != SM.getFileOffset(Root))
      leaveVariant(Site, SkipReason::MacroSpanning, "its opening would be in another invocation");
  }

  // A binary operator call whose left operand is written in a macro body and whose right
  // operand goes on in a macro argument, where no closing parenthesis can go (doctest's
  // `ExpressionDecomposer(...) << __VA_ARGS__` in `CHECK(a == b)`: the `<<` ends after `a`):
  // the left-operand form (LeftOperand.h) wraps the left operand alone, in the invocation's
  // variant, also of another project's macro (the call is the user's: its right operand is
  // written in the user's text). False where the call does not end so: wrapSpanningInVariant
  // may take it whole.
  bool wrapLeftOperandInVariant(const CallExpr &Call, const Expr &Wrapped, SourceRange Range,
                                FileID File, CallSite &Site, llvm::function_ref<void()> Decide) {
    const auto *Op = dyn_cast<CXXOperatorCallExpr>(&Call);
    const SourceLocation Last = Range.getEnd();
    if (!Op || &Call != &Wrapped || Op->getNumArgs() != 2 || !Last.isMacroID() ||
        Lexer::isAtEndOfMacroExpansion(Last, SM, Ctx.getLangOpts()))
      return false;
    CallSite Probe = Site;  // macroBodyText sets a reason, which the site keeps as it is
    std::optional<BodyText> Left = macroBodyText(Op->getArg(0)->getSourceRange(), Probe);
    if (!Left) return false;
    const std::string Why = "its right operand goes on in a macro argument, and the left-operand "
                            "form is not exact: ";
    // The left operand's text goes wherever the operator's does: no macro argument holds it
    // alone (doctest's INFO: `name * __VA_ARGS__`, whose `name` also declares the variable).
    if (!substitutedWith(Op->getArg(0)->getBeginLoc(), Op->getOperatorLoc()) ||
        !substitutedWith(Op->getArg(0)->getEndLoc(), Op->getOperatorLoc())) {
      Site.Detail = Why + "its left operand comes from a macro argument that the operator does not";
      return true;
    }
    bool RightByValue = false;
    const Decl *Owner = Frames.back().Owner;
    const DeclContext *At = !Owner                    ? Ctx.getTranslationUnitDecl()
                            : isa<DeclContext>(Owner) ? cast<DeclContext>(Owner)
                                                      : Owner->getDeclContext();
    if (std::string Not = leftOperandWhyNot(*Op, Ctx, At, &RightByValue); !Not.empty()) {
      Site.Detail = Why + Not;
      return true;
    }
    auto DecideLeftOperand = [&] {
      Decide();
      if (!Site.instrumented()) return;
      if (!Site.Options.guarded()) {
        leaveOut(Site, SkipReason::NoExactForm,
                 "the left-operand form records the stop through the span, and " +
                     std::string(unguardedReason(Site.Options.WhyUnguarded)));
        return;
      }
      Site.Chosen = Form::LeftOperand;
      Site.Options = WrapperOptions();
      Site.Options.RightByValue = RightByValue;
      Site.Alternatives.clear();
    };
    wrapInVariant(*Left, File, Site, DecideLeftOperand, nullptr, std::nullopt,
                  Enclosing::LeftOperand);
    return true;
  }

  // Are the tokens at `Inner` substituted wherever the token at `With` is: is every macro
  // argument substitution that holds the first one (known by the parameter's place in the body,
  // which every piece of one substituted argument shares) one that holds the second too?
  bool substitutedWith(SourceLocation Inner, SourceLocation With) const {
    auto ForEachSubstitution = [&](SourceLocation L, auto &&Visit) {
      for (int Depth = 0; Depth < 64 && L.isMacroID(); ++Depth) {
        const SrcMgr::ExpansionInfo &X = SM.getSLocEntry(SM.getFileID(L)).getExpansion();
        if (X.isMacroArgExpansion() && !Visit(X.getExpansionLocStart())) return false;
        L = X.getExpansionLocStart();
      }
      return true;
    };
    llvm::SmallVector<SourceLocation, 16> Around;
    ForEachSubstitution(With, [&](SourceLocation P) {
      Around.push_back(P);
      return true;
    });
    return ForEachSubstitution(Inner,
                               [&](SourceLocation P) { return llvm::is_contained(Around, P); });
  }

  // A macro name passed down as an argument (GoogleTest's `on_failure`) whose parameter some
  // body on the way writes more than once: the name's expansions share one variant.
  std::optional<std::string> substitutedTwice(SourceLocation Name) const {
    auto Spelling = [&](SourceLocation L) {
      return Lexer::getSourceText(CharSourceRange::getTokenRange(SM.getSpellingLoc(L)), SM,
                                  Ctx.getLangOpts())
          .str();
    };
    for (int Depth = 0; Depth < 64 && Name.isMacroID() && SM.isMacroArgExpansion(Name); ++Depth) {
      SourceLocation Parameter =
          SM.getSLocEntry(SM.getFileID(Name)).getExpansion().getExpansionLocStart();
      const MacroInfo *Body =
          Parameter.isMacroID()
              ? KeptTexts.expandedAt(
                    SM.getSLocEntry(SM.getFileID(Parameter)).getExpansion().getExpansionLocStart())
              : nullptr;
      if (!Body) return std::string("a macro that a name is passed to is not known");
      const std::string Written = Spelling(Parameter);
      size_t Uses = 0;
      for (const Token &T : Body->tokens())
        Uses += T.getIdentifierInfo() && T.getIdentifierInfo()->getName() == Written;
      if (Uses != 1)
        return "the name " + Spelling(Name) +
               " is passed as " + Written + ", which a body writes " + std::to_string(Uses) +
               " times";
      Name = SM.getImmediateSpellingLoc(Name);
    }
    return std::nullopt;
  }

  // A call written in a macro body, in an invocation written in `File`: decided for this
  // expansion (by `Decide`), wrapped in the variants that the invocation calls (MacroBodies.h).
  // `Call`, when given, records its target and values where its object and arguments are
  // written in the call's body (or are whole arguments of its macro). `ClosesAt`: the call
  // goes on after the invocation, to there (wrapSpanningInVariant). `How`: `Body` is not the
  // call's text: its left operand, wrapped in the left-operand form (wrapLeftOperandInVariant,
  // also in other projects' macros), or the argument a construction's wrapper encloses.
  void wrapInVariant(const BodyText &Body, FileID File, CallSite &Site,
                     llvm::function_ref<void()> Decide, const CallExpr *Call = nullptr,
                     std::optional<unsigned> ClosesAt = std::nullopt,
                     Enclosing How = Enclosing::No) {
    if (std::string Why = compilerDependentMacro(SourceRange(Body.First, Body.Last)); !Why.empty())
      return leaveForCompiler(Site, Decide, "in the body of " + Body.Macro + ": " + Why);
    auto Placed =
        BodyVariants.place(Body.First, Body.Last, File, ClosesAt.has_value(),
                           /*OtherProjects=*/How == Enclosing::LeftOperand);
    if (const std::string *Why = std::get_if<std::string>(&Placed)) {
      Site.Detail = "in the body of " + Body.Macro + ": " + *Why;
      return;
    }
    const MacroBodyVariants::Placement &P = std::get<MacroBodyVariants::Placement>(Placed);
    Site.FromMacro = true;
    Site.BeginOffset = Site.EndOffset = P.Use->NameOffset;
    Site.Reason = SkipReason::NoExactForm;
    Site.Detail.clear();
    Decide();
    // Skipped too: mergeRepeatedTexts knows the expansions of one text by their slot, and one
    // that the wrapper cannot take leaves the text as written for all (`A(m) m(1);
    // static_assert(m(2))`, one name passed down to two macros).
    Site.BodyUse = P.Use;
    Site.BodySlot = BodyVariants.keep(P, ClosesAt, Site.instrumented(), How);
    if (!Site.instrumented()) return;
    Site.ClosesAt = ClosesAt;
    Site.Variants = P.Holding;
    if (!Call || Site.ByInstances) return;
    auto InBody = [&](SourceRange Part) -> std::optional<PlacedPart> {
      SourceLocation First = Part.getBegin(), Last = Part.getEnd();
      Locations.stepIntoArgumentsAround(Call->getSourceRange(), First, Last);
      auto Tokens = BodyVariants.placePart(P, First, Last, File);
      if (!Tokens) return std::nullopt;
      return PlacedPart{static_cast<unsigned>(Tokens->first),
                        static_cast<unsigned>(Tokens->second), std::nullopt};
    };
    Site.Target = virtualTarget(*Call, Ctx, InBody, Site.TargetWhyNot);
    if (Site.Target)
      BodyVariants.keepPart(P, Site.BodySlot, 0, Site.Target->ObjectBegin, Site.Target->ObjectEnd);
    if (!Options.Capture || !Options.Capture->match(Site.Callee)) return;
    const auto *Owner = dyn_cast_or_null<FunctionDecl>(Frames.back().Owner);
    findValueCaptures(*Call, *Call, Ctx, InBody, Owner && Owner->isConstexpr(),
                      {Options.CaptureRedact, Options.CaptureBytes}, Site);
    for (const ArgumentCapture &A : Site.Captures)
      BodyVariants.keepPart(P, Site.BodySlot, A.Number, A.Begin, A.End);
  }

public:
  // The variants' texts, once every site is decided; the sites of an invocation without an
  // exact one are left out.
  void finishBodyVariants() {
    BodyVariants.finish();
    bool Changed = false;
    for (CallSite &S : Sites) {
      if (!S.BodyUse) continue;
      const std::string In = "in the expansion of " + S.BodyUse->Macros.front() + ": ";
      if (S.BodyUse->Failed) {
        leaveVariant(S, SkipReason::MacroExpansion,
                     In + "no variant keeps its text (" + S.BodyUse->WhyFailed + ")");
        Changed = true;
      } else if (auto Refused = S.BodyUse->Refused.find(S.BodySlot);
                 S.instrumented() && Refused != S.BodyUse->Refused.end()) {
        leaveOut(S, SkipReason::MacroContexts, In + Refused->second);
        Changed = true;
      }
    }
    if (Changed) reattachLexicalParents(Sites);
  }

private:
  // A call written in a macro body of a rewritten file: decided here for this expansion, once
  // for all expansions by mergeRepeatedTexts.
  void rewriteInBody(const CallExpr &Call, const Expr &Wrapped, const Frame &Current,
                     const BodyText &Body, CallSite &Site) {
    FileID Definer = Files[Body.FileIndex];
    SourceLocation Begin = SM.getComposedLoc(Definer, Body.Begin);
    PresumedLoc Where = SM.getPresumedLoc(Begin);
    Site.FileIndex = static_cast<unsigned>(Body.FileIndex);
    Site.File = Where.getFilename();
    Site.Line = Where.getLine();
    Site.Column = Where.getColumn();
    Site.BeginOffset = Body.Begin;
    Site.EndOffset = Body.End;
    Site.FromMacro = true;
    Site.MacroName = Body.Macro;
    // Each expansion has its own caller, and the callee may come from a parameter: the table
    // names the macro and the callee as written in it, the same in every translation unit.
    Site.Caller = "<macro " + Body.Macro + ">";
    // An operator's text is no name (`msg.value = "x" #arg \`): the callee's name then.
    llvm::StringRef Text = SM.getBufferData(Definer);
    llvm::StringRef Written = Text.slice(Body.Begin, Body.End);
    llvm::StringRef Name = Written.substr(0, Written.find('(')).trim();
    const bool IsName = !Name.empty() && llvm::all_of(Name, [](char C) {
      return isAsciiIdentifierContinue(C) || C == ':' || C == '~' || C == '.' || C == '>' ||
             C == '-' || C == ' ';
    });
    Site.Callee = IsName ? Name.str() : calleeName(Call, Ctx);
    Site.Detail.clear();
    // The definition's tokens tell the operands of # and ## (the macro is known when its
    // expansions were recorded; requireEveryExpansion leaves the site out otherwise).
    const MacroUses::Macro *Macro =
        Options.Macros ? Options.Macros->definedAt(Definer, Body.Begin) : nullptr;
    if ((Macro && Macro->nextToHashOperator(Body.Begin, Body.End)) ||
        KeptTexts.touches(Definer, Body.Begin, Body.End)) {
      Site.Reason = SkipReason::MacroStringized;
      Site.Detail = "in the body of " + Body.Macro + ", next to a # or ## operator";
      return;
    }
    decide(Call, Wrapped, Current, Site);
    if (!Site.instrumented()) return;
    // The [[nodiscard]] members whenever the callee is [[nodiscard]]: harmless where the result
    // is used, and then the choice does not depend on each expansion's use of it.
    if (Site.Chosen == Form::Value || Site.Chosen == Form::Reference ||
        Site.Chosen == Form::Materialized)
      Site.Options.NoDiscard = Call.hasUnusedResultAttr(Ctx);
  }

public:
  // Leaves out the macro-body sites of a macro with an expansion that gave no site for the call
  // (in a file that is not rewritten, in a preprocessor condition, dropped by another macro).
  void requireEveryExpansion() {
    if (!Options.Macros) return;
    std::map<std::tuple<unsigned, unsigned, unsigned>, std::set<SourceLocation::UIntTy>> Seen;
    for (auto &[Index, Expansion] : BodyExpansionOf) {
      const CallSite &S = Sites[Index];
      Seen[{S.FileIndex, S.BeginOffset, S.EndOffset}].insert(Expansion.getRawEncoding());
    }
    for (auto &[Index, Expansion] : BodyExpansionOf) {
      CallSite &S = Sites[Index];
      if (!S.instrumented()) continue;
      const MacroUses::Macro *M = Options.Macros->definedAt(Files[S.FileIndex], S.BeginOffset);
      const auto &Covered = Seen[{S.FileIndex, S.BeginOffset, S.EndOffset}];
      size_t Missing = 0;
      if (!M) Missing = 1;
      else
        for (SourceLocation E : M->Expansions) Missing += !Covered.count(E.getRawEncoding());
      if (!Missing) continue;
      leaveOut(S, SkipReason::MacroContexts,
               S.MacroName + " is expanded " + std::to_string(M ? M->Expansions.size() : 0) +
                   " times, " + std::to_string(Missing) + " of them where the call is not analysed");
    }
    reattachLexicalParents(Sites);
  }

private:
  void decide(const CallExpr &Call, const Expr &Wrapped, const Frame &Current, CallSite &Site) {
    auto Skip = [&](SkipReason Reason, std::string Detail = "") {
      Site.Reason = Reason;
      Site.Detail = std::move(Detail);
    };
    // An immediate call is wrapped in a ConstantExpr: name the more precise reason first.
    if (CoroutineMachinery.count(&Call))
      return Skip(SkipReason::ImplicitCall, "coroutine machinery (co_yield)");
    const FunctionDecl *Callee = Call.getDirectCallee();
    if (Callee && Callee->isConsteval()) return Skip(SkipReason::ImmediateCall);
    const auto *Op = dyn_cast<CXXOperatorCallExpr>(&Call);
    const bool Comma = Op && Op->getOperator() == OO_Comma;  // an overloaded comma operator
    if (Suppressions.size() > Current.SuppressionBase) {
      if (inertHere(Current) && !Wrapped.isTypeDependent())
        inertForm(chooseForm(Call, Wrapped, Current.Context, Ctx), Comma, Site);
      return Skip(Suppressions.back().Reason,
                  Suppressions.back().What.empty() ? "" : "in " + Suppressions.back().What);
    }
    if (Current.Consteval) return Skip(SkipReason::ConstevalFunction);
    if (const auto *Unresolved = dyn_cast<UnresolvedLookupExpr>(Call.getCallee()->IgnoreParens()))
      for (const NamedDecl *Candidate : Unresolved->decls())
        if (isSemanticNoop(Candidate->getUnderlyingDecl()->getQualifiedNameAsString()))
          return Skip(SkipReason::SemanticNoop, Candidate->getQualifiedNameAsString() + " does no work");
    if (isa<CXXPseudoDestructorExpr>(Call.getCallee()->IgnoreParens()))
      return Skip(SkipReason::PseudoDestructor);
    if (isImplicitConversion(Call)) return Skip(SkipReason::ImplicitCall, "implicit conversion");
    if (Op && Op->getOperator() == OO_Arrow)
      return Skip(SkipReason::OperatorArrow);
    if (Callee && isRuntimeDeclaration(*Callee)) return Skip(SkipReason::RuntimeCall);
    if (Callee) {
      std::string Qualified = Callee->getQualifiedNameAsString();
      if (isSemanticNoop(Qualified)) return Skip(SkipReason::SemanticNoop, Qualified + " does no work");
      // Library functions (sin, printf, strlen) are builtins too: only the others are skipped.
      if (unsigned Id = Callee->getBuiltinID(); Id && !Ctx.BuiltinInfo.isPredefinedLibFunction(Id))
        return Skip(SkipReason::Intrinsic);
    }
    if (auto Hazard = stackFrameHazard(Call, Ctx)) return Skip(SkipReason::StackFrame, *Hazard);

    FormChoice Choice;
    if (!Wrapped.isTypeDependent()) {
      Choice = chooseForm(Call, Wrapped, Current.Context, Ctx);
    } else {
      // A template of the main file is instantiated nowhere else: its instantiations here are
      // all there are, and tell which form is exact. (Those of a header judged by instances are
      // the ones this translation unit makes: the copies agree later, or are its own.)
      const FileID File = SM.getFileID(SM.getExpansionLoc(Call.getBeginLoc()));
      Site.ByInstances = Site.MacroName.empty() && judgedByInstances(File);
      const std::vector<const Expr *> *Instances =
          Site.ByInstances ? &Instantiations.of(Wrapped) : nullptr;
      Site.Instantiated = Instances && !Instances->empty();
      Choice = chooseDependentForm(Call, Wrapped, Current.Context, Ctx, Instances,
                                   lambdaByPattern(File));
    }
    if (!Choice.Chosen) return Skip(Choice.Reason, Choice.Detail);
    takeChoice(Choice, Comma, Site);
  }

  // Is every suppression in force one where a wrapper would do nothing (Suppression::Inert)?
  bool inertHere(const Frame &Current) const {
    return std::all_of(Suppressions.begin() + Current.SuppressionBase, Suppressions.end(),
                       [](const Suppression &S) { return S.Inert; });
  }

  // The form a call left out where a wrapper does nothing would take there (CallSite::InertForm).
  void inertForm(const FormChoice &Choice, bool Comma, CallSite &Site) {
    if (!Choice.Chosen) return;
    CallSite Would;
    Would.FileIndex = Site.FileIndex;
    Would.BeginOffset = Site.BeginOffset;
    takeChoice(Choice, Comma, Would);
    Site.InertForm = FormVariant{*Would.Chosen, Would.Options};
  }

  // The site takes the form chosen, with the variations its text asks for (in its alternatives,
  // which a file's compiles may agree on later, too): `Comma`, an overloaded comma operator.
  void takeChoice(const FormChoice &Choice, bool Comma, CallSite &Site) {
    Site.Chosen = Choice.Chosen;
    Site.Options = Choice.Options;
    Site.Alternatives = Choice.Alternatives;
    std::vector<FormVariant *> Variants;
    FormVariant First{*Site.Chosen, Site.Options};
    Variants.push_back(&First);
    for (FormVariant &V : Site.Alternatives) Variants.push_back(&V);
    std::optional<bool> Enclosed;  // asked of the lambda form only
    for (FormVariant *V : Variants) {
      V->Options.Parenthesize |= Comma;
      if (V->Kind != Form::Lambda) continue;
      if (!Enclosed) Enclosed = followsBracketOrDelete(Files[Site.FileIndex], Site.BeginOffset);
      V->Options.Enclosed = *Enclosed;
    }
    Site.Options = First.Options;
  }

  // Whether the token before Offset may be `[` or the keyword `delete` (whitespace and comments
  // between). When in doubt, yes: parentheses are harmless.
  bool followsBracketOrDelete(FileID File, unsigned Offset) const {
    llvm::StringRef Before = SM.getBufferData(File).take_front(Offset).rtrim();
    while (Before.ends_with("*/") && Before.rfind("/*") != llvm::StringRef::npos)
      Before = Before.take_front(Before.rfind("/*")).rtrim();
    auto EndsInOne = [](llvm::StringRef Text) {
      if (Text.ends_with("[")) return true;
      if (!Text.consume_back("delete")) return false;
      return Text.empty() || !(isAlphanumeric(Text.back()) || Text.back() == '_');
    };
    // The last line may end in a // comment (or hold // in a string: then both are asked).
    llvm::StringRef LastLine = Before.substr(Before.rfind('\n') + 1);
    size_t Comment = LastLine.find("//");
    if (Comment != llvm::StringRef::npos &&
        EndsInOne(Before.drop_back(LastLine.size() - Comment).rtrim()))
      return true;
    return EndsInOne(Before);
  }

  // Files whose dependent calls are judged by this translation unit's instantiations.
  bool judgedByInstances(FileID F) const {
    auto It = IndexOfFile.find(F);
    return It != IndexOfFile.end() &&
           (It->second == 0 || Options.HeaderInstances != HeaderInstanceRule::Pattern);
  }

  // Files of which other translation units compile copies of their own, whose dependent calls
  // take the lambda form as the template's text decides (chooseDependentForm).
  bool lambdaByPattern(FileID F) const {
    auto It = IndexOfFile.find(F);
    return It != IndexOfFile.end() && It->second != 0 &&
           Options.HeaderInstances == HeaderInstanceRule::OwnCopy;
  }

  // Declared by the runtime's own header (overdub_enable(), overdub::Region): recording those
  // calls would record the recorder.
  bool isRuntimeDeclaration(const FunctionDecl &Callee) {
    SourceLocation Loc = SM.getExpansionLoc(Callee.getLocation());
    return SM.getFilename(Loc).ends_with("overdub/overdub.h");
  }

  bool isImplicitConversion(const CallExpr &Call) {
    if (!isa<CXXMemberCallExpr>(Call) || !isa_and_nonnull<CXXConversionDecl>(Call.getDirectCallee()))
      return false;
    DynTypedNodeList Parents = Ctx.getParents(Call);
    const auto *Cast = Parents.size() == 1 ? Parents[0].get<ImplicitCastExpr>() : nullptr;
    return Cast && Cast->getCastKind() == CK_UserDefinedConversion;
  }

  int innermostInstrumentedCall(const Frame &Current) const {
    for (size_t I = OpenCalls.size(); I > Current.CallBase; --I) {
      int Index = OpenCalls[I - 1];
      if (Index >= 0 && Sites[Index].instrumented()) return Index;
    }
    return -1;
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const MacroArgumentTexts &KeptTexts;
  llvm::ArrayRef<FileID> Files;  // the rewritten files, the main file first
  const CollectOptions &Options;
  ParentScope &Scope;  // Instantiations widen it
  // Per macro-body site (by index): the expansion it came from (its macro's name token).
  std::map<size_t, SourceLocation> BodyExpansionOf;
  const MacroLocations Locations{SM, Ctx.getLangOpts()};
  MacroBodyVariants BodyVariants{SM, Ctx.getLangOpts(), KeptTexts,
                                 [this](FileID F) { return IndexOfFile.count(F) > 0; },
                                 Options.SelfInclude};
  llvm::DenseMap<FileID, unsigned> IndexOfFile;
  std::vector<bool> Nested;  // per file: included inside a declaration of another file
  std::vector<CallSite> Sites;
  TemplateInstantiations Instantiations{Ctx, [this](FileID F) { return judgedByInstances(F); },
                                        [this](const std::vector<Decl *> &Holders) {
                                          Scope.add(Holders);
                                        }};
  NonLocalJumps Jumps{Ctx};  // setjmp callers and calls that may longjmp
  ColumnUses ColumnsRead{SM, [this](SourceLocation Loc) { return fileIndexOf(Loc); },
                         [this](const CallExpr &Call) -> const std::vector<const Expr *> & {
                           static const std::vector<const Expr *> None;
                           FileID F = SM.getFileID(SM.getExpansionLoc(Call.getBeginLoc()));
                           return judgedByInstances(F) ? Instantiations.of(Call) : None;
                         }};
  std::vector<Frame> Frames;
  std::vector<Suppression> Suppressions;
  std::vector<int> OpenCalls;  // site index of each call being traversed, -1 when not a site
  std::vector<Undo> UndoStack;
  llvm::DenseMap<const Stmt *, RootAction> Roots;
  llvm::DenseSet<const CallExpr *> CoroutineMachinery;  // implicit promise calls with a range
};

}  // namespace

CollectedSites collectCallSites(ASTContext &Ctx, const MacroArgumentTexts &KeptTexts,
                                llvm::ArrayRef<FileID> Files, const CollectOptions &Options) {
  ParentScope Scope(Ctx, Files);
  Collector C(Ctx, KeptTexts, Files, Options, Scope);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  C.protectColumnUses();
  C.requireEveryExpansion();
  C.finishBodyVariants();
  return {mergeRepeatedTexts(C.takeSites()), C.takeNested()};
}

std::vector<CallSite> collectCallSites(ASTContext &Ctx, const MacroArgumentTexts &KeptTexts) {
  FileID Main = Ctx.getSourceManager().getMainFileID();
  return collectCallSites(Ctx, KeptTexts, llvm::ArrayRef<FileID>(Main)).Sites;
}

}  // namespace overdub
