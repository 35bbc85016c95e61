// Finds every call expression written in the rewritten files of a translation unit (its main
// file, and the headers --header-filter selects) and decides, for each, whether and how to
// instrument it.
#ifndef OVERDUB_MATCHERS_SITECOLLECTOR_H
#define OVERDUB_MATCHERS_SITECOLLECTOR_H

#include "overdub/matchers/CallSite.h"
#include "overdub/matchers/MacroArguments.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/Support/Regex.h"
#include "llvm/ADT/ArrayRef.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace overdub {

// Call sites of the main file in source order (outer calls before the calls they contain). A call
// written in a macro argument is rewritten at its spelling, unless `KeptTexts` says a macro
// stringizes or pastes that argument; a macro argument expanded several times is one site.
std::vector<CallSite> collectCallSites(clang::ASTContext &Ctx,
                                       const MacroArgumentTexts &KeptTexts = {});

struct CollectedSites {
  std::vector<CallSite> Sites;  // each names its file by CallSite::FileIndex
  // Per file: its code sits inside a declaration of another file (a header included within a
  // namespace, a class or a function), so it cannot take a prelude of its own.
  std::vector<bool> Nested;
};

// How dependent calls of templates in rewritten headers are judged (a main file's are judged
// by their instantiations, which are all there are).
enum class HeaderInstanceRule {
  // By the template's text alone: any translation unit may instantiate it in any way.
  Pattern,
  // --header-instances: by this unit's instantiations, as a main file's are; the units of the
  // run agree on one text, which no unit outside the run includes.
  OneText,
  // --header-dir: by this unit's instantiations, but for the lambda form (by the text alone,
  // chooseDependentForm says why): each unit's copy is named by the digest of its text, so only
  // units that chose the same text include it.
  OwnCopy,
};

struct CollectOptions {
  // --macro-bodies: a call written in the body of a macro defined in a rewritten file is
  // rewritten at the #define, when all its expansions (`Macros` lists them) take one wrapper.
  bool MacroBodies = false;
  const MacroUses *Macros = nullptr;
  // Otherwise such a call is wrapped in variants of the macros made for its invocation, in the
  // file where the invocation is written (MacroBodies.h).
  bool BodyVariants = true;
  // The instrumented files are compiled from files named as the originals, which can include
  // themselves (not a source printed on stdout): variants of macros of system headers go to a
  // part of the file read as a system header (RewritePlanner.h).
  bool SelfInclude = false;
  // How dependent calls of templates in rewritten headers are judged.
  HeaderInstanceRule HeaderInstances = HeaderInstanceRule::Pattern;
  // --capture: the calls whose callee this matches record their argument and result values
  // (ValueCaptures.h); none when null.
  const llvm::Regex *Capture = nullptr;
  // --capture-redact: values it names (a parameter's name, or the callee's) are recorded as a
  // marker.
  const llvm::Regex *CaptureRedact = nullptr;
  // --capture-bytes: objects of the classes it names (qualified names) are recorded as bytes.
  const llvm::Regex *CaptureBytes = nullptr;
};

// The call sites of several files of the translation unit, `Files[0]` its main file.
CollectedSites collectCallSites(clang::ASTContext &Ctx, const MacroArgumentTexts &KeptTexts,
                                llvm::ArrayRef<clang::FileID> Files,
                                const CollectOptions &Options = {});

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_SITECOLLECTOR_H
