// Which macro arguments written in the rewritten files must keep their exact text: those a macro
// stringizes (#x: assert messages, test-framework output) or pastes (x ## y), also through
// nested macros. A call written in such an argument cannot be rewritten in place; where the
// invocation can call a variant of the macro that stringizes a copy of the text (MacroVariants.h),
// it is rewritten and the invocation calls the variant.
#ifndef OVERDUB_MATCHERS_MACROARGUMENTS_H
#define OVERDUB_MATCHERS_MACROARGUMENTS_H

#include "overdub/matchers/CallSite.h"
#include "overdub/matchers/MacroVariants.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class Preprocessor;
class SourceManager;
}

namespace overdub {

// The byte ranges [begin, end) of argument tokens that some macro stringizes or pastes, per file
// (only in the files that may be rewritten).
class MacroArgumentTexts {
public:
  // Would inserting text at `Begin` or at `End` of `File` change a kept argument (an insertion at
  // either edge of an argument becomes part of it)?
  bool touches(clang::FileID File, unsigned Begin, unsigned End) const;
  void add(clang::FileID File, unsigned Begin, unsigned End) {
    Ranges[File].emplace_back(Begin, End);
  }
  // Text inserted at `Offset` of `File` would be pasted (##) to a macro argument's edge token.
  void addPastedEdge(clang::FileID File, unsigned Offset) {
    add(File, Offset, Offset);
    PastedEdges[File].push_back(Offset);
  }

  // Why the invocation around [Begin, End) of `File` calls no variant, when one stringizes
  // arguments that no variant keeps exact ("" if unknown).
  std::string whyKept(clang::FileID File, unsigned Begin, unsigned End) const;
  void addWhy(clang::FileID File, unsigned Begin, unsigned End, std::string Why) {
    Whys[File].push_back({Begin, End, std::move(Why)});
  }

  // A macro stringizes the token spelled at `Token` (a body's token, by its spelling) of the
  // macro body expansion `Expansion`, or the name there of an invocation whose expansion it
  // stringizes. That macro is invoked through the name `NameInBody` spells in the same body (its
  // own, or that of a macro whose expansion invokes it), or (invalid) outside that expansion. A
  // variant of that body keeps the stringized text where it changes none of these tokens, or
  // where it hands that invocation copies of them (MacroBodies.cpp).
  // Each token is noted with the stringization (macro, parameter) that takes it.
  struct Stringizer {
    clang::SourceLocation NameInBody;
    std::string Name;
    std::vector<std::pair<clang::SourceLocation, Stringization>> Tokens;
  };
  void addStringized(clang::FileID Expansion, clang::SourceLocation NameInBody,
                     const std::string &Name, clang::SourceLocation Token, Stringization By);
  // The macros stringizing tokens of `Expansion` (none: an empty list).
  llvm::ArrayRef<Stringizer> stringizersOf(clang::FileID Expansion) const {
    auto It = Stringizers.find(Expansion);
    if (It == Stringizers.end()) return {};
    return It->second;
  }

  // The invocations calling a variant whose kept arguments hold [Begin, End) of `File`,
  // outermost first.
  std::vector<MacroVariantUse> variantsHolding(clang::FileID File, unsigned Begin,
                                               unsigned End) const;
  // [Begin, End) of `File` is a kept argument of the invocation `Use`, which calls a variant.
  void addVariantArgument(clang::FileID File, unsigned Begin, unsigned End,
                          const MacroVariantUse &Use);

  // The invocation in `File` whose name is at `NameOffset`, when it calls a variant.
  const MacroVariantUse *variantCalledAt(clang::FileID File, unsigned NameOffset) const;

