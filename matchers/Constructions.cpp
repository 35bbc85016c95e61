#include "overdub/matchers/Constructions.h"

#include "overdub/matchers/NonLocalJumps.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <optional>
#include <vector>

using namespace clang;

namespace overdub {
namespace {

// A constructor call the user wrote as one: not a copy or a move, not trivial, and with
// arguments or a default constructor the class provides itself (`T()` of a class whose
// default constructor the compiler writes is value-initialization, no call).
bool isUserVisibleConstructor(const CXXConstructExpr &E) {
  const CXXConstructorDecl *Ctor = E.getConstructor();
  if (!Ctor || Ctor->isCopyOrMoveConstructor() || Ctor->isTrivial()) return false;
  if (E.isElidable()) return false;
  const bool Arguments = E.getNumArgs() > 0 && !isa<CXXDefaultArgExpr>(E.getArg(0));
  return Arguments || Ctor->isUserProvided();
}

const Stmt *parentStmt(const Stmt &S, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(S);
  return Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
}

// The first token of `E` as spelled.
llvm::StringRef firstToken(const Expr &E, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Begin = SM.getSpellingLoc(E.getBeginLoc());
  return Lexer::getSourceText(CharSourceRange::getTokenRange(Begin, Begin), SM, Ctx.getLangOpts());
}

bool namesOverloadSet(const Expr &E) {
  const Expr *X = E.IgnoreParenImpCasts();
  if (const auto *AddressOf = dyn_cast<UnaryOperator>(X); AddressOf && AddressOf->getOpcode() == UO_AddrOf)
    X = AddressOf->getSubExpr()->IgnoreParenImpCasts();
  if (isa<OverloadExpr>(X)) return true;
  // A function template's specialization named without its arguments is deduced from where it
  // goes, which the comma hides as it hides an overload set's target.
  auto Deduced = [](const ValueDecl *D, bool ExplicitArguments) {
    const auto *F = dyn_cast<FunctionDecl>(D);
    return F && F->getPrimaryTemplate() && !ExplicitArguments;
  };
  if (const auto *Ref = dyn_cast<DeclRefExpr>(X))
    return isa<FunctionDecl>(Ref->getDecl()) &&
           (Ref->hadMultipleCandidates() || Deduced(Ref->getDecl(), Ref->hasExplicitTemplateArgs()));
  if (const auto *Member = dyn_cast<MemberExpr>(X))
    return isa<FunctionDecl>(Member->getMemberDecl()) &&
           (Member->hadMultipleCandidates() ||
            Deduced(Member->getMemberDecl(), Member->hasExplicitTemplateArgs()));
  return false;
}

// The operand of an implicit conversion of `E` by a converting constructor or a conversion
// function (`0` in `P p = 0` through `P(int *)`), where the comma changes what converts too;
// none for another expression.
const Expr *convertedOperand(const Expr &E) {
  const Expr *X = &E;
  while (true) {
    X = X->IgnoreParens();
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(X)) X = Cast->getSubExpr();
    else if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(X)) X = Temporary->getSubExpr();
    else if (const auto *Bound = dyn_cast<CXXBindTemporaryExpr>(X)) X = Bound->getSubExpr();
    else if (const auto *Copy = dyn_cast<CXXConstructExpr>(X);  // before C++17: of the conversion
             Copy && Copy->isElidable() && Copy->getNumArgs() > 0) X = Copy->getArg(0);
    else break;
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(X);
      Construct && !isa<CXXTemporaryObjectExpr>(Construct) && Construct->getNumArgs() > 0 &&
      Construct->getParenOrBraceRange().isInvalid())
    return Construct->getArg(0);
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(X);
      Call && isa_and_nonnull<CXXConversionDecl>(Call->getMethodDecl()) &&
      Call->getImplicitObjectArgument() && Call->getExprLoc() == Call->getImplicitObjectArgument()->getExprLoc())
    return Call->getImplicitObjectArgument();
  return nullptr;
}

