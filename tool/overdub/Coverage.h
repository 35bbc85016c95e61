// The coverage report of `--stats` and `--stats-merge`: the share of the sites spelled in the
// project's files that are instrumented, per directory and per skip reason with an example.
// Its classes (forced skips, third-party macro bodies, what the user can do) are in
// matchers/include/overdub/matchers/Coverage.def, which scripts/site-stats.py reads too: both
// give the same figure.
#ifndef OVERDUB_TOOL_COVERAGE_H
#define OVERDUB_TOOL_COVERAGE_H

#include "overdub/matchers/CallSite.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace overdub {

// One line of `--list-sites`, taken apart.
struct SiteRecord {
  std::string File;
  unsigned Line = 0, Column = 0;
  std::string Callee;
  bool Instrumented = false;
  std::string Kind;    // the form when instrumented, else the skip reason
  std::string Detail;  // when skipped: the text in parentheses
};

SiteRecord siteRecord(const CallSite &Site, std::string File);
std::optional<SiteRecord> parseSiteLine(llvm::StringRef Line);

class CoverageReport {
public:
  // The sites of one run (a `--list-sites` listing). A site that several listings hold (a
  // header seen by many translation units: same file, line and column, whatever the callee's
  // spelling) counts once.
  // Listings are taken in the order of their names.
  void addListing(std::string Name, std::vector<SiteRecord> Sites);
  // The listings of `Path`: a file, or a directory's *.sites files (--stats-dir).
  llvm::Error addPath(llvm::StringRef Path);
  void print(llvm::raw_ostream &OS, bool Json) const;

private:
  std::vector<std::pair<std::string, std::vector<SiteRecord>>> Listings;
};

}  // namespace overdub

#endif  // OVERDUB_TOOL_COVERAGE_H