  // The macro that the expansion whose name token is at `NameLoc` expanded (every expansion of
  // the translation unit is recorded), or null.
  const clang::MacroInfo *expandedAt(clang::SourceLocation NameLoc) const {
    auto It = Expanded.find(NameLoc.getRawEncoding());
    return It == Expanded.end() ? nullptr : It->second;
  }
  void addExpansion(clang::SourceLocation NameLoc, const clang::MacroInfo *Macro) {
    Expanded[NameLoc.getRawEncoding()] = Macro;
  }
  template <class Fn> void forEachExpansion(Fn &&F) const {
    for (const auto &[NameLoc, Macro] : Expanded)
      F(clang::SourceLocation::getFromRawEncoding(NameLoc), Macro);
  }
  // A macro's name, spelled at `Spelling`, reached the parser unexpanded from a macro's
  // expansion (a function-like macro's name with no `(` after it there: `(m)(2)`), so a
  // variant's name may not replace that token (MacroBodies.cpp). Noted by the preprocessor's
  // token watcher (noteUnexpandedNames).
  void addUnexpandedName(clang::SourceLocation Spelling) {
    UnexpandedNames.insert(Spelling.getRawEncoding());
  }
  bool reachesParserUnexpanded(clang::SourceLocation Spelling) const {
    return UnexpandedNames.contains(Spelling.getRawEncoding());
  }
  // The recorder's variants, which know the macros as they were at each invocation.
  MacroVariants *Variants = nullptr;
  // The macros that a condition on the compiler defines (set before the recorder is made).
  const CompilerDependentMacros *Compiler = nullptr;
  // The name a variant's #line gives a file, as the rewritten files name themselves (set
  // before the recorder is made; MacroVariants).
  std::function<std::string(clang::FileID)> FileName;

  // Decides the invocations still open: call it once the translation unit is parsed, before
  // the ranges are read (the preprocessor's own end comes later).
  void settle() {
    if (std::function<void()> F = std::move(Settle)) {
      Settle = nullptr;
      F();
    }
  }
  std::function<void()> Settle;  // set by the recorder

private:
  std::map<clang::FileID, std::vector<std::pair<unsigned, unsigned>>> Ranges;
  std::map<clang::FileID, std::vector<unsigned>> PastedEdges;
  struct VariantArgument {
    unsigned Begin, End;
    size_t Use;
  };
  std::map<clang::FileID, std::vector<VariantArgument>> VariantArguments;
  struct Why {
    unsigned Begin, End;
    std::string Text;
  };
  std::map<clang::FileID, std::vector<Why>> Whys;
  std::map<clang::FileID, std::vector<Stringizer>> Stringizers;
  std::vector<MacroVariantUse> Uses;
  llvm::DenseMap<clang::SourceLocation::UIntTy, const clang::MacroInfo *> Expanded;
  llvm::DenseSet<clang::SourceLocation::UIntTy> UnexpandedNames;
};

// Has `PP` tell `Out` of the macro names that reach the parser unexpanded from expansions
// (MacroArgumentTexts::addUnexpandedName). Takes the preprocessor's one token watcher.
void noteUnexpandedNames(clang::Preprocessor &PP, MacroArgumentTexts &Out);

// Records, while the translation unit is preprocessed, the arguments that macros stringize or
// paste, in the files for which `MayRewrite` holds (by default those that are not system
// headers). An invocation written in such a file whose stringized arguments a variant keeps
// exact calls it: the expansion of the original must stringize those arguments exactly where the
// variant's analysis says (else the invocation stays as written, its arguments kept).
class MacroArgumentRecorder : public clang::PPCallbacks {
public:
  MacroArgumentRecorder(const clang::Preprocessor &PP, MacroArgumentTexts &Out,
                        std::function<bool(clang::FileID)> MayRewrite = nullptr);
  void MacroExpands(const clang::Token &Name, const clang::MacroDefinition &Definition,
                    clang::SourceRange Range, const clang::MacroArgs *Args) override;
  void EndOfMainFile() override;

private:
  struct Invocation {
    clang::FileID File;
    unsigned End = 0;  // after its `)`
    MacroVariantUse Use;
    // Each kept argument's text, and the stringizations (macro, parameter) the variant's
    // analysis expects of it and those the original's expansion made.
    struct KeptArgument {
      unsigned Begin = 0, End = 0;
      std::set<Stringization> Expected, Seen;
    };
    std::vector<KeptArgument> Kept;
    bool Broken = false;
    std::string Why;  // why it is broken, where the analysis cannot say
  };
  void startInvocation(const clang::Token &Name, const clang::MacroInfo &Macro,
                       const clang::MacroArgs &Args, clang::SourceRange Range);
  void finish(Invocation &I);
  // Text inserted next to the token at `Loc`, the first (or, `AtEnd`, the last) of an argument
  // that a macro pastes, would be pasted instead: no wrapper may start (end) there.
  void addPastedEdge(clang::SourceLocation Loc, bool AtEnd);
  // The token at `Loc`, which the macro invoked at `Stringizer` stringizes (as `By`), comes from a macro
  // body: note each expansion whose variant could change it, from the body's up to the one
  // holding that invocation, or to the invocation written in the file (marked as kept).
  void noteStringizedBody(clang::SourceLocation Loc, const clang::Token &Stringizer,
                          Stringization By);
  // The invocation written in the file from which the variants hand copies all the way down
  // to the macro named at `Name` (each name on the way one its body's variant invokes with
  // copies, not `APPLY(SHOW, y)`); invalid if none.
  clang::SourceLocation invokedThroughCopiesFrom(clang::SourceLocation Name);
  // The text of the token spelled for `Loc`.
  std::string spelledAt(clang::SourceLocation Loc) const;
  // The body token `Token` of the expansion `Body`, stringized as `By` by the macro invoked
  // through the body's name `Through`: an invocation written in the file whose variant hands
  // copies down to that body must find it in those copies, where they are stringized alike.
  void checkCopiesOfBody(clang::FileID Body, clang::SourceLocation Through,
                         clang::SourceLocation Token, Stringization By,
                         const std::string &Stringizer);

