// libFuzzer target: the trace reader, the profile and every report format on any bytes
// (scripts/fuzz-report.sh builds it under AddressSanitizer and UndefinedBehaviorSanitizer).
// Besides memory errors and undefined behaviour it traps when a report breaks its promises: a
// share over 100% of the time traced, a time that is not finite, a terminal control or a forged
// line in a text format.
#include "Annotate.h"
#include "Diff.h"
#include "Flamegraph.h"
#include "HtmlReport.h"
#include "Formats.h"
#include "Perfetto.h"
#include "Profile.h"
#include "TargetTables.h"
#include "TraceReader.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <sys/mman.h>
#include <unistd.h>

namespace {

using namespace overdub;

void require(bool Condition, const char *What) {
  if (Condition) return;
  std::fprintf(stderr, "trace_fuzzer: broken promise: %s\n", What);
  std::abort();
}

// Runs `Print` into memory and returns what it wrote.
template <class Printer> std::string capture(Printer Print) {
  char *Data = nullptr;
  size_t Size = 0;
  std::FILE *F = open_memstream(&Data, &Size);
  Print(F);
  std::fclose(F);
  std::string Out(Data, Size);
  std::free(Data);
  return Out;
}

// Text for a terminal: no control byte but newline, valid UTF-8 is not required of names but of
// the escapes: no byte 0x7f and no C1 control (U+0080 to U+009F: 0xC2 0x80..0x9F).
void requirePrintable(const std::string &Text) {
  for (size_t I = 0; I < Text.size(); ++I) {
    unsigned char C = Text[I];
    require(C >= 0x20 || C == '\n', "a control character in text output");
    require(C != 0x7f, "DEL in text output");
    require(!(C == 0xC2 && I + 1 < Text.size() &&
              static_cast<unsigned char>(Text[I + 1]) >= 0x80 &&
              static_cast<unsigned char>(Text[I + 1]) <= 0x9F),
            "a C1 control in text output");
  }
}

// Folded stacks: each line is frames without spaces, then a space and a count.
void requireFolded(const std::string &Text) {
  requirePrintable(Text);
  size_t Start = 0;
  while (Start < Text.size()) {
    size_t End = Text.find('\n', Start);
    require(End != std::string::npos, "a folded line without its newline");
    std::string Line = Text.substr(Start, End - Start);
    size_t Space = Line.find(' ');
    require(Space != std::string::npos && Space > 0 && Line.find(' ', Space + 1) == std::string::npos,
            "a folded line with other than one space");
    require(Line.find_first_not_of("0123456789", Space + 1) == std::string::npos &&
                Space + 1 < Line.size(),
            "a folded line without a count");
    Start = End + 1;
  }
}

void requireSound(const Trace &T, const Profile &P) {
  require(std::isfinite(P.TotalNs) && P.TotalNs >= 0, "the time traced is not a time");
  if (!T.Aggregates.empty()) return;  // the runtime's figures: checked, not derived
  auto WithinTotal = [&](double Ns) { return Ns <= P.TotalNs * (1 + 1e-9) + 1e-3; };
  for (const CalleeStats &C : P.ByCallee) {
    require(std::isfinite(C.InclusiveNs) && std::isfinite(C.ExclusiveNs), "a time is not finite");
    require(WithinTotal(C.InclusiveNs), "a share over 100%");
  }
  std::vector<const CallTreeNode *> Nodes{&P.Tree};
  while (!Nodes.empty()) {
    const CallTreeNode *Node = Nodes.back();
    Nodes.pop_back();
    require(WithinTotal(Node->InclusiveNs), "a call tree share over 100%");
    for (const auto &Entry : Node->Children) Nodes.push_back(Entry.second.get());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static int Fd = memfd_create("trace", 0);
  static const std::string Path = "/proc/self/fd/" + std::to_string(Fd);
  if (ftruncate(Fd, 0) != 0 || pwrite(Fd, Data, Size, 0) != static_cast<ssize_t>(Size)) return 0;
  Trace T;
  std::string Error;
  if (!readTrace(Path, T, Error)) return 0;
  TraceList Traces{&T};
  for (bool Compensate : {true, false}) {
    ProfileOptions Options;
    Options.Compensate = Compensate;
    Profile P = buildProfile(Traces, Options);
    requireSound(T, P);
    requirePrintable(capture([&](std::FILE *F) {
      printTable(F, Traces, P);
      printSiteTable(F, P);
      printTree(F, Traces, P, 0);
      std::vector<Profile> Side;
      Side.push_back(buildProfile(Traces, Options));
      printDiff(F, Side, Side, DiffOptions{});
      DiffOptions BySite;
      BySite.BySite = true;
      printDiff(F, Side, Side, BySite);
      printRemarks(F, P);
      // Call targets named by address: symbols are read from files, not from the input.
      printTargetTable(F, P, addressName);
      printTargetSplits(F, P, addressName);
    }));
    capture([&](std::FILE *F) {
      DiffSide Side;
      Side.Traces = Traces;
      Side.Runs.push_back(buildProfile(Traces, Options));
      Side.Merged = buildProfile(Traces, Options);
      printDiffHtml(F, Side, Side, DiffOptions{});
    });
    requireFolded(capture([&](std::FILE *F) { printFolded(F, P); }));
    capture([&](std::FILE *F) {
      printCsv(F, P);
      printSiteCsv(F, P);
      printTargetCsv(F, P, addressName);
      printSvg(F, Traces, P);
    });
    capture([&](std::FILE *F) { printHtml(F, Traces, Options, HtmlOptions{}); });
    capture([&](std::FILE *F) { printPerfetto(F, Traces, Options); });
  }
  requirePrintable(capture([&](std::FILE *F) { printEvents(F, Traces); }));
  capture([&](std::FILE *F) { printChrome(F, Traces); });
  return 0;
}
