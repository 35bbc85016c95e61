// How names read from a trace (callees, callers, files: any bytes a crafted or corrupt trace holds)
// are written in each output format. Every format escapes them here, once, where it prints them.
#ifndef OVERDUB_REPORT_ESCAPE_H
#define OVERDUB_REPORT_ESCAPE_H

#include <string>
#include <string_view>

namespace overdub {

// Text for a terminal (table, tree, events, diff, messages): control characters (C0, DEL, C1),
// the bidirectional overrides and isolates, and bytes that are not UTF-8 become escapes (\n, \t,
// \e, \x7f, \u009b, \u202e, \xff); a backslash becomes \\, so that every escape is unambiguous.
std::string printable(std::string_view S);
// A frame of folded stacks (`a;b;c 1234`): printable, and ';' and ' ' (the frame and count
// separators) become '_'; an empty name is "<empty>".
std::string foldedFrame(std::string_view S);
// A JSON string literal, quotes included. Bytes that are not UTF-8 become U+FFFD.
std::string jsonString(std::string_view S);
// XML and HTML text or attribute value: & < > " escaped, control characters but tab left out,
// bytes that are not UTF-8 become U+FFFD.
std::string xmlText(std::string_view S);
// A CSV field (RFC 4180): quoted when it holds a comma, a quote, CR or LF; the name kept exact.
std::string csvField(std::string_view S);

}  // namespace overdub

#endif  // OVERDUB_REPORT_ESCAPE_H
