// The calls written in macro bodies: where each is in its #define's text, and the variants of
// the invocations that wrap it (MacroBodies.h), for the collector (SiteCollectorParts.h).
#include "SiteCollectorParts.h"

namespace overdub {
namespace sites {
namespace {

// The end of a macro body's skip detail. The coverage figure counts the bodies of a macro
// defined in a file the run does not rewrite apart, matching that ending (Coverage.def).
const char *whereMacroIsDefined(bool InRewrittenFile) {
#define OVERDUB_THIRD_PARTY_MACRO_DETAIL(Text) constexpr const char *ThirdParty = Text;
#include "overdub/matchers/Coverage.def"
  return InRewrittenFile ? ", in a rewritten file" : ThirdParty;
}

}  // namespace

std::string Collector::compilerDependentMacro(SourceLocation Loc) const {
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

std::string Collector::compilerDependentMacro(SourceRange Range) const {
  std::string Why = compilerDependentMacro(Range.getBegin());
  return Why.empty() ? compilerDependentMacro(Range.getEnd()) : Why;
}

void Collector::leaveForCompiler(CallSite &Site, llvm::function_ref<void()> Decide,
                                 std::string Why) {
  Decide();
  if (Site.instrumented()) leaveOut(Site, SkipReason::MacroCompiler, std::move(Why));
}

std::optional<Collector::BodyText> Collector::macroBodyText(
    SourceRange Range, CallSite &Site, std::optional<SourceRange> PartOf) const {
  Site.Reason = SkipReason::MacroExpansion;
  std::string &Why = Site.Detail;
  SourceLocation First = Range.getBegin(), Last = Range.getEnd();
  if (PartOf)
    Locations.stepIntoArgumentsAround(*PartOf, First, Last);
  else
    Locations.stepIntoCommonArgument(First, Last);
  // Tokens that # or ## made, which stand for the operator and its operands in the body.
  const bool FirstMade = SM.isWrittenInScratchSpace(SM.getSpellingLoc(First));
  const bool LastMade = SM.isWrittenInScratchSpace(SM.getSpellingLoc(Last));
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
  Body.Made = FirstMade || LastMade;
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
  // A first token that ## made from a parameter's last: that argument's other tokens come
  // before it, outside the call, and the text `x##1` would take them in (a last token alike).
  const MacroUses::Macro *Pasting =
      Body.Made && Options.Macros ? Options.Macros->definedAt(SM.getFileID(B), Body.Begin)
                                  : nullptr;
  if (Pasting &&
      ((FirstMade && Pasting->pastesSeveralTokens(Body.Expansion, Body.Begin)) ||
       (LastMade && Pasting->pastesSeveralTokens(Body.Expansion, SM.getFileOffset(E))))) {
    Why = "in the body of " + Body.Macro + ", a token that ## makes of an argument's " +
          (FirstMade ? "last token, whose others come before it"
                     : "first token, whose others come after it");
    return std::nullopt;
  }
  Why = "in the body of " + Body.Macro + whereMacroIsDefined(Body.FileIndex >= 0);
  return Body;
}

bool Collector::bodyDeclaratorEnds(const BodyText &Body) const {
  FileID Definer = Files[Body.FileIndex];
  llvm::StringRef Buffer = SM.getBufferData(Definer);
  Lexer Raw(SM.getLocForStartOfFile(Definer), Ctx.getLangOpts(), Buffer.begin(),
            Buffer.begin() + Body.End, Buffer.end());
  Token Next;
  Raw.LexFromRawLexer(Next);
  return Next.isOneOf(tok::semi, tok::comma);
}

void Collector::wrapSpanningInVariant(SourceRange Range, FileID File, CallSite &Site,
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

bool Collector::wrapLeftOperandInVariant(const CallExpr &Call, const Expr &Wrapped,
                                         SourceRange Range, FileID File, CallSite &Site,
                                         llvm::function_ref<void()> Decide) {
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

bool Collector::substitutedWith(SourceLocation Inner, SourceLocation With) const {
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

std::optional<std::string> Collector::substitutedTwice(SourceLocation Name) const {
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

void Collector::wrapInVariant(const BodyText &Body, FileID File, CallSite &Site,
                              llvm::function_ref<void()> Decide, const CallExpr *Call,
                              std::optional<unsigned> ClosesAt, Enclosing How) {
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
  recordThroughParts(*Call, InBody, Frames.back(), Site);
  if (Site.Target)
    BodyVariants.keepPart(P, Site.BodySlot, 0, Site.Target->ObjectBegin, Site.Target->ObjectEnd);
  for (const ArgumentCapture &A : Site.Captures)
    BodyVariants.keepPart(P, Site.BodySlot, A.Number, A.Begin, A.End);
}

void Collector::recordThroughParts(const CallExpr &Call, PartPlacer Place, const Frame &Current,
                                   CallSite &Site) {
  Site.Target = virtualTarget(Call, Ctx, Place, Site.TargetWhyNot);
  // The callee's name, as elsewhere (a site in a #define names the body's text, maybe a
  // parameter).
  if (!Options.Capture || !Options.Capture->match(calleeName(Call, Ctx))) return;
  const auto *Owner = dyn_cast_or_null<FunctionDecl>(Current.Owner);
  findValueCaptures(Call, Call, Ctx, Place, Owner && Owner->isConstexpr(),
                    {Options.CaptureRedact, Options.CaptureBytes}, Site);
}

void Collector::finishBodyVariants() {
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

void Collector::rewriteInBody(const CallExpr &Call, const Expr &Wrapped, const Frame &Current,
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
  if (Site.ByInstances || &Call != &Wrapped) return;
  recordInBody(Call, Body, Current, Site);
}

void Collector::recordInBody(const CallExpr &Call, const BodyText &Body, const Frame &Current,
                             CallSite &Site) {
  // A part (the object, an argument) is wrapped where this body writes it: its own tokens in the
  // body, or the parameter its argument's whole text stands for (not a token # or ## made,
  // whose operands may give more tokens than the part). The wrapper serves every
  // expansion: mergeRepeatedTexts, and across translation units the header's copies, keep a
  // target or a value only where every expansion records it alike.
  auto InBody = [&](SourceRange Part) -> std::optional<PlacedPart> {
    CallSite Probe;
    std::optional<BodyText> Placed = macroBodyText(Part, Probe, Call.getSourceRange());
    if (!Placed || Placed->Made || Placed->FileIndex != Body.FileIndex ||
        Placed->Expansion != Body.Expansion || Placed->Begin < Body.Begin ||
        Placed->End > Body.End)
      return std::nullopt;
    return PlacedPart{Placed->Begin, Placed->End, std::nullopt};
  };
  recordThroughParts(Call, InBody, Current, Site);
}

void Collector::requireEveryExpansion() {
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

}  // namespace sites
}  // namespace overdub
