// --format=html: one self-contained page to explore a profile (no network): the summary and notes,
// an interactive flame graph (zoom, search, icicle, left-heavy), a timeline per thread, the call
// tree, sortable tables per callee and per site, and the threads. The page's data is one JSON
// object (docs/report.md, "The HTML page"); its script and style are HtmlAssets.
#ifndef OVERDUB_REPORT_HTMLREPORT_H
#define OVERDUB_REPORT_HTMLREPORT_H

#include "Formats.h"
#include "Profile.h"

#include <cstddef>
#include <cstdio>

namespace overdub {

struct HtmlOptions {
  SortKey Sort = SortKey::Inclusive;  // the tables' first order (--sort)
  size_t Top = 0;                     // rows per table (--top; 0: all)
  bool SplitThreads = false;          // --per-thread: the flame graph opens split by thread
};

// The page; returns the profile of every selected thread (for --check).
Profile printHtml(std::FILE *Out, const TraceList &Traces, ProfileOptions Options,
                  const HtmlOptions &Html);

// A timeline holds at most this many calls (the first ones, by end); the page says when a trace
// has more.
constexpr size_t kHtmlTimelineSpans = 200000;

}  // namespace overdub

#endif  // OVERDUB_REPORT_HTMLREPORT_H
