// The data model of call sites: what the analysis found at each call expression of a translation
// unit, independent of Clang so that the planner and the outputs can be tested on their own.
#ifndef OVERDUB_MATCHERS_CALLSITE_H
#define OVERDUB_MATCHERS_CALLSITE_H

#include "llvm/ADT/ArrayRef.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace overdub {

// How an instrumented call is wrapped (runtime/include/overdub/overdub.h shows each form).
enum class Form {
  Void,          // ::overdub::Span{S}.v((CALL, ::overdub::unit{}))
  Reference,     // ::overdub::Span{S}.ref(CALL): glvalue results
  Materialized,  // ::overdub::Span{S}.ref(CALL): class prvalue that is materialized anyway
  Value,         // ::overdub::Span{S}.val(CALL): scalar or trivially copyable prvalue
  Lambda,        // [&]() -> decltype(auto) { ::overdub::Scope g{S}; return CALL; }()
  NoReturn,      // (static_cast<void>(::overdub::NoReturnGuard{S}), CALL): [[noreturn]] callee
                 // (unguarded: ::overdub::start_call(S) in place of the guard)
  FullExpression,  // (static_cast<void>(::overdub::FullExprSpan{S}), CALL): the whole value of
                   // its full-expression; guarded only (its destructor records the stop)
  Declaration,  // ::overdub::Span g{S}; T x; g.v(::overdub::unit{}); around the declaration
                // statement of a default-initialized variable before C++17; guarded only
  LeftOperand,  // ::overdub::Span{S}.lhs(LEFT) OP RIGHT: an operator call whose right operand
                // goes on where no closing parenthesis can go (LeftOperand.h); guarded only
};

// Why a form goes without its destructor (Pass for Span, no guard for the noreturn form): the
// call then records no unwinding stop. The lambda and full-expression forms have no such variant
// (they are not taken).
// --list-sites says why (unguardedReason); docs/skip-reasons.md lists the same: keep both in step.
enum class Unguarded : unsigned char {
  No,
  Constexpr,     // a literal type is needed: a constexpr function before C++20 made destructors
                 // constexpr (C++17 lambdas are implicitly constexpr)
  SetjmpCaller,  // the caller calls setjmp: a longjmp back to it would jump over the destructor,
                 // which is undefined behaviour
  MayLongjmp,    // a call of the full-expression may longjmp (longjmp itself, or a function of
                 // the translation unit that reaches one): the same for the wrappers alive then
  ConditionalOperand,  // a [[noreturn]] call evaluated only on one branch of its full-expression
                       // (`c ? fail() : v`, `c || fail()`): a conditional temporary with a
                       // destructor changes what clang's -Wunreachable-code reports
};

// Why a call expression is left as it is. The list is documented in docs/skip-reasons.md; keep
// both in step.
enum class SkipReason {
  Unevaluated,        // sizeof, decltype, noexcept(...), typeid of a non-polymorphic operand...
  ConstantContext,    // static_assert, template argument, case label, constexpr initializer...
  ImmediateCall,      // a consteval callee: evaluated by the compiler
  ConstevalFunction,  // inside a consteval function: never runs at run time
  Intrinsic,          // compiler builtin that is not a library function
  SemanticNoop,       // std::move, std::forward, std::as_const, std::addressof...
  PseudoDestructor,   // p->~T() on a scalar type
  StackFrame,         // alloca, setjmp, va_start, frame address, co_await: tied to the frame
  MacroExpansion,     // the call's text comes from a macro body
  MacroSpanning,      // its text is split between a macro's expansion and the text around it
  MacroStringized,    // written in a macro argument that a macro stringizes or pastes
  MacroContexts,      // a macro argument expanded where its wrappers would have to differ
  MacroCompiler,      // through a macro that a condition on the compiler defines (CompilerConditions.h)
  MacroExpansionsDiffer,  // a macro body whose expansions need other wrappers in another compile
  CompilesDiffer,     // the file's compiles (other flags, other includers) need other wrappers
  ImplicitCall,       // implicit conversion, range-for iteration, co_yield machinery: no text of its own
  OperatorArrow,      // operator-> spells only part of its range
  DependentCall,      // result type depends on a template parameter
  NoExactForm,        // no wrapper form keeps the program's meaning exactly here
  DefaultArgument,    // inside a default argument (evaluated at each caller)
  RuntimeCall,        // a call into the overdub runtime itself (overdub_enable, regions...)
  ColumnSensitive,    // an insertion would shift a source_location column on the same line
  Excluded,           // left out by a callee or caller filter, or a preset (SiteSelection)
  Suppressed,         // a NOOVERDUB comment in the source covers it
  HeaderLeftAsIs,     // in a header that the compile reads as it is (no copy could replace it)
};

