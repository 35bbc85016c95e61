#include "overdub/matchers/MacroVariants.h"

#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

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

// A function-like macro invoked in a body, its parentheses in that body.
struct NestedCall {
  size_t Name = 0, Close = 0;
  const MacroVariant *Variant = nullptr;
  std::vector<std::pair<size_t, size_t>> Args;  // token ranges [first, last)
  bool Rewrite = false;  // a kept argument of it holds a parameter of the outer macro
};

std::string hex8(const std::string &Text) {
  uint32_t Hash = 2166136261u;  // FNV-1a: stable across runs and machines
  for (unsigned char C : Text) Hash = (Hash ^ C) * 16777619u;
  char Hex[9];
  std::snprintf(Hex, sizeof Hex, "%08x", Hash);
  return Hex;
}

}  // namespace

const MacroVariant &MacroVariants::of(const MacroInfo &Macro, llvm::StringRef MacroName) {
  auto [It, New] = Known.try_emplace(&Macro);
  MacroVariant &V = It->second;
  if (!New || !Macro.isFunctionLike() || Macro.isBuiltinMacro()) return V;
  InProgress.insert(&Macro);

  ArrayRef<Token> Body = Macro.tokens();
  const unsigned NumParams = Macro.getNumParams();
  std::vector<bool> Kept(NumParams), Pasted(NumParams);
  std::vector<std::set<std::pair<const MacroInfo *, unsigned>>> At(NumParams);
  std::vector<NestedCall> Calls;
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
    if (T.is(tok::hashhash)) {
      if (I > 0 && paramIndex(Macro, Body[I - 1]) >= 0) Pasted[paramIndex(Macro, Body[I - 1])] = true;
      if (I + 1 < Body.size() && paramIndex(Macro, Body[I + 1]) >= 0)
        Pasted[paramIndex(Macro, Body[I + 1])] = true;
      continue;
    }
    const IdentifierInfo *Id = T.getIdentifierInfo();
    if (!Id || paramIndex(Macro, T) >= 0 || I + 1 >= Body.size() || Body[I + 1].isNot(tok::l_paren))
      continue;
    const MacroInfo *Inner = PP.getMacroInfo(Id);
    // A macro being expanded is not expanded again inside its own expansion.
    if (!Inner || !Inner->isFunctionLike() || Inner == &Macro || InProgress.count(Inner)) continue;
    NestedCall Call;
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
        if (Inner->isVariadic() && Q == InnerParams - 1)
          Why = "a stringized variadic argument (" + Id->getName().str() + ")";
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
    if (Pasted[P]) Why = "an argument both stringized and pasted (##)";
    if (Macro.isVariadic() && P == NumParams - 1) Why = "a stringized variadic argument";
  }
  if (V.Kept.empty() || !Why.empty()) {
    V.Why = Why;
    InProgress.erase(&Macro);
    return V;
  }

  // The variant's text: the body as written, with each kept argument's copy stringized in place
  // of the argument, and the macros it invokes with kept texts replaced by their variants.
  ArrayRef<const IdentifierInfo *> Params = Macro.params();
  std::vector<std::string> Original(NumParams);
  auto Spelled = [&](const Token &T) {
    if (const IdentifierInfo *Id = T.getIdentifierInfo()) return Id->getName().str();
    return PP.getSpelling(T);
  };
  std::string AllSpellings;
  for (const Token &T : Body) AllSpellings += Spelled(T) + " ";
  for (unsigned P : V.Kept) {
    std::string Name = "overdub_o_" + (Params[P]->getName() == "__VA_ARGS__"
                                           ? std::string("va_args")
                                           : Params[P]->getName().str());
    while (AllSpellings.find(Name) != std::string::npos) Name += "_";
    Original[P] = Name;
  }
  std::string Text;
  auto Emit = [&](const Token &T, const std::string &Spelling) {
    if (!Text.empty() && T.hasLeadingSpace()) Text += ' ';
    Text += Spelling;
  };
  auto Renamed = [&](const Token &T) {
    int P = paramIndex(Macro, T);
    return P >= 0 && !Original[P].empty() ? Original[P] : Spelled(T);
  };
  for (size_t I = 0; I < Body.size(); ++I) {
    const Token &T = Body[I];
    if (T.is(tok::hash) && I + 1 < Body.size() && paramIndex(Macro, Body[I + 1]) >= 0 &&
        !Original[paramIndex(Macro, Body[I + 1])].empty()) {
      Emit(T, "#" + Original[paramIndex(Macro, Body[I + 1])]);
      ++I;
      continue;
    }
    auto Call = std::find_if(Calls.begin(), Calls.end(),
                             [&](const NestedCall &C) { return C.Name == I && C.Rewrite; });
    if (Call == Calls.end()) {
      Emit(T, Spelled(T));
      continue;
    }
    // NAME(kept copies..., the arguments as they are)
    Emit(T, Call->Variant->Name);
    Emit(Body[I + 1], "(");
    for (unsigned Q : Call->Variant->Kept) {
      if (Q < Call->Args.size())
        for (size_t J = Call->Args[Q].first; J < Call->Args[Q].second; ++J) {
          std::string S = Renamed(Body[J]);
          if (J == Call->Args[Q].first) Text += ' ';
          else if (Body[J].hasLeadingSpace()) Text += ' ';
          Text += S;
        }
      Text += ",";
    }
    ++I;
  }
  for (const Token &T : Body)
    if (Spelled(T).find('\n') != std::string::npos) {
      V.Why = "a token on several lines";
      InProgress.erase(&Macro);
      return V;
    }

  std::string ParamText;
  for (unsigned P : V.Kept) ParamText += Original[P] + ", ";
  for (unsigned P = 0; P < NumParams; ++P) {
    bool Last = P + 1 == NumParams;
    if (Last && Macro.isC99Varargs()) ParamText += "...";
    else ParamText += Params[P]->getName().str() + (Last && Macro.isGNUVarargs() ? "..." : "");
    if (!Last) ParamText += ", ";
  }
  if (ParamText.size() >= 2 && NumParams == 0) ParamText.resize(ParamText.size() - 2);
  V.Name = "overdub_sv_" + hex8(ParamText + ")" + Text) + "_" + MacroName.str();
  for (const NestedCall &C : Calls)
    if (C.Rewrite)
      for (const std::string &D : C.Variant->Definitions)
        if (std::find(V.Definitions.begin(), V.Definitions.end(), D) == V.Definitions.end())
          V.Definitions.push_back(D);
  V.Definitions.push_back("#define " + V.Name + "(" + ParamText + ") " + Text);
  V.Supported = true;
  InProgress.erase(&Macro);
  return V;
}

}  // namespace overdub
