// The collector of a translation unit's call sites (SiteCollector.h), shared by the files that
// define its parts: private to the matchers library. SiteCollector.cpp walks the code and decides
// each call; MacroSites.cpp places the calls written in macro bodies (their #define's text, the
// invocations' variants).
#ifndef OVERDUB_MATCHERS_SITECOLLECTORPARTS_H
#define OVERDUB_MATCHERS_SITECOLLECTORPARTS_H

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

namespace overdub {
namespace sites {

using namespace clang;

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
  // Leaves out the macro-body sites of a macro with an expansion that gave no site for the call
  // (in a file that is not rewritten, in a preprocessor condition, dropped by another macro).
  void requireEveryExpansion();
  // The variants' texts, once every site is decided; the sites of an invocation without an
  // exact one are left out.
  void finishBodyVariants();

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(Decl *D);

  bool TraverseTemplateArgumentLoc(const TemplateArgumentLoc &Arg);
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc TL);
  bool TraverseTypeOfExprTypeLoc(TypeOfExprTypeLoc TL);
  bool TraverseConstantArrayTypeLoc(ConstantArrayTypeLoc TL);
  bool TraverseDependentSizedArrayTypeLoc(DependentSizedArrayTypeLoc TL);

  // Statements are traversed with a work queue, so contexts are entered and left here rather
  // than in Traverse* overrides.
  bool dataTraverseStmtPre(Stmt *S);

  bool dataTraverseStmtPost(Stmt *S);

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

  bool pushSuppression(Suppression S);
  bool pushFrame(Frame F);
  void popFrame() { Frames.pop_back(); }

  Frame functionFrame(const FunctionDecl &Fn);

  Frame initializerFrame(const NamedDecl &D, EvalScope Where);

  bool traverseFunction(FunctionDecl &Fn);

  // Whether a variable's initializer runs at run time.
  std::optional<Suppression> constantInitializer(const VarDecl &Var);

  bool traverseVariable(VarDecl &Var);

  std::optional<Suppression> suppressionOf(const Stmt &S);

  // A constant expression of a template's pattern has no ConstantExpr around it (suppressionOf)
  // while it depends on a parameter: its calls are left as written, as there.
  void constantInPattern(const Expr *E, const char *What);

  void registerRoots(const Stmt &S);

  // The index of the rewritten file that `Loc` (a file location) is in, or -1.
  int fileIndexOf(SourceLocation Loc) const;

  // A header whose code sits inside a declaration of another file (included within a namespace,
  // a class or a function body) cannot take a prelude at its top.
  void noteNesting(int Index, const Decl *Enclosing);

  // Sites are recorded for calls written in a rewritten file; -1 for anything else.
  // Where a site of this range is written: the rewritten file it belongs to, and its own text
  // in that file (written there, in one macro argument, or a whole macro expansion; anything
  // else comes from a macro body). None for a range outside the rewritten files.
  struct Placement {
    int Index;
    CharSourceRange Text;
    bool HasText;
  };
  std::optional<Placement> place(SourceRange Range, CallSite &Site);

  // Keeps a decided site, nested in the innermost instrumented call around it; its index.
  int keep(CallSite Site, const Frame &Current);

  int recordSite(const CallExpr &Call, const Expr &Wrapped);

  // A call left as written for its macro's sake (a body no variant reaches, a split, a
  // stringized argument) that no wrapper would take anyway says so instead: a constant
  // (magic_enum's `if constexpr (is_valid<...>())` in a body its FOR_EACH invokes by name), an
  // unevaluated operand, a builtin. Forced reasons are not counted against the figure.
  void preferForcedReason(const CallExpr &Call, const Expr &Wrapped, const Frame &Current,
                          CallSite &Site);