// Does `S` name the variable `Var`?
bool refersTo(const Stmt &S, const VarDecl &Var) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(&S); Ref && Ref->getDecl() == &Var) return true;
  for (const Stmt *Child : S.children())
    if (Child && refersTo(*Child, Var)) return true;
  return false;
}

bool convertsNullPointerConstant(const Expr &E) {
  if (isa<GNUNullExpr>(E.IgnoreParenImpCasts())) return true;  // g++ -Wconversion-null
  for (const Expr *X = &E; const auto *Cast = dyn_cast<ImplicitCastExpr>(X); X = Cast->getSubExpr())
    if (Cast->getCastKind() == CK_NullToPointer || Cast->getCastKind() == CK_NullToMemberPointer)
      return !E.IgnoreParenImpCasts()->getType()->isNullPtrType();
  return false;
}

// An arithmetic conversion of the argument: a constant would narrow once the comma makes it no
// constant (`T x{1}` with a `char` parameter).
bool convertsArithmetic(const Expr &E, ASTContext &Ctx) {
  QualType From = E.IgnoreParenImpCasts()->getType(), To = E.getType();
  return From->isArithmeticType() && To->isArithmeticType() &&
         !Ctx.hasSameUnqualifiedType(From, To);
}

constexpr const char *kDeclaratorGoesOn = "the declarator goes on after the variable's name";
constexpr const char *kNoArguments = "an initializer without arguments has no text to hold the wrapper";

constexpr const char *kBracedList = "is a braced list";
constexpr unsigned kMaxBracedDepth = 8;  // lists in lists in ...: looked into so deep

// Why the comma of the full-expression form would change the meaning of an initializer's
// argument `Arg` (`Braced`: in braces, where a constant would narrow); empty when it would not.
std::string whyNotEnclosable(const Expr &Arg, bool Braced, ASTContext &Ctx) {
  if (firstToken(Arg, Ctx) == "{") return kBracedList;
  const Expr *Converted = convertedOperand(Arg);
  if (convertsNullPointerConstant(Arg) || (Converted && convertsNullPointerConstant(*Converted)))
    return "is a null pointer constant, which the comma would make an integer";
  if (namesOverloadSet(Arg) || (Converted && namesOverloadSet(*Converted)))
    return "names an overloaded function or a function template, which the comma cannot resolve";
  if (Braced && Arg.getType()->isArrayType())
    return "initializes an array (a string literal there must stay one)";
  if (Braced && convertsArithmetic(Arg, Ctx))
    return "is converted in a braced initializer, where a constant would narrow once it is no "
           "constant";
  if (!Ctx.getLangOpts().CPlusPlus17 && Arg.isPRValue() && Arg.getType()->isRecordType() &&
      !isMovable(Arg.getType()))
    return "is a non-movable class prvalue, which the comma copies before C++17";
  return "";
}

DynTypedNode initializerOwner(const Expr &E, ASTContext &Ctx, const Stmt *&Held);

// The arguments of a construction as written: `std::vector<int> v{1, 2}`'s elements (the braces
// of the initializer list are the construction's own; `Braced` is set), `T x({1, 2})`'s list
// (braces of its own: an argument, bracedElements).
std::vector<const Expr *> writtenArguments(const CXXConstructExpr &E, bool &Braced) {
  Braced = E.isListInitialization();
  std::vector<const Expr *> Written;
  if (E.getNumArgs() > 0)
    if (const auto *List = dyn_cast<CXXStdInitializerListExpr>(E.getArg(0)->IgnoreImplicit()))
      if (const auto *Init = dyn_cast<InitListExpr>(List->getSubExpr()->IgnoreImplicit());
          Init && Init->getLBraceLoc() == E.getParenOrBraceRange().getBegin()) {
        Braced = true;
        Written.assign(Init->inits().begin(), Init->inits().end());
        return Written;
      }
  for (const Expr *Arg : E.arguments())
    if (!isa<CXXDefaultArgExpr>(Arg)) Written.push_back(Arg);
  return Written;
}

