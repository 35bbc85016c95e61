// Calls written in the bodies of macros, wrapped for one invocation at a time. The invocation
// written in the file calls a variant of its macro, defined for it alone in the file's prelude;
// down to the body that holds a call, each macro on the way is invoked as such a variant, and
// the body holding the call wraps it:
//
//   #define LOG(x) log_line(format(x))
//   LOG(42);
//   // becomes
//   overdub_<table>_m0_0_LOG(42);
//   // with, in the file's prelude,
//   #define overdub_<table>_m0_0_LOG(x) <wrapper of site 0>(log_line(<wrapper of site 1>(format(x))))
//
// The decision is local: each invocation's calls are sites of their own (the caller and the
// types are those of the expansion), in the file where the invocation is, so nothing needs the
// agreement of other translation units and the macro's #define is never touched. The variants'
// bodies are the macros' as the compiler knew them at the invocation.
#ifndef OVERDUB_MATCHERS_MACROBODIES_H
#define OVERDUB_MATCHERS_MACROBODIES_H

#include "overdub/matchers/CallSite.h"
#include "overdub/matchers/MacroArguments.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

namespace clang {
class MacroInfo;
class SourceManager;
}  // namespace clang

namespace overdub {

// A wrapper kept at a text that is not its call's own, in a slot apart from a call of the same
// text, which it encloses: the left operand's of an operator call (LeftOperand.h; the operand
// `Log() << "x"` in `RUN(CHECK(x) << "why")`), or a construction's around one of its arguments
// (the full-expression form, `T x((W, make()), ...)`).
enum class Enclosing : unsigned char { No, LeftOperand, Argument };

class MacroBodyVariants {
public:
  // `Rewritten` tells the files whose macro definitions the recorder of kept texts looked at.
  // `SelfInclude`: the instrumented files can include themselves by name (they are compiled from
  // files named as their originals), so that macros of system headers take variants too.
  MacroBodyVariants(const clang::SourceManager &SM, const clang::LangOptions &LangOpts,
                    const MacroArgumentTexts &Texts, std::function<bool(clang::FileID)> Rewritten,
                    bool SelfInclude)
      : SM(SM), LangOpts(LangOpts), Texts(Texts), Rewritten(std::move(Rewritten)),
        SelfInclude(SelfInclude) {}

