// The HTML page's style, markup and script (HtmlReport.h), kept apart from the code that writes
// its data. The script reads the data (docs/report.md, "The HTML page") and draws every view.
#ifndef OVERDUB_REPORT_HTMLASSETS_H
#define OVERDUB_REPORT_HTMLASSETS_H

namespace overdub {

extern const char kHtmlStyle[];      // the page's CSS
extern const char kHtmlViews[];      // thread selector, flame graph, timeline (before the table)
extern const char kHtmlMoreViews[];  // the site table, call tree and threads (after it)
extern const char kHtmlScript[];     // draws the views from the data, keeps them in step

}  // namespace overdub

#endif  // OVERDUB_REPORT_HTMLASSETS_H
