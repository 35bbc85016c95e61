#include "HeaderCopies.h"

#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace overdub {
namespace {

// The sites of a file as --list-sites prints them, in source order.
std::vector<std::string> siteLines(const InstrumentedFile &File) {
  std::vector<const CallSite *> Sorted;
  for (const CallSite &Site : File.Sites) Sorted.push_back(&Site);
  std::stable_sort(Sorted.begin(), Sorted.end(), [](const CallSite *A, const CallSite *B) {
    return std::tie(A->BeginOffset, A->EndOffset) < std::tie(B->BeginOffset, B->EndOffset);
  });
  std::vector<std::string> Lines;
  for (const CallSite *Site : Sorted) Lines.push_back(describeSite(*Site));
  return Lines;
}

// Where two instrumentations of one header part: the first site they disagree on.
std::string firstDifference(const InstrumentedFile &A, const InstrumentedFile &B) {
  std::vector<std::string> SitesA = siteLines(A), SitesB = siteLines(B);
  auto [ItA, ItB] = std::mismatch(SitesA.begin(), SitesA.end(), SitesB.begin(), SitesB.end());
  if (ItA == SitesA.end() && ItB == SitesB.end())
    return " the sites agree, the names of the files it includes differ";
  std::string Out;
  Out += "\n  in " + A.IncludedBy + ": " + (ItA == SitesA.end() ? "(no more sites)" : *ItA);
  Out += "\n  in " + B.IncludedBy + ": " + (ItB == SitesB.end() ? "(no more sites)" : *ItB);
  return Out;
}

}  // namespace

bool keepOneCopyOfEachHeader(std::vector<InstrumentedFile> &Files) {
  std::map<std::string, size_t> First;  // a header's absolute path -> its first copy
  std::set<std::string> Conflicting;
  std::vector<bool> Drop(Files.size(), false);
  for (size_t I = 0; I < Files.size(); ++I) {
    const InstrumentedFile &File = Files[I];
    if (!File.IsHeader) continue;
    auto [It, New] = First.emplace(File.AbsolutePath, I);
    if (New) continue;
    Drop[I] = true;
    const InstrumentedFile &Kept = Files[It->second];
    if (applyPlan(Kept.Original, Kept.Plan) == applyPlan(File.Original, File.Plan) ||
        Conflicting.count(File.AbsolutePath))
      continue;
    Conflicting.insert(File.AbsolutePath);
    llvm::WithColor::error(llvm::errs(), "overdub")
        << Kept.Name << ": instrumented differently as included by " << Kept.IncludedBy
        << " and by " << File.IncludedBy << ", so it is not written (a header must read the same "
        << "in every translation unit: leave it out with --exclude-header-filter, or make the "
        << "translation units agree):" << firstDifference(Kept, File) << "\n";
  }
  for (size_t I = 0; I < Files.size(); ++I)
    if (Files[I].IsHeader && Conflicting.count(Files[I].AbsolutePath)) Drop[I] = true;
  std::vector<InstrumentedFile> Out;
  for (size_t I = 0; I < Files.size(); ++I)
    if (!Drop[I]) Out.push_back(std::move(Files[I]));
  Files = std::move(Out);
  return Conflicting.empty();
}

}  // namespace overdub