  // Where a call would be wrapped whose first and last tokens are `First` and `Last`, locations
  // in one expansion of a macro body, for an invocation written in `RootFile`. `OpeningOnly`:
  // only the opening of a call that goes on after the invocation goes there, also into the
  // variants of other projects' macros (GoogleTest's EXPECT_EQ(a, b) << "why" for its users),
  // whose own calls stay as written. `OtherProjects`: the wrapper goes into those too (the left
  // operand of a call that goes on in the invocation's argument, doctest's `CHECK(a == b)`).
  struct Placement {
    std::shared_ptr<MacroBodyUse> Use;
    clang::SourceLocation::UIntTy Invocation = 0;  // the key of its use
    unsigned Level = 0;
    clang::FileID Expansion;  // the expansion of the level's body that holds the call
    size_t First = 0, Last = 0;  // token indices in the level's body
    // The stringizing invocations whose kept arguments hold the invocation's name.
    std::vector<MacroVariantUse> Holding;
  };
  // The placement, or why there is none.
  std::variant<Placement, std::string> place(clang::SourceLocation First, clang::SourceLocation Last,
                                            clang::FileID RootFile, bool OpeningOnly = false,
                                            bool OtherProjects = false);
  // The call placed at `P` is in a variant: its wrapper goes there when `Wrapped` (in one of
  // the expansions of that text at least). Returns its slot. A call that goes on after the
  // invocation, placed by its first token, has only its opening there: it closes at `ClosesAt`
  // in the file (calls opened at one token nest by that offset). `How`: the wrapper encloses
  // the text of something else than the call (Enclosing).
  unsigned keep(const Placement &P, std::optional<unsigned> ClosesAt, bool Wrapped,
                Enclosing How = Enclosing::No);
  // Where a part of the call placed at `P` is (an object whose target the call records), its
  // first and last tokens `First` and `Last`: tokens of the same body, or whole arguments of its
  // macro (then the parameter's token stands for it). None when it is written elsewhere.
  std::optional<std::pair<size_t, size_t>> placePart(const Placement &P, clang::SourceLocation First,
                                                     clang::SourceLocation Last,
                                                     clang::FileID RootFile);
  // A part of the call in `Slot`, its first and last tokens in that call's body, is wrapped too:
  // its object (`Argument` 0) or an argument (placeholders O and Q numbered bodyPartNumber).
  void keepPart(const Placement &P, unsigned Slot, unsigned Argument, size_t First, size_t Last);
  // Writes the definitions of every use that has a site kept; a use with no exact text is
  // marked Failed (its sites must be left out).
  void finish();

private:
  struct Level {
    const clang::MacroInfo *Macro = nullptr;
    std::string Name;
    int Parent = -1;           // the level whose body invokes this macro
    int SpelledAt = -1;        // the level whose body spells its name: the parent, or one up,
                               // or kSpelledInFile
    size_t TokenInParent = 0;  // which token of that body, or the name's offset in the file
    bool WithCopies = false;
    std::set<size_t> LiteralCopies;  // BodyEdits::LiteralCopies
    bool System = false;  // defined in a system header
    clang::SourceLocation NameSpelling;  // the name's token, which all its expansions share
  };
  // A level whose name is written in the invocation's arguments (MacroBodyUse::NamesInFile).
  static constexpr int kSpelledInFile = -2;
  struct Part {
    unsigned Argument;
    size_t First, Last;
  };
  struct Slot {
    unsigned Level;
    size_t First, Last;
    std::optional<unsigned> ClosesAt;  // closed in the file, not in the body
    bool Wrapped = false;              // in one expansion at least
    Enclosing How = Enclosing::No;     // keep
    std::set<clang::FileID> Expansions;  // of the level, where this call was placed
    std::vector<Part> Parts;           // keepPart
  };
  struct UseState {
    clang::SourceLocation Root;  // the invocation's name
    std::shared_ptr<MacroBodyUse> Use;
    std::vector<Level> Levels;
    std::vector<Slot> Slots;  // by slot number
  };
  std::string spelling(clang::SourceLocation Loc) const;
  // Why the slot `S` of `State` may not be wrapped: an expansion of its level (within the
  // invocation) where no call was placed at its text, or "".
  std::string expansionsWithout(const UseState &State, const Slot &S);
  // The name locations of the expansions of level `L` of `State` within its invocation.
  std::set<clang::SourceLocation::UIntTy> expansionsOf(const UseState &State, int L);
  // The tokens of `Expansion` (of `Macro`, named `Name`) that a macro stringizes
  // (MacroArgumentRecorder::noteStringizedBody): where the level's variant (`WithCopies`) hands
  // that macro copies, they must hold them as the original stringizes them (else why not);
  // where it can hand copies of the body's own text, `Literal` gets that invocation.
  std::string copiesOfStringized(clang::FileID Expansion, const clang::MacroInfo &Macro,
                                 const std::string &Name, bool WithCopies,
                                 std::set<size_t> &Literal);
  // Would the level `Of` changing body tokens [From, To] of `Expansion` change a stringized
  // text that no copy stands for? Why, or "".
  std::string changesStringized(clang::FileID Expansion, const clang::MacroInfo &Macro,
                                const Level &Of, size_t From, size_t To) const;

  const clang::SourceManager &SM;
  const clang::LangOptions &LangOpts;
  const MacroArgumentTexts &Texts;
  std::function<bool(clang::FileID)> Rewritten;
  bool SelfInclude;
  std::map<clang::SourceLocation::UIntTy, UseState> Uses;  // by the invocation's name location
  // Every expansion's name location, by the spelling location of its name (made on first use).
  std::map<clang::SourceLocation::UIntTy, std::vector<clang::SourceLocation>> ExpansionsBySpelling;
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_MACROBODIES_H