// The elements as written of an argument that is a braced list (`{a, b}`): of a
// std::initializer_list, of a class's list-initialization, of an aggregate whose braces are all
// written (no elided braces, no designators: the list as written is not the one initialized);
// none for another argument.
std::optional<std::vector<const Expr *>> bracedElements(const Expr &Arg, ASTContext &Ctx) {
  if (firstToken(Arg, Ctx) != "{") return std::nullopt;
  const Expr *E = Arg.IgnoreImplicit();
  if (const auto *List = dyn_cast<CXXStdInitializerListExpr>(E)) E = List->getSubExpr()->IgnoreImplicit();
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
    bool Braced = false;
    if (!Construct->isListInitialization()) return std::nullopt;
    std::vector<const Expr *> Written = writtenArguments(*Construct, Braced);
    if (Written.size() == 1 && Written[0] == &Arg) return std::nullopt;  // no braces of its own
    return Written;
  }
  const auto *Init = dyn_cast<InitListExpr>(E);
  if (!Init || Init->isTransparent()) return std::nullopt;
  // A member or a base whose braces are elided is an implicit list among the elements, which
  // can begin where a written element does (`{1, 2}` for `struct A { In i; int b; }`).
  auto Elided = [&](const Expr *Element) {
    const auto *List = dyn_cast<InitListExpr>(Element->IgnoreImplicit());
    return List && (List->getLBraceLoc().isInvalid() || firstToken(*List, Ctx) != "{");
  };
  // The semantic form's elements (with their conversions), where they are the written ones.
  const InitListExpr *Written = Init->getSyntacticForm() ? Init->getSyntacticForm() : Init;
  if (Written->getNumInits() != Init->getNumInits()) return std::nullopt;
  std::vector<const Expr *> Elements;
  for (unsigned I = 0; I < Init->getNumInits(); ++I) {
    const Expr *Element = Init->getInit(I);
    if (!Element || Elided(Element) ||
        isa<ImplicitValueInitExpr, CXXDefaultInitExpr, NoInitExpr, DesignatedInitExpr>(
            Written->getInit(I)) ||
        Element->getBeginLoc() != Written->getInit(I)->getBeginLoc())
      return std::nullopt;  // not the list as written
    Elements.push_back(Element);
  }
  return Elements;
}

// Of `Written` (arguments or a braced list's elements, `Braced`), the first one as written that
// the full-expression form can enclose, looking into braced lists; else the first whose meaning
// the comma keeps but that is a call of its own in a macro's body (`First`), or why the first
// one cannot (`FirstWhy`).
const Expr *firstEnclosable(const std::vector<const Expr *> &Written, bool Braced, bool InBody,
                            ASTContext &Ctx, const Expr *&First, std::string &FirstWhy,
                            unsigned Depth = 0) {
  for (const Expr *Arg : Written) {
    std::string ArgWhy = whyNotEnclosable(*Arg, Braced, Ctx);
    if (ArgWhy.empty() && !(InBody && isCallOfItsOwn(*Arg))) return Arg;
    if (ArgWhy.empty() && !First) First = Arg;
    if (ArgWhy == kBracedList && Depth < kMaxBracedDepth)
      if (std::optional<std::vector<const Expr *>> Elements = bracedElements(*Arg, Ctx)) {
        std::string ElementWhy;
        if (const Expr *Element = firstEnclosable(*Elements, /*Braced=*/true, InBody, Ctx, First,
                                                  ElementWhy, Depth + 1))
          return Element;
        if (!ElementWhy.empty()) ArgWhy = "is a braced list whose first element " + ElementWhy;
      }
    if (FirstWhy.empty()) FirstWhy = ArgWhy;
  }
  return nullptr;
}