  const clang::Preprocessor &PP;
  const clang::SourceManager &SM;
  MacroArgumentTexts &Out;
  std::function<bool(clang::FileID)> MayRewrite;
  MacroVariants Variants;
  std::vector<Invocation> Open;  // invocations whose expansion may not be over
  std::vector<Invocation> Done;
  std::set<std::pair<clang::FileID, unsigned>> MarkedInvocations;  // by noteStringizedBody
};

// The macros defined in files and where each was expanded: how often their bodies write each
// parameter tells whether a part of a call may be wrapped in an argument (WrittenText.h); with
// --macro-bodies, a call written in a macro body is rewritten at the #define only when every
// expansion of it was analysed.
struct MacroUses {
  struct Macro {
    std::string Name;
    clang::FileID File;           // where it is defined
    unsigned Begin = 0, End = 0;  // the #define's text after `#define`: name, parameters, body
    std::vector<clang::SourceLocation> Expansions;  // each expansion's name token
    // From the definition's tokens: where the operands of # (in a function-like macro) and ##
    // begin, and where the left operands of ## end (offsets in File).
    std::vector<unsigned> OperandBegins, PastedEnds;
    // Is the text [Begin, End) of the body an operand of # or ## (its first token follows one,
    // or its last token precedes ##)? Then no text can go around it.
    bool nextToHashOperator(unsigned Begin, unsigned End) const;
    // How often each parameter is written in the body (`__VA_ARGS__` too); absent: never.
    std::map<std::string, unsigned, std::less<>> ParameterUses;
    // The parameters that are operands of ##, by their offset in File: their number.
    std::map<unsigned, unsigned> PastedParameters;
    // Per expansion (its name token's raw encoding) of a macro with such a parameter, the
    // number of tokens of each argument as written (## pastes them unexpanded).
    std::map<clang::SourceLocation::UIntTy, std::vector<unsigned>> ArgumentTokens;
    // Does the operand of ## at `Offset`, a parameter, give more than one token in the expansion
    // whose name token is at `Expansion`? The token ## makes is then not all that it gives
    // (`x##1` with `c ? q : p` gives `c ? q : p1`).
    bool pastesSeveralTokens(clang::SourceLocation Expansion, unsigned Offset) const;
  };
  std::vector<Macro> Macros;
  std::map<const void *, size_t> IndexOf;  // MacroInfo -> Macros index

  // The macro whose definition holds [Offset, Offset] of File, or null.
  const Macro *definedAt(clang::FileID File, unsigned Offset) const;
};

// Records the macros defined in the files for which `MayRewrite` holds (by default those that
// are not system headers), and, with `WithExpansions`, where each is expanded; the lengths of
// the arguments of those whose parameters ## pastes, always.
class MacroUseRecorder : public clang::PPCallbacks {
public:
  MacroUseRecorder(const clang::SourceManager &SM, MacroUses &Out,
                   std::function<bool(clang::FileID)> MayRewrite = nullptr,
                   bool WithExpansions = true)
      : SM(SM), Out(Out), MayRewrite(std::move(MayRewrite)), WithExpansions(WithExpansions) {}
  void MacroDefined(const clang::Token &Name, const clang::MacroDirective *MD) override;
  void MacroExpands(const clang::Token &Name, const clang::MacroDefinition &Definition,
                    clang::SourceRange Range, const clang::MacroArgs *Args) override;

private:
  const clang::SourceManager &SM;
  MacroUses &Out;
  std::function<bool(clang::FileID)> MayRewrite;
  bool WithExpansions;
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_MACROARGUMENTS_H
