#include "overdub/matchers/MacroArguments.h"

#include "overdub/matchers/MacroLocations.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroArgs.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <optional>
#include <tuple>

using namespace clang;

namespace overdub {
namespace {

// How the body of `Macro` uses parameter `Param`'s text: stringized (#x), or pasted (## x, x ##).
// A paste joins only the argument's edge tokens to their neighbours: its first token after ##,
// its last token before ##; the tokens between stay as they are, rescanned with the body. GNU's
// `, ## __VA_ARGS__` pastes nothing when the arguments are not empty (the ## is dropped).
struct TextUse {
  bool Stringized = false, PastedFirst = false, PastedLast = false;
  bool kept() const { return Stringized || PastedFirst || PastedLast; }
};
TextUse textUseOf(const MacroInfo &Macro, const IdentifierInfo *Param) {
  TextUse Use;
  ArrayRef<Token> Body = Macro.tokens();
  // `x ## __VA_OPT__(...)`, `__VA_OPT__(...) ## x`: the group's first (last) token is pasted;
  // a parameter anywhere in it counts as pasted there. Only a variadic macro has such a group.
  for (size_t I = 0; Macro.isVariadic() && I + 1 < Body.size(); ++I) {
    const IdentifierInfo *Id = Body[I].getIdentifierInfo();
    if (!Id || Id->getName() != "__VA_OPT__" || Body[I + 1].isNot(tok::l_paren)) continue;
    size_t Close = I + 1;
    for (int Depth = 0; Close < Body.size(); ++Close)
      if (Body[Close].is(tok::l_paren)) ++Depth;
      else if (Body[Close].is(tok::r_paren) && --Depth == 0) break;
    const bool Before = I > 0 && Body[I - 1].is(tok::hashhash);
    const bool After = Close + 1 < Body.size() && Body[Close + 1].is(tok::hashhash);
    const bool Hashed = I > 0 && Body[I - 1].is(tok::hash);  // #__VA_OPT__(x): x stringized
    for (size_t K = I + 2; K < Close && K < Body.size(); ++K)
      if (Body[K].getIdentifierInfo() == Param) {
        Use.PastedFirst |= Before;
        Use.PastedLast |= After;
        Use.Stringized |= Hashed;
      }
  }
  const bool Variadic =
      Macro.isVariadic() && !Macro.params().empty() && Macro.params().back() == Param;
  for (size_t I = 0; I < Body.size(); ++I) {
    if (Body[I].getIdentifierInfo() != Param) continue;
    Use.Stringized |= I > 0 && Body[I - 1].is(tok::hash);
    const bool CommaPaste = Variadic && I > 1 && Body[I - 2].is(tok::comma);
    Use.PastedFirst |= I > 0 && Body[I - 1].is(tok::hashhash) && !CommaPaste;
    Use.PastedLast |= I + 1 < Body.size() && Body[I + 1].is(tok::hashhash);
  }
  return Use;
}

// Is `File` (where `Loc` lies) one whose macros the recorders look at: those `MayRewrite`
// accepts, or by default those that are not system headers?
bool recordsIn(const SourceManager &SM, const std::function<bool(FileID)> &MayRewrite,
               FileID File, SourceLocation Loc) {
  return MayRewrite ? MayRewrite(File) : !SM.isInSystemHeader(Loc);
}

}  // namespace

bool MacroArgumentTexts::touches(FileID File, unsigned Begin, unsigned End) const {
  auto It = Ranges.find(File);
  if (It == Ranges.end()) return false;
  for (const auto &[B, E] : It->second)
    if ((B <= Begin && Begin <= E) || (B <= End && End <= E)) return true;
  return false;
}

std::string MacroArgumentTexts::whyKept(FileID File, unsigned Begin, unsigned End) const {
  if (auto Edges = PastedEdges.find(File); Edges != PastedEdges.end())
    for (unsigned Offset : Edges->second)
      if (Offset == Begin || Offset == End)
        return std::string("a macro pastes (##) the token it ") +
               (Offset == Begin ? "starts" : "ends") +
               " with to another: a wrapper there would be pasted instead";
  auto It = Whys.find(File);
  if (It == Whys.end()) return "";
  const Why *Innermost = nullptr;
  for (const Why &W : It->second)
    if (W.Begin <= Begin && End <= W.End && (!Innermost || Innermost->Begin <= W.Begin))
      Innermost = &W;
  return Innermost ? Innermost->Text : "";
}

void MacroArgumentTexts::addStringized(FileID Expansion, SourceLocation NameInBody,
                                       const std::string &Name, SourceLocation Token,
                                       Stringization By) {
  std::vector<Stringizer> &Known = Stringizers[Expansion];
  auto It = std::find_if(Known.begin(), Known.end(), [&](const Stringizer &S) {
    return S.NameInBody == NameInBody && S.Name == Name;
  });
  if (It == Known.end()) It = Known.insert(Known.end(), Stringizer{NameInBody, Name, {}});
  const std::pair<SourceLocation, Stringization> Noted(Token, By);
  if (std::find(It->Tokens.begin(), It->Tokens.end(), Noted) == It->Tokens.end())
    It->Tokens.push_back(Noted);
}

std::vector<MacroVariantUse> MacroArgumentTexts::variantsHolding(FileID File, unsigned Begin,
                                                                  unsigned End) const {
  std::vector<MacroVariantUse> Holding;
  auto It = VariantArguments.find(File);
  if (It == VariantArguments.end()) return Holding;
  std::vector<size_t> Found;
  for (const VariantArgument &A : It->second)
    if (A.Begin <= Begin && End <= A.End &&
        std::find(Found.begin(), Found.end(), A.Use) == Found.end())
      Found.push_back(A.Use);
  std::sort(Found.begin(), Found.end(), [&](size_t A, size_t B) {
    return Uses[A].NameOffset < Uses[B].NameOffset;
  });
  for (size_t U : Found) Holding.push_back(Uses[U]);
  return Holding;
}

const MacroVariantUse *MacroArgumentTexts::variantCalledAt(FileID File, unsigned NameOffset) const {
  auto It = VariantArguments.find(File);
  if (It == VariantArguments.end()) return nullptr;
  for (const VariantArgument &A : It->second)
    if (Uses[A.Use].NameOffset == NameOffset) return &Uses[A.Use];
  return nullptr;
}

void MacroArgumentTexts::addVariantArgument(FileID File, unsigned Begin, unsigned End,
                                            const MacroVariantUse &Use) {
  if (Uses.empty() || !(Uses.back() == Use)) Uses.push_back(Use);
  VariantArguments[File].push_back({Begin, End, Uses.size() - 1});
}

MacroArgumentRecorder::MacroArgumentRecorder(const Preprocessor &PP, MacroArgumentTexts &Out,
                                             std::function<bool(FileID)> MayRewrite)
    : PP(PP), SM(PP.getSourceManager()), Out(Out), MayRewrite(std::move(MayRewrite)),
      Variants(PP, Out.Compiler, Out.FileName) {
  // The analysis runs before the preprocessor's end of the main file.
  this->Out.Settle = [this] { EndOfMainFile(); };
  this->Out.Variants = &Variants;
}

namespace {

// Where the name of a function-like macro's invocation is written: its own token, or the name of
// an object-like macro whose body is only that name (`#define CHECK assert`, any depth), which
// the variant's name may replace as well. Invalid for any other name made by a macro.
SourceLocation writtenNameOf(SourceLocation NameLoc, const Preprocessor &PP) {
  const SourceManager &SM = PP.getSourceManager();
  for (int Depth = 0; Depth < 16 && NameLoc.isMacroID(); ++Depth) {
    const SrcMgr::ExpansionInfo &Expansion =
        SM.getSLocEntry(SM.getFileID(NameLoc)).getExpansion();
    if (Expansion.isMacroArgExpansion() ||
        Expansion.getExpansionLocStart() != Expansion.getExpansionLocEnd())
      return {};
    const IdentifierInfo *Alias = PP.getIdentifierInfo(
        Lexer::getImmediateMacroName(NameLoc, SM, PP.getLangOpts()));
    const MacroInfo *Macro = Alias ? PP.getMacroInfo(Alias) : nullptr;
    if (!Macro || !isAliasMacro(*Macro)) return {};
    NameLoc = Expansion.getExpansionLocStart();
  }
  return NameLoc.isFileID() ? NameLoc : SourceLocation();
}

}  // namespace

void MacroArgumentRecorder::startInvocation(const Token &Name, const MacroInfo &Macro,
                                            const MacroArgs &Args, SourceRange Range) {
  SourceLocation NameLoc = writtenNameOf(Name.getLocation(), PP);
  if (NameLoc.isInvalid() || !Range.getEnd().isFileID() || !Name.getIdentifierInfo()) return;
  auto [File, NameOffset] = SM.getDecomposedLoc(NameLoc);
  if (!recordsIn(SM, MayRewrite, File, NameLoc) || SM.getFileID(Range.getEnd()) != File) return;
  // Expansions before this point of the file are over.
  for (size_t I = Open.size(); I-- > 0;)
    if (Open[I].File == File && Open[I].End <= NameOffset) {
      Done.push_back(std::move(Open[I]));
      Open.erase(Open.begin() + I);
    }
  const MacroVariant &V = Variants.of(Macro, Name.getIdentifierInfo()->getName());
  if (!V.Supported) {  // its kept arguments are recorded as such (MacroExpands)
    if (!V.Kept.empty())
      Out.addWhy(File, NameOffset, SM.getFileOffset(Range.getEnd()) + 1,
                 "no variant of " + Name.getIdentifierInfo()->getName().str() + " keeps it: " +
                     (V.Why.empty() ? "unknown" : V.Why));
    return;
  }
  std::optional<Token> LParen = Lexer::findNextToken(NameLoc, SM, PP.getLangOpts());
  if (!LParen || LParen->isNot(tok::l_paren) || !LParen->getLocation().isFileID()) return;

  Invocation I;
  I.File = File;
  I.End = SM.getFileOffset(Range.getEnd()) + 1;
  I.Use.NameOffset = NameOffset;
  I.Use.NameLength = Lexer::MeasureTokenLength(NameLoc, SM, PP.getLangOpts());
  I.Use.Variant = V.Name;
  I.Use.CopyOffset = SM.getFileOffset(LParen->getLocation()) + 1;
  I.Use.Definitions = V.Definitions;
  I.Use.SystemDefinitions = V.SystemDefinitions;
  StringRef Buffer = SM.getBufferData(File);
  // A directive inside the invocation (`#ifdef` in an argument, `#line` between two) would sit
  // after the copies, which stand on its first line, or inside one.
  {
    Lexer Raw(SM.getLocForStartOfFile(File), PP.getLangOpts(), Buffer.begin(),
              Buffer.begin() + I.Use.CopyOffset, Buffer.end());
    Token T;
    for (Raw.LexFromRawLexer(T); T.isNot(tok::eof) && SM.getFileOffset(T.getLocation()) < I.End;
         Raw.LexFromRawLexer(T))
      if (T.is(tok::hash) && T.isAtStartOfLine()) {
        Out.addWhy(File, NameOffset, I.End,
                   "a directive inside the invocation, which the copies of its arguments would "
                   "not stand after");
        return;
      }
  }
  for (size_t K = 0; K < V.Kept.size(); ++K) {
    std::string Copy;
    const unsigned P = V.Kept[K];
    const Token *First = P < Args.getNumMacroArguments() ? Args.getUnexpArgument(P) : nullptr;
    if (First && First->isNot(tok::eof)) {
      const Token *Last = First;
      for (const Token *T = First; T->isNot(tok::eof); ++T) {
        if (!T->getLocation().isFileID() || SM.getFileID(T->getLocation()) != File) return;
        Last = T;
      }
      const unsigned Begin = SM.getFileOffset(First->getLocation());
      const unsigned End = SM.getFileOffset(Last->getLocation()) + Last->getLength();
      // The argument's tokens as written, on one line: a stringized text has one space where
      // the original has any whitespace or comment between two tokens, none at either end.
      Lexer Raw(SM.getLocForStartOfFile(File), PP.getLangOpts(), Buffer.begin(),
                Buffer.begin() + Begin, Buffer.end());
      Token T;
      unsigned PreviousEnd = Begin;
      while (true) {
        Raw.LexFromRawLexer(T);
        const unsigned Offset = SM.getFileOffset(T.getLocation());
        if (T.is(tok::eof) || Offset >= End) break;
        StringRef Text = Buffer.substr(Offset, T.getLength());
        if (Text.contains('\n') || Text.contains('\r')) return;  // a token on several lines
        if (!Copy.empty() && Offset > PreviousEnd) Copy += ' ';
        Copy += Text.str();
        PreviousEnd = Offset + T.getLength();
      }
      // Each use of the copy would count again (at depth the copy is expanded).
      if (Copy.find("__COUNTER__") != std::string::npos) {
        Out.addWhy(File, NameOffset, I.End, "__COUNTER__ in a stringized argument, which its "
                                            "copy would count again");
        return;
      }
      I.Kept.push_back({Begin, End, V.StringizedAt[K], {}});
    }
    // A variadic argument's copy in parentheses, which protect its commas, and the empty argument.
    I.Use.Copies += V.keepsVariadicAt(P) ? "(" + Copy + "), , " : Copy + ", ";
  }
  Open.push_back(std::move(I));
}

void MacroArgumentRecorder::MacroExpands(const Token &Name, const MacroDefinition &Definition,
                                         SourceRange Range, const MacroArgs *Args) {
  const MacroInfo *Macro = Definition.getMacroInfo();
  if (Macro) Out.addExpansion(Name.getLocation(), Macro);
  if (!Macro || !Args || !Macro->isFunctionLike()) return;
  startInvocation(Name, *Macro, *Args, Range);
  ArrayRef<const IdentifierInfo *> Params = Macro->params();
  for (unsigned I = 0; I < Params.size() && I < Args->getNumMacroArguments(); ++I) {
    const TextUse Use = textUseOf(*Macro, Params[I]);
    const Token *First = Args->getUnexpArgument(I);
    if (!Use.kept() || First->is(tok::eof)) continue;
    const Token *Last = First;
    while (Last[1].isNot(tok::eof)) ++Last;
    if (Use.PastedFirst) addPastedEdge(First->getLocation(), false);
    if (Use.PastedLast) addPastedEdge(Last->getLocation(), true);
    if (!Use.Stringized) continue;
    // The argument's tokens, wherever they were written: a nested macro's arguments spell back
    // to a file too.
    auto [InvokedFile, InvokedAt] = SM.getDecomposedLoc(SM.getFileLoc(Name.getLocation()));
    // The invocation in the file from which the variants' copies reach this one, if any.
    const SourceLocation ThroughCopies = invokedThroughCopiesFrom(Name.getLocation());
    for (const Token *T = First; T->isNot(tok::eof); ++T) {
      // In a kept argument of invocations that call a variant (a token a macro of the argument
      // made, `EXPECT_EQ(INT_MAX, f())`, is where that macro is invoked: the copy expands it
      // alike): the text must be stringized where the variant expects that argument's copy to
      // be; else none of them is exact.
      const SourceLocation Written = SM.getFileLoc(T->getLocation());
      auto [WrittenFile, WrittenAt] = SM.getDecomposedLoc(Written);
      const SourceLocation Spelling = SM.getSpellingLoc(T->getLocation());
      // A token the preprocessor made (`__LINE__`, `__COUNTER__`, a paste, also through a
      // macro) may differ in the copy, which stands on the invocation's first line and is
      // expanded once more.
      const bool Made = SM.isWrittenInScratchSpace(Spelling);
      // The kept arguments holding it (of nested invocations too: each one's variant stringizes
      // its own copy), and whether one of them expects this stringization.
      // Not those in which the stringizing macro is invoked (`SHOW(M)` with `#define M
      // SHOW(f(1))`): it stringizes the argument's own expansion, which the copy does not stand
      // for (the body's tokens are noted below).
      std::vector<std::pair<Invocation *, Invocation::KeptArgument *>> Holding;
      bool Expected = false;
      for (Invocation &Inv : Open) {
        if (Inv.File != WrittenFile) continue;
        for (Invocation::KeptArgument &Argument : Inv.Kept)
          if (Argument.Begin <= WrittenAt && WrittenAt < Argument.End) {
            if (InvokedFile == WrittenFile && Argument.Begin <= InvokedAt &&
                InvokedAt < Argument.End)
              break;
            Holding.emplace_back(&Inv, &Argument);
            Expected |= Argument.Expected.count({Macro, I}) > 0;
            break;
          }
      }
      for (auto [Inv, Argument] : Holding) {
        if (Made)
          Inv->Why = "a token the preprocessor makes (__LINE__, __COUNTER__, ##) is stringized, "
                     "which a copy of the text may not reproduce";
        if (Made || !Expected) {
          Inv->Broken = true;
        } else if (Argument->Expected.count({Macro, I})) {
          Argument->Seen.insert({Macro, I});
          if (ThroughCopies != SM.getComposedLoc(Inv->File, Inv->Use.NameOffset)) {
            Inv->Broken = true;
            Inv->Why = Name.getIdentifierInfo()->getName().str() +
                       " stringizes the argument, invoked otherwise than through the variant's "
                       "copies (a macro name passed as an argument, `APPLY(SHOW, y)`)";
          }
        }
      }
      if (!Holding.empty()) continue;
      noteStringizedBody(T->getLocation(), Name, {Macro, I});
      if (!Spelling.isFileID()) continue;
      // Else it is kept where it is spelled.
      auto [File, Offset] = SM.getDecomposedLoc(Spelling);
      if (recordsIn(SM, MayRewrite, File, Spelling)) Out.add(File, Offset, Offset + T->getLength());
    }
  }
}

std::string MacroArgumentRecorder::spelledAt(SourceLocation Loc) const {
  return Lexer::getSourceText(CharSourceRange::getTokenRange(SM.getSpellingLoc(Loc)), SM,
                              PP.getLangOpts())
      .str();
}

SourceLocation MacroArgumentRecorder::invokedThroughCopiesFrom(SourceLocation Name) {
  // Each name must be one its body's variant invokes as a variant with copies (or an alias,
  // `#define CHECK assert`), up to the invocation written in the file.
  SourceLocation L = Name;
  for (int Depth = 0; Depth < 64 && L.isMacroID(); ++Depth) {
    const SrcMgr::ExpansionInfo &In = SM.getSLocEntry(SM.getFileID(L)).getExpansion();
    if (In.isMacroArgExpansion()) return {};  // a name passed as an argument
    const MacroInfo *Around = Out.expandedAt(In.getExpansionLocStart());
    if (!Around) return {};
    const bool Alias = isAliasMacro(*Around);
    const long At = bodyTokenAt(*Around, SM.getImmediateSpellingLoc(L));
    if (!Alias && (At < 0 || !Variants.passesCopies(*Around, spelledAt(In.getExpansionLocStart()),
                                                    static_cast<size_t>(At))))
      return {};
    L = In.getExpansionLocStart();
  }
  return L.isFileID() ? L : SourceLocation();
}

void MacroArgumentRecorder::noteStringizedBody(SourceLocation Loc, const Token &Stringizer,
                                               Stringization By) {
  auto SpelledAt = [&](SourceLocation L) { return spelledThroughArguments(L, SM); };
  const SourceLocation StringizerLoc = Stringizer.getLocation();
  // The token of `Body` through which the stringizing macro is invoked: its name written there,
  // or the name of the macro whose expansion invokes it (EXPECT_TRUE for GTEST_EXPECT_TRUE).
  // Invalid when the invocation is not inside `Body`, whose variant, or a wrapper around it,
  // then changes the stringized text.
  auto InvokedThrough = [&](FileID Body) {
    SourceLocation L = StringizerLoc;
    for (int Up = 0; Up < 64 && L.isMacroID(); ++Up, L = SM.getImmediateExpansionRange(L).getBegin())
      if (SM.getFileID(L) == Body) return SM.getImmediateSpellingLoc(L);
    return SourceLocation();
  };
  const std::string Name =
      Stringizer.getIdentifierInfo() ? Stringizer.getIdentifierInfo()->getName().str() : "";
  // The token in its body, then the name of that body's invocation in the body around, ...
  const SourceLocation Start = SpelledAt(Loc);
  SourceLocation L = Start;
  // A number `__COUNTER__` made is noted as none of the body's tokens: no copy stands for it (a
  // copy is expanded once more, and would count again). `__LINE__`, `__FILE__` and pastes give
  // a copy of body text what they give the original (the invocation keeps its place).
  bool Made = false;
  if (L.isMacroID() && SM.isWrittenInScratchSpace(SM.getSpellingLoc(L))) {
    Made = spelledAt(SM.getSLocEntry(SM.getFileID(L)).getExpansion().getExpansionLocStart()) ==
           "__COUNTER__";
  }
  for (int Depth = 0; L.isMacroID(); ++Depth) {
    if (Depth == 64) return;
    const FileID Body = SM.getFileID(L);
    const SourceLocation Through = InvokedThrough(Body);
    Out.addStringized(Body, Through, Name,
                      Made ? SourceLocation() : SM.getImmediateSpellingLoc(L), By);
    if (Through.isValid()) {
      checkCopiesOfBody(Body, Through, SM.getImmediateSpellingLoc(L), By, Name);
      return;
    }
    L = SpelledAt(SM.getSLocEntry(Body).getExpansion().getExpansionLocStart());
  }
  if (L == Start) return;  // written in the file: kept where it is (MacroExpands)
  // The invocation written in the file whose expansion is stringized (`XSHOW(PAIR)`,
  // `APPLY(SHOW, ONE)`): no wrapper may go around it either.
  auto [File, Offset] = SM.getDecomposedLoc(L);
  if (!recordsIn(SM, MayRewrite, File, L) || !MarkedInvocations.insert({File, Offset}).second)
    return;
  const unsigned End = Offset + Lexer::MeasureTokenLength(L, SM, PP.getLangOpts());
  Out.add(File, Offset, End);
  Out.addWhy(File, Offset, End,
             Name + " stringizes the text this invocation expands to, which a wrapper would change");
}

void MacroArgumentRecorder::checkCopiesOfBody(FileID Body, SourceLocation Through,
                                              SourceLocation Token, Stringization By,
                                              const std::string &Stringizer) {
  const SourceLocation NameLoc = SM.getSLocEntry(Body).getExpansion().getExpansionLocStart();
  const MacroInfo *Macro = Out.expandedAt(NameLoc);
  if (!Macro) return;
  const std::string Name = spelledAt(NameLoc);
  const long At = bodyTokenAt(*Macro, Through), Index = bodyTokenAt(*Macro, Token);
  if (At >= 0 && !Variants.passesCopies(*Macro, Name, static_cast<size_t>(At)))
    return;  // the variants invoke it as written, with this body's own text
  if (At >= 0 && Index >= 0 &&
      Variants.copiesHold(*Macro, Name, static_cast<size_t>(At),
                          {{static_cast<size_t>(Index), By}}, false))
    return;
  // The invocation written in the file whose variant hands copies down to this body.
  const SourceLocation Root = invokedThroughCopiesFrom(NameLoc);
  if (Root.isInvalid()) return;
  auto [File, Offset] = SM.getDecomposedLoc(Root);
  for (Invocation &Inv : Open)
    if (Inv.File == File && Inv.Use.NameOffset == Offset) {
      Inv.Broken = true;
      Inv.Why = "its variant would hand " + Stringizer +
                " a copy that is not the text the original stringizes (a macro of the body "
                "making commas, or an argument the body writes beside it)";
    }
}

void MacroArgumentRecorder::addPastedEdge(SourceLocation Loc, bool AtEnd) {
  // Where text inserted in a file would become this token's neighbour: where it is spelled (an
  // argument's text, or a macro body's), and, where it is the first (last) token of a macro's
  // expansion, before (after) that invocation too (an argument is expanded before an outer
  // macro passes it on to the paste; `ID(f(x))` with `#define ID(a) a` begins with f). What is
  // recorded is the insertion point: before the token, or after it.
  auto Add = [&](SourceLocation At) {
    auto [File, Offset] = SM.getDecomposedLoc(At);
    if (AtEnd) Offset += Lexer::MeasureTokenLength(At, SM, PP.getLangOpts());
    if (recordsIn(SM, MayRewrite, File, At)) Out.addPastedEdge(File, Offset);
  };
  std::vector<SourceLocation> Work{Loc};
  for (int Steps = 0; !Work.empty() && Steps < 256; ++Steps) {
    SourceLocation L = Work.back();
    Work.pop_back();
    if (L.isFileID()) {
      Add(L);
      continue;
    }
    // Where the expansion holding L begins (ends), when L is its first (last) token: the
    // invocation for a macro body's token, the parameter's place in the body for an argument's.
    SourceLocation Edge;
    const unsigned Length =
        Lexer::MeasureTokenLength(SM.getSpellingLoc(L), SM, PP.getLangOpts());
    const bool AtEdge =
        AtEnd ? SM.isAtEndOfImmediateMacroExpansion(L.getLocWithOffset(Length), &Edge)
              : SM.isAtStartOfImmediateMacroExpansion(L, &Edge);
    Work.push_back(SM.getImmediateSpellingLoc(L));
    if (AtEdge && Edge.isValid()) Work.push_back(Edge);
  }
}

void MacroArgumentRecorder::EndOfMainFile() {
  for (Invocation &I : Open) Done.push_back(std::move(I));
  Open.clear();
  // Outer invocations first: one left as written keeps the text of those in its arguments.
  std::stable_sort(Done.begin(), Done.end(), [](const Invocation &A, const Invocation &B) {
    return std::tie(A.File, A.Use.NameOffset) < std::tie(B.File, B.Use.NameOffset);
  });
  for (Invocation &I : Done) finish(I);
  Done.clear();
}

void MacroArgumentRecorder::finish(Invocation &I) {
  // The variant's name replaces the invocation's: not where a kept text holds it. The copies go
  // after the `(`, each followed by `, `: they change no argument's text, even one whose first
  // token a macro pastes on its left (`fn_##name`, its edge right there).
  const bool Exact = !I.Broken && !I.Kept.empty() &&
                    !Out.touches(I.File, I.Use.NameOffset, I.Use.NameOffset) &&
                    llvm::all_of(I.Kept, [](const Invocation::KeptArgument &Argument) {
                      return Argument.Seen == Argument.Expected;
                    });
  for (const Invocation::KeptArgument &Argument : I.Kept) {
    if (Exact) Out.addVariantArgument(I.File, Argument.Begin, Argument.End, I.Use);
    else Out.add(I.File, Argument.Begin, Argument.End);
  }
  if (!Exact && !I.Why.empty()) Out.addWhy(I.File, I.Use.NameOffset, I.End, I.Why);
}

void noteUnexpandedNames(Preprocessor &PP, MacroArgumentTexts &Out) {
  // Only the tokens the parser receives (the watcher sees no argument's pre-expansion), and of
  // those only identifiers from expansions that name a macro: few, so the set stays small.
  PP.setTokenWatcher([&SM = PP.getSourceManager(), &Out](const Token &T) {
    if (!T.is(tok::identifier) || !T.getLocation().isMacroID()) return;
    if (const IdentifierInfo *Id = T.getIdentifierInfo(); Id && Id->hadMacroDefinition())
      Out.addUnexpandedName(SM.getSpellingLoc(T.getLocation()));
  });
}

const MacroUses::Macro *MacroUses::definedAt(FileID File, unsigned Offset) const {
  for (const Macro &M : Macros)
    if (M.File == File && M.Begin <= Offset && Offset < M.End) return &M;
  return nullptr;
}

bool MacroUses::Macro::nextToHashOperator(unsigned Begin, unsigned End) const {
  return std::find(OperandBegins.begin(), OperandBegins.end(), Begin) != OperandBegins.end() ||
         std::find(PastedEnds.begin(), PastedEnds.end(), End) != PastedEnds.end();
}

bool MacroUses::Macro::pastesSeveralTokens(SourceLocation Expansion, unsigned Offset) const {
  auto Parameter = PastedParameters.find(Offset);
  if (Parameter == PastedParameters.end()) return false;
  auto Lengths = ArgumentTokens.find(Expansion.getRawEncoding());
  return Lengths != ArgumentTokens.end() && Parameter->second < Lengths->second.size() &&
         Lengths->second[Parameter->second] > 1;
}

void MacroUseRecorder::MacroDefined(const Token &Name, const MacroDirective *MD) {
  const MacroInfo *Info = MD ? MD->getMacroInfo() : nullptr;
  if (!Info || Info->isBuiltinMacro()) return;
  SourceLocation Begin = Info->getDefinitionLoc(), End = Info->getDefinitionEndLoc();
  if (!Begin.isFileID() || !End.isFileID()) return;
  auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
  if (SM.getFileID(End) != File) return;
  if (!recordsIn(SM, MayRewrite, File, Begin)) return;
  MacroUses::Macro M;
  M.Name = Name.getIdentifierInfo() ? Name.getIdentifierInfo()->getName().str() : "";
  M.File = File;
  M.Begin = BeginOffset;
  M.End = SM.getFileOffset(End) + Lexer::MeasureTokenLength(End, SM, LangOptions());
  llvm::ArrayRef<Token> Tokens = Info->tokens();
  for (const Token &T : Tokens)
    if (const IdentifierInfo *Id = T.getIdentifierInfo(); Id && Info->getParameterNum(Id) >= 0)
      ++M.ParameterUses[Id->getName().str()];
  for (size_t I = 0; I < Tokens.size(); ++I) {
    bool Stringize = Tokens[I].is(tok::hash) && Info->isFunctionLike();
    bool Paste = Tokens[I].is(tok::hashhash);
    if (!Stringize && !Paste) continue;
    if (I + 1 < Tokens.size() && Tokens[I + 1].getLocation().isFileID())
      M.OperandBegins.push_back(SM.getFileOffset(Tokens[I + 1].getLocation()));
    if (!Paste || I == 0) continue;
    if (Tokens[I - 1].getLocation().isFileID())
      M.PastedEnds.push_back(SM.getFileOffset(Tokens[I - 1].getLocation()) +
                             Tokens[I - 1].getLength());
    for (size_t Operand : {I - 1, I + 1}) {
      if (Operand >= Tokens.size()) continue;
      const Token &T = Tokens[Operand];
      const IdentifierInfo *Id = T.getIdentifierInfo();
      if (const int Number = Id ? Info->getParameterNum(Id) : -1;
          Number >= 0 && T.getLocation().isFileID())
        M.PastedParameters[SM.getFileOffset(T.getLocation())] = static_cast<unsigned>(Number);
    }
  }
  Out.IndexOf[Info] = Out.Macros.size();
  Out.Macros.push_back(std::move(M));
}

void MacroUseRecorder::MacroExpands(const Token &Name, const MacroDefinition &Definition,
                                    SourceRange, const MacroArgs *Args) {
  auto It = Out.IndexOf.find(Definition.getMacroInfo());
  if (It == Out.IndexOf.end()) return;
  MacroUses::Macro &M = Out.Macros[It->second];
  if (WithExpansions) M.Expansions.push_back(Name.getLocation());
  if (M.PastedParameters.empty() || !Args) return;
  std::vector<unsigned> &Lengths = M.ArgumentTokens[Name.getLocation().getRawEncoding()];
  for (unsigned I = 0; I < Args->getNumMacroArguments(); ++I)
    Lengths.push_back(MacroArgs::getArgLength(Args->getUnexpArgument(I)));
}

}  // namespace overdub
