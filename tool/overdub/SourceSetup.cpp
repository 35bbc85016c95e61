// What the options and configs ask of each source (SourceSetup.h).
#include "SourceSetup.h"

#include "CompileFlags.h"
#include "Messages.h"
#include "Options.h"
#include "OutputWriter.h"
#include "Printable.h"
#include "ToolSupport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

namespace overdub {

using namespace cli;

namespace {

// The options from the command line, as a config layer over the files'.
overdub::Config commandLineConfig() {
  overdub::Config C;
  C.IncludeCallees = IncludeCallees;
  C.ExcludeCallees = ExcludeCallees;
  C.IncludeCallers = IncludeCallers;
  C.ExcludeCallers = ExcludeCallers;
  C.Presets = Presets;
  C.Capture = Capture;
  C.CaptureRedact = CaptureRedact;
  C.CaptureBytes = CaptureBytes;
  C.IncludeFiles = IncludeFiles;
  C.ExcludeFiles = ExcludeFiles;
  C.RemovedArgs = RemovedArgs;
  C.PathPrefixMap = PathPrefixMap;
  if (Quiet) C.Quiet = true;
  if (HeaderFilter.getNumOccurrences()) C.HeaderFilter = HeaderFilter;
  if (ExcludeHeaderFilter.getNumOccurrences()) C.ExcludeHeaderFilter = ExcludeHeaderFilter;
  if (SystemHeaders.getNumOccurrences()) C.SystemHeaders = SystemHeaders;
  if (ProjectRoot.getNumOccurrences()) C.ProjectRoot = overdub::absolutePath(ProjectRoot);
  if (NoHeaders) C.HeaderFilter = "";
  return C;
}

// How dependent calls in headers are judged. A copy under --header-dir is named by the digest
// of its text, so only units that chose that text compile it: by default they judge by their
// own instantiations there (the lambda form aside). Elsewhere (--output-dir alone, in place) a
// unit outside the run may compile the copy: only --header-instances says none does.
overdub::HeaderInstanceRule headerInstanceRule() {
  const bool OwnCopies = !HeaderDir.empty() && ExportFixes.empty();
  if (HeaderInstances.getNumOccurrences() && !HeaderInstances)
    return overdub::HeaderInstanceRule::Pattern;
  if (OwnCopies) return overdub::HeaderInstanceRule::OwnCopy;
  return HeaderInstances ? overdub::HeaderInstanceRule::OneText
                         : overdub::HeaderInstanceRule::Pattern;
}

}  // namespace

llvm::Expected<ContextOptions> contextOptions() {
  overdub::ContextOptions Context;
  if (ContextName.empty()) {
    if (!ContextHeader.empty())
      return llvm::createStringError("--context-header needs --context");
    return Context;
  }
  static const llvm::Regex Qualified("^(::)?[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*$");
  if (!Qualified.match(ContextName))
    return llvm::createStringError("--context=" + ContextName +
                                   ": expected a qualified class name such as ns::Counter");
  Context.Name = ContextName;
  llvm::StringRef Header = ContextHeader;
  if (Header.empty()) return Context;
  if ((Header.starts_with("<") && Header.ends_with(">")) ||
      (Header.size() > 1 && Header.starts_with("\"") && Header.ends_with("\""))) {
    Context.Include = Header.str();
    return Context;
  }
  if (!llvm::sys::fs::exists(Header))
    return llvm::createStringError("--context-header=" + Header + ": no such file");
  Context.Include = overdub::includeName(overdub::absolutePath(Header));
  return Context;
}

llvm::Error Configs::init() {
  if (!InlineConfig.empty() && !ConfigFile.empty())
    return llvm::createStringError("--config and --config-file exclude each other");
  if (!InlineConfig.empty()) {
    llvm::Expected<overdub::Config> C = overdub::parseConfig(InlineConfig, "--config");
    if (!C) return C.takeError();
    Fixed = std::move(*C);
  } else if (!ConfigFile.empty()) {
    llvm::Expected<overdub::Config> C = overdub::readConfigFile(ConfigFile);
    if (!C) return C.takeError();
    Fixed = std::move(*C);
  }
  return llvm::Error::success();
}

llvm::Expected<Config> Configs::forSource(const std::string &AbsolutePath) {
  overdub::Config C;
  if (Fixed) {
    C = *Fixed;
  } else {
    llvm::Expected<overdub::Config> Found = Finder.forSource(AbsolutePath);
    if (!Found) return Found.takeError();
    C = std::move(*Found);
  }
  C.add(commandLineConfig());
  return C;
}

llvm::Expected<SourceSetup> setUp(overdub::Config Config, const std::string &AbsolutePath,
                                  const std::map<std::string, std::string> &DisplayNames) {
  SourceSetup S;
  S.Config = std::move(Config);
  const overdub::Config &C = S.Config;
  overdub::SelectionSpec Spec{C.IncludeCallees, C.ExcludeCallees, C.IncludeCallers,
                              C.ExcludeCallers, C.Presets};
  llvm::Expected<overdub::SiteSelection> Selection = overdub::SiteSelection::create(Spec);
  if (!Selection) return Selection.takeError();
  S.Options.Selection = std::make_shared<const overdub::SiteSelection>(std::move(*Selection));
  llvm::Expected<clang::tooling::ArgumentsAdjuster> Adjuster =
      overdub::compileFlagsAdjuster(C.RemovedArgs, C.Quiet.value_or(false));
  if (!Adjuster) return Adjuster.takeError();
  S.Adjuster = std::move(*Adjuster);
  for (const std::string &Entry : C.PathPrefixMap) {
    auto [Old, New] = llvm::StringRef(Entry).split('=');
    if (Old.empty() || Old.size() == Entry.size())
      return llvm::createStringError("--path-prefix-map needs OLD=NEW, not '" + Entry + "'");
    S.Options.PathPrefixMap.push_back({Old.str(), New.str()});
  }
  auto Matches = [&](const std::vector<std::string> &List) -> llvm::Expected<bool> {
    bool Any = false;
    for (const std::string &Expr : List) {
      llvm::Expected<llvm::Regex> R = overdub::compileRegex(Expr);
      if (!R) return R.takeError();
      Any |= R->match(AbsolutePath);
    }
    return Any;
  };
  llvm::Expected<bool> Included = Matches(C.IncludeFiles), ExcludedByName = Matches(C.ExcludeFiles);
  if (!Included) return Included.takeError();
  if (!ExcludedByName) return ExcludedByName.takeError();
  S.Excluded = (!C.IncludeFiles.empty() && !*Included) || *ExcludedByName;
  S.Options.DisplayNames = DisplayNames;
  S.Options.Quiet = C.Quiet.value_or(false);
  for (auto [Expr, Regex] : {std::pair(&C.HeaderFilter, &S.Options.HeaderFilter),
                             std::pair(&C.ExcludeHeaderFilter, &S.Options.ExcludeHeaderFilter)}) {
    if (!Expr->has_value() || (*Expr)->empty()) continue;
    llvm::Expected<llvm::Regex> R = overdub::compileRegex(**Expr);
    if (!R) return R.takeError();
    *Regex = std::make_shared<const llvm::Regex>(std::move(*R));
  }
  for (auto [List, Regex] : {std::pair(&C.Capture, &S.Options.Capture),
                             std::pair(&C.CaptureRedact, &S.Options.CaptureRedact),
                             std::pair(&C.CaptureBytes, &S.Options.CaptureBytes)}) {
    if (List->empty()) continue;
    std::string Any;
    for (const std::string &Expr : *List) Any += (Any.empty() ? "(" : "|(") + Expr + ")";
    llvm::Expected<llvm::Regex> R = overdub::compileRegex(Any);
    if (!R) return R.takeError();
    *Regex = std::make_shared<const llvm::Regex>(std::move(*R));
  }
  S.Options.MacroBodies = MacroBodies;
  S.Options.HeaderInstances = headerInstanceRule();
  S.Options.SystemHeaders = C.SystemHeaders.value_or(false);
  return S;
}

llvm::Expected<std::optional<InstrumentedFile>> leftAsIs(const std::string &Source,
                                                         const SourceSetup &Setup) {
  auto Buffer = llvm::MemoryBuffer::getFile(Source, /*IsText=*/false);
  if (!Buffer)
    return llvm::createStringError("cannot read '" + Source + "': " + Buffer.getError().message());
  bool Instrumented = overdub::isInstrumented((*Buffer)->getBuffer());
  if (!Setup.Excluded && !Instrumented) return std::nullopt;
  overdub::InstrumentedFile File;
  File.AbsolutePath = overdub::absolutePath(Source);
  File.Name = overdub::remapPath(Source, Setup.Options.PathPrefixMap);
  File.Original = std::string((*Buffer)->getBuffer());
  File.ExcludedFile = Setup.Excluded;
  File.NamedAtTop = Setup.Excluded && Setup.Options.SelfInclude &&
                   llvm::sys::path::extension(Source) != ".c";  // C: see Instrumenter.cpp
  File.AlreadyInstrumented = Instrumented;
  File.Dependencies = {File.AbsolutePath};
  if (Instrumented && !Setup.Options.Quiet)
    overdub::messages() << "overdub: warning: " << overdub::printable(File.Name)
                        << ": already instrumented by overdub, left as is\n";
  return File;
}

}  // namespace overdub