// The argument of an initializer that the full-expression form can enclose, `T x((W, a), b)`:
// the first one as written whose meaning the comma keeps (any argument is evaluated before the
// constructor runs: `XMLPrinter p(0, (W, true))`), or the first such element of a braced list
// argument (`T x({(W, a), b})`: a braced list evaluates its elements in order); else why the
// first one cannot.
const Expr *enclosableArgument(const CXXConstructExpr &E, ASTContext &Ctx, std::string &Why) {
  if (E.getNumArgs() == 0 || isa<CXXDefaultArgExpr>(E.getArg(0))) {
    Why = kNoArguments;
    return nullptr;
  }
  // g++ warns about a variable read in its own initializer (-Wuninitialized) only where the
  // read comes before the wrapper.
  const Stmt *Held = nullptr;
  if (const auto *Var = initializerOwner(E, Ctx, Held).get<VarDecl>(); Var && refersTo(E, *Var)) {
    Why = "an argument reads the variable it initializes";
    return nullptr;
  }
  bool Braced = false;
  const std::vector<const Expr *> Written = writtenArguments(E, Braced);
  if (Written.empty()) {  // `T x = {}`, T taking a std::initializer_list
    Why = "the first argument is an empty braced list";
    return nullptr;
  }
  std::string FirstWhy;
  const Expr *First = nullptr;
  // In a macro's body, an argument that is no call of its own where one can take it: the
  // variant has one place for a wrapper at one text (`Catch::AssertionHandler h(
  // macroName##_catch_sr, CATCH_INTERNAL_LINEINFO, "text", disposition)`).
  const bool InBody = E.getBeginLoc().isMacroID();
  if (const Expr *Enclosed = firstEnclosable(Written, Braced, InBody, Ctx, First, FirstWhy))
    return Enclosed;
  if (First) return First;
  Why = "the first argument " + FirstWhy +
        (Written.size() > 1 ? " (and no other argument can take the wrapper)" : "");
  return nullptr;
}

// The block a statement is a statement of, through the labels before it (`case 1: T x;`, which
// stay before the declaration form's guard); none when it is the body of an `if` or a loop.
const CompoundStmt *enclosingBlock(const Stmt &S, ASTContext &Ctx) {
  const Stmt *Parent = parentStmt(S, Ctx);
  while (Parent && isa<SwitchCase, LabelStmt>(Parent)) Parent = parentStmt(*Parent, Ctx);
  return dyn_cast_or_null<CompoundStmt>(Parent);
}

// Why `T x;` (`T x{}`: `InBraces`), from C++17, cannot take the same construction written after
// the declarator (in place of the braces), `decltype(x)()`; empty when it can.
std::string whyNoInsertedConstruction(const VarDecl &Var, const CXXConstructExpr &E,
                                      bool InBraces, ASTContext &Ctx) {
  const CXXConstructorDecl &Ctor = *E.getConstructor();
  // Default arguments are evaluated alike in `T x;` and `decltype(x)()`, on the same line, but
  // a column they read would be the inserted construction's.
  if (llvm::any_of(E.arguments(), [](const Expr *A) { return readsColumn(*A); }))
    return "a default argument of the constructor reads its column";
  if (Var.getType().isVolatileQualified() || Var.hasAttrs() || !Var.getIdentifier())
    return "a volatile or an attributed variable";
  if (!Var.isReferenced() && (Ctor.getParent()->hasTrivialDestructor() ||
                              Ctor.getParent()->hasAttr<WarnUnusedAttr>()))
    return "an unused variable (whether the compilers warn depends on how it is initialized)";
  // A name in a macro is followed as the macro's text goes on (SiteCollector looks there).
  if (InBraces || Var.getLocation().isMacroID()) return "";
  const SourceManager &SM = Ctx.getSourceManager();
  std::optional<Token> Next = Lexer::findNextToken(Var.getLocation(), SM, Ctx.getLangOpts());
  if (!Next || !Next->isOneOf(tok::semi, tok::comma)) return kDeclaratorGoesOn;
  return "";
}