  // A dependent operator of a template judged by its instantiations (`a.v == b.v` where lookup
  // found an operator== to consider) that each of them, and there is one, takes as the built-in
  // operator: no call in any, so no site (the lambda form would record built-in comparisons as
  // calls). Another compile of the file that has it as a call leaves it out (HeaderCopies). Not
  // where the text alone decides on the lambda form (lambdaByPattern): it is written whatever
  // this unit instantiates.
  bool builtinInEveryInstance(const CallExpr &Call, const Expr &Wrapped, FileID File);

  // Whether a part of the call that its variant would record is written in a macro apart from
  // the call's text (writtenText): the part a dispatch depends on (dispatchedPartInBody), and
  // the arguments whose values it records. The same in every compile, whatever each records
  // (one may devirtualize the call): the compiles of a header then make the same variant.
  bool partWrittenApart(const CallExpr &Call, const CallSite &Site, FileID File) const;

  // A call that is a whole macro expansion (`#define AREA(o) o->area()`, file text
  // `AREA(q)`) whose object or arguments are the macro's parameters: in the invocation's
  // variant, where the body writes them with the call, it records its target and values too.
  // It stays wrapped at its file text where the variant does not take it, and goes back there
  // where the variant is not made (leaveVariant).
  void wrapWholeExpansionInVariant(const CallExpr &Call, SourceRange Range, const Frame &Current,
                                   int Index, CallSite &Site);

  // A constructor call the user wrote (Constructions.h): like a call, but never rewritten in a
  // macro body, and an initializer's wrapper encloses its first argument.
  int recordConstruction(const Construction &C);

  // An initializer whose first argument is written in a macro argument: that text is also the
  // text of the calls in it, one text for two sites when the argument is expanded several times.
  void leaveOutInitializerInArgument(CallSite &Site);

  void decideConstruction(const Construction &C, const Frame &Current, CallSite &Site);

  // Why the macros the text at `Loc` comes through (the bodies it is written in or substituted
  // into, the arguments it stands in, up to the file) include one that a condition on the
  // compiler defines: the compile may expand another definition (CompilerConditions.h).
  std::string compilerDependentMacro(SourceLocation Loc) const;
  std::string compilerDependentMacro(SourceRange Range) const;
  // Such a call is left as another reason would leave it (unevaluated, constant), else for
  // that macro.
  void leaveForCompiler(CallSite &Site, llvm::function_ref<void()> Decide, std::string Why);

  // Where a call written in a macro body is, in the #define's text.
  struct BodyText {
    std::string Macro;
    int FileIndex = -1;  // of the defining file; -1 when it is not rewritten
    unsigned Begin = 0, End = 0;  // offsets in the defining file
    SourceLocation Expansion;     // the expansion's macro name token
    SourceLocation First, Last;   // the call's first and last tokens in that expansion
    // An end is a token that # or ## made, placed at the operator and its operands: `x##1`
    // stands for all that x's argument gives, which may be more than the token (`a ? b : c1`).
    bool Made = false;
  };

  // The text of a call without file text of its own in one macro body: its first and last
  // tokens written in the same expansion of one #define (argument tokens in between stand for
  // their parameters). Sets the site's skip reason and detail either way: `macro`, or
  // `macro-spanning` when no one #define holds both ends (`CHECK(x) << "why"`, which
  // wrapSpanningInVariant may take). A part of a call (`PartOf`: the call's range) is stepped
  // into the arguments that hold the call, not into its own: a part that is an argument's whole
  // text is its parameter.
  std::optional<BodyText> macroBodyText(SourceRange Range, CallSite &Site,
                                        std::optional<SourceRange> PartOf = std::nullopt) const;

  // Is the body's text followed by `;` or `,` in the #define (nothing more of a declarator)?
  bool bodyDeclaratorEnds(const BodyText &Body) const;

  // A call that begins in a macro's expansion and goes on in the text after the invocation
  // (`CHECK(x) << "why"`, CHECK's body ending in a stream): its wrapper opens in the
  // invocation's variant, before its first token in the outermost body that token stands for,
  // and closes after its last token in the file (or after the invocation whose expansion that
  // token ends). The variant serves this invocation alone, which is followed by that text. The
  // first token may not come from a macro argument: the closing would be an unbalanced `)` in
  // that argument's text (or a `,` that splits it). Its target and values are not recorded.
  void wrapSpanningInVariant(SourceRange Range, FileID File, CallSite &Site,
                             llvm::function_ref<void()> Decide);

