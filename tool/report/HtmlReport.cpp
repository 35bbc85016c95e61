#include "HtmlReport.h"

#include "Escape.h"
#include "Flamegraph.h"
#include "HtmlAssets.h"
#include "PerThread.h"
#include "ThreadSelection.h"
#include "Untimed.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <iterator>
#include <map>
#include <system_error>
#include <unordered_map>
#include <utility>
#include <vector>

namespace overdub {
namespace {

// Rows the page shows before its script runs (and when scripts are off).
constexpr size_t kStaticRows = 1000;

// A JSON string that may sit inside <script>: '<' escaped, so that no "</script" or "<!--" ends
// or changes the element.
std::string scriptString(std::string_view S) {
  std::string Json = jsonString(S), Out;
  Out.reserve(Json.size());
  for (char C : Json) {
    if (C == '<')
      Out += "\\u003c";
    else
      Out += C;
  }
  return Out;
}

// The page's data, written as JSON in one buffer.
class DataWriter {
public:
  fmt::memory_buffer Buffer;

  void raw(std::string_view S) { Buffer.append(S); }
  void string(std::string_view S) { raw(scriptString(S)); }
  // Whole nanoseconds (or null for a figure that is not a number).
  void ns(double Ns) {
    if (std::isfinite(Ns))
      fmt::format_to(std::back_inserter(Buffer), "{:.0f}", Ns);
    else
      raw("null");
  }
  void count(uint64_t N) { fmt::format_to(std::back_inserter(Buffer), "{}", N); }
  // A name's index in the page's table of names.
  void name(const std::string &Name) {
    auto [It, New] = NameIndex.try_emplace(Name, Names.size());
    if (New) Names.push_back(&It->first);
    count(It->second);
  }
  void names() {
    raw("[");
    for (size_t I = 0; I < Names.size(); ++I) {
      if (I) raw(",");
      string(*Names[I]);
    }
    raw("]");
  }

private:
  std::unordered_map<std::string, size_t> NameIndex;
  std::vector<const std::string *> Names;
};

// A group's figures: calls, inclusive, exclusive, p50, p90, p99, max, untimed calls.
void figures(DataWriter &W, const CallFigures &F) {
  W.count(F.Calls);
  W.raw(",");
  W.ns(F.InclusiveNs);
  W.raw(",");
  W.ns(F.ExclusiveNs);
  for (double Pc : {50.0, 90.0, 99.0}) {
    W.raw(",");
    if (F.Outermost.count())
      W.ns(F.Outermost.percentile(Pc));
    else
      W.raw("null");
  }
  W.raw(",");
  if (F.timed())
    W.ns(F.MaxNs);
  else
    W.raw("null");
  W.raw(",");
  W.count(F.CountedOnly);
}

// [[callee, calls, ...], ...] and [[site, caller, callee, calls, ...], ...]
void rows(DataWriter &W, const Profile &P) {
  W.raw("{\"callees\":[");
  for (size_t I = 0; I < P.ByCallee.size(); ++I) {
    W.raw(I ? ",\n[" : "\n[");
    W.name(P.ByCallee[I].Callee);
    W.raw(",");
    figures(W, P.ByCallee[I]);
    W.raw("]");
  }
  W.raw("],\"sites\":[");
  for (size_t I = 0; I < P.BySite.size(); ++I) {
    const SiteStats &S = P.BySite[I];
    W.raw(I ? ",\n[" : "\n[");
    W.string(siteName(S));
    W.raw(",");
    W.name(S.Site ? S.Site->Caller : "");
    W.raw(",");
    W.name(S.Site ? S.Site->Callee : "<unknown>");
    W.raw(",");
    figures(W, S);
    W.raw("]");
  }
  W.raw("]}");
}

// A thread's call tree in preorder: name, parent (index), calls, inclusive, exclusive per node;
// node 0 is the thread (its inclusive time, the thread's busy time). Where calls captured values,
// also per node its slowest such call with them (`f(3) = 7`, a name; -1: none) and its duration.
void tree(DataWriter &W, const CallTreeNode &Root, double BusyNs) {
  std::vector<const CallTreeNode *> Order;
  std::vector<size_t> Parent;
  std::vector<std::pair<const CallTreeNode *, size_t>> Stack{{&Root, 0}};
  while (!Stack.empty()) {  // no recursion: a tree may be kMaxTreeDepth deep
    auto [Node, Up] = Stack.back();
    Stack.pop_back();
    size_t Index = Order.size();
    Order.push_back(Node);
    Parent.push_back(Up);
    for (auto It = Node->Children.rbegin(); It != Node->Children.rend(); ++It)
      Stack.push_back({It->second.get(), Index});
  }
  W.raw("{\"n\":[-1");
  for (size_t I = 1; I < Order.size(); ++I) {
    W.raw(",");
    W.name(Order[I]->Callee);
  }
  W.raw("],\"p\":[-1");
  for (size_t I = 1; I < Order.size(); ++I) {
    W.raw(",");
    W.count(Parent[I]);
  }
  W.raw("],\"c\":[0");
  for (size_t I = 1; I < Order.size(); ++I) {
    W.raw(",");
    W.count(Order[I]->Calls);
  }
  W.raw("],\"i\":[");
  W.ns(BusyNs);
  for (size_t I = 1; I < Order.size(); ++I) {
    W.raw(",");
    W.ns(Order[I]->InclusiveNs);
  }
  W.raw("],\"e\":[0");
  for (size_t I = 1; I < Order.size(); ++I) {
    W.raw(",");
    W.ns(Order[I]->ExclusiveNs);
  }
  if (std::any_of(Order.begin() + 1, Order.end(),
                  [](const CallTreeNode *N) { return !N->SlowestValues.empty(); })) {
    W.raw("],\"v\":[-1");
    for (size_t I = 1; I < Order.size(); ++I) {
      W.raw(",");
      if (Order[I]->SlowestValues.empty())
        W.raw("-1");
      else
        W.name(formatCall(Order[I]->Callee, Order[I]->SlowestValues));
    }
    W.raw("],\"s\":[0");
    for (size_t I = 1; I < Order.size(); ++I) {
      W.raw(",");
      W.ns(Order[I]->SlowestValues.empty() ? 0 : Order[I]->SlowestNs);
    }
  }
  W.raw("]}");
}

// The calls of each thread's timeline: start (from the first), duration, depth, callee.
struct Timeline {
  std::vector<std::vector<double>> Starts, Ends;
  std::vector<std::vector<unsigned>> Depths;
  std::vector<std::vector<const std::string *>> Callees;
  // The spans whose calls captured values: their number in the thread's spans, and the call
  // with its values (`f(3) = 7`).
  std::vector<std::vector<std::pair<size_t, std::string>>> Calls;
  size_t Kept = 0, Seen = 0;
};

// The static part of the page: its notes (also in its data, for the script).
std::vector<std::pair<std::string, std::string>> notesOf(const TraceList &Traces, const Profile &P,
                                                         const Timeline &Lines) {
  std::vector<std::pair<std::string, std::string>> Notes;
  if (std::string Problems = describeAnomalies(P.Problems); !Problems.empty())
    Notes.push_back({"anomaly", "note: " + Problems});
  for (const Trace *T : Traces)
    if (!T->Problem.empty()) Notes.push_back({"problem", fmt::format("pid {}: {}", T->Pid, T->Problem)});
  Notes.push_back({"compensation", describeCompensation(Traces, P)});
  for (const std::string &Note : untimedNotes(P, [](const std::string &S) { return S; }))
    Notes.push_back({"throttled", Note});
  if (Lines.Seen > Lines.Kept)
    Notes.push_back({"timeline", fmt::format("the timeline shows the first {} of {} calls (by "
                                             "end); --format=perfetto or --since/--until for all",
                                             Lines.Kept, Lines.Seen)});
  return Notes;
}

void printStaticTable(std::FILE *Out, const Profile &P) {
  fmt::print(Out, "<table id=\"profile\" class=\"rows\"><thead><tr><th>calls</th><th>inclusive</th>"
                  "<th>exclusive</th><th>p50</th><th>p90</th><th>p99</th><th>max</th>"
                  "<th class=\"l\">callee</th></tr></thead><tbody>\n");
  for (size_t I = 0; I < P.ByCallee.size() && I < kStaticRows; ++I) {
    const CalleeStats &C = P.ByCallee[I];
    fmt::print(Out, "<tr><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>"
                    "<td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>"
                    "<td class=\"n\">{}</td><td class=\"l\">{}</td></tr>\n",
               C.Calls, formatDuration(C.InclusiveNs), formatDuration(C.ExclusiveNs),
               formatPercentile(C, 50), formatPercentile(C, 90), formatPercentile(C, 99),
               C.timed() ? formatDuration(C.MaxNs) : "-", xmlText(C.Callee));
  }
  fmt::print(Out, "</tbody></table>\n");
}

}  // namespace

Profile printHtml(std::FILE *Out, const TraceList &Traces, ProfileOptions Options,
                  const HtmlOptions &Html) {
  const std::vector<ThreadSection> Sections = threadSections(Traces);
  std::map<std::pair<const Trace *, uint64_t>, size_t> SectionOf;
  for (size_t I = 0; I < Sections.size(); ++I) SectionOf.emplace(std::pair{Sections[I].T, Sections[I].Tid}, I);

  Timeline Lines;
  Lines.Starts.resize(Sections.size());
  Lines.Ends.resize(Sections.size());
  Lines.Depths.resize(Sections.size());
  Lines.Callees.resize(Sections.size());
  Lines.Calls.resize(Sections.size());
  static const std::string Unknown = "<unknown>";
  ProfileOptions AllOptions = Options;
  AllOptions.OnSpan = [&](const SpanRecord &S) {
    ++Lines.Seen;
    auto It = SectionOf.find({S.Source, S.Tid});
    if (It == SectionOf.end() || Lines.Kept >= kHtmlTimelineSpans) return;
    ++Lines.Kept;
    Lines.Starts[It->second].push_back(S.StartNs);
    Lines.Ends[It->second].push_back(S.EndNs);
    Lines.Depths[It->second].push_back(S.Depth);
    // A virtual call by its target, as the call tree names it (All keeps the name).
    const std::string *Callee = S.Target ? S.Target : S.Site ? &S.Site->Callee : &Unknown;
    Lines.Callees[It->second].push_back(Callee);
    if (S.Values && !S.Values->empty())
      Lines.Calls[It->second].emplace_back(Lines.Callees[It->second].size() - 1,
                                           formatCall(*Callee, *S.Values));
  };
  Profile All = buildProfile(Traces, AllOptions);
  orderRows(All, Html.Sort, Html.Top);

  DataWriter W;
  W.raw("{\"version\":1,\"title\":");
  W.string(describeProcesses(Traces));
  W.raw(",\"summary\":");
  W.string(describeSummary(Traces, All));
  W.raw(",\"time\":");
  W.string(describeThreadTimes(Traces, All));
  W.raw(",\"total\":");
  W.ns(All.TotalNs);
  W.raw(",\"split\":");
  W.raw(Html.SplitThreads ? "true" : "false");
  W.raw(",\"aggregate\":");
  W.raw(allAggregate(Traces) ? "true" : "false");
  const auto Notes = notesOf(Traces, All, Lines);
  W.raw(",\"notes\":[");
  for (size_t I = 0; I < Notes.size(); ++I) {
    W.raw(I ? ",[" : "[");
    W.string(Notes[I].first);
    W.raw(",");
    W.string(Notes[I].second);
    W.raw("]");
  }
  W.raw("],\n\"all\":");
  rows(W, All);

  // Each thread: its profile (rows and call tree) and its timeline.
  double Origin = std::numeric_limits<double>::infinity();
  for (const auto &Starts : Lines.Starts)
    if (!Starts.empty()) Origin = std::min(Origin, Starts.front());
  for (const ThreadTime &T : All.ThreadTimes)
    if (T.HasEvents) Origin = std::min(Origin, T.FirstNs);
  if (!std::isfinite(Origin)) Origin = 0;
  W.raw(",\n\"origin\":");
  W.ns(Origin);
  W.raw(",\n\"threads\":[");
  for (size_t I = 0; I < Sections.size(); ++I) {
    const ThreadSection &S = Sections[I];
    Profile One = threadProfile(S, Options);
    orderRows(One, Html.Sort, Html.Top);
    const ThreadTime *Times = nullptr;
    for (const ThreadTime &T : One.ThreadTimes)
      if (T.HasEvents && T.Tid == S.Tid) Times = &T;
    W.raw(I ? ",\n{\"label\":" : "\n{\"label\":");
    W.string(S.Label);
    W.raw(",\"name\":");
    W.string(timelineThreadName(*S.T, S.Tid));
    fmt::format_to(std::back_inserter(W.Buffer), ",\"pid\":{},\"tid\":{},\"calls\":{},\"busy\":",
                   S.T->Pid, S.Tid, One.Calls);
    W.ns(One.TotalNs);
    // A thread without events has neither (null).
    if (Times) {
      W.raw(",\"first\":");
      W.ns(Times->FirstNs - Origin);
      W.raw(",\"last\":");
      W.ns(Times->LastNs - Origin);
    } else {
      W.raw(",\"first\":null,\"last\":null");
    }
    W.raw(",\n\"rows\":");
    rows(W, One);
    W.raw(",\n\"tree\":");
    tree(W, One.Tree, One.TotalNs);
    // The timeline: [start, duration, depth, callee, ...], starts from the origin.
    W.raw(",\n\"spans\":[");
    for (size_t J = 0; J < Lines.Starts[I].size(); ++J) {
      if (J) W.raw(",");
      W.ns(Lines.Starts[I][J] - Origin);
      W.raw(",");
      W.ns(std::max(0.0, Lines.Ends[I][J] - Lines.Starts[I][J]));
      W.raw(",");
      W.count(Lines.Depths[I][J]);
      W.raw(",");
      W.name(*Lines.Callees[I][J]);
    }
    // [span number, call with its values, ...]
    W.raw("],\n\"spanCalls\":[");
    for (size_t J = 0; J < Lines.Calls[I].size(); ++J) {
      if (J) W.raw(",");
      W.count(Lines.Calls[I][J].first);
      W.raw(",");
      W.name(Lines.Calls[I][J].second);
    }
    W.raw("]}");
  }
  W.raw("],\n\"names\":");
  W.names();
  W.raw("}\n");

  const std::string Title = describeProcesses(Traces);
  fmt::print(Out, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
                  "<meta name=\"viewport\" content=\"width=device-width\">\n"
                  "<title>overdub profile, {}</title>\n<style>\n{}</style></head><body>\n",
             xmlText(Title), kHtmlStyle);
  fmt::print(Out, "<h1>overdub profile</h1>\n<p id=\"summary\">{}</p>\n",
             xmlText(describeSummary(Traces, All)));
  if (std::string Time = describeThreadTimes(Traces, All); !Time.empty())
    fmt::print(Out, "<p id=\"time\">{}</p>\n", xmlText(Time));
  fmt::print(Out, "<div id=\"notes\">\n");
  for (const auto &[Kind, Text] : Notes)
    fmt::print(Out, "<p class=\"{}\">{}</p>\n", Kind, xmlText(Text));
  fmt::print(Out, "</div>\n{}", kHtmlViews);
  fmt::print(Out, "<noscript><p>The page's views need scripts; the flame graph and the profile "
                  "without them:</p>\n{}</noscript>\n",
             flameGraphSvg(Traces, All));
  fmt::print(Out, "<h2 id=\"callees-heading\">Profile per callee</h2>\n");
  printStaticTable(Out, All);
  fmt::print(Out, "{}", kHtmlMoreViews);
  fmt::print(Out, "<script type=\"application/json\" id=\"overdub-data\">\n");
  if (std::fwrite(W.Buffer.data(), 1, W.Buffer.size(), Out) != W.Buffer.size())
    throw std::system_error(errno, std::generic_category(), "cannot write");  // as fmt::print
  fmt::print(Out, "</script>\n<script>\n{}</script>\n</body></html>\n", kHtmlScript);
  return All;
}

}  // namespace overdub
