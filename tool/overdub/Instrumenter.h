// Runs Clang over translation units and plans the instrumented text of each main file.
#ifndef OVERDUB_TOOL_INSTRUMENTER_H
#define OVERDUB_TOOL_INSTRUMENTER_H

#include "ProjectHeaders.h"

#include "overdub/matchers/CallSite.h"
#include "overdub/matchers/RewritePlanner.h"
#include "overdub/matchers/SiteCollector.h"
#include "overdub/matchers/SiteSelection.h"

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/Regex.h"

#include <functional>
#include <map>
#include <optional>
#include <memory>
#include <string>
#include <vector>

namespace overdub {

struct InstrumentedFile {
  std::string Name;          // as the compiler names it (relative to the compile directory)
  std::string AbsolutePath;  // where the original lives
  std::string Original;      // its text when it was read
  std::vector<CallSite> Sites;
  FilePlan Plan;
  bool NotCxx = false;  // a C source or C++ before C++11: passed on unchanged
  bool AlreadyInstrumented = false;  // overdub's output given again: passed on unchanged
  bool ExcludedFile = false;  // left out by --include-file/--exclude-file: passed on unchanged
  // A C++ source passed on unchanged (before C++11, excluded) to be compiled from another file
  // (a shadow tree, the launcher's): a #line gives it its own name back (__FILE__, the
  // compiler's messages), with the prelude's -Wsubobject-linkage pragma.
  bool NamedAtTop = false;
  std::vector<std::string> Dependencies;  // every file read, absolute (the source first)
  // A header (the project's own, or chosen by --header-filter), instrumented as its translation
  // unit `IncludedBy` (the main file's name) sees it; the same header from other translation
  // units must read the same.
  bool IsHeader = false;
  // A header the filters leave out (generated, bundled) through which the translation unit
  // reaches headers they choose: its copy names theirs, and instruments none of its own calls.
  bool IncludesOnly = false;
  // The copy's subdirectory of --header-dir: a digest of its text (CopyVariants.h); empty: none.
  std::string CopyVariant;
  // A header found in a system directory (--system-headers): its copy stays a system header.
  bool SystemHeader = false;
  std::string IncludedBy;
  // What planning took besides the sites, so that copies of a header can be planned again as one.
  std::vector<Edit> IncludeEdits;
  ContextOptions Context;
  std::string SelfName;  // the name by which its instrumented text includes itself; empty: it cannot
  // Byte ranges [begin, end) the preprocessor skipped (#if branches not taken) in this file.
  std::vector<std::pair<unsigned, unsigned>> Skipped;
  // A source's instrumented headers (absolute paths), whose copies it checks it includes.
  std::vector<std::string> HeaderCopies;
  // A source's headers that the filters choose but its compile reads as they are (included
  // inside a declaration, ...: the warnings say why), with their sites, skipped
  // (header-left-as-is where they would have been instrumented): listed and counted, not written.
  struct HeaderLeftAsIs {
    std::string Name, AbsolutePath;
    std::vector<CallSite> Sites;
  };
  std::vector<HeaderLeftAsIs> HeadersLeftAsIs;
  // The include edits that name a header's copy, and what the include would be without it: when
  // another compile of this file does not instrument that header, the copy can go back to
  // including the original, provided an include guard keeps the two from being read both.
  struct CopyInclude {
    unsigned Offset = 0;
    std::optional<Edit> Original;  // the edit naming the original (quoted, beside it), or none
    bool Guarded = false;          // the header has an include guard its copy shares
  };
  std::vector<CopyInclude> CopyIncludes;
};

// How to instrument one translation unit.
struct InstrumentOptions {
  // Absolute paths to the names the files get in #line directives and site tables (what
  // __FILE__ says when the user compiles them); files not in it keep the name their compile
  // command gives them.
  std::map<std::string, std::string> DisplayNames;
  std::shared_ptr<const SiteSelection> Selection;  // filters and suppression comments
  // OLD=NEW prefixes of the file names written in the output (like -ffile-prefix-map).
  std::vector<std::pair<std::string, std::string>> PathPrefixMap;
  bool Quiet = false;  // no warnings about files left as they are
  ContextOptions Context;  // --context: wrappers call its hooks directly
  // --header-filter and --exclude-header-filter: regexes on a header's name as found or its
  // absolute path. Without a filter the project's own headers are chosen (`OwnHeaders`, found
  // through -I or -isystem alike, never the toolchain's), and without those no header is.
  std::shared_ptr<const llvm::Regex> HeaderFilter, ExcludeHeaderFilter;
  // --capture: calls of the callees it matches record their argument and result values.
  std::shared_ptr<const llvm::Regex> Capture;
  // --capture-redact: the captured values it names are recorded as a marker.
  std::shared_ptr<const llvm::Regex> CaptureRedact;
  // --capture-bytes: captured objects of the classes it names are recorded as their bytes.
  std::shared_ptr<const llvm::Regex> CaptureBytes;
  std::shared_ptr<const ProjectHeaders> OwnHeaders;
  // --macro-bodies: calls written in macro bodies of rewritten files are rewritten at the
  // #define (one site for all expansions, which must take one wrapper).
  bool MacroBodies = false;
  // The instrumented files are compiled from files named as the originals (or, for the source,
  // as `CompiledAs`): each can include itself, for the variants of system-header macros.
  bool SelfInclude = false;
  std::string CompiledAs;
  // How dependent calls in rewritten headers are judged: with --header-instances by this
  // translation unit's instantiations (the copies agree afterwards, see HeaderCopies); with
  // --header-dir by them too, the lambda form aside (each copy is the units' that chose its text).
  HeaderInstanceRule HeaderInstances = HeaderInstanceRule::Pattern;
  // --system-headers: the filters may choose headers found in system directories too, except
  // those of the toolchain: the compiler's resource directory and the directories its driver
  // searches on its own (the C++ standard library, /usr/include...), which `ToolchainDirs`
  // holds for the compile command being run (set by toolchainDirsRecorder).
  bool SystemHeaders = false;
  std::shared_ptr<std::vector<std::string>> ToolchainDirs;
  // Whether a header found in a system directory may be chosen (then the toolchain's
  // directories must be known).
  bool systemHeadersChosen() const { return SystemHeaders || (!HeaderFilter && OwnHeaders); }
  // Where the instrumented copy of a file (by absolute path) is written, for includes of
  // instrumented headers to find it; empty when files are instrumented in place.
  std::function<std::string(const std::string &)> CopyOf;
  // The output file of the compile command being run (-o), set by an arguments adjuster: names
  // the translation unit apart from another compile of the same source.
  std::shared_ptr<std::string> CommandOutput;
  // The compile command being run as the database gives it, its compiler first ("" when none
  // is named), set by an arguments adjuster: its own preprocessor tells which macros chosen by a
  // condition on the compiler it defines as Clang does (CompilePreprocessor.h).
  std::shared_ptr<std::vector<std::string>> CompileCommand;
};

// `Name` with the first matching OLD prefix of `Map` replaced by its NEW.
std::string remapPath(const std::string &Name,
                      const std::vector<std::pair<std::string, std::string>> &Map);

struct InstrumentResult {
  std::vector<InstrumentedFile> Files;  // one per translation unit that parsed
  bool AllParsed = true;                // false when some translation unit had errors
};

// Whether `Text` is overdub's output (it opens with the prelude of a site table): instrumenting
// it again would wrap its calls twice.
bool isInstrumented(llvm::StringRef Text);

// `Path` made absolute against the current directory, without . and .. components.
std::string absolutePath(llvm::StringRef Path);

// An arguments adjuster (to run last) that leaves the command line as it is and puts in `Out`
// the include directories the compiler driver adds to it on its own (-internal-isystem and
// -internal-externc-isystem of the cc1 command it makes) and its resource directory.
clang::tooling::ArgumentsAdjuster toolchainDirsRecorder(std::shared_ptr<std::vector<std::string>> Out);

// Parses `Source` with its commands from `Database` (each passed through `Adjuster`) and plans
// its rewrite; messages go to messages().
InstrumentResult instrument(const clang::tooling::CompilationDatabase &Database,
                            const clang::tooling::ArgumentsAdjuster &Adjuster,
                            llvm::StringRef Source, const InstrumentOptions &Options);

}  // namespace overdub

#endif  // OVERDUB_TOOL_INSTRUMENTER_H