// What the initializer `E` (or the ExprWithCleanups around it, set in `Held`) is held by: a
// variable, a constructor (the parent map names it, not its CXXCtorInitializer), a field whose
// default member initializer it is; else nothing.
DynTypedNode initializerOwner(const Expr &E, ASTContext &Ctx, const Stmt *&Held) {
  Held = &E;
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(*Held);
    // A default member initializer is also the child of each constructor's use of it.
    for (const DynTypedNode &Parent : Parents)
      if (const auto *Field = Parent.get<FieldDecl>(); Field && Field->getInClassInitializer() == Held)
        return Parent;
    if (Parents.size() != 1) return {};
    if (Parents[0].get<VarDecl>() || Parents[0].get<CXXConstructorDecl>()) return Parents[0];
    const Stmt *Parent = Parents[0].get<Stmt>();
    if (!Parent || !isa<ExprWithCleanups>(Parent)) return {};
    Held = Parent;
  }
}

// `T x;` (or `T x, y;`) of automatic storage, default-initialized by a user-provided
// constructor. From C++17, where it can, the text of the same construction to insert after the
// declarator, `decltype(x)()` (C.Inserted); else (before C++17, which may copy that
// construction, or a constructor with default arguments, an unused or attributed variable, a
// parenthesized declarator) the declaration statement itself, when it declares x alone in a
// block (C.Statement: the declaration form goes around it); or why neither (C.Why).
void defaultInitialization(const CXXConstructExpr &E, ASTContext &Ctx, Construction &C) {
  // Default arguments are arguments of the construction, not written ones.
  auto IsDefaultArgument = [](const Expr *A) { return isa<CXXDefaultArgExpr>(A); };
  // `T x{}`: value-initialization, the same call as `decltype(x)()`.
  const bool InBraces = E.isListInitialization() && E.getParenOrBraceRange().isValid();
  if (!llvm::all_of(E.arguments(), IsDefaultArgument) ||
      (E.getParenOrBraceRange().isValid() && !InBraces))
    return;
  const Stmt *Held = nullptr;
  const auto *Var = initializerOwner(E, Ctx, Held).get<VarDecl>();
  if (!Var || Var->getInit() == nullptr || Var->getInit()->IgnoreImplicit() != &E) return;
  // Static and thread storage: initialized once, at start-up, on the first pass or in each
  // thread, dynamically where the constructor is not constexpr (the inserted construction
  // keeps that; where it is, the initialization might be constant, which a wrapper would not).
  const bool Static = !Var->hasLocalStorage();
  std::string Reason;
  if (isa<ParmVarDecl>(Var) || Var->isInitCapture() || Var->isStaticDataMember())
    Reason = Var->isStaticDataMember() ? "a static data member" : "a parameter or an init-capture";
  else if (Static && E.getConstructor()->isConstexpr())
    Reason = "a variable of static or thread storage whose constructor is constexpr (its "
             "initialization might be constant)";
  else if (Var->getType()->isArrayType())
    Reason = "an array";
  if (!Reason.empty()) {
    C.Why = "a default initialization: " + Reason;
    return;
  }
  std::string NoInserted =
      Ctx.getLangOpts().CPlusPlus17
          ? whyNoInsertedConstruction(*Var, E, InBraces, Ctx)
          : "before C++17 (the copy of a written construction is not elided for sure)";
  if (NoInserted.empty()) {
    C.Inserted = "decltype(" + Var->getName().str() + ")()";
    C.InsertedInParentheses = C.BracesBecomeParentheses = InBraces;
    return;
  }
  if (Static) {
    C.Why = "a default initialization: " + NoInserted +
            ", and the declaration form, around a statement of a block, takes no variable of "
            "static or thread storage (a local one is initialized on its first pass only)";
    return;
  }
  DynTypedNodeList Parents = Ctx.getParents(*Var);
  const auto *Statement = Parents.size() == 1 ? Parents[0].get<DeclStmt>() : nullptr;
  if (!Statement || !Statement->isSingleDecl())
    C.Why = "a default initialization: " + NoInserted +
            ", and the declaration declares more than this variable";
  else if (const CompoundStmt *Block = enclosingBlock(*Statement, Ctx)) {
    C.Statement = Statement;
    C.Block = Block;
  } else {
    C.Why = "a default initialization: " + NoInserted +
            ", and the declaration is no statement of a block";
  }
}

