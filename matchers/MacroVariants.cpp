#include "overdub/matchers/MacroVariants.h"

#include "overdub/matchers/CallSite.h"
#include "overdub/matchers/RewritePlanner.h"

#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>

using namespace clang;

namespace overdub {
namespace {

// The index of the parameter that `Tok` names in `Macro`'s body, or -1.
int paramIndex(const MacroInfo &Macro, const Token &Tok) {
  const IdentifierInfo *Id = Tok.getIdentifierInfo();
  if (!Id) return -1;
  ArrayRef<const IdentifierInfo *> Params = Macro.params();
  for (unsigned I = 0; I < Params.size(); ++I)
    if (Params[I] == Id) return static_cast<int>(I);
  return -1;
}

// Stringizes a variadic argument's copy once its parentheses are gone (MacroVariant::EmptyName).
constexpr const char *kStringizeVariadic = "#define overdub_str_va(...) #__VA_ARGS__";

std::string hex8(const std::string &Text) {
  uint32_t Hash = 2166136261u;  // FNV-1a: stable across runs and machines
  for (unsigned char C : Text) Hash = (Hash ^ C) * 16777619u;
  char Hex[9];
  std::snprintf(Hex, sizeof Hex, "%08x", Hash);
  return Hex;
}

// The presumed line of the first body token of `Macro` when it is defined in a file (not by -D).
std::optional<unsigned> firstBodyLine(const SourceManager &SM, const MacroInfo &Macro) {
  if (Macro.tokens().empty()) return std::nullopt;
  SourceLocation Loc = Macro.tokens().front().getLocation();
  if (!Loc.isFileID() || !SM.getFileEntryRefForID(SM.getFileID(Loc))) return std::nullopt;
  PresumedLoc Where = SM.getPresumedLoc(Loc);
  if (Where.isInvalid()) return std::nullopt;
  return Where.getLine();
}

// The line a variant's #define stands on: the one before its body's first, where the body then
// starts after a line continuation at its own column; the first itself when that is line 1.
unsigned defineLineNumber(unsigned FirstBodyLine) {
  return FirstBodyLine > 1 ? FirstBodyLine - 1 : FirstBodyLine;
}

// Whitespace that brings text to the column of `Loc` as a compiler counts it from the original
// line: its tabs kept, any other character a space (a UTF-8 sequence one).
std::string indentTo(const SourceManager &SM, SourceLocation Loc) {
  auto [Id, Offset] = SM.getDecomposedLoc(Loc);
  llvm::StringRef Buffer = SM.getBufferData(Id);
  size_t Begin = Offset;
  while (Begin > 0 && Buffer[Begin - 1] != '\n' && Buffer[Begin - 1] != '\r') --Begin;
  std::string Out;
  for (size_t I = Begin; I < Offset; ++I) {
    const unsigned char C = static_cast<unsigned char>(Buffer[I]);
    if ((C & 0xC0) == 0x80) continue;
    Out += C == '\t' ? '\t' : ' ';
  }
  return Out;
}

}  // namespace

long bodyTokenAt(const MacroInfo &Macro, SourceLocation Spelling) {
  ArrayRef<Token> Body = Macro.tokens();
  for (size_t I = 0; I < Body.size(); ++I)
    if (Body[I].getLocation() == Spelling) return static_cast<long>(I);
  return -1;
}

bool isAliasMacro(const MacroInfo &Macro) {
  return Macro.isObjectLike() && Macro.getNumTokens() == 1 &&
         Macro.getReplacementToken(0).is(tok::identifier);
}

const MacroVariant &MacroVariants::of(const MacroInfo &Macro, llvm::StringRef MacroName) {
  auto [It, New] = Known.try_emplace(&Macro);
  MacroVariant &V = It->second;
  if (!New || Macro.isBuiltinMacro()) return V;
  InProgress.insert(&Macro);

  ArrayRef<Token> Body = Macro.tokens();
  const unsigned NumParams = Macro.getNumParams();
  std::vector<bool> Kept(NumParams);
  std::vector<std::set<std::pair<const MacroInfo *, unsigned>>> At(NumParams);
  std::vector<NestedMacroCall> Calls;
  std::string Why;

  for (size_t I = 0; I < Body.size(); ++I) {
    const Token &T = Body[I];
    if (T.is(tok::hash) && I + 1 < Body.size()) {
      int P = paramIndex(Macro, Body[I + 1]);
      if (P >= 0) {
        Kept[P] = true;
        At[P].insert({&Macro, static_cast<unsigned>(P)});
      } else if (Body[I + 1].getIdentifierInfo() &&
                 Body[I + 1].getIdentifierInfo()->getName() == "__VA_OPT__") {
        Why = "#__VA_OPT__";
      }
      continue;
    }
    // A pasted parameter keeps the text of the variant's argument (the wrappers stay off its
    // edge tokens: MacroArgumentRecorder); a pasted name invokes no macro of that name.
    const IdentifierInfo *Id = T.getIdentifierInfo();
    // The original does not expand its own name again; a variant, named otherwise, would.
    if (Id && Id->getName() == MacroName) Why = "its body names " + MacroName.str() + " itself";
    if (!Id || paramIndex(Macro, T) >= 0 || I + 1 >= Body.size() ||
        Body[I + 1].isNot(tok::l_paren) || (I > 0 && Body[I - 1].is(tok::hashhash)))
      continue;
    const MacroInfo *Inner = PP.getMacroInfo(Id);
    // A macro being expanded is not expanded again inside its own expansion.
    if (!Inner || !Inner->isFunctionLike() || Inner == &Macro || InProgress.count(Inner)) continue;
    NestedMacroCall Call;
    Call.Name = I;
    int Depth = 0;
    size_t ArgBegin = I + 2;
    for (size_t J = I + 1; J < Body.size(); ++J) {
      if (Body[J].is(tok::l_paren)) ++Depth;
      else if (Body[J].is(tok::r_paren) && --Depth == 0) {
        Call.Args.emplace_back(ArgBegin, J);
        Call.Close = J;
        break;
      } else if (Body[J].is(tok::comma) && Depth == 1) {
        Call.Args.emplace_back(ArgBegin, J);
        ArgBegin = J + 1;
      }
    }
    Call.Variant = &of(*Inner, Id->getName());
    const MacroVariant &Of = *Call.Variant;
    if (Of.Kept.empty()) continue;
    if (Call.Close == 0) {  // the invocation goes on after the body: its arguments are unknown
      Why = "a macro invocation that goes on after the body (" + Id->getName().str() + ")";
      continue;
    }
    const unsigned InnerParams = Inner->getNumParams();
    for (size_t A = 0; A < Call.Args.size(); ++A) {
      unsigned Q = std::min<unsigned>(static_cast<unsigned>(A), InnerParams - 1);
      auto K = std::find(Of.Kept.begin(), Of.Kept.end(), Q);
      if (K == Of.Kept.end()) continue;
      for (size_t J = Call.Args[A].first; J < Call.Args[A].second; ++J) {
        int P = paramIndex(Macro, Body[J]);
        if (P < 0) continue;
        if (!Of.Supported) Why = Of.Why.empty() ? "no variant of " + Id->getName().str() : Of.Why;
        // The copy of this macro's variadic argument is parenthesized: only a variadic
        // parameter takes it, and whole (text()).
        const bool OwnVariadic = Macro.isVariadic() && static_cast<unsigned>(P) + 1 == NumParams;
        const bool ToVariadic = Inner->isVariadic() && Q + 1 == InnerParams;
        if (OwnVariadic && !(ToVariadic && A + 1 == Call.Args.size() &&
                             Call.Args[A].second - Call.Args[A].first == 1))
          Why = "a stringized variadic argument passed " +
                std::string(ToVariadic ? "on with other text" : "to a named parameter") + " (" +
                Id->getName().str() + ")";
        Kept[P] = true;
        Call.Rewrite = true;
        const auto &Reached = Of.StringizedAt[K - Of.Kept.begin()];
        At[P].insert(Reached.begin(), Reached.end());
      }
    }
    Calls.push_back(std::move(Call));
  }
  for (unsigned P = 0; P < NumParams; ++P) {
    if (!Kept[P]) continue;
    V.Kept.push_back(P);
    V.StringizedAt.push_back(At[P]);
  }
  // The definition the compile expands may be another: a copy of this one would replace it.
  if (Why.empty() && Compiler) Why = Compiler->why(MacroName);
  if (V.Kept.empty() || !Why.empty()) {
    V.Why = Why;
    V.Calls = std::move(Calls);  // for copies of the body's own text (copiesHold)
    InProgress.erase(&Macro);
    return V;
  }

  // The copies' parameter names: none of the body's spellings.
  ArrayRef<const IdentifierInfo *> Params = Macro.params();
  std::string AllSpellings;
  for (const Token &T : Body)
    AllSpellings += (T.getIdentifierInfo() ? T.getIdentifierInfo()->getName().str() : "") + " ";
  V.CopyNames.assign(NumParams, "");
  for (unsigned P : V.Kept) {
    std::string Name = "overdub_o_" + (Params[P]->getName() == "__VA_ARGS__"
                                           ? std::string("va_args")
                                           : Params[P]->getName().str());
    while (AllSpellings.find(Name) != std::string::npos) Name += "_";
    V.CopyNames[P] = Name;
  }
  if (Macro.isVariadic() && !V.CopyNames.back().empty()) {
    V.EmptyName = "overdub_e";
    while (AllSpellings.find(V.EmptyName) != std::string::npos) V.EmptyName += "_";
    addDefinition(V.Definitions, kStringizeVariadic);
  }
  V.CopiesVariadic = !V.EmptyName.empty() ||
                     std::any_of(Calls.begin(), Calls.end(), [](const NestedMacroCall &C) {
                       return C.Rewrite && C.Variant->CopiesVariadic;
                     });
  V.Calls = std::move(Calls);
  std::optional<std::pair<std::string, std::string>> Text = text(Macro, V, true, BodyEdits{});
  if (!Text) {
    V.Why = "a token on several lines";
    InProgress.erase(&Macro);
    return V;
  }
  V.Name = "overdub_sv_" + hex8(Text->first + ")" + Text->second) + "_" + MacroName.str();
  for (const NestedMacroCall &C : V.Calls)
    if (C.Rewrite) {
      for (const std::string &D : C.Variant->Definitions) addDefinition(V.Definitions, D);
      for (const std::string &D : C.Variant->SystemDefinitions)
        addDefinition(V.SystemDefinitions, D);
    }
  const bool System = PP.getSourceManager().isInSystemHeader(Macro.getDefinitionLoc());
  addDefinition(System ? V.SystemDefinitions : V.Definitions, defineLine(Macro, V.Name, *Text));
  V.Supported = true;
  InProgress.erase(&Macro);
  return V;
}

std::optional<std::pair<std::string, std::string>>
MacroVariants::text(const MacroInfo &Macro, const MacroVariant &V, bool WithCopies,
                    const BodyEdits &Edits) {
  ArrayRef<Token> Body = Macro.tokens();
  ArrayRef<const IdentifierInfo *> Params = Macro.params();
  const unsigned NumParams = Macro.getNumParams();
  auto Spelled = [&](const Token &T) {
    if (const IdentifierInfo *Id = T.getIdentifierInfo()) return Id->getName().str();
    return PP.getSpelling(T);
  };
  auto CopyOf = [&](const Token &T) -> const std::string * {
    int P = paramIndex(Macro, T);
    return WithCopies && P >= 0 && !V.CopyNames[P].empty() ? &V.CopyNames[P] : nullptr;
  };
  // A parameter's name, or its placeholder (BodyEdits::ParamNames); __VA_ARGS__ stays.
  auto ParamName = [&](const IdentifierInfo &Id) {
    if (!Edits.ParamNames || Id.getName() == "__VA_ARGS__") return Id.getName().str();
    std::vector<std::string> &Names = *Edits.ParamNames;
    auto It = std::find(Names.begin(), Names.end(), Id.getName());
    if (It == Names.end()) It = Names.insert(Names.end(), Id.getName().str());
    return bodyPlaceholder('A', static_cast<size_t>(It - Names.begin()));
  };
  auto Written = [&](const Token &T) {
    return paramIndex(Macro, T) >= 0 ? ParamName(*T.getIdentifierInfo()) : Spelled(T);
  };
  std::string Text;
  const SourceManager &SM = PP.getSourceManager();
  const std::optional<unsigned> FirstLine = firstBodyLine(SM, Macro);
  unsigned Line = FirstLine ? defineLineNumber(*FirstLine) : 0;  // where Text ends
  bool LineStart = false;  // Text ends with a token's indentation
  // A token on a later line than the text so far goes there, at its column.
  auto Place = [&](const Token &T) {
    if (!FirstLine) return;
    const unsigned At = SM.getPresumedLineNumber(T.getLocation());
    if (At <= Line) return;
    std::string Indent = indentTo(SM, T.getLocation());
    if (Indent.empty() && T.hasLeadingSpace() && !Text.empty()) Text += ' ';
    for (; Line < At; ++Line) Text += "\\\n";
    Text += Indent;
    LineStart = true;
  };
  auto Emit = [&](const Token &T, const std::string &Spelling) {
    if (!Text.empty() && T.hasLeadingSpace() && !LineStart) Text += ' ';
    LineStart = false;
    Text += Spelling;
  };
  auto Insert = [&](const std::map<size_t, std::string> &At, size_t I) {
    if (auto It = At.find(I); It != At.end()) Text += It->second;
  };
  for (size_t I = 0; I < Body.size(); ++I) {
    const Token &T = Body[I];
    if (Spelled(T).find('\n') != std::string::npos) return std::nullopt;
    Place(T);
    Insert(Edits.Before, I);
    if (T.is(tok::hash) && I + 1 < Body.size() && CopyOf(Body[I + 1])) {
      const int P = paramIndex(Macro, Body[I + 1]);
      Emit(T, V.keepsVariadicAt(static_cast<unsigned>(P))
                  ? "overdub_str_va " + *CopyOf(Body[I + 1]) + " ## " + V.EmptyName
                  : "#" + *CopyOf(Body[I + 1]));
      ++I;
      Insert(Edits.After, I);
      continue;
    }
    auto Renamed = Edits.Renames.find(I);
    auto Call = std::find_if(V.Calls.begin(), V.Calls.end(), [&](const NestedMacroCall &C) {
      return C.Name == I && ((C.Rewrite && WithCopies) || Edits.LiteralCopies.count(I));
    });
    if (Call == V.Calls.end()) {
      Emit(T, Renamed != Edits.Renames.end() ? Renamed->second : Written(T));
      Insert(Edits.After, I);
      continue;
    }
    // NAME(kept copies..., the arguments as they are)
    Emit(T, Renamed != Edits.Renames.end() ? Renamed->second : Call->Variant->Name);
    Insert(Edits.After, I);
    Emit(Body[I + 1], "(");
    for (unsigned Q : Call->Variant->Kept) {
      // A variadic parameter's copy: every argument from Q on, in parentheses (a copy of this
      // macro's variadic argument has them already), then the empty argument.
      const bool Variadic = Call->Variant->keepsVariadicAt(Q);
      const size_t End = Variadic ? Call->Args.size() : std::min<size_t>(Q + 1, Call->Args.size());
      std::string Copies;
      bool Parenthesized = false;
      for (size_t A = Q; A < End; ++A) {
        if (A > Q) Copies += ",";
        for (size_t J = Call->Args[A].first; J < Call->Args[A].second; ++J) {
          const std::string *Copy = CopyOf(Body[J]);
          if (J == Call->Args[A].first || Body[J].hasLeadingSpace()) Copies += ' ';
          Copies += Copy ? *Copy : Written(Body[J]);
          Parenthesized = Copy && V.keepsVariadicAt(static_cast<unsigned>(paramIndex(Macro, Body[J])));
        }
      }
      Text += Variadic && !Parenthesized ? " (" + Copies + ")" : Copies;
      Text += Variadic ? ",," : ",";
    }
    ++I;
  }

  std::string ParamText;
  if (WithCopies)
    for (unsigned P : V.Kept)
      ParamText += V.CopyNames[P] + ", " + (V.keepsVariadicAt(P) ? V.EmptyName + ", " : "");
  for (unsigned P = 0; P < NumParams; ++P) {
    bool Last = P + 1 == NumParams;
    if (Last && Macro.isC99Varargs()) ParamText += "...";
    else ParamText += ParamName(*Params[P]) + (Last && Macro.isGNUVarargs() ? "..." : "");
    if (!Last) ParamText += ", ";
  }
  if (ParamText.size() >= 2 && NumParams == 0) ParamText.resize(ParamText.size() - 2);
  return std::pair(ParamText, Text);
}

std::string MacroVariants::definition(const MacroInfo &Macro, llvm::StringRef Name,
                                      const std::string &VariantName, bool WithCopies,
                                      const BodyEdits &Edits, std::vector<std::string> &Needed,
                                      std::string &WhyNone) {
  const MacroVariant &V = of(Macro, Name);
  if (WithCopies && !V.Supported && !isAliasMacro(Macro)) {
    WhyNone = "no variant of " + Name.str() + " takes copies of what it stringizes";
    return "";
  }
  std::optional<std::pair<std::string, std::string>> Text = text(Macro, V, WithCopies, Edits);
  if (!Text) {
    WhyNone = "a token on several lines";
    return "";
  }
  if (WithCopies && !V.EmptyName.empty()) addDefinition(Needed, kStringizeVariadic);
  for (size_t I = 0; I < V.Calls.size(); ++I)
    if (((WithCopies && V.Calls[I].Rewrite) || Edits.LiteralCopies.count(V.Calls[I].Name)) &&
        !Edits.Renames.count(V.Calls[I].Name))
        for (const auto *List : {&V.Calls[I].Variant->SystemDefinitions,
                                 &V.Calls[I].Variant->Definitions})
          for (const std::string &D : *List)
            addDefinition(Needed, D);
  return defineLine(Macro, VariantName, *Text);
}

std::string MacroVariants::lineDirective(const MacroInfo &Macro) const {
  const SourceManager &SM = PP.getSourceManager();
  std::optional<unsigned> First = firstBodyLine(SM, Macro);
  if (!First) return "";
  const SourceLocation Loc = Macro.tokens().front().getLocation();
  const FileID Id = SM.getFileID(Loc);
  std::string Name = SM.getPresumedLoc(Loc).getFilename();
  if (FileName && Name == SM.getFileEntryRefForID(Id)->getName()) Name = FileName(Id);
  return overdub::lineDirective(defineLineNumber(*First), Name);
}

std::string MacroVariants::defineLine(const MacroInfo &Macro, const std::string &Name,
                                      const std::pair<std::string, std::string> &Text) const {
  std::string Head = lineDirective(Macro) + "#define " + Name;
  if (!Macro.isFunctionLike()) return Head + " " + Text.second;
  return Head + "(" + Text.first + ") " + Text.second;
}

bool MacroVariants::passesCopies(const MacroInfo &Macro, llvm::StringRef Name, size_t Index) {
  const MacroVariant &V = of(Macro, Name);
  return V.Supported && std::any_of(V.Calls.begin(), V.Calls.end(), [&](const NestedMacroCall &C) {
           return C.Name == Index && C.Rewrite;
         });
}

bool MacroVariants::copiesHold(const MacroInfo &Macro, llvm::StringRef Name, size_t Index,
                               const std::vector<std::pair<size_t, Stringization>> &Stringized,
                               bool Literal) {
  const MacroVariant &V = of(Macro, Name);
  auto Call = std::find_if(V.Calls.begin(), V.Calls.end(),
                           [&](const NestedMacroCall &C) { return C.Name == Index; });
  if (Call == V.Calls.end() || Call->Close == 0 || !Call->Variant->Supported ||
      (!Literal && !(V.Supported && Call->Rewrite)))
    return false;
  const MacroVariant &Inner = *Call->Variant;
  // Copies of a body's own text are not handed on to a variadic stringizer: a body variant would
  // then call the stringizer's variant, with the one definition overdub's parse saw, even where
  // no wrapper touches the text (gmock's GMOCK_INTERNAL_WARNING_CLANG is a _Pragma under clang,
  // nothing under g++, which warned about the pragma); the text stays the original's instead.
  if (Literal && Inner.CopiesVariadic) return false;
  const unsigned InnerParams = static_cast<unsigned>(Inner.CopyNames.size());
  // The kept parameter of the inner macro that argument `A` of the invocation goes to, if any.
  auto KeptIndex = [&](size_t A) -> std::optional<size_t> {
    const unsigned Q = std::min<unsigned>(static_cast<unsigned>(A), InnerParams - 1);
    auto K = std::find(Inner.Kept.begin(), Inner.Kept.end(), Q);
    if (K == Inner.Kept.end()) return std::nullopt;
    return static_cast<size_t>(K - Inner.Kept.begin());
  };
  std::map<size_t, std::set<Stringization>> Seen;  // by kept index
  for (const auto &[Token, By] : Stringized) {
    auto A = std::find_if(Call->Args.begin(), Call->Args.end(), [&](const auto &Arg) {
      return Arg.first <= Token && Token < Arg.second;
    });
    if (A == Call->Args.end()) return false;
    const std::optional<size_t> K = KeptIndex(static_cast<size_t>(A - Call->Args.begin()));
    if (!K || !Inner.StringizedAt[*K].count(By)) return false;
    Seen[*K].insert(By);
  }
  if (!Literal) return true;
  ArrayRef<Token> Body = Macro.tokens();
  for (size_t A = 0; A < Call->Args.size(); ++A) {
    const std::optional<size_t> K = KeptIndex(A);
    if (!K) continue;
    for (size_t J = Call->Args[A].first; J < Call->Args[A].second; ++J)
      if (paramIndex(Macro, Body[J]) >= 0) return false;
    if (Seen[*K] != Inner.StringizedAt[*K]) return false;
  }
  return true;
}

}  // namespace overdub
