#include "Coverage.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <unistd.h>

namespace overdub {
namespace {

// matchers/include/overdub/matchers/Coverage.def, read once.
struct Classes {
  std::string ThirdPartyDetail, NeverInstantiatedDetail;
  std::map<std::string, std::string> Forced;  // reason: why
  std::map<std::string, std::string> Advice;  // reason: what the user can do
  Classes() {
#define OVERDUB_THIRD_PARTY_MACRO_DETAIL(Text) ThirdPartyDetail = Text;
#define OVERDUB_NEVER_INSTANTIATED_DETAIL(Text) NeverInstantiatedDetail = Text;
#define OVERDUB_FORCED_SKIP(Reason, Why) Forced[Reason] = Why;
#define OVERDUB_SKIP_ADVICE(Reason, What) Advice[Reason] = What;
#include "overdub/matchers/Coverage.def"
  }
};
const Classes &classes() {
  static const Classes C;
  return C;
}

enum class Class { Instrumented, Skipped, Forced, ThirdParty };

Class classOf(const SiteRecord &R) {
  if (R.Instrumented) return Class::Instrumented;
  const Classes &C = classes();
  if (R.Kind == "macro" && llvm::StringRef(R.Detail).ends_with(C.ThirdPartyDetail))
    return Class::ThirdParty;
  return C.Forced.count(R.Kind) ? Class::Forced : Class::Skipped;
}

using Key = std::tuple<std::string, unsigned, unsigned, std::string>;
Key keyOf(const SiteRecord &R) { return {R.File, R.Line, R.Column, R.Callee}; }
// Where listings meet: the callee is left out, for compiles may spell it differently
// (`#define ns other_ns` before including a file); the sites at one position (`a.f().g()`)
// are taken together from one listing.
using Position = std::tuple<std::string, unsigned, unsigned>;
Position positionOf(const SiteRecord &R) { return {R.File, R.Line, R.Column}; }

std::string share(unsigned Part, unsigned Whole) {
  if (!Whole) return "-";
  return llvm::formatv("{0:f1}%", 100.0 * Part / Whole).str();
}

// The directory a file's sites are counted under: relative to the current directory when the
// file lies under it, "." for none.
std::string directoryOf(const std::string &File) {
  llvm::StringRef Dir = llvm::sys::path::parent_path(File, llvm::sys::path::Style::posix);
  std::string Out = Dir.str();
  char Cwd[4096];
  if (llvm::sys::path::is_absolute(Dir) && ::getcwd(Cwd, sizeof Cwd)) {
    llvm::StringRef Here(Cwd);
    if (Dir == Here) Out = "";
    else if (Dir.starts_with(Here) && Dir.size() > Here.size() && Dir[Here.size()] == '/')
      Out = Dir.substr(Here.size() + 1).str();
  }
  return Out.empty() ? "." : Out;
}

std::string anchor(const std::string &Reason) { return "docs/skip-reasons.md#" + Reason; }
constexpr const char *ThirdPartyAnchor = "docs/skip-reasons.md#third-party-macro-bodies";

struct Tally {
  unsigned Sites = 0;
  unsigned NeverInstantiated = 0;  // of them, in templates no listing instantiates
  std::optional<Key> Example;
  void add(const SiteRecord &R, bool InNoInstance = false) {
    ++Sites;
    NeverInstantiated += InNoInstance;
    Key K = keyOf(R);
    if (!Example || K < *Example) Example = K;
  }
};

std::string exampleText(const Key &K) {
  return std::get<0>(K) + ":" + std::to_string(std::get<1>(K)) + ":" +
         std::to_string(std::get<2>(K)) + " '" + std::get<3>(K) + "'";
}

}  // namespace

SiteRecord siteRecord(const CallSite &Site, std::string File) {
  SiteRecord R;
  R.File = std::move(File);
  R.Line = Site.Line;
  R.Column = Site.Column;
  R.Callee = Site.Callee;
  R.Instrumented = Site.instrumented();
  R.Kind = std::string(R.Instrumented ? formName(*Site.Chosen) : skipReasonName(Site.Reason));
  if (!R.Instrumented)
    R.Detail = Site.Detail.empty() ? std::string(skipReasonDescription(Site.Reason)) : Site.Detail;
  return R;
}

// FILE:LINE:COL: remark: instrumented 'CALLEE' [FORM]...  or  ... skipped 'CALLEE': REASON (DETAIL)
std::optional<SiteRecord> parseSiteLine(llvm::StringRef Line) {
  Line = Line.rtrim("\r\n");
  size_t Remark = Line.find(": remark: ");
  if (Remark == llvm::StringRef::npos) return std::nullopt;
  llvm::StringRef Where = Line.take_front(Remark), Rest = Line.drop_front(Remark + 10);
  auto [BeforeColumn, Column] = Where.rsplit(':');
  auto [File, LineNo] = BeforeColumn.rsplit(':');
  SiteRecord R;
  if (File.empty() || LineNo.getAsInteger(10, R.Line) || Column.getAsInteger(10, R.Column))
    return std::nullopt;
  R.File = File.str();
  if (Rest.consume_front("instrumented '")) {
    size_t End = Rest.find("' [");
    if (End == llvm::StringRef::npos) return std::nullopt;
    R.Instrumented = true;
    R.Callee = Rest.take_front(End).str();
    llvm::StringRef Form = Rest.drop_front(End + 3);
    R.Kind = Form.take_front(Form.find(']')).str();
    return R;
  }
  if (!Rest.consume_front("skipped '")) return std::nullopt;
  size_t End = Rest.find("': ");
  if (End == llvm::StringRef::npos) return std::nullopt;
  R.Callee = Rest.take_front(End).str();
  llvm::StringRef Reason = Rest.drop_front(End + 3);
  auto [Name, Detail] = Reason.split(" (");
  R.Kind = Name.str();
  R.Detail = Detail.ends_with(")") ? Detail.drop_back().str() : Detail.str();
  return R;
}

void CoverageReport::addListing(std::string Name, std::vector<SiteRecord> Sites) {
  Listings.emplace_back(std::move(Name), std::move(Sites));
}

llvm::Error CoverageReport::addPath(llvm::StringRef Path) {
  std::vector<std::string> Files;
  if (llvm::sys::fs::is_directory(Path)) {
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator It(Path, EC), End; It != End && !EC; It.increment(EC))
      if (llvm::StringRef(It->path()).ends_with(".sites")) Files.push_back(It->path());
    if (EC) return llvm::createStringError("cannot read '" + Path + "': " + EC.message());
  } else {
    Files.push_back(Path.str());
  }
  for (const std::string &File : Files) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text = llvm::MemoryBuffer::getFile(File);
    if (!Text) return llvm::createStringError("cannot read '" + File + "': " + Text.getError().message());
    llvm::SmallVector<llvm::StringRef> Lines;
    (*Text)->getBuffer().split(Lines, '\n');
    std::vector<SiteRecord> Sites;
    for (llvm::StringRef Line : Lines)
      if (std::optional<SiteRecord> R = parseSiteLine(Line)) Sites.push_back(std::move(*R));
    addListing(File, std::move(Sites));
  }
  return llvm::Error::success();
}