// `m()` in a constructor's initializer list, or `m{}` as a default member initializer (where
// that is a full-expression of its own: isOwnFullExpression): a member value-initialized by a
// user-provided constructor without parameters. From C++17 the same construction written in
// their place, `m((W, decltype(this->m)()))`, `m = (W, decltype(m)())`: value-initialization is
// then default-initialization, and the copy is elided, as the member is no potentially-
// overlapping subobject (not a base, not [[no_unique_address]]).
void emptyMemberInitializer(const CXXConstructExpr &E, ASTContext &Ctx, Construction &C) {
  if (!Ctx.getLangOpts().CPlusPlus17 || E.getNumArgs() != 0 ||
      E.getParenOrBraceRange().isInvalid() || E.getConstructor()->getNumParams() != 0)
    return;
  const Stmt *Held = nullptr;
  DynTypedNode Owner = initializerOwner(E, Ctx, Held);
  const FieldDecl *Field = Owner.get<FieldDecl>();
  if (const auto *Constructor = Owner.get<CXXConstructorDecl>()) {
    const CXXCtorInitializer *Init = nullptr;
    for (const CXXCtorInitializer *I : Constructor->inits())
      if (I->getInit() == Held) Init = I;
    if (!Init || !Init->isWritten() || !Init->isMemberInitializer()) return;
    Field = Init->getMember();
  } else if (!Field || !isOwnFullExpression(*Field) || !E.isListInitialization()) {
    return;
  }
  if (!Field->getIdentifier() || Field->hasAttr<NoUniqueAddressAttr>() ||
      Field->getType()->isArrayType() || Field->getType().isVolatileQualified())
    return;
  C.InsertedInParentheses = true;
  C.BracesBecomeParentheses = E.isListInitialization();
  if (Owner.get<FieldDecl>()) {  // the braces become an initializer: `m{}`, `m = {}`
    C.Inserted = "decltype(" + Field->getName().str() + ")()";
    C.ReplacingBraces = {Field->getInClassInitStyle() == ICIS_CopyInit ? "" : " =", ""};
  } else {
    C.Inserted = "decltype(this->" + Field->getName().str() + ")()";
  }
}

// A declaration's or a constructor initializer's construction: `T x(args)`, `T x{args}` (direct
// initialization, not `T x = a`, a conversion), `B(args)`, `m(args)`, `C(args)`.
bool isInitializerOf(const CXXConstructExpr &E, ASTContext &Ctx, std::string &Why) {
  const Stmt *Held = nullptr;
  DynTypedNode Owner = initializerOwner(E, Ctx, Held);
  if (const auto *Field = Owner.get<FieldDecl>()) {
    if (!isOwnFullExpression(*Field))
      Why = "in a default member initializer of a class that may be an aggregate (g++ keeps the "
            "temporaries of an aggregate initialization across later members)";
    return true;
  }
  if (const auto *Constructor = Owner.get<CXXConstructorDecl>()) {
    for (const CXXCtorInitializer *Init : Constructor->inits())
      if (Init->getInit() == Held) return Init->isWritten();
    return false;
  }
  if (const auto *Var = Owner.get<VarDecl>()) {
    if (Var->getInit() != Held || isa<ParmVarDecl>(Var) || Var->isImplicit()) return false;
    if (Var->getInitStyle() != VarDecl::CallInit && Var->getInitStyle() != VarDecl::ListInit)
      return false;
    if (Var->isInitCapture()) Why = "in an init-capture, part of the lambda's full-expression";
    return true;
  }
  return false;
}