std::string_view formName(Form F);
std::string_view unguardedReason(Unguarded Why);  // empty for Unguarded::No
std::string_view skipReasonName(SkipReason R);
std::string_view skipReasonDescription(SkipReason R);
// A reason that says what the call is, whatever its text: it never runs at run time or has no
// call or text of its own (Coverage.def's forced skips, left out of the figure).
bool isForcedSkip(SkipReason R);

// Variations of a form.
struct WrapperOptions {
  // Span (records an unwinding stop) rather than Pass, and the noreturn form's guard: No.
  Unguarded WhyUnguarded = Unguarded::No;
  bool guarded() const { return WhyUnguarded == Unguarded::No; }
  // Use the [[nodiscard]] members: the call is discarded and its callee is [[nodiscard]].
  bool NoDiscard = false;
  // The lambda form at namespace scope, where a capture default is ill-formed.
  bool NoCapture = false;
  // The lambda form before C++14 (a class prvalue's): its one return statement deduces the
  // type, the guard a temporary of that statement, `[&]() { return (static_cast<void>(G{S}), CALL); }()`.
  bool DeducedReturn = false;
  // The call is an overloaded comma operator: one more pair of parentheses keeps it one argument.
  bool Parenthesize = false;
  // The lambda form in parentheses, after a `[` (two `[` tokens in a row introduce an
  // attribute: `v[[&]...]`) or after `delete` (`delete [` is the array form).
  bool Enclosed = false;
  // The left-operand form whose right operand reaches a by-value parameter (a scalar): the
  // proxy takes it by value too, `lhs_value(`, so it is read where the original reads it.
  bool RightByValue = false;
};

// Adds a #define line to those a file needs, unless it is there: each goes once, in the order
// first needed (a variant's nested variants before it).
inline void addDefinition(std::vector<std::string> &To, const std::string &Definition) {
  for (const std::string &D : To)
    if (D == Definition) return;
  To.push_back(Definition);
}

// A call written in a macro argument whose text a macro stringizes: the invocation calls the
// macro's variant (MacroVariants.h), which takes copies of the original texts before the
// arguments. The same for every site in that invocation's kept arguments.
struct MacroVariantUse {
  unsigned NameOffset = 0, NameLength = 0;  // the macro's name at the invocation
  std::string Variant;                      // what replaces it
  unsigned CopyOffset = 0;                  // just after the invocation's `(`
  std::string Copies;                       // what goes there: "copy, copy, "
  std::vector<std::string> Definitions;     // #define lines for the file's prelude
  // Those of variants of macros defined in system headers (`assert`): for the prelude's system
  // part where the file can include itself, so that GCC keeps treating their tokens as a system
  // header's (no -Wuseless-cast for assert's static_cast<bool>); else with the others.
  std::vector<std::string> SystemDefinitions;
  bool operator==(const MacroVariantUse &O) const {
    return NameOffset == O.NameOffset && NameLength == O.NameLength && Variant == O.Variant &&
           CopyOffset == O.CopyOffset && Copies == O.Copies && Definitions == O.Definitions &&
           SystemDefinitions == O.SystemDefinitions;
  }
};

