#include "overdub/matchers/MacroBodies.h"

#include "overdub/matchers/MacroLocations.h"
#include "overdub/matchers/MacroVariants.h"

#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <tuple>

using namespace clang;

namespace overdub {
std::string MacroBodyVariants::spelling(SourceLocation Loc) const {
  SourceLocation Spelling = SM.getSpellingLoc(Loc);
  return Lexer::getSourceText(CharSourceRange::getTokenRange(Spelling), SM, LangOpts).str();
}

std::variant<MacroBodyVariants::Placement, std::string>
MacroBodyVariants::place(SourceLocation First, SourceLocation Last, FileID RootFile,
                         bool OpeningOnly, bool OtherProjects) {
  if (!Texts.Variants) return std::string("no macro recorder");
  // The chain of expansions from the body holding the call up to the invocation written in the
  // file, each invoked from the body of the next, its name spelled in that body or, passed down
  // as an argument, in the body of one further up or in the invocation's arguments.
  struct Link {
    FileID Expansion;
    const MacroInfo *Macro;
    SourceLocation NameLoc;
    FileID SpelledIn;        // the expansion whose body spells the name (none: the root)
    size_t TokenInBody = 0;  // which token of that body
    bool InFile = false;     // or written in the file, in the invocation's arguments
    SourceLocation Spelling; // of the name's token (every expansion of that level has it)
  };
  std::vector<Link> Chain;  // innermost first
  FileID Current = SM.getFileID(First);
  if (SM.getFileID(Last) != Current) return std::string("its ends are in two expansions");
  for (int Depth = 0;; ++Depth) {
    if (Depth == 64) return std::string("macros nested too deep");
    const SrcMgr::SLocEntry &Entry = SM.getSLocEntry(Current);
    if (!Entry.isExpansion() || Entry.getExpansion().isMacroArgExpansion())
      return std::string("not in a macro body");
    SourceLocation NameLoc = Entry.getExpansion().getExpansionLocStart();
    const MacroInfo *Macro = Texts.expandedAt(NameLoc);
    if (!Macro) return "the definition of " + spelling(NameLoc) + " is not known";
    Chain.push_back({Current, Macro, NameLoc, FileID(), 0, false, NameLoc});
    if (NameLoc.isFileID()) break;
    const SourceLocation Spelled = spelledThroughArguments(NameLoc, SM);
    Chain.back().Spelling = SM.getSpellingLoc(Spelled);
    // Every expansion of the token must invoke the macro: a variant's name would replace it.
    if (Texts.reachesParserUnexpanded(Chain.back().Spelling))
      return "the name " + spelling(NameLoc) + " is also passed on where it invokes nothing";
    // The expansion that invoked it: the body its name was substituted into.
    FileID Invoker = SM.getFileID(NameLoc);
    for (int Up = 0; Up < 64 && SM.getSLocEntry(Invoker).getExpansion().isMacroArgExpansion(); ++Up)
      Invoker = SM.getFileID(SM.getSLocEntry(Invoker).getExpansion().getExpansionLocStart());
    Current = Invoker;
    if (!Spelled.isMacroID()) {
      // Written in the invocation's arguments (`FOR_EACH(SHOW)`): the file's token is renamed.
      if (OpeningOnly)
        return "the name " + spelling(NameLoc) + " is written in the invocation's arguments";
      auto [NameFile, NameAt] = SM.getDecomposedLoc(Spelled);
      if (Texts.touches(NameFile, NameAt, NameAt + Lexer::MeasureTokenLength(Spelled, SM, LangOpts)))
        return "the name " + spelling(NameLoc) + " is stringized or pasted";
      Chain.back().InFile = true;
      continue;
    }
    const FileID Body = SM.getFileID(Spelled);
    if (SM.getSLocEntry(Body).getExpansion().isMacroArgExpansion())
      return std::string("macros nested too deep");
    const MacroInfo *BodyMacro =
        Texts.expandedAt(SM.getSLocEntry(Body).getExpansion().getExpansionLocStart());
    long Index = BodyMacro ? bodyTokenAt(*BodyMacro, SM.getImmediateSpellingLoc(Spelled)) : -1;
    if (Index < 0) return "the name " + spelling(NameLoc) + " is not written in a macro body";
    const Token &Name = BodyMacro->tokens()[Index];
    auto [NameFile, NameAt] = SM.getDecomposedLoc(Name.getLocation());
    if (Texts.touches(NameFile, NameAt, NameAt + Name.getLength()))
      return "the name " + spelling(NameLoc) + " is stringized or pasted";
    Chain.back().SpelledIn = Body;
    Chain.back().TokenInBody = static_cast<size_t>(Index);
  }
  const Link &Root = Chain.back();
  auto [File, NameOffset] = SM.getDecomposedLoc(Root.NameLoc);
  if (File != RootFile) return std::string("invoked in another file");
  const unsigned NameLength = Lexer::MeasureTokenLength(Root.NameLoc, SM, LangOpts);
  if (Texts.touches(File, NameOffset, NameOffset + NameLength))
    return "the invocation of " + spelling(Root.NameLoc) + " is in a stringized argument";
  for (const Link &L : Chain)
    if (L.InFile && (SM.getFileID(L.Spelling) != File || SM.getFileOffset(L.Spelling) <= NameOffset))
      return "the name " + spelling(L.NameLoc) + " is written outside the invocation";
  // Each macro's definition: in a file whose kept texts are known, outside system headers (its
  // tokens move to the variant, which would lose their warning rules), and naming no macro of
  // the chain from its own up (the original does not expand those again; the variant would).
  std::vector<std::string> Names;
  for (auto L = Chain.rbegin(); L != Chain.rend(); ++L) {
    const std::string Name = spelling(L->NameLoc);
    Names.push_back(Name);
    SourceLocation Defined = L->Macro->getDefinitionLoc();
    if (!Defined.isFileID() ||
        (!OpeningOnly && !OtherProjects && !Rewritten(SM.getFileID(Defined))))
      return Name + " is defined outside the rewritten files";
    if (SM.isInSystemHeader(Defined) && !SelfInclude)
      return Name + " is defined in a system header (its variant would be too only in a file "
                    "that can include itself: not a source printed on stdout)";
    if (L->Macro->isBuiltinMacro()) return Name + " is built in";
    for (const Token &T : L->Macro->tokens())
      if (const IdentifierInfo *Id = T.getIdentifierInfo())
        if (std::find(Names.begin(), Names.end(), Id->getName()) != Names.end())
          return Name + " names " + Id->getName().str() + ", a macro being expanded";
  }
  // The call's tokens in the innermost body: not an operand of # or ##.
  const MacroInfo &Inner = *Chain.front().Macro;
  long FirstToken = bodyTokenAt(Inner, SM.getImmediateSpellingLoc(First));
  long LastToken = bodyTokenAt(Inner, SM.getImmediateSpellingLoc(Last));
  if (FirstToken < 0 || LastToken < FirstToken) return std::string("its tokens are not found");
  ArrayRef<Token> Body = Inner.tokens();
  if ((FirstToken > 0 && Body[FirstToken - 1].isOneOf(tok::hash, tok::hashhash)) ||
      (static_cast<size_t>(LastToken) + 1 < Body.size() && Body[LastToken + 1].is(tok::hashhash)))
    return std::string("next to a # or ## operator");

  UseState &State = Uses[Root.NameLoc.getRawEncoding()];
  if (!State.Use) {
    State.Root = Root.NameLoc;
    State.Use = std::make_shared<MacroBodyUse>();
    State.Use->NameOffset = NameOffset;
    State.Use->NameLength = NameLength;
    if (const MacroVariantUse *Stringizing = Texts.variantCalledAt(File, NameOffset)) {
      State.Use->CopyOffset = Stringizing->CopyOffset;
      State.Use->Copies = Stringizing->Copies;
    }
  }
  // The levels, from the invocation's down: one per name token that invokes a macro (the same
  // token expanded twice, as an argument used twice, shares its level and its variant).
  std::vector<int> LevelOf(Chain.size(), -1);  // by chain index
  for (size_t C = Chain.size(); C-- > 0;) {
    const Link &L = Chain[C];
    const int Parent = C + 1 < Chain.size() ? LevelOf[C + 1] : -1;
    int SpellingLevel = -1;
    size_t Token = L.TokenInBody;
    if (L.InFile) {
      SpellingLevel = kSpelledInFile;
      Token = SM.getFileOffset(L.Spelling);
    } else if (Parent >= 0) {
      for (size_t U = C + 1; U < Chain.size(); ++U)
        if (Chain[U].Expansion == L.SpelledIn) SpellingLevel = LevelOf[U];
      if (SpellingLevel < 0)
        return "the name " + spelling(L.NameLoc) + " is spelled outside this invocation";
    }
    // A name passed down is one token, however many macros it reaches (`A(m) m(1); WRAP(m)`):
    // one level, one variant, and its calls one site in every expansion or none.
    auto Found = std::find_if(State.Levels.begin(), State.Levels.end(), [&](const Level &Known) {
      return (Known.Parent == Parent || (Parent >= 0 && SpellingLevel != Parent)) &&
             Known.SpelledAt == SpellingLevel && Known.TokenInParent == Token;
    });
    if (Found != State.Levels.end() && Found->Macro != L.Macro)
      return "the name " + spelling(L.NameLoc) + " expands to two definitions";
    const std::string Name = spelling(L.NameLoc);
    bool WithCopies = Found != State.Levels.end() && Found->WithCopies;
    if (Found == State.Levels.end() && Parent < 0) {
      WithCopies = Texts.variantCalledAt(File, NameOffset) != nullptr;
    } else if (Found == State.Levels.end()) {
      const Level &Up = State.Levels[Parent];
      // An alias hands on the invocation's arguments, copies and all (`#define EXPECT
      // lest_EXPECT`): the macro it names takes them as from the file.
      const bool PassedOn = Up.WithCopies && (isAliasMacro(*Up.Macro) ||
                                              Texts.Variants->passesCopies(*Up.Macro, Up.Name,
                                                                           L.TokenInBody));
      WithCopies = SpellingLevel == Parent && (PassedOn || Up.LiteralCopies.count(L.TokenInBody));
    }
    std::set<size_t> Literal;
    if (std::string Why = copiesOfStringized(L.Expansion, *L.Macro, Name, WithCopies, Literal);
        !Why.empty())
      return Why;
    if (Found != State.Levels.end() && Found->LiteralCopies != Literal)
      return "the expansions of " + Name + " differ in what is stringized";
    if (Found == State.Levels.end()) {
      Level New;
      New.Macro = L.Macro;
      New.Name = Name;
      New.Parent = Parent;
      New.SpelledAt = SpellingLevel;
      New.TokenInParent = Token;
      New.WithCopies = WithCopies;
      New.LiteralCopies = std::move(Literal);
      New.System = SM.isInSystemHeader(L.Macro->getDefinitionLoc());
      New.NameSpelling = L.Spelling;
      State.Levels.push_back(std::move(New));
      Found = State.Levels.end() - 1;
    }
    LevelOf[C] = static_cast<int>(Found - State.Levels.begin());
  }
  // The variants' changes: the wrapper around the call's tokens, the names renamed to variants'.
  auto Stringized = [&](const Link &In, int At, size_t From, size_t To) {
    return changesStringized(In.Expansion, *In.Macro, State.Levels[At], From, To);
  };
  if (std::string Why = Stringized(Chain.front(), LevelOf.front(), FirstToken, LastToken);
      !Why.empty())
    return Why;
  for (size_t C = 0; C + 1 < Chain.size(); ++C)
    for (size_t U = C + 1; U < Chain.size(); ++U)
      if (Chain[U].Expansion == Chain[C].SpelledIn)
        if (std::string Why =
                Stringized(Chain[U], LevelOf[U], Chain[C].TokenInBody, Chain[C].TokenInBody);
            !Why.empty())
          return Why;
  const int Innermost = LevelOf.front();
  Placement P;
  P.Use = State.Use;
  P.Invocation = Root.NameLoc.getRawEncoding();
  P.Level = static_cast<unsigned>(Innermost);
  P.Expansion = Chain.front().Expansion;
  P.First = static_cast<size_t>(FirstToken);
  P.Last = static_cast<size_t>(LastToken);
  P.Holding = Texts.variantsHolding(File, NameOffset, NameOffset + NameLength);
  return P;
}

std::string MacroBodyVariants::copiesOfStringized(FileID Expansion, const MacroInfo &Macro,
                                                  const std::string &Name, bool WithCopies,
                                                  std::set<size_t> &Literal) {
  for (const MacroArgumentTexts::Stringizer &S : Texts.stringizersOf(Expansion)) {
    const long Invoked = S.NameInBody.isValid() ? bodyTokenAt(Macro, S.NameInBody) : -1;
    if (Invoked < 0) continue;  // invoked outside: changesStringized
    std::vector<std::pair<size_t, Stringization>> Tokens;
    for (const auto &[Token, By] : S.Tokens)
      if (const long I = bodyTokenAt(Macro, Token); I >= 0)
        Tokens.emplace_back(static_cast<size_t>(I), By);
    const bool Known = Tokens.size() == S.Tokens.size();
    const size_t At = static_cast<size_t>(Invoked);
    if (WithCopies && Texts.Variants->passesCopies(Macro, Name, At)) {
      if (!Known || !Texts.Variants->copiesHold(Macro, Name, At, Tokens, false))
        return "the variant of " + Name + " would hand " + S.Name +
               " copies that are not the text the original stringizes";
    } else if (Known && Texts.Variants->copiesHold(Macro, Name, At, Tokens, true)) {
      Literal.insert(At);
    }
  }
  return "";
}

std::string MacroBodyVariants::changesStringized(FileID Expansion, const MacroInfo &Macro,
                                                 const Level &Of, size_t From, size_t To) const {
  for (const MacroArgumentTexts::Stringizer &S : Texts.stringizersOf(Expansion)) {
    // Copies that copiesOfStringized found exact: the change is not what is stringized.
    const long Invoked = S.NameInBody.isValid() ? bodyTokenAt(Macro, S.NameInBody) : -1;
    if (Invoked >= 0 &&
        (Of.LiteralCopies.count(static_cast<size_t>(Invoked)) ||
         (Of.WithCopies &&
          Texts.Variants->passesCopies(Macro, Of.Name, static_cast<size_t>(Invoked)))))
      continue;
    for (const auto &[Token, By] : S.Tokens) {
      const long I = bodyTokenAt(Macro, Token);
      if (I < 0 || (From <= static_cast<size_t>(I) && static_cast<size_t>(I) <= To))
        return S.Name + " stringizes this text of the expansion of " + Of.Name +
               ", and no variant hands it a copy";
    }
  }
  return "";
}

unsigned MacroBodyVariants::keep(const Placement &P, std::optional<unsigned> ClosesAt,
                                 bool Wrapped, Enclosing How) {
  UseState &State = Uses[P.Invocation];
  // The same text kept again: the expansion's tokens were substituted more than once (an
  // argument used twice by the macro around the invocation, a name passed down). One wrapper
  // serves them all (mergeRepeatedTexts makes them one site, or none).
  for (size_t I = 0; I < State.Slots.size(); ++I)
    if (State.Slots[I].Level == P.Level && State.Slots[I].First == P.First &&
        State.Slots[I].Last == P.Last && State.Slots[I].ClosesAt == ClosesAt &&
        State.Slots[I].How == How) {
      State.Slots[I].Wrapped |= Wrapped;
      State.Slots[I].Expansions.insert(P.Expansion);
      return static_cast<unsigned>(I);
    }
  State.Slots.push_back(
      {P.Level, P.First, P.Last, ClosesAt, Wrapped, How, {P.Expansion}, {}});
  return static_cast<unsigned>(State.Slots.size() - 1);
}

std::set<SourceLocation::UIntTy> MacroBodyVariants::expansionsOf(const UseState &State, int L) {
  if (L < 0) return {};
  if (ExpansionsBySpelling.empty())
    Texts.forEachExpansion([&](SourceLocation NameLoc, const MacroInfo *) {
      ExpansionsBySpelling[SM.getSpellingLoc(NameLoc).getRawEncoding()].push_back(NameLoc);
    });
  const Level &Of = State.Levels[static_cast<size_t>(L)];
  if (Of.Parent < 0) return {State.Root.getRawEncoding()};
  // The expansions whose name is that token, spelled in an expansion of the level that spells
  // it (a body invoked twice has its tokens in two expansions, each of another level), or in
  // the file within this invocation.
  const std::set<SourceLocation::UIntTy> Spellers =
      Of.SpelledAt == kSpelledInFile ? std::set<SourceLocation::UIntTy>{}
                                     : expansionsOf(State, Of.SpelledAt);
  std::set<SourceLocation::UIntTy> Out;
  auto It = ExpansionsBySpelling.find(Of.NameSpelling.getRawEncoding());
  if (It == ExpansionsBySpelling.end()) return Out;
  for (SourceLocation NameLoc : It->second) {
    if (Texts.expandedAt(NameLoc) != Of.Macro) continue;
    if (Of.SpelledAt == kSpelledInFile) {
      if (SM.getExpansionLoc(NameLoc) == State.Root) Out.insert(NameLoc.getRawEncoding());
      continue;
    }
    const SourceLocation Spelled = spelledThroughArguments(NameLoc, SM);
    if (!Spelled.isMacroID()) continue;
    const SourceLocation Speller =
        SM.getSLocEntry(SM.getFileID(Spelled)).getExpansion().getExpansionLocStart();
    if (Spellers.count(Speller.getRawEncoding())) Out.insert(NameLoc.getRawEncoding());
  }
  return Out;
}

std::string MacroBodyVariants::expansionsWithout(const UseState &State, const Slot &S) {
  std::set<SourceLocation::UIntTy> Placed;
  for (FileID E : S.Expansions)
    Placed.insert(SM.getSLocEntry(E).getExpansion().getExpansionLocStart().getRawEncoding());
  const std::set<SourceLocation::UIntTy> All = expansionsOf(State, static_cast<int>(S.Level));
  if (Placed == All) return "";
  const Level &Of = State.Levels[S.Level];
  const size_t Without = All.size() > Placed.size() ? All.size() - Placed.size() : 1;
  return Of.Name + " is expanded " + std::to_string(All.size()) + " times, and " +
         std::to_string(Without) + (Without == 1 ? " of them does" : " of them do") +
         " not make this call";
}

std::optional<std::pair<size_t, size_t>>
MacroBodyVariants::placePart(const Placement &P, SourceLocation First, SourceLocation Last,
                             FileID RootFile) {
  // A whole argument: its parameter's token in the body.
  if (First.isMacroID() && SM.isMacroArgExpansion(First) &&
      !SM.isAtStartOfImmediateMacroExpansion(First, &First))
    return std::nullopt;
  if (Last.isMacroID() && SM.isMacroArgExpansion(Last) &&
      !SM.isAtEndOfImmediateMacroExpansion(
          Last.getLocWithOffset(Lexer::MeasureTokenLength(SM.getSpellingLoc(Last), SM, LangOpts)),
          &Last))
    return std::nullopt;
  auto Placed = place(First, Last, RootFile);
  const Placement *Part = std::get_if<Placement>(&Placed);
  if (!Part || Part->Invocation != P.Invocation || Part->Level != P.Level) return std::nullopt;
  return std::make_pair(Part->First, Part->Last);
}

void MacroBodyVariants::keepPart(const Placement &P, unsigned Slot, unsigned Argument, size_t First,
                                 size_t Last) {
  std::vector<Part> &Parts = Uses[P.Invocation].Slots[Slot].Parts;
  for (const Part &Known : Parts)
    if (Known.Argument == Argument) return;  // the same call, substituted again
  Parts.push_back({Argument, First, Last});
}

void MacroBodyVariants::finish() {
  for (auto &[Key, State] : Uses) {
    MacroBodyUse &Use = *State.Use;
    for (const Level &Of : State.Levels) Use.Macros.push_back(Of.Name);
    // One wrapper serves every expansion of a body's text: each must make that call (not a
    // call that begins before the text, `obj.m(2)`, nor a declaration, `int(y)`).
    for (unsigned I = 0; I < State.Slots.size(); ++I)
      if (State.Slots[I].Wrapped)
        if (std::string Why = expansionsWithout(State, State.Slots[I]); !Why.empty()) {
          State.Slots[I].Wrapped = false;
          Use.Refused[I] = std::move(Why);
        }
    if (llvm::none_of(State.Slots, [](const Slot &S) { return S.Wrapped; })) continue;
    // The levels with a kept call in them or below: the others keep their macros.
    std::vector<bool> Needed(State.Levels.size());
    for (const Slot &S : State.Slots)
      if (S.Wrapped)
        for (int L = static_cast<int>(S.Level); L >= 0 && !Needed[L]; L = State.Levels[L].Parent)
          Needed[L] = true;
    std::vector<BodyEdits> Edits(State.Levels.size());
    for (size_t L = 0; L < State.Levels.size(); ++L) {
      Edits[L].LiteralCopies = State.Levels[L].LiteralCopies;
      Edits[L].ParamNames = &Use.ParamNames;
      const Level &Of = State.Levels[L];
      if (!Needed[L]) continue;
      if (Of.SpelledAt >= 0)
        Edits[Of.SpelledAt].Renames[Of.TokenInParent] = bodyPlaceholder('N', L);
      else if (Of.SpelledAt == kSpelledInFile)
        Use.NamesInFile.push_back({static_cast<unsigned>(Of.TokenInParent),
                                   static_cast<unsigned>(Of.Name.size()), static_cast<unsigned>(L)});
    }
    // The wrapped texts: each call's, and its object's. Prefixes at one token: the outer one's
    // first (the longer text; of one text, a left operand's around the call it is, the object's
    // around the call it is; or the one kept first, which the traversal reaches first);
    // suffixes the inner one's first.
    // A call closed in the file encloses those closed in the body, and the ones closed earlier.
    struct Wrapped {
      unsigned Level;
      bool IsPart;
      size_t Number;  // the slot, or bodyPartNumber
      size_t First, Last;
      std::optional<unsigned> ClosesAt;
      Enclosing How = Enclosing::No;  // an enclosing wrapper: outside its call's, at one text
    };
    std::vector<Wrapped> Spans;
    for (unsigned I = 0; I < State.Slots.size(); ++I) {
      const Slot &S = State.Slots[I];
      if (!S.Wrapped) continue;
      Spans.push_back({S.Level, false, I, S.First, S.Last, S.ClosesAt, S.How});
      for (const Part &Of : S.Parts)
        Spans.push_back({S.Level, true, bodyPartNumber(I, Of.Argument), Of.First, Of.Last, {}});
    }
    std::vector<Wrapped> Prefixes = Spans;
    std::stable_sort(Prefixes.begin(), Prefixes.end(), [](const Wrapped &A, const Wrapped &B) {
      return std::make_tuple(A.ClosesAt.has_value(), A.ClosesAt, A.Last, A.How, A.IsPart) >
             std::make_tuple(B.ClosesAt.has_value(), B.ClosesAt, B.Last, B.How, B.IsPart);
    });
    for (const Wrapped &W : Prefixes)
      Edits[W.Level].Before[W.First] += bodyPlaceholder(W.IsPart ? 'O' : 'P', W.Number);
    std::vector<Wrapped> Suffixes(Spans.rbegin(), Spans.rend());
    std::stable_sort(Suffixes.begin(), Suffixes.end(), [](const Wrapped &A, const Wrapped &B) {
      return std::make_tuple(A.First, !A.IsPart, -static_cast<int>(A.How)) >
             std::make_tuple(B.First, !B.IsPart, -static_cast<int>(B.How));
    });
    for (const Wrapped &W : Suffixes)
      if (!W.ClosesAt) Edits[W.Level].After[W.Last] += bodyPlaceholder(W.IsPart ? 'Q' : 'S', W.Number);
    std::vector<std::string> Shared, Own, System;
    for (size_t L = 0; L < State.Levels.size(); ++L) {
      if (!Needed[L]) continue;
      const Level &Of = State.Levels[L];
      std::string Definition =
          Texts.Variants->definition(*Of.Macro, Of.Name, bodyPlaceholder('N', L), Of.WithCopies,
                                     Edits[L], Shared, Use.WhyFailed);
      if (Definition.empty()) {
        Use.Failed = true;
        break;
      }
      (Of.System ? System : Own).push_back(std::move(Definition));
    }
    Use.Definitions = std::move(Shared);
    Use.Definitions.insert(Use.Definitions.end(), Own.begin(), Own.end());
    Use.SystemDefinitions = std::move(System);
  }
}

}  // namespace overdub