FormChoice skipped(SkipReason Reason, std::string Detail) {
  FormChoice C;
  C.Reason = Reason;
  C.Detail = std::move(Detail);
  return C;
}

bool isNoDiscard(const CXXConstructExpr &E) {
  const CXXConstructorDecl *Ctor = E.getConstructor();
  return Ctor->hasAttr<WarnUnusedResultAttr>() ||
         Ctor->getParent()->hasAttr<WarnUnusedResultAttr>();
}

// The declaration form around a default-initialized variable's statement before C++17: its
// guard is a variable of the block, declared just before the statement, stopped just after it;
// its destructor, at the end of the block, records an unwinding stop only if the construction
// threw. The block may hold no call that may longjmp, nor may the function call setjmp.
FormChoice chooseDeclarationForm(const Construction &C, const CallContext &Context) {
  if (Context.Function && Context.Function->isConstexpr())
    return skipped(SkipReason::NoExactForm, "a default initialization in a constexpr function "
                                            "(the declaration form's guard has a destructor)");
  if (Context.Jumps) {
    if (Context.Function && Context.Jumps->callsSetjmp(*Context.Function))
      return skipped(SkipReason::StackFrame, "the declaration form's guard has a destructor, and " +
                                                 std::string(unguardedReason(Unguarded::SetjmpCaller)));
    // A longjmp out of the block after the statement passes the variable as it passes the
    // guard: where the variable's destructor is not trivial, the program already skips that one
    // (the guard's does nothing once the stop is recorded). Not one during the construction,
    // which would leave the call open.
    if (Context.Jumps->fullExpressionMayLongjmp(*C.Whole))
      return skipped(SkipReason::StackFrame,
                     "the declaration form's guard has a destructor, and the construction may "
                     "longjmp");
    if (C.Construct->getConstructor()->getParent()->hasTrivialDestructor() &&
        Context.Jumps->scopeMayLongjmp(*C.Block))
      return skipped(SkipReason::StackFrame,
                     "the declaration form's guard has a destructor, and a call of its block may "
                     "longjmp past the variable, whose destructor is trivial");
  }
  FormChoice Choice;
  Choice.Chosen = Form::Declaration;
  return Choice;
}

// The full-expression form around an initializer's first argument: the wrapper is a temporary of
// the initialization's full-expression, made before the constructor runs and destroyed after it.
FormChoice chooseInitializerForm(const Construction &C, const CallContext &Context,
                                 ASTContext &Ctx) {
  if (!C.Why.empty()) return skipped(SkipReason::NoExactForm, C.Why);
  if (C.Statement) return chooseDeclarationForm(C, Context);
  const bool InConstexpr =
      mayBeConstexpr(Context, Ctx.getLangOpts(), C.Construct->getConstructor());
  if (InConstexpr && !Ctx.getLangOpts().CPlusPlus20)
    return skipped(SkipReason::NoExactForm,
                   std::string(Context.Where == EvalScope::MemberInit
                                   ? "a default member initializer a constexpr constructor may run"
                                   : "an initializer in a constexpr function") +
                       " before C++20 (the full-expression form's wrapper has a destructor)");
  if (auto Jump = jumpHazard(*C.Whole, Context))
    return skipped(SkipReason::StackFrame, "the full-expression form's wrapper has a destructor, and " +
                                               std::string(unguardedReason(*Jump)));
  FormChoice Choice;
  Choice.Chosen = Form::FullExpression;
  return Choice;
}

}  // namespace