// A macro invocation written in a rewritten file whose expansion holds calls written in macro
// bodies (MacroBodies.h): it calls variants, defined for it alone in the file's prelude, of the
// macros from its own down to those bodies, whose texts wrap the calls. Shared by its sites.
struct MacroBodyUse {
  unsigned NameOffset = 0, NameLength = 0;  // the invoked macro's name
  std::vector<std::string> Macros;          // the macro of each variant; [0] is the invocation's
  // With copies of its stringized arguments, as its MacroVariantUse would insert them.
  unsigned CopyOffset = 0;
  std::string Copies;
  // #define lines: first those of the stringizing variants that the levels invoke, then one
  // per level, with placeholders (kBodyPlaceholder, a letter, a number, kBodyPlaceholder):
  // N<level> the level's variant name, P<slot> and S<slot> the prefix and suffix of the
  // wrapper of the site with that slot (nothing when it is not instrumented), O<n> and Q<n>
  // those of the wrapper of a part of it (bodyPartNumber: its object, which records its target,
  // or an argument, which records its value; nothing when it records none), A<n> the parameter
  // named ParamNames[n] (renamed where a wrapper of the use spells that name).
  std::vector<std::string> Definitions;
  std::vector<std::string> ParamNames;
  // The slots whose call some expansion of its text does not make: not wrapped, and why.
  std::map<unsigned, std::string> Refused;
  // Those of the variants of macros defined in system headers: they go to the part of the
  // prelude that the file reads as a system header (RewritePlanner.h), so that their tokens keep
  // the warning rules of the header they come from.
  std::vector<std::string> SystemDefinitions;
  // Macro names written in the invocation's arguments and invoked by its expansion
  // (`FOR_EACH(SHOW)`): each becomes the variant of its level (an index of Macros).
  struct NameInFile {
    unsigned Offset = 0, Length = 0, Level = 0;
    bool operator==(const NameInFile &O) const {
      return Offset == O.Offset && Length == O.Length && Level == O.Level;
    }
  };
  std::vector<NameInFile> NamesInFile;
  bool Failed = false;  // no exact text: its sites are left out
  std::string WhyFailed;  // then: why (MacroVariants::definition)
  bool operator==(const MacroBodyUse &O) const {
    return NameOffset == O.NameOffset && NameLength == O.NameLength && Macros == O.Macros &&
           CopyOffset == O.CopyOffset && Copies == O.Copies && Definitions == O.Definitions &&
           SystemDefinitions == O.SystemDefinitions && NamesInFile == O.NamesInFile &&
           ParamNames == O.ParamNames;
  }
};
constexpr char kBodyPlaceholder = '\x01';
// The placeholder of `Kind` ('N', 'P' or 'S') with `Number` in a body variant's text.
std::string bodyPlaceholder(char Kind, size_t Number);
// The number of the placeholders of a part of the call in `Slot`: its object (`Argument` 0),
// or an argument (1 to 63).
constexpr size_t bodyPartNumber(unsigned Slot, unsigned Argument) { return Slot * 64 + Argument; }
// `Text` with each placeholder replaced by `Fill(Kind, Number)`.
std::string fillBodyPlaceholders(std::string_view Text,
                                 const std::function<std::string(char, unsigned)> &Fill);

// A form with its variation: one that a compile finds exact at a site.
struct FormVariant {
  Form Kind;
  WrapperOptions Options;
};

// Where several forms are exact, the one preferred (lower first; the same order in every compile,
// so that the compiles of one file can agree on the first form exact in all of them): a form
// of the result's kind (the compiler sees through it), then the lambda form (the call moves into
// a lambda, which changes inlining), then the full-expression form (its stop waits for the
// destructors of the full-expression's temporaries) and the declaration form.
unsigned formPreference(Form F);

// A virtual or indirect call whose target the trace records (overdub.h, virtual_target,
// indirect_target): the wrapper of its object (or callee) expression, inside the call's own
// wrapper.
struct VirtualTarget {
  enum Kind : unsigned char {
    Pointer,       // p->f(): (::overdub::virtual_target<O, I>(S, C, p))->f() (<O, I, V, B>
                   // through a virtual base)
    Object,        // o.f(): (::overdub::virtual_object<O, I>(S, C, o)).f()
    ImplicitThis,  // f() in a member: (::overdub::virtual_target<O, I>(S, C, this))->f()
    SmartPointer,  // sp->f(): (::overdub::virtual_arrow<O, I>(S, C, sp))->f()
    FunctionPointer,  // fp(x): ::overdub::indirect_target(S, C, fp)(x)
    Function,         // (*fp)(x), a function reference r(x): ::overdub::indirect_function(S, C, r)(x)
    MemberPointer,    // (p->*pm)(x): (::overdub::member_target(S, C, p, pm)->*pm)(x)
    MemberObject,     // (o.*pm)(x): (::overdub::member_object(S, C, o, pm).*pm)(x)
    Callable,         // fn(x), a std::function: ::overdub::callable_target(S, C, fn)(x), or
                      // libstdc++'s: ::overdub::callable_invoker<O>(S, C, fn)(x)
  } How = Pointer;
  // The object (indirect calls: callee) expression's text [Begin, End) (ImplicitThis: empty, at
  // the call's start).
  unsigned ObjectBegin = 0, ObjectEnd = 0;
  // The offset of the subobject of the called function's class in the object expression's
  // class, and the function's entry in that class's vtable (Itanium C++ ABI). Callable: the
  // offset of libstdc++'s std::function's invoker (0: another library's).
  long long Offset = 0, Index = 0;
  // Through a virtual base: where its offset is read in the object's own vtable (negative; 0: no
  // virtual base); `Offset` counts from the virtual base.
  long long VirtualBase = 0;
  // Member-function pointer calls: the member pointer's text, read a second time by the helper.
  std::string Member;
  bool operator==(const VirtualTarget &O) const {
    return How == O.How && ObjectBegin == O.ObjectBegin && ObjectEnd == O.ObjectEnd &&
           Offset == O.Offset && Index == O.Index && VirtualBase == O.VirtualBase &&
           Member == O.Member;
  }
};