void CoverageReport::print(llvm::raw_ostream &OS, bool Json) const {
  // Each site once: per position, the sites of the listing that holds most of them (then most
  // instrumented, then the first by name).
  std::vector<const std::pair<std::string, std::vector<SiteRecord>> *> Ordered;
  for (const auto &L : Listings) Ordered.push_back(&L);
  std::stable_sort(Ordered.begin(), Ordered.end(),
                   [](const auto *A, const auto *B) { return A->first < B->first; });
  std::map<Position, std::vector<const SiteRecord *>> Chosen;
  for (const auto *L : Ordered) {
    std::map<Position, std::vector<const SiteRecord *>> Own;
    for (const SiteRecord &R : L->second) Own[positionOf(R)].push_back(&R);
    auto Instrumented = [](const std::vector<const SiteRecord *> &V) {
      return std::count_if(V.begin(), V.end(), [](const SiteRecord *R) { return R->Instrumented; });
    };
    for (auto &[K, Sites] : Own) {
      auto It = Chosen.find(K);
      if (It == Chosen.end() || Sites.size() > It->second.size() ||
          (Sites.size() == It->second.size() && Instrumented(Sites) > Instrumented(It->second)))
        Chosen[K] = std::move(Sites);
    }
  }

  // The positions that every listing holding them skips for want of an instantiation.
  const Classes &Cl = classes();
  std::map<Position, bool> NoInstance;
  for (const auto &L : Listings)
    for (const SiteRecord &R : L.second) {
      const bool None = !R.Instrumented &&
                        llvm::StringRef(R.Detail).ends_with(Cl.NeverInstantiatedDetail);
      auto [It, New] = NoInstance.try_emplace(positionOf(R), None);
      It->second = It->second && None;
    }

  unsigned Total = 0, Instrumented = 0, Skipped = 0, Forced = 0;
  Tally ThirdParty;
  std::map<std::string, std::pair<unsigned, unsigned>> Directories;  // instrumented, eligible
  std::map<std::string, Tally> SkippedBy, ForcedBy;
  std::map<std::string, unsigned> Forms;
  std::map<std::string, bool> Files;
  for (const auto &[K, Sites] : Chosen)
    for (const SiteRecord *R : Sites) {
      ++Total;
      Files[R->File] = true;
      Class C = classOf(*R);
      if (C == Class::ThirdParty) { ThirdParty.add(*R); continue; }
      if (C == Class::Forced) { ++Forced; ForcedBy[R->Kind].add(*R); continue; }
      auto &Dir = Directories[directoryOf(R->File)];
      ++Dir.second;
      if (C == Class::Instrumented) {
        ++Instrumented, ++Dir.first, ++Forms[R->Kind];
      } else {
        ++Skipped;
        SkippedBy[R->Kind].add(*R, NoInstance[K]);
      }
    }
  const unsigned Eligible = Instrumented + Skipped;
  // Reasons by count, most first.
  auto byCount = [](const std::map<std::string, Tally> &M) {
    std::vector<std::pair<std::string, const Tally *>> V;
    for (const auto &[Name, T] : M) V.emplace_back(Name, &T);
    std::stable_sort(V.begin(), V.end(),
                     [](const auto &A, const auto &B) { return A.second->Sites > B.second->Sites; });
    return V;
  };
  auto adviceOf = [&](const std::string &Reason) {
    auto It = Cl.Advice.find(Reason);
    return It == Cl.Advice.end() ? std::string("see docs/skip-reasons.md") : It->second;
  };

  if (Json) {
    llvm::json::Array Dirs, Reasons;
    for (const auto &[Dir, Counts] : Directories)
      Dirs.push_back(llvm::json::Object{{"directory", Dir}, {"instrumented", Counts.first},
                                        {"eligible", Counts.second},
                                        {"share", share(Counts.first, Counts.second)}});
    auto reason = [&](const std::string &Name, const char *Class, const Tally &T,
                      const std::string &What, const std::string &Doc) {
      const Key &E = *T.Example;
      llvm::json::Object Reason{
          {"reason", Name}, {"class", Class}, {"sites", T.Sites}, {"what", What}, {"doc", Doc},
          {"example", llvm::json::Object{{"file", std::get<0>(E)}, {"line", std::get<1>(E)},
                                         {"column", std::get<2>(E)}, {"callee", std::get<3>(E)}}}};
      if (T.NeverInstantiated) Reason["never_instantiated"] = T.NeverInstantiated;
      Reasons.push_back(std::move(Reason));
    };
    for (const auto &[Name, T] : byCount(SkippedBy)) reason(Name, "counted", *T, adviceOf(Name), anchor(Name));
    for (const auto &[Name, T] : byCount(ForcedBy)) reason(Name, "forced", *T, Cl.Forced.at(Name), anchor(Name));
    if (ThirdParty.Sites)
      reason("macro", "third-party", ThirdParty, "calls in the bodies of other projects' macros",
             ThirdPartyAnchor);
    llvm::json::Object FormCounts;
    for (const auto &[Form, N] : Forms) FormCounts[Form] = N;
    llvm::json::Object Out{{"files", Files.size()}, {"sites", Total}, {"instrumented", Instrumented},
                           {"eligible", Eligible}, {"share", share(Instrumented, Eligible)},
                           {"skipped", Skipped}, {"forced", Forced},
                           {"third_party_macro_bodies", ThirdParty.Sites},
                           {"directories", std::move(Dirs)}, {"reasons", std::move(Reasons)},
                           {"forms", std::move(FormCounts)}};
    OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Out))) << "\n";
    return;
  }

  OS << "instrumented: " << Instrumented << " of " << Eligible
     << " sites spelled in the project's files (" << share(Instrumented, Eligible) << ")\n"
     << "  " << Total << " sites in " << Files.size() << " files: " << Instrumented
     << " instrumented, " << Skipped << " skipped; not counted: " << Forced << " forced skips, "
     << ThirdParty.Sites << " in third-party macro bodies\n";
  if (!Directories.empty()) {
    OS << "\n" << llvm::left_justify("directory", 32) << " instrumented   share\n";
    for (const auto &[Dir, Counts] : Directories)
      OS << llvm::left_justify(Dir, 32) << " "
         << llvm::right_justify(std::to_string(Counts.first) + " / " + std::to_string(Counts.second), 12)
         << "  " << llvm::right_justify(share(Counts.first, Counts.second), 6) << "\n";
  }
  auto row = [&](const std::string &Name, const Tally &T, const std::string &What,
                 const std::string &Doc) {
    OS << "  " << llvm::left_justify(Name, 26) << llvm::right_justify(std::to_string(T.Sites), 6)
       << "  " << What << " (" << Doc << ")\n"
       << std::string(36, ' ') << "e.g. " << exampleText(*T.Example) << "\n";
    if (T.NeverInstantiated)
      OS << std::string(36, ' ') << T.NeverInstantiated
         << " of them in templates no translation unit instantiates (no code of theirs runs)\n";
  };
  if (!SkippedBy.empty()) {
    OS << "\nskipped, counted                 sites  what you can do\n";
    for (const auto &[Name, T] : byCount(SkippedBy)) row(Name, *T, adviceOf(Name), anchor(Name));
  }
  if (!ForcedBy.empty() || ThirdParty.Sites) {
    OS << "\nnot counted                      sites  why\n";
    for (const auto &[Name, T] : byCount(ForcedBy)) row(Name, *T, "forced: " + Cl.Forced.at(Name), anchor(Name));
    if (ThirdParty.Sites)
      row("third-party macro bodies", ThirdParty, "calls in the bodies of other projects' macros",
          ThirdPartyAnchor);
  }
  if (!Forms.empty()) {
    std::vector<std::pair<std::string, unsigned>> V(Forms.begin(), Forms.end());
    std::stable_sort(V.begin(), V.end(), [](const auto &A, const auto &B) { return A.second > B.second; });
    OS << "\nforms:";
    for (size_t I = 0; I < V.size(); ++I) OS << (I ? ", " : " ") << V[I].first << " " << V[I].second;
    OS << "\n";
  }
}

}  // namespace overdub
