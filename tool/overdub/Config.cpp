#include "Config.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"

namespace llvm {
namespace yaml {

template <> struct MappingTraits<overdub::Config> {
  static void mapping(IO &Io, overdub::Config &C) {
    Io.mapOptional("IncludeCallees", C.IncludeCallees);
    Io.mapOptional("ExcludeCallees", C.ExcludeCallees);
    Io.mapOptional("IncludeCallers", C.IncludeCallers);
    Io.mapOptional("ExcludeCallers", C.ExcludeCallers);
    Io.mapOptional("Presets", C.Presets);
    Io.mapOptional("Capture", C.Capture);
    Io.mapOptional("CaptureRedact", C.CaptureRedact);
    Io.mapOptional("CaptureBytes", C.CaptureBytes);
    Io.mapOptional("IncludeFiles", C.IncludeFiles);
    Io.mapOptional("ExcludeFiles", C.ExcludeFiles);
    Io.mapOptional("RemovedArgs", C.RemovedArgs);
    Io.mapOptional("PathPrefixMap", C.PathPrefixMap);
    Io.mapOptional("Quiet", C.Quiet);
    Io.mapOptional("HeaderFilterRegex", C.HeaderFilter);
    Io.mapOptional("ExcludeHeaderFilterRegex", C.ExcludeHeaderFilter);
    Io.mapOptional("SystemHeaders", C.SystemHeaders);
    Io.mapOptional("ProjectRoot", C.ProjectRoot);
  }
};

}  // namespace yaml
}  // namespace llvm

namespace overdub {

void Config::add(const Config &Later) {
  auto Append = [](std::vector<std::string> &To, const std::vector<std::string> &From) {
    To.insert(To.end(), From.begin(), From.end());
  };
  Append(IncludeCallees, Later.IncludeCallees);
  Append(ExcludeCallees, Later.ExcludeCallees);
  Append(IncludeCallers, Later.IncludeCallers);
  Append(ExcludeCallers, Later.ExcludeCallers);
  Append(Presets, Later.Presets);
  Append(Capture, Later.Capture);
  Append(CaptureRedact, Later.CaptureRedact);
  Append(CaptureBytes, Later.CaptureBytes);
  Append(IncludeFiles, Later.IncludeFiles);
  Append(ExcludeFiles, Later.ExcludeFiles);
  Append(RemovedArgs, Later.RemovedArgs);
  Append(PathPrefixMap, Later.PathPrefixMap);
  if (Later.Quiet) Quiet = Later.Quiet;
  if (Later.HeaderFilter) HeaderFilter = Later.HeaderFilter;
  if (Later.ExcludeHeaderFilter) ExcludeHeaderFilter = Later.ExcludeHeaderFilter;
  if (Later.SystemHeaders) SystemHeaders = Later.SystemHeaders;
  if (Later.ProjectRoot) ProjectRoot = Later.ProjectRoot;
}

llvm::Expected<Config> parseConfig(llvm::StringRef Yaml, llvm::StringRef Origin) {
  Config C;
  C.Origin = std::string(Origin);
  if (Yaml.trim().empty()) return C;
  std::string Problems;
  llvm::yaml::Input In(Yaml, nullptr, [](const llvm::SMDiagnostic &D, void *Context) {
    std::string &Out = *static_cast<std::string *>(Context);
    llvm::raw_string_ostream OS(Out);
    D.print(nullptr, OS, /*ShowColors=*/false);
  }, &Problems);
  In >> C;
  if (In.error())
    return llvm::createStringError("invalid configuration in " + Origin.str() + ":\n" + Problems);
  return C;
}

llvm::Expected<Config> readConfigFile(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError("cannot read the configuration '" + Path.str() +
                                   "': " + Buffer.getError().message());
  llvm::Expected<Config> C = parseConfig((*Buffer)->getBuffer(), Path);
  // A relative root is the config file's directory's.
  if (C && C->ProjectRoot && !C->ProjectRoot->empty() &&
      !llvm::sys::path::is_absolute(*C->ProjectRoot)) {
    llvm::SmallString<256> Dir(llvm::sys::path::parent_path(Path));
    if (Dir.empty()) Dir = ".";
    llvm::sys::path::append(Dir, *C->ProjectRoot);
    llvm::sys::fs::make_absolute(Dir);
    llvm::sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
    C->ProjectRoot = std::string(Dir);
  }
  return C;
}

std::string dumpConfig(const Config &C) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  llvm::yaml::Output Yaml(OS);
  Config Copy = C;
  Yaml << Copy;
  return Out;
}

llvm::Expected<Config> ConfigFinder::forSource(llvm::StringRef AbsoluteSourcePath) {
  // Directories visited on the way up, each remembered with the config found for it.
  std::vector<std::string> Visited;
  Config Found;
  for (llvm::StringRef Dir = llvm::sys::path::parent_path(AbsoluteSourcePath); !Dir.empty();
       Dir = llvm::sys::path::parent_path(Dir)) {
    if (auto It = ByDirectory.find(Dir.str()); It != ByDirectory.end()) {
      Found = It->second;
      break;
    }
    Visited.push_back(Dir.str());
    llvm::SmallString<256> Candidate(Dir);
    llvm::sys::path::append(Candidate, kConfigFileName);
    if (llvm::sys::fs::exists(Candidate)) {
      llvm::Expected<Config> Read = readConfigFile(Candidate);
      if (!Read) return Read.takeError();
      Found = std::move(*Read);
      break;
    }
  }
  for (const std::string &Dir : Visited) ByDirectory[Dir] = Found;
  return Found;
}

}  // namespace overdub