// An argument whose value the trace records (--capture): its text [Begin, End) is wrapped as
// `::overdub::arg_value<Type>(S, Number, ARG)` (overdub.h).
struct ArgumentCapture {
  unsigned Number = 0;  // 1 to 63, as written
  unsigned Begin = 0, End = 0;
  std::string Type;  // the parameter's type, spelled from the global namespace
  bool Redacted = false;  // --capture-redact: `::overdub::arg_redacted<Type>(...)`, a marker
  // --capture-bytes: an object recorded as its bytes, `::overdub::arg_bytes<Type>(...)`.
  bool Bytes = false;
  // An enumeration's names of its values, for the report (overdub.h, ValueNames): "VALUE NAME\n"
  // lines; an object's type "<T>\n" (for the report's formatters); empty for another type.
  std::string Names;
  std::string Shown;  // its type as the report shows a value not recorded (ValueType)
  bool operator==(const ArgumentCapture &O) const {
    return Number == O.Number && Begin == O.Begin && End == O.End && Type == O.Type &&
           Redacted == O.Redacted && Bytes == O.Bytes && Names == O.Names && Shown == O.Shown;
  }
};

// The type of a value a capturing site does not record, for the report to show it as `<T>`
// (overdub.h, ValueNames: a line "<T>").
struct ValueType {
  unsigned Slot = 0;  // 0: the result; 1 to 63: the argument of that number
  std::string Name;   // the value's type without reference and qualifiers: `geo::Point`
  bool operator==(const ValueType &O) const { return Slot == O.Slot && Name == O.Name; }
};

struct CallSite {
  std::string File;  // as the compiler names the file: what __FILE__ would say
  unsigned FileIndex = 0;  // which of the translation unit's rewritten files (0: its main file)
  unsigned BeginOffset = 0, EndOffset = 0;  // the call's text is [Begin, End) of File
  // A call with no text in the file (Constructions.h): its text, inserted with its wrapper as
  // an initializer ` = ...` at End, after a default-initialized variable's name ([Begin, End)),
  // or, for a member initializer's empty parentheses `m()`, at InsertOffset, just inside them;
  // for empty braces `m{}`, `T x{}`, between ReplacingBraces (parentheses; for a default member
  // initializer ` =` and nothing) in place of the ReplacedLength bytes of the braces at
  // InsertOffset.
  std::string Inserted;
  bool InsertedInParentheses = false;
  unsigned InsertOffset = 0, ReplacedLength = 0;
  std::pair<std::string, std::string> ReplacingBraces;
  // The declaration form's (Form::Declaration) statement, `T x;`, [Begin, End) of File: its
  // guard is declared before it and stopped after it.
  unsigned StatementBegin = 0, StatementEnd = 0;
  unsigned Line = 0, Column = 0;
  std::string Callee, Caller;
  bool FromMacro = false;  // written in a macro argument (or a whole expansion)
  // Written in the body of this macro, and rewritten at its #define (--macro-bodies): one site
  // for all its expansions, its text [Begin, End) in the definition.
  std::string MacroName;
  // A dependent call judged by the instantiations this translation unit made of its template;
  // `Instantiated` false when it made none (then the site is skipped here, and has no say when
  // the copies of its file agree on one wrapper: see HeaderCopies).
  bool ByInstances = false;
  bool Instantiated = false;

