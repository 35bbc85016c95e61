// Turns the call sites of one file into ordered text edits: insertions only (a prefix before and
// a suffix after each instrumented call), plus single-token replacements that no site touches
// (redirected #include names). Every output mode applies the same plan (design notes, section 2).
#ifndef OVERDUB_MATCHERS_REWRITEPLANNER_H
#define OVERDUB_MATCHERS_REWRITEPLANNER_H

#include "overdub/matchers/CallSite.h"

#include <string>
#include <string_view>
#include <vector>

namespace overdub {

// Replace [Offset, Offset + Length) of the original text with Text (Length 0: an insertion).
struct Edit {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
};

struct FilePlan {
  std::string File;     // as the compiler names it; the #line directives repeat it
  std::string Prelude;  // goes before the file's first byte: runtime include and site table
  std::vector<Edit> Edits;  // sorted; applying them left to right gives the instrumented text
  unsigned InstrumentedSites = 0;
  // The site table's definition in the prelude (empty without sites): copies of a header whose
  // tables are equal can share one table in a program.
  std::string Table;
  // Goes after the file's last byte: the end of the conditional that the system part of the
  // prelude opens (empty without one).
  std::string Postlude;
};

// A context chosen at rewrite time (overdub --context): the wrappers call its static hooks
// directly. Empty: the default context (the runtime's recorder), and the text of today.
struct ContextOptions {
  std::string Name;     // a qualified class name, such as ns::Counter
  std::string Include;  // what the prelude includes to declare it: <x.h> or "x.h"; may be empty
};

// Plans the instrumented text of `File` from its sites and extra token replacements. Fails (returns an error message) when two edits overlap.
struct PlanResult {
  FilePlan Plan;
  std::string Error;
};
// A header's site table is guarded, the header may be entered again (its own guard comes after
// the prelude). The copy of a system header declares itself one (kSystemHeaderPragma), so that
// the compiler treats it as it treated the original.
//
// Variants of macros defined in system headers (the SystemDefinitions of MacroBodyUse and
// MacroVariantUse) are defined in a system part: the file includes itself by `SelfName` (the
// name of the file it is compiled from, found first in its own directory), and that inclusion
// reads only the system part, after `#pragma GCC system_header`; the rest of the file is skipped
// there. Without a `SelfName` (a source printed on stdout) stringizing variants go with the
// others, and body variants of system macros are an error (MacroBodies makes none then):
//
//   #ifdef <table>_system_part
//   #pragma GCC system_header
//   #define <variants of system macros>
//   #else
//   #define <table>_system_part
//   #include "<SelfName>"
//   #undef <table>_system_part
//   <the rest of the prelude, the file's text>
//   #endif
PlanResult planFile(const std::string &File, const std::vector<CallSite> &Sites,
                    std::vector<Edit> Replacements = {}, const ContextOptions &Context = {},
                    bool Header = false, bool SystemHeader = false,
                    const std::string &SelfName = "");

// What follows the first #line of a system header's copy: GCC and Clang treat the rest of the
// file as a system header (warnings in it suppressed, as in the original; the #line directives
// that follow keep that). Only when the copy is included: in a main file (a header compiled on
// its own) the pragma would be ignored with a warning, and the original was no system header
// there either.
// GCC takes a class for a header's when the #line name differs from the compiled file's name,
// and would warn that main-file classes use types of the anonymous namespace: a rewritten file's
// prelude ends with this, as does a C++ source passed on unchanged under a #line naming it
// (OutputWriter.cpp).
constexpr const char *kSubobjectLinkagePragma =
    "#if defined(__GNUC__) && !defined(__clang__)\n"
    "#pragma GCC diagnostic ignored \"-Wsubobject-linkage\"\n"
    "#endif\n";
constexpr const char *kSystemHeaderPragma =
    "#if defined(__GNUC__) && __INCLUDE_LEVEL__ > 0\n#pragma GCC system_header\n#endif\n";

// The instrumented text: the plan applied to the original text (a UTF-8 byte order mark stays
// first).
std::string applyPlan(std::string_view Original, const FilePlan &Plan);

// The name of the site table that the plan of `File` emits (unique per file: a file may include
// another instrumented file).
std::string siteTableName(const std::string &File);

// `Text` as the body of a C++ string literal.
std::string escapeStringLiteral(std::string_view Text);
// A file's path as the name of an `#include`, delimiters included. A header name is not a string
// literal: its backslashes are the path's own, never escapes, so the path is written as it is,
// between quotes, or between angle brackets when it holds a quote (for an absolute path both
// forms open the file directly).
std::string includeName(std::string_view Path);
// "#line LINE \"FILE\"\n": what the preludes and the variants write to name the original's place.
std::string lineDirective(unsigned Line, std::string_view File);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_REWRITEPLANNER_H
