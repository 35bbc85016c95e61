#include "overdub/matchers/RewritePlanner.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

namespace overdub {
namespace {

// The names of a file's table: unique per file, because a file may include another instrumented
// file (unity builds include .cc files), and both preludes then share one translation unit.
struct TableNames {
  std::string Sites, State, Registration, Targets;
  std::string Pass, Span, Scope, NoReturn, FullExpr;  // per-file aliases of a rewrite-time context's wrappers
};

TableNames tableNames(const std::string &File) {
  std::string Stem;
  size_t Slash = File.find_last_of("/\\");
  for (char C : File.substr(Slash == std::string::npos ? 0 : Slash + 1)) {
    if (C == '.') break;
    Stem += std::isalnum(static_cast<unsigned char>(C)) ? C : '_';
  }
  if (Stem.size() > 24) Stem.resize(24);
  uint32_t Hash = 2166136261u;  // FNV-1a: stable across runs and machines
  for (unsigned char C : File) Hash = (Hash ^ C) * 16777619u;
  char Hex[9];
  std::snprintf(Hex, sizeof Hex, "%08x", Hash);
  std::string Base = "overdub_" + Stem + "_" + Hex + "_";
  return {Base + "sites", Base + "state", Base + "registration", Base + "targets", Base + "pass",
          Base + "span",  Base + "scope", Base + "noreturn", Base + "fullexpr"};
}

struct Wrapper {
  std::string Prefix, Suffix;
};

// Adds the words the wrapper's texts spell: its identifiers, and more (words of a string
// literal, a number's letters), which can only rename a parameter that needed no renaming.
void addIdentifiers(const Wrapper &W, std::set<std::string, std::less<>> &Out) {
  auto IsWordChar = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  for (llvm::StringRef Text : {llvm::StringRef(W.Prefix), llvm::StringRef(W.Suffix)})
    while (!Text.empty()) {
      Text = Text.drop_until(IsWordChar);
      llvm::StringRef Word = Text.take_while(IsWordChar);
      Out.insert(Word.str());
      Text = Text.drop_front(Word.size());
    }
}

// The helpers a captured value passes through (overdub.h): the recorder's, a marker's for a
// redacted one, or a rewrite-time context's value hooks.
std::string resultHelper(const CallSite &Site, const ContextOptions &Context) {
  if (!Context.Name.empty()) return "::overdub::context_result< " + Context.Name + " >";
  return Site.ResultRedacted ? "::overdub::result_redacted"
         : Site.ResultBytes  ? "::overdub::result_bytes"
                             : "::overdub::result_value";
}
std::string argumentHelper(const ArgumentCapture &A, const ContextOptions &Context) {
  if (!Context.Name.empty()) return " ::overdub::context_arg< " + Context.Name + ", " + A.Type + " >";
  return (A.Redacted ? " ::overdub::arg_redacted< "
          : A.Bytes  ? " ::overdub::arg_bytes< "
                     : " ::overdub::arg_value< ") +
         A.Type + " >";
}
// The wrapper of a captured argument of the call at `TableIndex`. Parenthesized where the
// helper's template arguments hold a comma: the wrapper may be in a macro's argument list
// (WrittenText.h: `add(PAIR(t, 2))`), which that comma would split.
Wrapper argumentWrapperText(const ArgumentCapture &A, unsigned TableIndex, const TableNames &Names,
                            const ContextOptions &Context) {
  const std::string Helper = argumentHelper(A, Context);
  const bool Enclosed = Helper.find(',') != std::string::npos;
  return {(Enclosed ? " (" : "") + Helper + "(" + Names.Sites + "+" + std::to_string(TableIndex) +
              ", " + std::to_string(A.Number) + ", ",
          Enclosed ? "))" : ")"};
}

// A default-initialized variable's construction with its wrapper, written after the
// declarator: `T x` + ` = (W, decltype(x)())`.
std::string afterDeclarator(const CallSite &Site, const Wrapper &W) {
  return " =" + W.Prefix + Site.Inserted + W.Suffix;
}

// The text around one call (runtime/include/overdub/overdub.h documents each form). Every prefix
// starts with a space so that it cannot fuse with the token before it (`%:`, `:::`, `x::`).
Wrapper wrapperText(const CallSite &Site, unsigned TableIndex, const TableNames &Names,
                    const ContextOptions &Context) {
  const bool WithContext = !Context.Name.empty();
  const std::string S = Names.Sites + "+" + std::to_string(TableIndex);
  // With a rewrite-time context, the prelude's aliases name its wrappers.
  const std::string Pass = WithContext ? "::" + Names.Pass : "::overdub::Pass";
  const std::string Span =
      (Site.Options.guarded() ? (WithContext ? "::" + Names.Span : "::overdub::Span") : Pass) + "{";
  const std::string Scope = WithContext ? "::" + Names.Scope : "::overdub::Scope";
  const std::string FullExprStart =
      (WithContext ? "::" + Names.FullExpr : "::overdub::FullExprSpan") + "{" + S + "}";
  const bool Nd = Site.Options.NoDiscard;
  std::string Open = Site.Options.Parenthesize ? "(" : "";
  std::string Close = Site.Options.Parenthesize ? ")" : "";
  switch (*Site.Chosen) {
  case Form::Void:
    return {" " + Span + S + "}.v((" + Open, Close + ", ::overdub::unit{}))"};
  case Form::Reference:
  case Form::Materialized:
    return {" " + Span + S + (Nd ? "}.nd_ref(" : "}.ref(") + Open, Close + ")"};
  case Form::Value:
    if (Site.CapturesResult)  // the result passes through its helper before the stop
      return {" " + Span + S + (Nd ? "}.nd_val(" : "}.val(") + resultHelper(Site, Context) +
                  "(" + S + ", " + Open,
              Close + "))"};
    return {" " + Span + S + (Nd ? "}.nd_val(" : "}.val(") + Open, Close + ")"};
  case Form::Lambda: {
    const std::string Introducer = std::string(Site.Options.Enclosed ? " (" : " ") +
                                   (Site.Options.NoCapture ? "[]" : "[&]");
    const std::string Call = Site.Options.Enclosed ? "}())" : "}()";
    if (Site.Options.DeducedReturn)  // C++11: the guard lives to the end of the return statement
      return {Introducer + "() { return (static_cast<void>(" + FullExprStart + "), " + Open,
              Close + "); " + Call};
    return {Introducer + "() -> decltype(auto) { " + Scope + " overdub_scope_" +
                std::to_string(TableIndex) + "_{" + S + "}; return " + Open,
            Close + "; " + Call};
  }
  case Form::NoReturn: {
    // The guard lives until the end of the full-expression: its destructor records the unwinding
    // stop of an exception escaping the callee. Unguarded, only the start.
    std::string Start;
    if (Site.Options.guarded())
      Start = (WithContext ? "::" + Names.NoReturn : "::overdub::NoReturnGuard") + "{" + S + "}";
    else
      Start = WithContext ? Pass + "{" + S + "}" : "::overdub::start_call(" + S + ")";
    return {" (static_cast<void>(" + Start + "), " + Open, Close + ")"};
  }
  case Form::FullExpression:
    // The span lives until the end of the full-expression that CALL is the whole value of.
    return {" (static_cast<void>(" + FullExprStart + "), " + Open, Close + ")"};
  case Form::LeftOperand:
    // Around the left operand; the operator applied to what lhs returns makes the call.
    return {" " + Span + S + (Site.Options.RightByValue ? "}.lhs_value(" : "}.lhs("), ")"};
  case Form::Declaration: {
    // Around the declaration statement: the guard is a variable of the block, stopped as a void
    // call's span is; its destructor records an unwinding stop only if the construction threw.
    const std::string Guard = "overdub_decl_" + std::to_string(TableIndex) + "_";
    return {(WithContext ? "::" + Names.Span : "::overdub::Span") + " " + Guard + "{" + S + "}; ",
            " " + Guard + ".v(::overdub::unit{});"};
  }
  }
  return {};
}

// The wrapper of a virtual call's object expression, which records the call's target
// (overdub.h, virtual_target): `Cache` is the index of the site's target cache.
Wrapper targetWrapperText(const VirtualTarget &Target, unsigned TableIndex, unsigned Cache,
                          const TableNames &Names) {
  const std::string ThroughVirtualBase =
      Target.VirtualBase == 0 ? "" : ", " + std::to_string(Target.VirtualBase);
  const std::string Arguments = "<" + std::to_string(Target.Offset) + ", " +
                                std::to_string(Target.Index) + ThroughVirtualBase + ">(" +
                                Names.Sites + "+" +
                                std::to_string(TableIndex) + ", " + Names.Targets + "+" +
                                std::to_string(Cache) + ", ";
  // The template arguments' comma is enclosed: in a macro argument, a lambda-form call's object
  // is outside any parentheses, and a bare comma would split the argument.
  switch (Target.How) {
  case VirtualTarget::ImplicitThis:
    return {" (::overdub::virtual_target" + Arguments + "this))->", ""};
  case VirtualTarget::Pointer:
    return {" (::overdub::virtual_target" + Arguments, "))"};
  case VirtualTarget::Object:
    return {" (::overdub::virtual_object" + Arguments, "))"};
  case VirtualTarget::SmartPointer:
    return {" (::overdub::virtual_arrow" + Arguments, "))"};
  case VirtualTarget::FunctionPointer:
  case VirtualTarget::Function:
  case VirtualTarget::MemberPointer:
  case VirtualTarget::MemberObject:
  case VirtualTarget::Callable: {
    const std::string Helper =
        Target.How == VirtualTarget::Function          ? "indirect_function"
        : Target.How == VirtualTarget::FunctionPointer ? "indirect_target"
        : Target.How == VirtualTarget::MemberPointer   ? "member_target"
        : Target.How == VirtualTarget::MemberObject    ? "member_object"
        : Target.Offset != 0 ? "callable_invoker<" + std::to_string(Target.Offset) + ">"
                             : "callable_target";
    return {" ::overdub::" + Helper + "(" + Names.Sites + "+" +
                std::to_string(TableIndex) + ", " + Names.Targets + "+" + std::to_string(Cache) +
                ", ",
            Target.Member.empty() ? ")" : ", " + Target.Member + ")"};
  }
  }
  return {};
}

// The table's entries, each naming its word of state as `State + i`.
std::string siteEntries(const std::vector<const CallSite *> &Ordered,
                        const std::vector<int> &ParentIndex, const std::string &State) {
  std::string Out;
  for (size_t I = 0; I < Ordered.size(); ++I) {
    const CallSite &S = *Ordered[I];
    int ParentOffset = ParentIndex[I] < 0 ? 0 : ParentIndex[I] - static_cast<int>(I);
    Out += "  {\"" + escapeStringLiteral(S.File) + "\", \"" + escapeStringLiteral(S.Caller) +
           "\", \"" + escapeStringLiteral(S.Callee) + "\", " + std::to_string(S.Line) + ", " +
           std::to_string(S.Column) + ", " + std::to_string(ParentOffset) + ", " + State + " + " +
           std::to_string(I) + "},\n";
  }
  return Out;
}

// The names of the enumerations' values its sites capture, and the types of the values they do
// not record, for the report (overdub.h, ValueNames): entries `{SITES + i, slot, "VALUE
// NAME\n..."}` and `{SITES + i, slot, "<TYPE>\n"}`; empty when none.
std::string valueNameEntries(const std::vector<const CallSite *> &Ordered, const std::string &Sites) {
  std::string Out;
  for (size_t I = 0; I < Ordered.size(); ++I) {
    auto Entry = [&](unsigned Slot, const std::string &Names) {
      if (!Names.empty())
        Out += "  {" + Sites + " + " + std::to_string(I) + ", " + std::to_string(Slot) + ", \"" +
               escapeStringLiteral(Names) + "\"},\n";
    };
    for (const ArgumentCapture &A : Ordered[I]->Captures) Entry(A.Number, A.Names);
    if (Ordered[I]->CapturesResult) Entry(0, Ordered[I]->ResultNames);
    for (const ValueType &T : Ordered[I]->ValueTypes) Entry(T.Slot, "<" + T.Name + ">\n");
  }
  return Out;
}

// A source's value names and their registration, after the site table's (none without names).
// (Entries are one a line: the names' newlines are escaped.)
std::string sourceValueNames(const std::vector<const CallSite *> &Ordered, const TableNames &Names) {
  const std::string Entries = valueNameEntries(Ordered, Names.Sites);
  if (Entries.empty()) return "";
  const std::string Values = Names.Sites + "_values";
  return "static const ::overdub::ValueNames " + Values + "[] = {\n" + Entries + "};\n" +
         "static const ::overdub::ValueNamesRegistration " + Values + "_registration{" + Values +
         "};\n";
}

// A source's site table, its words of state (the runtime writes them: throttling) and its
// registration: objects of the translation unit.
std::string sourceTables(const std::vector<const CallSite *> &Ordered,
                         const std::vector<int> &ParentIndex, const TableNames &Names,
                         unsigned Caches) {
  return "static unsigned " + Names.State + "[" + std::to_string(Ordered.size()) + "];\n" +
         (Caches ? "static ::overdub::TargetCache " + Names.Targets + "[" +
                       std::to_string(Caches) + "];\n"
                 : std::string()) +
         "static constexpr ::overdub::Site " + Names.Sites + "[] = {\n" +
         siteEntries(Ordered, ParentIndex, Names.State) + "};\n" +
         "static const ::overdub::Registration " + Names.Registration + "{" + Names.Sites +
         (Caches ? ", " + Names.Targets : std::string()) + "};\n" + sourceValueNames(Ordered, Names);
}

// A header's: one copy per program, however many translation units include the header, so that
// binary size, start-up registration and the trace's site records do not grow with its includers
// (and inline functions of the header name one table, not one per unit). The static members of a
// class template are that in every standard (inline variables are C++17); extern "C++" keeps the
// template legal in a header included inside extern "C". The name the wrappers use is a
// constexpr reference, a constant expression that is no odr-use; binding it instantiates the
// registration too, whose constructor then runs once per program.
std::string headerTables(const std::vector<const CallSite *> &Ordered,
                         const std::vector<int> &ParentIndex, const TableNames &Names,
                         unsigned Caches) {
  const std::string N = std::to_string(Ordered.size());
  const std::string C = std::to_string(Caches);
  const std::string Tables = Names.Sites + "_tables";
  const std::string Of = Tables + "<T>::";
  const std::string TargetCaches =
      Caches ? "template <class T> ::overdub::TargetCache " + Of + "targets[" + C + "];\n" +
                   "static constexpr ::overdub::TargetCache (&" + Names.Targets + ")[" + C +
                   "] = " + Tables + "<>::targets;\n"
             : std::string();
  // Value names: registered once per program like the sites (their order is not the sites':
  // the runtime gives a site its index when either comes first).
  const std::string Entries = valueNameEntries(Ordered, Of + "sites");
  const std::string K = std::to_string(std::count(Entries.begin(), Entries.end(), '\n'));
  const std::string ValueNames =
      Entries.empty() ? std::string()
                      : "template <class T> const ::overdub::ValueNames " + Of + "values[" + K + "] = {\n" +
                            Entries + "};\ntemplate <class T> const ::overdub::ValueNamesRegistration " +
                            Of + "values_registration{" + Of + "values};\n";
  return "extern \"C++\" {\ntemplate <class = void> struct " + Tables + " {\n" +
         "  static unsigned state[" + N + "];\n" +
         (Caches ? "  static ::overdub::TargetCache targets[" + C + "];\n" : std::string()) +
         "  static const ::overdub::Site sites[" + N + "];\n" +
         "  static const ::overdub::Registration registration;\n" +
         (Entries.empty() ? std::string()
                          : "  static const ::overdub::ValueNames values[" + K + "];\n" +
                                "  static const ::overdub::ValueNamesRegistration values_registration;\n") +
         "};\n" +
         "template <class T> unsigned " + Of + "state[" + N + "];\n" +
         "template <class T> const ::overdub::Site " + Of + "sites[" + N + "] = {\n" +
         siteEntries(Ordered, ParentIndex, Of + "state") + "};\n" +
         "template <class T> const ::overdub::Registration " + Of + "registration{" + Of +
         "sites" + (Caches ? ", " + Of + "targets" : std::string()) + "};\n" + ValueNames +
         "static constexpr const ::overdub::Site (&" + Names.Sites + ")[" + N + "] =\n" +
         "    (static_cast<void>(" + Tables + "<>::registration), " +
         (Entries.empty() ? std::string()
                          : "static_cast<void>(" + Tables + "<>::values_registration), ") +
         Tables + "<>::sites);\n" +
         TargetCaches + "}\n";
}

// A rewrite-time context: its header, and the aliases of its wrappers that the wrapper text names.
std::string contextAliases(const ContextOptions &Context, const TableNames &Names) {
  if (Context.Name.empty()) return "";
  std::string Out;
  if (!Context.Include.empty()) Out += "#include " + Context.Include + "\n";
  for (auto [Alias, Template] :
       {std::pair(Names.Pass, "BasicPass"), std::pair(Names.Span, "BasicSpan"),
        std::pair(Names.Scope, "BasicScope"), std::pair(Names.NoReturn, "BasicNoReturnGuard"),
        std::pair(Names.FullExpr, "BasicFullExprSpan")})
    Out += "using " + Alias + " = ::overdub::" + Template + "< " + Context.Name + ">;\n";
  return Out;
}

// The wrappers of a call in a macro body and of its parts, by bodyPartNumber's argument: its
// object (0) when it records its target, its arguments whose values it records.
struct BodySiteWrappers {
  Wrapper Call;
  std::map<unsigned, Wrapper> Parts;
};
using BodyWrapperMap = std::map<std::pair<const MacroBodyUse *, unsigned>, BodySiteWrappers>;

// An edit with the key that orders it among the edits at one offset: closing text first
// (innermost call first), then single-token replacements, then opening text (outermost first),
// then a macro name replaced by its variant's.
struct Keyed {
  Edit E;
  int Phase;         // 0 suffix, 1 replacement (or a variant's copies), 2 prefix, 3 variant name
  long long Nesting;  // smaller first within a phase
};

// Invocations whose expansion holds instrumented calls of macro bodies call their variants
// (with the copies of stringized arguments, when the macro stringizes some: then in place of
// its stringizing variant). Adds their edits to `All`, their definitions through `Define` and to
// `SystemDefinitions`; returns the uses in the order of their invocations.
std::vector<const MacroBodyUse *>
planBodyVariants(const BodyWrapperMap &BodyWrappers, const TableNames &Names, std::vector<Keyed> &All,
                 const std::function<void(const std::string &)> &Define,
                 std::vector<std::string> &SystemDefinitions) {
  std::vector<const MacroBodyUse *> BodyUses;
  for (const auto &[Key, W] : BodyWrappers)
    if (std::find(BodyUses.begin(), BodyUses.end(), Key.first) == BodyUses.end())
      BodyUses.push_back(Key.first);
  std::stable_sort(BodyUses.begin(), BodyUses.end(), [](const MacroBodyUse *A, const MacroBodyUse *B) {
    return A->NameOffset < B->NameOffset;
  });
  for (size_t U = 0; U < BodyUses.size(); ++U) {
    const MacroBodyUse &Use = *BodyUses[U];
    // A parameter named as an identifier some wrapper of the use spells (`v` of `.v((`, a
    // captured argument's type) would be replaced there by its argument: it is renamed.
    std::set<std::string, std::less<>> Spelled;
    for (const auto &[Key, W] : BodyWrappers) {
      if (Key.first != &Use) continue;
      addIdentifiers(W.Call, Spelled);
      for (const auto &[Number, Part] : W.Parts) addIdentifiers(Part, Spelled);
    }
    auto Fill = [&](char Kind, unsigned Number) -> std::string {
      if (Kind == 'A') {
        const std::string &Name = Use.ParamNames[Number];
        return Spelled.count(Name) ? "overdub_p_" + Name : Name;
      }
      if (Kind == 'N')
        return Names.Sites + "_m" + std::to_string(U) + "_" + std::to_string(Number) + "_" +
               Use.Macros[Number];
      const bool Part = Kind == 'O' || Kind == 'Q';
      auto It = BodyWrappers.find({&Use, Part ? Number / bodyPartNumber(1, 0) : Number});
      if (It == BodyWrappers.end()) return "";  // that site is not instrumented
      const Wrapper *W = &It->second.Call;
      if (Part) {
        auto Of = It->second.Parts.find(Number % bodyPartNumber(1, 0));
        if (Of == It->second.Parts.end()) return "";  // it records no target, or no such value
        W = &Of->second;
      }
      return Kind == 'P' || Kind == 'O' ? W->Prefix : W->Suffix;
    };
    All.push_back({{Use.NameOffset, Use.NameLength, Fill('N', 0)}, 3, 0});
    for (const MacroBodyUse::NameInFile &Name : Use.NamesInFile)
      All.push_back({{Name.Offset, Name.Length, Fill('N', Name.Level)}, 3, 0});
    if (!Use.Copies.empty()) All.push_back({{Use.CopyOffset, 0, Use.Copies}, 1, 0});
    for (const std::string &D : Use.Definitions) Define(fillBodyPlaceholders(D, Fill));
    for (const std::string &D : Use.SystemDefinitions)
      addDefinition(SystemDefinitions, fillBodyPlaceholders(D, Fill));
  }
  return BodyUses;
}

}  // namespace

std::string siteTableName(const std::string &File) { return tableNames(File).Sites; }

std::string lineDirective(unsigned Line, std::string_view File) {
  return "#line " + std::to_string(Line) + " \"" + escapeStringLiteral(File) + "\"\n";
}

std::string includeName(std::string_view Path) {
  if (Path.find('"') != std::string_view::npos) return "<" + std::string(Path) + ">";
  return "\"" + std::string(Path) + "\"";
}

std::string escapeStringLiteral(std::string_view Text) {
  std::string Out;
  for (unsigned char C : Text) {
    if (C == '\\' || C == '"') {
      Out += '\\';
      Out += static_cast<char>(C);
    } else if (C == '?') {
      Out += "\\?";  // no trigraphs in C++11/14
    } else if (C < 0x20 || C == 0x7f) {
      char Buf[8];
      std::snprintf(Buf, sizeof Buf, "\\%03o", C);
      Out += Buf;
    } else {
      Out += static_cast<char>(C);
    }
  }
  return Out;
}

PlanResult planFile(const std::string &File, const std::vector<CallSite> &Sites,
                    std::vector<Edit> Replacements, const ContextOptions &Context, bool Header,
                    bool SystemHeader, const std::string &SelfName) {
  PlanResult Result;
  FilePlan &Plan = Result.Plan;
  Plan.File = File;
  const TableNames Names = tableNames(File);
  const bool CanIncludeItself =
      !SelfName.empty() && SelfName.find_first_of("\"\\\n\r") == std::string::npos;

  // Table order: source order, outer calls before the calls they contain. Calls that go on
  // after a macro's invocation (ClosesAt) all begin at it: the one that closes later, or at one
  // offset the one around the other (fewer instrumented calls around it), is outside.
  std::vector<int> Order;
  for (size_t I = 0; I < Sites.size(); ++I)
    if (Sites[I].instrumented()) Order.push_back(static_cast<int>(I));
  using PlaceKey = std::tuple<unsigned, long long, int, int>;
  std::vector<PlaceKey> Placement(Sites.size());
  for (int I : Order) {
    const CallSite &S = Sites[I];
    int Depth = 0;
    if (S.ClosesAt)
      for (int P = S.LexicalParent; P >= 0 && Depth <= static_cast<int>(Sites.size());
           P = Sites[P].LexicalParent)
        ++Depth;
    Placement[I] = {S.BeginOffset, -static_cast<long long>(S.ClosesAt.value_or(S.EndOffset)),
                    Depth, I};
  }
  std::stable_sort(Order.begin(), Order.end(),
                   [&](int A, int B) { return Placement[A] < Placement[B]; });
  std::vector<int> TableIndexOfSite(Sites.size(), -1);
  for (size_t T = 0; T < Order.size(); ++T) TableIndexOfSite[Order[T]] = static_cast<int>(T);

  std::vector<const CallSite *> Ordered;
  std::vector<int> ParentIndex;
  std::vector<Keyed> All;
  BodyWrapperMap BodyWrappers;
  unsigned Caches = 0;  // target caches of the virtual calls whose targets are recorded
  for (size_t T = 0; T < Order.size(); ++T) {
    const CallSite &Site = Sites[Order[T]];
    Ordered.push_back(&Site);
    ParentIndex.push_back(Site.LexicalParent < 0 ? -1 : TableIndexOfSite[Site.LexicalParent]);
    Wrapper W = wrapperText(Site, static_cast<unsigned>(T), Names, Context);
    if (Site.BodyUse) {  // its wrappers go into the variant's text
      BodySiteWrappers &Body = BodyWrappers[{Site.BodyUse.get(), Site.BodySlot}];
      if (!Site.Inserted.empty()) W = {"", afterDeclarator(Site, W)};
      if (Site.ClosesAt) {  // opened in the variant, closed in the file after the invocation
        All.push_back({{*Site.ClosesAt, 0, std::move(W.Suffix)}, 0, -2 * static_cast<long long>(T)});
        W.Suffix.clear();
      }
      Body.Call = std::move(W);
      if (Site.Target && Context.Name.empty())
        Body.Parts[0] = targetWrapperText(*Site.Target, static_cast<unsigned>(T), Caches++, Names);
      for (const ArgumentCapture &A : Site.Captures)
        Body.Parts[A.Number] = argumentWrapperText(A, static_cast<unsigned>(T), Names, Context);
      continue;
    }
    if (*Site.Chosen == Form::Declaration) {  // `W.Prefix T x; W.Suffix`
      All.push_back({{Site.StatementBegin, 0, std::move(W.Prefix)}, 2, 2 * static_cast<long long>(T)});
      All.push_back({{Site.StatementEnd, 0, std::move(W.Suffix)}, 0, -2 * static_cast<long long>(T)});
      continue;
    }
    if (Site.InsertedInParentheses) {  // `m(` + `(W, decltype(this->m)())` + `)`
      std::string Text = W.Prefix + Site.Inserted + W.Suffix;
      if (Site.ReplacedLength)  // `m{}` becomes `m((W, decltype(this->m)()))`
        All.push_back({{Site.InsertOffset, Site.ReplacedLength,
                        Site.ReplacingBraces.first + Text + Site.ReplacingBraces.second},
                       1, 0});
      else
        All.push_back({{Site.InsertOffset, 0, std::move(Text)}, 2, static_cast<long long>(T)});
      continue;
    }
    if (!Site.Inserted.empty()) {
      All.push_back({{Site.EndOffset, 0, afterDeclarator(Site, W)}, 2,
                     static_cast<long long>(T)});
      continue;
    }
    // Nesting keys: a call's wrapper (2T) around its object expression's (2T + 1), around the
    // wrappers of the calls inside (2T' > 2T + 1); suffixes the other way round.
    const long long Key = 2 * static_cast<long long>(T);
    All.push_back({{Site.BeginOffset, 0, std::move(W.Prefix)}, 2, Key});
    All.push_back({{Site.EndOffset, 0, std::move(W.Suffix)}, 0, -Key});
    // Captured arguments: inside the call's wrapper, around the wrappers of calls inside them.
    for (const ArgumentCapture &A : Site.Captures) {
      Wrapper Argument = argumentWrapperText(A, static_cast<unsigned>(T), Names, Context);
      All.push_back({{A.Begin, 0, std::move(Argument.Prefix)}, 2, Key + 1});
      All.push_back({{A.End, 0, std::move(Argument.Suffix)}, 0, -Key - 1});
    }
    if (Site.Target && Context.Name.empty()) {
      Wrapper Object = targetWrapperText(*Site.Target, static_cast<unsigned>(T), Caches++, Names);
      All.push_back({{Site.Target->ObjectBegin, 0, std::move(Object.Prefix)}, 2, Key + 1});
      if (!Object.Suffix.empty())
        All.push_back({{Site.Target->ObjectEnd, 0, std::move(Object.Suffix)}, 0, -Key - 1});
    }
  }
  for (Edit &R : Replacements) All.push_back({std::move(R), 1, 0});
  std::vector<std::string> Definitions, SystemDefinitions;
  auto Define = [&](const std::string &D) { addDefinition(Definitions, D); };
  const std::vector<const MacroBodyUse *> BodyUses =
      planBodyVariants(BodyWrappers, Names, All, Define, SystemDefinitions);
  // Invocations of stringizing macros around instrumented calls call their variants: the
  // copies go first after the `(` (before the wrappers of calls that start there), the name is
  // replaced after the wrappers of calls that start with it.
  std::vector<const MacroVariantUse *> Variants;
  for (const CallSite *Site : Ordered)
    for (const MacroVariantUse &Use : Site->Variants)
      if (std::none_of(Variants.begin(), Variants.end(), [&](const MacroVariantUse *U) {
            return U->NameOffset == Use.NameOffset;
          }))
        Variants.push_back(&Use);
  for (const MacroVariantUse *Use : Variants) {
    if (std::any_of(BodyUses.begin(), BodyUses.end(),
                    [&](const MacroBodyUse *B) { return B->NameOffset == Use->NameOffset; }))
      continue;  // its body variant takes the copies
    All.push_back({{Use->CopyOffset, 0, Use->Copies}, 1, 0});
    All.push_back({{Use->NameOffset, Use->NameLength, Use->Variant}, 3, 0});
    for (const std::string &D : Use->Definitions) Define(D);
    for (const std::string &D : Use->SystemDefinitions)
      if (!CanIncludeItself)
        Define(D);
      else
        addDefinition(SystemDefinitions, D);
  }
  std::stable_sort(All.begin(), All.end(), [](const Keyed &A, const Keyed &B) {
    return std::tie(A.E.Offset, A.Phase, A.Nesting) < std::tie(B.E.Offset, B.Phase, B.Nesting);
  });

  unsigned Covered = 0;  // end of the last replacement
  for (Keyed &K : All) {
    if (K.E.Offset < Covered) {
      Result.Error = "overlapping edits at offset " + std::to_string(K.E.Offset) + " of " + File;
      return Result;
    }
    Covered = K.E.Offset + K.E.Length;
    Plan.Edits.push_back(std::move(K.E));
  }

  const std::string Line = lineDirective(1, File);
  Plan.Prelude = Line;
  if (SystemHeader) Plan.Prelude += kSystemHeaderPragma;
  if (!SystemDefinitions.empty()) {
    if (!CanIncludeItself) {
      Result.Error = "variants of system-header macros in " + File + ", which cannot include itself";
      return Result;
    }
    const std::string Part = Names.Sites + "_system_part";
    Plan.Prelude += "#ifdef " + Part + "\n#pragma GCC system_header\n";
    for (const std::string &D : SystemDefinitions) Plan.Prelude += D + "\n";
    Plan.Prelude += "#else\n#define " + Part + "\n#include \"" + SelfName + "\"\n#undef " + Part + "\n";
    Plan.Postlude = "\n#endif\n";
  }
  if (!Ordered.empty()) {
    const std::string Guard = Names.Sites + "_included";
    if (Header) Plan.Prelude += "#ifndef " + Guard + "\n#define " + Guard + "\n";
    Plan.Table = Header ? headerTables(Ordered, ParentIndex, Names, Caches)
                        : sourceTables(Ordered, ParentIndex, Names, Caches);
    Plan.Prelude += "#include <overdub/overdub.h>\n" + contextAliases(Context, Names) + Plan.Table;
    for (const std::string &D : Definitions) Plan.Prelude += D + "\n";
    if (Header) Plan.Prelude += "#endif\n";
  }
  Plan.Prelude += kSubobjectLinkagePragma + Line;
  Plan.InstrumentedSites = static_cast<unsigned>(Ordered.size());
  return Result;
}

std::string applyPlan(std::string_view Original, const FilePlan &Plan) {
  std::string Out;
  Out.reserve(Original.size() + Plan.Prelude.size() + Plan.Edits.size() * 40);
  size_t Pos = 0;
  constexpr std::string_view Bom = "\xEF\xBB\xBF";
  if (Original.substr(0, Bom.size()) == Bom) {
    Out += Bom;
    Pos = Bom.size();
  }
  Out += Plan.Prelude;
  for (const Edit &E : Plan.Edits) {
    if (E.Offset < Pos) continue;  // inside the byte order mark: cannot happen for real calls
    Out.append(Original.substr(Pos, E.Offset - Pos));
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out.append(Original.substr(std::min(Pos, Original.size())));
  Out += Plan.Postlude;
  return Out;
}

}  // namespace overdub