  // The stringizing macro invocations whose kept arguments hold the call, outermost first.
  std::vector<MacroVariantUse> Variants;
  // Written in a macro body and wrapped in the variant that `BodyUse` calls, where its
  // placeholders for `BodySlot` are (then [Begin, End) is empty, at the invocation's name).
  std::shared_ptr<MacroBodyUse> BodyUse;
  unsigned BodySlot = 0;
  // A call that goes on from the body into the text after the invocation (`CHECK(x) << "why"`,
  // the `<<` opened in CHECK's body): its wrapper opens in the variant and closes here, an
  // offset in the file.
  std::optional<unsigned> ClosesAt;
  // A macro's whole expansion taken into its invocation's variant (to record its target or
  // values there): the same call decided at its file text, which it goes back to where the
  // variant is not made (leaveVariant).
  std::shared_ptr<const CallSite> AtFileText;

  std::optional<Form> Chosen;  // engaged when the site is instrumented
  WrapperOptions Options;
  // The other forms exact here, in order of preference after `Chosen`: the compiles of a file
  // (other flags, other includers) that would wrap the call differently take the first form
  // exact in all of them (see HeaderCopies).
  std::vector<FormVariant> Alternatives;
  SkipReason Reason = SkipReason::NoExactForm;  // when skipped
  std::string Detail;                           // when skipped: what exactly
  // Skipped where a wrapper would do nothing (the operand of a discarded `__builtin_constant_p`:
  // Catch's CHECK hands it the expression to raise warnings): the form it would take there.
  // Another expansion of the same macro argument that takes this form may wrap its text
  // (mergeRepeatedTexts): the one wrapper is then exact in both places.
  std::optional<FormVariant> InertForm;

  // A virtual or indirect call whose target is recorded, or why a call dispatched at run time
  // records none (--list-sites says).
  std::optional<VirtualTarget> Target;
  std::string TargetWhyNot;

  // A call whose callee --capture names: the arguments whose values are recorded, whether its
  // result's is (`::overdub::result_value(S, CALL)` inside the value form), and why the others
  // are not (--list-sites says), e.g. "argument 2: passed by reference".
  std::vector<ArgumentCapture> Captures;
  bool CapturesResult = false;
  bool ResultRedacted = false;  // --capture-redact: `::overdub::result_redacted(S, CALL)`
  bool ResultBytes = false;  // --capture-bytes: an object, `::overdub::result_bytes(S, CALL)`
  std::string ResultNames;  // an enumeration result's names (ArgumentCapture::Names)
  std::vector<std::string> CaptureWhyNot;
  std::vector<ValueType> ValueTypes;  // of the values it does not record (for the report)

  // Index (in the same vector) of the innermost instrumented call whose argument list or object
  // expression holds this call, within the same function body; -1 if none.
  int LexicalParent = -1;

  bool instrumented() const { return Chosen.has_value(); }
};

// Whether two sites record the same values: their arguments' and their results'.
bool sameCaptures(const CallSite &A, const CallSite &B);
// Makes instrumented sites of one call (seen by several translation units, or in several
// expansions of a macro argument) record the values they all record alike; each other value is
// left out, saying `Why`. False when they agreed already.
bool agreeOnCaptures(llvm::ArrayRef<CallSite *> Instrumented, const std::string &Why);

// Leaves out a site that was to be instrumented (after the analysis chose its form).
void leaveOut(CallSite &Site, SkipReason Reason, std::string Detail = "");
// Takes a site wrapped in a macro body variant out of it (the variant is not made, or the
// compiles differ on it): a whole expansion goes back to its file text (AtFileText), left out
// there too where its variant's site was left out since; another call is left out, saying
// `Detail`.
void leaveVariant(CallSite &Site, SkipReason Reason, std::string Detail);
// After sites were left out: each call's lexical parent becomes its nearest instrumented one.
void reattachLexicalParents(std::vector<CallSite> &Sites);

// One line per site in clang's diagnostic shape, e.g.
//   seed.cpp:12:5: remark: instrumented 'foo' [value]
//   png.cpp:40:3: remark: instrumented 'png_read_info' [void] (no unwinding stop: the caller
//   calls setjmp...)   (on one line)
//   seed.cpp:14:9: remark: skipped 'std::move': semantic-noop (std::move does no work)
std::string describeSite(const CallSite &Site);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_CALLSITE_H
