// Walks a translation unit's code and decides each call written in the rewritten files
// (SiteCollector.h); the calls written in macro bodies are placed by MacroSites.cpp.
#include "SiteCollectorParts.h"

using namespace clang;

namespace overdub {
namespace sites {
namespace {

bool isSemanticNoop(llvm::StringRef QualifiedName) {
  return llvm::StringSwitch<bool>(QualifiedName)
      .Cases("std::move", "std::forward", "std::as_const", "std::addressof", true)
      .Cases("std::move_if_noexcept", "std::forward_like", "std::__addressof", true)
      .Default(false);
}

}  // namespace

bool Collector::TraverseDecl(Decl *D) {
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

bool Collector::TraverseTemplateArgumentLoc(const TemplateArgumentLoc &Arg) {
  return suppressed(SkipReason::ConstantContext, "template argument",
                    [&] { return Base::TraverseTemplateArgumentLoc(Arg); });
}

bool Collector::TraverseDecltypeTypeLoc(DecltypeTypeLoc TL) {
  return suppressed(SkipReason::Unevaluated, "decltype",
                    [&] { return Base::TraverseDecltypeTypeLoc(TL); });
}

bool Collector::TraverseTypeOfExprTypeLoc(TypeOfExprTypeLoc TL) {
  return suppressed(SkipReason::Unevaluated, "typeof",
                    [&] { return Base::TraverseTypeOfExprTypeLoc(TL); });
}

bool Collector::TraverseConstantArrayTypeLoc(ConstantArrayTypeLoc TL) {
  return suppressed(SkipReason::ConstantContext, "array bound",
                    [&] { return Base::TraverseConstantArrayTypeLoc(TL); });
}

bool Collector::TraverseDependentSizedArrayTypeLoc(DependentSizedArrayTypeLoc TL) {
  return suppressed(SkipReason::ConstantContext, "array bound",
                    [&] { return Base::TraverseDependentSizedArrayTypeLoc(TL); });
}

bool Collector::dataTraverseStmtPre(Stmt *S) {
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

bool Collector::dataTraverseStmtPost(Stmt *S) {
  assert(!UndoStack.empty() && UndoStack.back().S == S && "unbalanced traversal");
  (void)S;
  Undo U = UndoStack.back();
  UndoStack.pop_back();
  if (U.Call) OpenCalls.pop_back();
  for (unsigned I = 0; I < U.Suppressions; ++I) Suppressions.pop_back();
  if (U.Frame) popFrame();
  return true;
}

bool Collector::pushSuppression(Suppression S) {
  Suppressions.push_back(std::move(S));
  return true;
}

bool Collector::pushFrame(Frame F) {
  F.Context.Jumps = &Jumps;
  F.SuppressionBase = Suppressions.size();
  F.CallBase = OpenCalls.size();
  Frames.push_back(std::move(F));
  return true;
}

Frame Collector::functionFrame(const FunctionDecl &Fn) {
  Frame F;
  F.Context.Function = &Fn;
  F.Context.Where = EvalScope::FunctionBody;
  F.Owner = &Fn;
  F.Caller = functionName(Fn, Ctx);
  F.Consteval = Fn.isConsteval();
  return F;
}

Frame Collector::initializerFrame(const NamedDecl &D, EvalScope Where) {
  Frame F;
  F.Context.Where = Where;
  F.Caller = "<init of " + D.getQualifiedNameAsString() + ">";
  F.Owner = &D;
  if (const auto *Field = dyn_cast<FieldDecl>(&D)) F.Context.Record = Field->getParent();
  return F;
}

bool Collector::traverseFunction(FunctionDecl &Fn) {
  if (const Expr *Requires = Fn.getTrailingRequiresClause())
    Roots[Requires].Suppress = Suppression{SkipReason::Unevaluated, "requires-clause"};
  return inFrame(functionFrame(Fn), [&] { return Base::TraverseDecl(&Fn); });
}

std::optional<Suppression> Collector::constantInitializer(const VarDecl &Var) {
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

bool Collector::traverseVariable(VarDecl &Var) {
  std::optional<Suppression> Constant = constantInitializer(Var);
  auto Traverse = [&] {
    if (!Constant) return Base::TraverseDecl(&Var);
    return suppressed(Constant->Reason, Constant->What, [&] { return Base::TraverseDecl(&Var); });
  };
  if (Var.hasGlobalStorage() && !Var.isStaticLocal() && Var.hasInit())
    return inFrame(initializerFrame(Var, EvalScope::NamespaceInit), Traverse);
  return Traverse();
}

std::optional<Suppression> Collector::suppressionOf(const Stmt &S) {
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

void Collector::constantInPattern(const Expr *E, const char *What) {
  if (E && !isa<ConstantExpr>(E)) Roots[E].Suppress = Suppression{SkipReason::ConstantContext, What};
}

void Collector::registerRoots(const Stmt &S) {
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

int Collector::fileIndexOf(SourceLocation Loc) const {
  auto It = IndexOfFile.find(SM.getFileID(Loc));
  return It == IndexOfFile.end() ? -1 : static_cast<int>(It->second);
}

void Collector::noteNesting(int Index, const Decl *Enclosing) {
  if (Index <= 0 || !Enclosing || isa<TranslationUnitDecl>(Enclosing)) return;
  if (SM.getFileID(SM.getExpansionLoc(Enclosing->getBeginLoc())) != Files[Index])
    Nested[Index] = true;
}

std::optional<Collector::Placement> Collector::place(SourceRange Range, CallSite &Site) {
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

int Collector::keep(CallSite Site, const Frame &Current) {
  if (Site.instrumented()) Site.LexicalParent = innermostInstrumentedCall(Current);
  Sites.push_back(std::move(Site));
  return static_cast<int>(Sites.size() - 1);
}

int Collector::recordSite(const CallExpr &Call, const Expr &Wrapped) {
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

void Collector::preferForcedReason(const CallExpr &Call, const Expr &Wrapped, const Frame &Current,
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

bool Collector::builtinInEveryInstance(const CallExpr &Call, const Expr &Wrapped, FileID File) {
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

bool Collector::partWrittenApart(const CallExpr &Call, const CallSite &Site, FileID File) const {
  if (Site.ByInstances) return false;  // a variant records no dependent call's target or values
  std::optional<SourceRange> Part = dispatchedPartInBody(Call);
  if (Part && !writtenText(*Part, Call.getSourceRange(), Ctx, File, Options.Macros)) return true;
  // Its analysis found a value it would record but for where the argument is written.
  return llvm::any_of(Site.CaptureWhyNot, [](const std::string &Why) {
    return llvm::StringRef(Why).ends_with(kWrittenApart);
  });
}

void Collector::wrapWholeExpansionInVariant(const CallExpr &Call, SourceRange Range,
                                            const Frame &Current, int Index, CallSite &Site) {
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

int Collector::recordConstruction(const Construction &C) {
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

void Collector::leaveOutInitializerInArgument(CallSite &Site) {
  leaveOut(Site, SkipReason::NoExactForm, "an initializer written in a macro argument");
}

void Collector::decideConstruction(const Construction &C, const Frame &Current, CallSite &Site) {
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

void Collector::decide(const CallExpr &Call, const Expr &Wrapped, const Frame &Current,
                       CallSite &Site) {
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

bool Collector::inertHere(const Frame &Current) const {
  return std::all_of(Suppressions.begin() + Current.SuppressionBase, Suppressions.end(),
                     [](const Suppression &S) { return S.Inert; });
}

void Collector::inertForm(const FormChoice &Choice, bool Comma, CallSite &Site) {
  if (!Choice.Chosen) return;
  CallSite Would;
  Would.FileIndex = Site.FileIndex;
  Would.BeginOffset = Site.BeginOffset;
  takeChoice(Choice, Comma, Would);
  Site.InertForm = FormVariant{*Would.Chosen, Would.Options};
}

void Collector::takeChoice(const FormChoice &Choice, bool Comma, CallSite &Site) {
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

bool Collector::followsBracketOrDelete(FileID File, unsigned Offset) const {
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

bool Collector::judgedByInstances(FileID F) const {
  auto It = IndexOfFile.find(F);
  return It != IndexOfFile.end() &&
         (It->second == 0 || Options.HeaderInstances != HeaderInstanceRule::Pattern);
}

bool Collector::lambdaByPattern(FileID F) const {
  auto It = IndexOfFile.find(F);
  return It != IndexOfFile.end() && It->second != 0 &&
         Options.HeaderInstances == HeaderInstanceRule::OwnCopy;
}

bool Collector::isRuntimeDeclaration(const FunctionDecl &Callee) {
  SourceLocation Loc = SM.getExpansionLoc(Callee.getLocation());
  return SM.getFilename(Loc).ends_with("overdub/overdub.h");
}

bool Collector::isImplicitConversion(const CallExpr &Call) {
  if (!isa<CXXMemberCallExpr>(Call) || !isa_and_nonnull<CXXConversionDecl>(Call.getDirectCallee()))
    return false;
  DynTypedNodeList Parents = Ctx.getParents(Call);
  const auto *Cast = Parents.size() == 1 ? Parents[0].get<ImplicitCastExpr>() : nullptr;
  return Cast && Cast->getCastKind() == CK_UserDefinedConversion;
}

int Collector::innermostInstrumentedCall(const Frame &Current) const {
  for (size_t I = OpenCalls.size(); I > Current.CallBase; --I) {
    int Index = OpenCalls[I - 1];
    if (Index >= 0 && Sites[Index].instrumented()) return Index;
  }
  return -1;
}

}  // namespace sites

using sites::Collector;
using sites::ParentScope;

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
