// The profile beside the source: --format=annotate prints the lines of each source file around
// its call sites with each site's calls, inclusive time and share; --format=remarks gives the
// same per site as compiler remarks (`file:line:col: remark: ...`) for editors' problem matchers.
#ifndef OVERDUB_REPORT_ANNOTATE_H
#define OVERDUB_REPORT_ANNOTATE_H

#include "Profile.h"

#include <cstdio>
#include <string>
#include <vector>

namespace overdub {

// The figures of one call site, its calls merged over processes and threads.
struct SiteFigures {
  std::string File, Callee;
  uint32_t Line = 0, Column = 0;
  CallFigures Figures;
};

// The sites of a profile with calls, merged by file, line, column and callee, in that order (the
// runtime's own site and unknown sites left out).
std::vector<SiteFigures> siteFigures(const Profile &P);

// A source file to annotate: its name as the trace records it, and where it was found.
struct AnnotatedSource {
  std::string Recorded, Path;
};
struct SourceLookup {
  std::vector<std::string> Only;  // --source: only these files (a path, or a path's tail)
  std::vector<std::string> Dirs;  // --source-dir: where relative names are looked for
};
struct SourceSet {
  std::vector<AnnotatedSource> Found;     // in the order of the files' names
  std::vector<std::string> Missing;       // recorded names found nowhere
  std::string Error;                      // a --source that names no file of the trace
};
// The files of the profile's sites with calls (those --source names, when given), each found as
// its recorded name (relative to the working directory) or under a --source-dir.
SourceSet findSources(const Profile &P, const SourceLookup &Lookup);

// Each found file's lines around its sites (two lines of context, `...` between), with the
// figures of the site on each line, or of each site under a line that has several. A file that
// cannot be read is a line saying so.
void printAnnotated(std::FILE *Out, const Profile &P, const SourceSet &Sources);
// One remark per site: `file:line:col: remark: 'callee' N calls, T inclusive (S%), ...`.
void printRemarks(std::FILE *Out, const Profile &P);

}  // namespace overdub

#endif  // OVERDUB_REPORT_ANNOTATE_H
