#include "Annotate.h"

#include "Escape.h"
#include "Formats.h"

#include <overdub/trace_format.h>

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <system_error>
#include <tuple>

namespace overdub {
namespace {

namespace fs = std::filesystem;

constexpr uint32_t kContext = 2;  // source lines shown before and after a site's line

// A file's canonical name, or the name as given when it does not exist.
std::string canonical(const std::string &Path) {
  std::error_code Error;
  fs::path Canonical = fs::weakly_canonical(fs::absolute(Path, Error), Error);
  return Error ? Path : Canonical.string();
}

bool isFile(const std::string &Path) {
  std::error_code Error;
  return fs::is_regular_file(Path, Error);
}

// Whether `Path` ends with `Tail` at a path component ("app/shapes.cpp" ends "/src/app/shapes.cpp").
bool endsWithPath(const std::string &Path, const std::string &Tail) {
  return Path.size() > Tail.size() &&
         Path.compare(Path.size() - Tail.size(), Tail.size(), Tail) == 0 &&
         Path[Path.size() - Tail.size() - 1] == '/';
}

// Whether --source `Wanted` names the recorded file: the same file, the recorded name ends with
// it ("shapes.cpp" names "/src/app/shapes.cpp"), or a relative recorded name is its tail (the
// file pointed at: "src/app/shapes.cpp" names "app/shapes.cpp").
bool names(const std::string &Wanted, const std::string &Recorded, const std::string &Found) {
  if (Wanted == Recorded || endsWithPath(Recorded, Wanted)) return true;
  if (!isFile(Wanted)) return false;
  if (!Found.empty()) return canonical(Wanted) == canonical(Found);
  return !fs::path(Recorded).is_absolute() && endsWithPath(Wanted, Recorded);
}

// Where the recorded name is on this machine: itself (absolute, or relative to the working
// directory), else under one of the directories; empty when nowhere.
std::string locate(const std::string &Recorded, const std::vector<std::string> &Dirs) {
  if (isFile(Recorded)) return Recorded;
  if (fs::path(Recorded).is_absolute()) return "";
  for (const std::string &Dir : Dirs) {
    std::string Candidate = (fs::path(Dir) / Recorded).string();
    if (isFile(Candidate)) return Candidate;
  }
  return "";
}

std::string figures(const CallFigures &F, const Profile &P) {
  return fmt::format("{:>10}  {:>12}  {:>5.1f}%", F.Calls, formatDuration(F.InclusiveNs),
                     P.TotalNs > 0 ? 100 * F.InclusiveNs / P.TotalNs : 0.0);
}

// After a line: how many of its calls were counted, not timed (a throttled site).
std::string untimed(const CallFigures &F) {
  return F.CountedOnly ? fmt::format("  <- {} of the calls counted, not timed (throttled)",
                                     F.CountedOnly)
                       : "";
}

// A source line for a terminal: tabs expanded to 8 columns, other control characters escaped.
std::string sourceText(const std::string &Line) {
  std::string Expanded;
  for (char C : Line)
    if (C == '\t')
      Expanded.append(8 - Expanded.size() % 8, ' ');
    else
      Expanded.push_back(C);
  return printable(Expanded);
}

std::vector<std::string> readLines(const std::string &Path, bool &Ok) {
  std::ifstream In(Path, std::ios::binary);
  std::vector<std::string> Lines;
  Ok = static_cast<bool>(In);
  for (std::string Line; std::getline(In, Line);) {
    if (!Line.empty() && Line.back() == '\r') Line.pop_back();
    Lines.push_back(std::move(Line));
  }
  Ok = Ok && !In.bad();
  return Lines;
}

void printFile(std::FILE *Out, const Profile &P, const AnnotatedSource &Source,
               const std::vector<const SiteFigures *> &Sites) {
  uint64_t Calls = 0;
  for (const SiteFigures *S : Sites) Calls += S->Figures.Calls;
  fmt::print(Out, "== {}: {} site{} with calls, {} calls ==\n", printable(Source.Recorded),
             Sites.size(), Sites.size() == 1 ? "" : "s", Calls);
  bool Ok = false;
  std::vector<std::string> Lines = readLines(Source.Path, Ok);
  if (!Ok) {
    fmt::print(Out, "(cannot read {})\n\n", printable(Source.Path));
    return;
  }
  std::map<uint32_t, std::vector<const SiteFigures *>> ByLine;
  for (const SiteFigures *S : Sites) ByLine[S->Line].push_back(S);
  // The lines shown: each site's line with its context (64 bits: a corrupt trace's line may be
  // the largest 32-bit number).
  std::set<uint64_t> Shown;
  for (const auto &[Line, OnLine] : ByLine) {
    Shown.insert(Line);
    if (Line == 0) continue;  // no line recorded: nothing around it
    const uint64_t From = std::max<uint64_t>(Line, kContext + 1) - kContext;
    for (uint64_t L = From; L <= Line + uint64_t{kContext}; ++L) Shown.insert(L);
  }
  fmt::print(Out, "{:>10}  {:>12}  {:>6}  {:>6}  source\n", "calls", "inclusive", "share", "line");
  const std::string Blank(10 + 2 + 12 + 2 + 6, ' ');
  std::optional<uint64_t> Last;
  for (uint64_t L : Shown) {
    auto Here = L > UINT32_MAX ? ByLine.end() : ByLine.find(static_cast<uint32_t>(L));
    bool Outside = L == 0 || L > Lines.size();  // line 0: none recorded
    if (Outside && Here == ByLine.end()) continue;
    if (Last && L != *Last + 1) fmt::print(Out, "{}  {:>6}\n", Blank, "...");
    Last = L;
    std::string Text = L == 0 ? "(no line recorded)"
                       : Outside ? "(past the end of the file)"
                                 : sourceText(Lines[L - 1]);
    if (Here == ByLine.end()) {
      fmt::print(Out, "{}  {:>6}  {}\n", Blank, L, Text);
    } else if (Here->second.size() == 1) {
      const CallFigures &F = Here->second.front()->Figures;
      fmt::print(Out, "{}  {:>6}  {}{}\n", figures(F, P), L, Text, untimed(F));
    } else {  // each site of the line under it, by column
      fmt::print(Out, "{:>10}  {:>12}  {:>6}  {:>6}  {}\n",
                 fmt::format("{} sites", Here->second.size()), "", "", L, Text);
      for (const SiteFigures *S : Here->second)
        fmt::print(Out, "{}  {:>6}  ^ col {}: {}{}\n", figures(S->Figures, P), "", S->Column,
                   printable(S->Callee), untimed(S->Figures));
    }
  }
  fmt::print(Out, "\n");
}

}  // namespace

std::vector<SiteFigures> siteFigures(const Profile &P) {
  std::map<std::tuple<std::string, uint32_t, uint32_t, std::string>, CallFigures> Merged;
  for (const SiteStats &S : P.BySite) {
    if (!S.Site || S.Site->File == trace::kRuntimeFile) continue;
    Merged[{S.Site->File, S.Site->Line, S.Site->Column, S.Site->Callee}].merge(S);
  }
  std::vector<SiteFigures> Out;
  for (auto &[Key, Figures] : Merged)
    Out.push_back(SiteFigures{std::get<0>(Key), std::get<3>(Key), std::get<1>(Key),
                              std::get<2>(Key), std::move(Figures)});
  return Out;
}

SourceSet findSources(const Profile &P, const SourceLookup &Lookup) {
  std::set<std::string> Recorded;  // the files of the sites with calls
  for (const SiteFigures &S : siteFigures(P)) Recorded.insert(S.File);
  SourceSet Set;
  std::vector<bool> Used(Lookup.Only.size(), false);
  for (const std::string &Name : Recorded) {
    std::string Found = locate(Name, Lookup.Dirs);
    if (!Lookup.Only.empty()) {
      bool Wanted = false;
      for (size_t I = 0; I < Lookup.Only.size(); ++I) {
        const std::string &W = Lookup.Only[I];
        if (!names(W, Name, Found)) continue;
        Used[I] = Wanted = true;
        // The file the user pointed at, when the recorded name is its path or its tail (not
        // when it is only the recorded name's tail: a/k.cpp and b/k.cpp are not ./k.cpp).
        if (Found.empty() && isFile(W) && (W == Name || endsWithPath(W, Name))) Found = W;
      }
      if (!Wanted) continue;
    }
    if (Found.empty())
      Set.Missing.push_back(Name);
    else
      Set.Found.push_back(AnnotatedSource{Name, Found});
  }
  for (size_t I = 0; I < Lookup.Only.size(); ++I)
    if (!Used[I]) {
      Set.Error = fmt::format("--source={}: no call site with calls in the traces is in that file",
                              Lookup.Only[I]);
      return Set;
    }
  if (Set.Found.empty() && !Set.Missing.empty()) {
    std::string Some = Set.Missing[0];
    if (Set.Missing.size() > 1) Some += ", " + Set.Missing[1];
    if (Set.Missing.size() > 2) Some += fmt::format(" and {} more", Set.Missing.size() - 2);
    Set.Error = fmt::format("none of the source files the traces name is found ({}): run from "
                            "the directory they are relative to, or give --source-dir=DIR",
                            printable(Some));
  }
  return Set;
}

void printAnnotated(std::FILE *Out, const Profile &P, const SourceSet &Sources) {
  std::vector<SiteFigures> Sites = siteFigures(P);
  std::map<std::string, std::vector<const SiteFigures *>> ByFile;
  for (const SiteFigures &S : Sites) ByFile[S.File].push_back(&S);
  for (const AnnotatedSource &Source : Sources.Found)
    if (auto It = ByFile.find(Source.Recorded); It != ByFile.end())
      printFile(Out, P, Source, It->second);
  for (const std::string &Name : Sources.Missing)
    fmt::print(Out, "not found: {} ({} site{} with calls; --source-dir=DIR looks under DIR)\n",
               printable(Name), ByFile[Name].size(), ByFile[Name].size() == 1 ? "" : "s");
}

void printRemarks(std::FILE *Out, const Profile &P) {
  for (const SiteFigures &S : siteFigures(P)) {
    const CallFigures &F = S.Figures;
    std::string Text = fmt::format("'{}' {} call{}", S.Callee, F.Calls, F.Calls == 1 ? "" : "s");
    if (F.timed()) {
      Text += fmt::format(", {} inclusive ({:.1f}%), {} exclusive, average {}, max {}",
                          formatDuration(F.InclusiveNs),
                          P.TotalNs > 0 ? 100 * F.InclusiveNs / P.TotalNs : 0.0,
                          formatDuration(F.ExclusiveNs), formatDuration(F.averageNs()),
                          formatDuration(F.MaxNs));
      if (F.Outermost.count())
        Text += fmt::format(", p50 {}, p99 {}", formatDuration(F.Outermost.percentile(50)),
                            formatDuration(F.Outermost.percentile(99)));
    }
    if (F.CountedOnly) Text += fmt::format(", {} counted, not timed (throttled)", F.CountedOnly);
    fmt::print(Out, "{}:{}:{}: remark: {}\n", printable(S.File), S.Line, S.Column, printable(Text));
  }
}

}  // namespace overdub