std::optional<Construction> userVisibleConstruction(const Stmt &S, ASTContext &Ctx) {
  Construction C;
  if (const auto *New = dyn_cast<CXXNewExpr>(&S)) {
    const CXXConstructExpr *Construct = New->getConstructExpr();
    if (!Construct || !Construct->getConstructor() || Construct->getConstructor()->isTrivial() ||
        New->isTypeDependent())
      return std::nullopt;
    C.What = Construction::Kind::New;
    C.Construct = Construct;
    C.Enclosed = C.Whole = New;
    return C;
  }
  const auto *Construct = dyn_cast<CXXConstructExpr>(&S);
  if (!Construct || Construct->isTypeDependent() || !isUserVisibleConstructor(*Construct))
    return std::nullopt;
  C.Construct = Construct;
  // The new-expression's own construction: the new-expression is the site.
  const Stmt *Parent = parentStmt(S, Ctx);
  if (Parent && isa<CXXNewExpr>(Parent)) return std::nullopt;
  if (isa<CXXTemporaryObjectExpr>(Construct)) {
    C.Enclosed = C.Whole = Construct;
    return C;
  }
  // `T(a)`: a functional cast whose conversion is the construction.
  while (Parent && isa<CXXBindTemporaryExpr>(Parent)) Parent = parentStmt(*Parent, Ctx);
  if (const auto *Cast = dyn_cast_or_null<CXXFunctionalCastExpr>(Parent)) {
    if (Cast->getCastKind() != CK_ConstructorConversion) return std::nullopt;
    C.Enclosed = C.Whole = Cast;
    return C;
  }
  if (!isInitializerOf(*Construct, Ctx, C.Why)) return std::nullopt;
  C.What = Construction::Kind::Initializer;
  C.Whole = Construct;
  if (C.Why.empty()) C.Enclosed = enclosableArgument(*Construct, Ctx, C.Why);
  if (!C.Enclosed && C.Why == kNoArguments) {
    C.Why.clear();
    defaultInitialization(*Construct, Ctx, C);
    if (C.Why.empty() && C.Inserted.empty() && !C.Statement) emptyMemberInitializer(*Construct, Ctx, C);
    if (C.Why.empty() && C.Inserted.empty() && !C.Statement) C.Why = kNoArguments;
  }
  return C;
}

bool isCallOfItsOwn(const Expr &Arg) {
  const Expr *Inner = Arg.IgnoreImplicit();
  return isa<CallExpr, CXXConstructExpr, CXXFunctionalCastExpr, CXXNewExpr>(Inner);
}

bool readsColumn(const Stmt &S) {
  if (const auto *Loc = dyn_cast<SourceLocExpr>(&S))
    return Loc->getIdentKind() == SourceLocIdentKind::Column ||
           Loc->getIdentKind() == SourceLocIdentKind::SourceLocStruct;
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(&S)) return readsColumn(*Default->getExpr());
  if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(&S))
    return Default->getExpr() && readsColumn(*Default->getExpr());
  for (const Stmt *Child : S.children())
    if (Child && readsColumn(*Child)) return true;
  return false;
}

std::string constructedClassName(const CXXConstructExpr &E, const ASTContext &Ctx) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressInlineNamespace = true;
  E.getConstructor()->printQualifiedName(OS, Policy);
  OS.flush();
  size_t Last = Out.rfind("::");
  return Last == std::string::npos ? Out : Out.substr(0, Last);
}

FormChoice chooseConstructionForm(const Construction &C, const CallContext &Context,
                                  ASTContext &Ctx) {
  if (C.What == Construction::Kind::Initializer) return chooseInitializerForm(C, Context, Ctx);
  CalleeTraits Callee;
  Callee.Declaration = C.Construct->getConstructor();
  Callee.NoDiscard = C.What == Construction::Kind::Temporary && isNoDiscard(*C.Construct);
  FormChoice Choice = chooseExpressionForm(Callee, *C.Whole, Context, Ctx);
  // A discarded temporary of a [[nodiscard]] class warns as such, not as a discarded result.
  if (Choice.Chosen && Choice.Options.NoDiscard)
    return skipped(SkipReason::NoExactForm, "a discarded temporary of a [[nodiscard]] class");
  return Choice;
}

}  // namespace overdub