  // A binary operator call whose left operand is written in a macro body and whose right
  // operand goes on in a macro argument, where no closing parenthesis can go (doctest's
  // `ExpressionDecomposer(...) << __VA_ARGS__` in `CHECK(a == b)`: the `<<` ends after `a`):
  // the left-operand form (LeftOperand.h) wraps the left operand alone, in the invocation's
  // variant, also of another project's macro (the call is the user's: its right operand is
  // written in the user's text). False where the call does not end so: wrapSpanningInVariant
  // may take it whole.
  bool wrapLeftOperandInVariant(const CallExpr &Call, const Expr &Wrapped, SourceRange Range,
                                FileID File, CallSite &Site, llvm::function_ref<void()> Decide);

  // Are the tokens at `Inner` substituted wherever the token at `With` is: is every macro
  // argument substitution that holds the first one (known by the parameter's place in the body,
  // which every piece of one substituted argument shares) one that holds the second too?
  bool substitutedWith(SourceLocation Inner, SourceLocation With) const;

  // A macro name passed down as an argument (GoogleTest's `on_failure`) whose parameter some
  // body on the way writes more than once: the name's expansions share one variant.
  std::optional<std::string> substitutedTwice(SourceLocation Name) const;

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
                     Enclosing How = Enclosing::No);

  // A call written in a macro body of a rewritten file: decided here for this expansion, once
  // for all expansions by mergeRepeatedTexts.
  void rewriteInBody(const CallExpr &Call, const Expr &Wrapped, const Frame &Current,
                     const BodyText &Body, CallSite &Site);
  // --macro-bodies: the target and values of a call wrapped at its #define, their parts placed
  // in the body.
  void recordInBody(const CallExpr &Call, const BodyText &Body, const Frame &Current,
                    CallSite &Site);
  // The target and (with --capture, for a matching callee) the values of a call whose parts
  // `Place` puts in a macro body's text (a variant's, or the #define's).
  void recordThroughParts(const CallExpr &Call, PartPlacer Place, const Frame &Current,
                          CallSite &Site);

  void decide(const CallExpr &Call, const Expr &Wrapped, const Frame &Current, CallSite &Site);

  // Is every suppression in force one where a wrapper would do nothing (Suppression::Inert)?
  bool inertHere(const Frame &Current) const;

  // The form a call left out where a wrapper does nothing would take there (CallSite::InertForm).
  void inertForm(const FormChoice &Choice, bool Comma, CallSite &Site);

  // The site takes the form chosen, with the variations its text asks for (in its alternatives,
  // which a file's compiles may agree on later, too): `Comma`, an overloaded comma operator.
  void takeChoice(const FormChoice &Choice, bool Comma, CallSite &Site);

  // Whether the token before Offset may be `[` or the keyword `delete` (whitespace and comments
  // between). When in doubt, yes: parentheses are harmless.
  bool followsBracketOrDelete(FileID File, unsigned Offset) const;

  // Files whose dependent calls are judged by this translation unit's instantiations.
  bool judgedByInstances(FileID F) const;

  // Files of which other translation units compile copies of their own, whose dependent calls
  // take the lambda form as the template's text decides (chooseDependentForm).
  bool lambdaByPattern(FileID F) const;

  // Declared by the runtime's own header (overdub_enable(), overdub::Region): recording those
  // calls would record the recorder.
  bool isRuntimeDeclaration(const FunctionDecl &Callee);

  bool isImplicitConversion(const CallExpr &Call);

  int innermostInstrumentedCall(const Frame &Current) const;

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

}  // namespace sites
}  // namespace overdub

#endif  // OVERDUB_MATCHERS_SITECOLLECTORPARTS_H
