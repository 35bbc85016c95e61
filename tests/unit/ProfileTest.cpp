// The flat profile from event streams: argument evaluations, recursion, repairs.
#include "Profile.h"

#include <gtest/gtest.h>

namespace overdub {
namespace {

class ProfileBuilder {
public:
  ProfileBuilder() {
    T.HasClock = true;
    T.Tsc1 = T.Ns1 = 1;  // one tick per nanosecond
    T.Threads.push_back(ThreadTrace{1, 0, {}});
  }
  uint64_t site(const std::string &Callee, uint64_t Parent = 0, const std::string &Caller = "") {
    uint64_t Id = 8 * (T.Sites.size() + 1);
    SiteInfo S;
    S.Id = Id;
    S.Parent = Parent;
    S.Callee = Callee;
    S.Caller = Caller;
    T.Sites[Id] = S;
    return Id;
  }
  ProfileBuilder &at(uint64_t Time, uint64_t Site, uint64_t Kind) {
    T.Threads.back().Events.push_back({Time, Site | Kind});
    return *this;
  }
  ProfileBuilder &start(uint64_t Time, uint64_t Site) { return at(Time, Site, trace::kStart); }
  ProfileBuilder &stop(uint64_t Time, uint64_t Site) { return at(Time, Site, trace::kStop); }
  const CalleeStats &stats(const std::string &Callee) {
    P = buildProfile(T);
    for (const CalleeStats &C : P.ByCallee)
      if (C.Callee == Callee) return C;
    static CalleeStats None;
    ADD_FAILURE() << "no " << Callee;
    return None;
  }
  Trace T;
  Profile P;
};

TEST(Profile, ArgumentEvaluationIsAPrecedingSibling) {
  // main's call g(f(x)) inside a span of `outer`: g starts at 10, f runs 12..20, g ends at 30.
  ProfileBuilder B;
  uint64_t Outer = B.site("outer"), G = B.site("g"), F = B.site("f", G);
  B.start(0, Outer).start(10, G).start(12, F).stop(20, F).stop(30, G).stop(40, Outer);
  EXPECT_EQ(B.stats("g").InclusiveNs, 10);  // from the end of its argument to its stop
  EXPECT_EQ(B.stats("g").ExclusiveNs, 10);
  EXPECT_EQ(B.stats("f").InclusiveNs, 8);
  // f and g are both children of outer: its exclusive time is what neither covers.
  EXPECT_EQ(B.stats("outer").ExclusiveNs, 40 - 8 - 10);
}

TEST(Profile, NestedCallInABodyIsAChild) {
  ProfileBuilder B;
  uint64_t G = B.site("g"), H = B.site("h");  // h is called inside g's body: no lexical parent
  B.start(0, G).start(5, H).stop(9, H).stop(20, G);
  EXPECT_EQ(B.stats("g").InclusiveNs, 20);
  EXPECT_EQ(B.stats("g").ExclusiveNs, 16);
}

TEST(Profile, RecursionCountsInclusiveTimeOnce) {
  ProfileBuilder B;
  uint64_t Fib = B.site("fib");
  B.start(0, Fib).start(2, Fib).start(3, Fib).stop(5, Fib).stop(8, Fib).stop(10, Fib);
  EXPECT_EQ(B.stats("fib").Calls, 3u);
  EXPECT_EQ(B.stats("fib").InclusiveNs, 10);
  EXPECT_EQ(B.stats("fib").ExclusiveNs, 10);
}

TEST(Profile, MissingStopIsClosedByTheEnclosingStop) {
  // thrower returned once, then lost its stop: an anomaly.
  ProfileBuilder B;
  uint64_t A = B.site("a"), Thrower = B.site("thrower");
  B.start(0, A).start(1, Thrower).stop(2, Thrower).start(4, Thrower).stop(10, A);
  B.stats("a");
  EXPECT_EQ(B.P.Problems.ClosedByOuter, 1u);
  EXPECT_EQ(B.P.Problems.LeftByNoReturn, 0u);
  EXPECT_EQ(B.stats("thrower").InclusiveNs, 1 + 6);
}

TEST(Profile, CallsLeftByACallThatNeverReturnsAreRepaired) {
  // run() calls parse(), which calls fail() (longjmp, never returns): the jump lands in main's
  // setjmp, which calls recover(); run's caller... stops. Neither parse nor fail has a stop.
  ProfileBuilder B;
  uint64_t Outer = B.site("outer"), Parse = B.site("parse"), Fail = B.site("fail");
  uint64_t Recover = B.site("recover");
  B.start(0, Outer).start(1, Parse).start(2, Fail).start(5, Recover).stop(6, Recover).stop(10, Outer);
  B.stats("outer");
  EXPECT_EQ(B.P.Problems.LeftByNoReturn, 2u);  // fail and parse, closed at outer's stop
  EXPECT_EQ(B.P.Problems.ClosedByOuter, 0u);
  EXPECT_EQ(B.stats("parse").InclusiveNs, 9);
}

TEST(Profile, CallsLeftByAJumpEndWhereTheThreadGoesOnBelowThem) {
  // run() calls setjmp, then parse() -> fail() longjmps back into run, which calls recover().
  ProfileBuilder B;
  uint64_t Run = B.site("run", 0, "main"), Parse = B.site("parse", 0, "run");
  uint64_t Fail = B.site("fail", 0, "parse"), Recover = B.site("recover", 0, "run");
  B.start(0, Run).start(1, Parse).start(2, Fail).start(5, Recover).stop(6, Recover).stop(10, Run);
  EXPECT_EQ(B.stats("parse").InclusiveNs, 4);  // closed where recover starts
  EXPECT_EQ(B.P.Problems.LeftByJump, 2u);
  EXPECT_EQ(B.P.Problems.LeftByNoReturn, 0u);
  const CallTreeNode &RunNode = *B.P.Tree.Children.at("run");
  EXPECT_EQ(RunNode.Children.count("recover"), 1u);  // beside parse, not inside fail
  EXPECT_EQ(RunNode.ExclusiveNs, 10 - 4 - 1);
}

TEST(Profile, CallsAnExceptionLeftWithoutTheirStopEndAtTheUnwindingStopAroundThem) {
  // top() calls mid(), which calls leaf(): mid and leaf are constexpr before C++20, whose forms
  // record no unwinding stop. leaf returned once, then threw through both; top's span unwound.
  ProfileBuilder B;
  uint64_t Top = B.site("top"), Mid = B.site("mid"), Leaf = B.site("leaf");
  B.start(0, Top).start(1, Mid).start(2, Leaf).stop(3, Leaf).stop(4, Mid).stop(5, Top);
  B.start(10, Top).start(11, Mid).start(12, Leaf).at(20, Top, trace::kUnwind);
  B.stats("top");
  EXPECT_EQ(B.P.Problems.ClosedByOuter, 0u);  // not an anomaly: --check passes
  EXPECT_EQ(B.P.Problems.UnwoundWithoutStop, 2u);
  EXPECT_EQ(B.P.Problems.Unwound, 1u);
  EXPECT_EQ(B.stats("leaf").Calls, 2u);
  EXPECT_EQ(B.stats("leaf").InclusiveNs, 1 + 8);  // ended at top's unwinding stop
  EXPECT_EQ(B.stats("mid").InclusiveNs, 3 + 9);
}

TEST(Profile, ACallWhoseArgumentThrewWithoutAStopWasNeverEntered) {
  // f(g()): g's form records no unwinding stop; the exception left f before f was entered.
  ProfileBuilder B;
  uint64_t Outer = B.site("outer"), F = B.site("f"), G = B.site("g", F);
  B.start(0, Outer).start(1, F).start(2, G).at(6, Outer, trace::kUnwind);
  B.stats("outer");
  EXPECT_EQ(B.P.Problems.UnwoundWithoutStop, 1u);
  EXPECT_EQ(B.P.Problems.NeverEntered, 1u);
  EXPECT_EQ(B.stats("g").Calls, 1u);
  EXPECT_EQ(B.P.Problems.ClosedByOuter, 0u);
}

TEST(Profile, UnwindingStopsAndUnfinishedCalls) {
  ProfileBuilder B;
  uint64_t A = B.site("a"), Exit = B.site("exit");
  B.start(0, A).at(4, A, trace::kUnwind).start(5, Exit);
  B.stats("a");
  EXPECT_EQ(B.P.Problems.Unwound, 1u);
  EXPECT_EQ(B.P.Problems.Unfinished, 0u);  // pthread_exit-like: a call that never returns
  EXPECT_EQ(B.P.Problems.LeftByNoReturn, 1u);
  EXPECT_EQ(B.P.Problems.ClosedByOuter, 0u);
}

TEST(Profile, TheCallTreePutsArgumentsBesideTheirCall) {
  // main_body() calls g(f(x)) and then h().
  ProfileBuilder B;
  uint64_t Body = B.site("body"), G = B.site("g"), F = B.site("f", G), H = B.site("h");
  B.start(0, Body).start(10, G).start(11, F).stop(15, F).stop(20, G).start(21, H).stop(22, H)
      .stop(30, Body);
  B.stats("body");
  const CallTreeNode &Root = B.P.Tree;
  ASSERT_EQ(Root.Children.size(), 1u);
  const CallTreeNode &BodyNode = *Root.Children.at("body");
  EXPECT_EQ(BodyNode.Children.size(), 3u);  // f, g and h, all under body
  EXPECT_EQ(BodyNode.Children.at("f")->InclusiveNs, 4);
  EXPECT_EQ(BodyNode.Children.at("g")->InclusiveNs, 5);  // from f's end to g's stop
  EXPECT_TRUE(BodyNode.Children.at("g")->Children.empty());
  EXPECT_EQ(BodyNode.ExclusiveNs, 30 - 4 - 5 - 1);
}

TEST(Profile, ACallWhoseArgumentThrewIsNotCounted) {
  ProfileBuilder B;
  uint64_t Consume = B.site("consume"), Risky = B.site("risky", Consume);
  B.start(0, Consume).start(1, Risky).at(5, Risky, trace::kUnwind).at(6, Consume, trace::kUnwind);
  EXPECT_EQ(B.stats("risky").Calls, 1u);
  EXPECT_EQ(B.P.Problems.NeverEntered, 1u);
  for (const CalleeStats &C : B.P.ByCallee) EXPECT_NE(C.Callee, "consume");
}

TEST(Profile, ACallThatThrowsAfterItsArgumentsIsCounted) {
  ProfileBuilder B;
  uint64_t Outer = B.site("outer"), Arg = B.site("arg", Outer), Inner = B.site("inner");
  B.start(0, Outer).start(1, Arg).stop(2, Arg).start(3, Inner).at(4, Inner, trace::kUnwind)
      .at(5, Outer, trace::kUnwind);
  EXPECT_EQ(B.stats("outer").Calls, 1u);
  EXPECT_EQ(B.P.Problems.NeverEntered, 0u);
}

TEST(Profile, OrphanStopsAndUnknownSitesAreCounted) {
  ProfileBuilder B;
  uint64_t A = B.site("a");
  B.stop(1, A).start(2, 4096).stop(3, 4096);
  B.stats("<unknown>");
  EXPECT_EQ(B.P.Problems.OrphanStops, 1u);
  EXPECT_EQ(B.P.Problems.UnknownSites, 2u);
}

}  // namespace
}  // namespace overdub

namespace overdub {
namespace {

TEST(Profile, ChainedOperatorsAreSiblingsNotRecursion) {
  // os << a << b: the inner << is evaluated in the outer's object argument.
  ProfileBuilder B;
  uint64_t Outer = B.site("op<<"), Inner = B.site("op<<", Outer);
  B.start(0, Outer).start(1, Inner).stop(11, Inner).stop(15, Outer);
  EXPECT_EQ(B.stats("op<<").Calls, 2u);
  EXPECT_EQ(B.stats("op<<").InclusiveNs, 10 + 4);
  EXPECT_EQ(B.stats("op<<").ExclusiveNs, 10 + 4);
}

TEST(Profile, AnArgumentsTimeBelongsToTheCallerOfTheCallsItIsAnArgumentOf) {
  // outer's body calls g(f(h(x))): h, f and g are siblings under outer.
  ProfileBuilder B;
  uint64_t Outer = B.site("outer"), G = B.site("g"), F = B.site("f", G), H = B.site("h", F);
  B.start(0, Outer).start(10, G).start(11, F).start(12, H).stop(20, H).stop(25, F).stop(30, G)
      .stop(40, Outer);
  EXPECT_EQ(B.stats("g").ExclusiveNs, 5);  // h's time was taken out of g: 0
  EXPECT_EQ(B.stats("outer").ExclusiveNs, 40 - 8 - 5 - 5);
}

TEST(Profile, RecursionThroughAnArgumentIsStillRecursion) {
  // f(g(f(x)))-like shapes: f calls g inside its body; g's argument calls f again.
  ProfileBuilder B;
  uint64_t F = B.site("f"), G = B.site("g"), F2 = B.site("f", G);
  B.start(0, F).start(2, G).start(3, F2).stop(5, F2).stop(9, G).stop(10, F);
  EXPECT_EQ(B.stats("f").InclusiveNs, 10);  // the inner f is inside the outer f: counted once
}

}  // namespace
}  // namespace overdub

namespace overdub {
namespace {

TEST(Profile, CallsOpenInARunningThreadAreInProgressUntilTheTraceEnds) {
  ProfileBuilder B;
  uint64_t Daemon = B.site("daemon");
  B.T.Tsc1 = B.T.Ns1 = 100;  // the trace was written at 100
  B.T.Threads.back().RunningAtEnd = true;
  B.start(10, Daemon);
  EXPECT_EQ(B.stats("daemon").InclusiveNs, 90);
  EXPECT_EQ(B.P.Problems.InProgress, 1u);
  EXPECT_EQ(B.P.Problems.Unfinished, 0u);
}

TEST(Profile, CallsOpenInAnExitedThreadAreUnfinished) {
  ProfileBuilder B;
  uint64_t Lost = B.site("lost"), Other = B.site("other");
  B.T.Tsc1 = B.T.Ns1 = 100;
  B.start(0, Lost).stop(5, Lost).start(10, Lost).start(20, Other).stop(30, Other);
  EXPECT_EQ(B.stats("lost").InclusiveNs, 5 + 20);  // ends at the thread's last event
  EXPECT_EQ(B.P.Problems.Unfinished, 1u);
}

}  // namespace
}  // namespace overdub

TEST(Durations, MergedGroupsReadAsOne) {
  overdub::Durations A, B, Both;
  for (double Ns : {5.0, 40.0, 1000.0}) {
    A.add(Ns);
    Both.add(Ns);
  }
  for (double Ns : {2.0, 70000.0}) {
    B.add(Ns);
    Both.add(Ns);
  }
  overdub::Durations Empty;
  A.merge(B);
  A.merge(Empty);
  Empty.merge(A);
  for (double P : {1.0, 20.0, 50.0, 90.0, 99.0, 100.0}) {
    EXPECT_EQ(A.percentile(P), Both.percentile(P)) << P;
    EXPECT_EQ(Empty.percentile(P), Both.percentile(P)) << P;
  }
  EXPECT_EQ(A.count(), 5u);
  EXPECT_EQ(A.percentile(100), 70000.0);
  EXPECT_EQ(A.percentile(1), 2.0);
}

TEST(CallFigures, MergedGroupsAddUp) {
  overdub::CallFigures A, B, CountedOnly;
  A.addTimed(2, 40, 30, 40, 10, 30);
  A.Outermost.add(10);
  A.Outermost.add(30);
  B.addTimed(1, 50, 50, 50, 50, 50);
  B.Outermost.add(50);
  CountedOnly.addCounted(4);
  overdub::CallFigures Sum;
  Sum.merge(CountedOnly);  // counted first: its min and max must not count as timed
  Sum.merge(A);
  Sum.merge(B);
  EXPECT_EQ(Sum.Calls, 7u);
  EXPECT_EQ(Sum.CountedOnly, 4u);
  EXPECT_EQ(Sum.timed(), 3u);
  EXPECT_EQ(Sum.InclusiveNs, 90);
  EXPECT_EQ(Sum.ExclusiveNs, 80);
  EXPECT_EQ(Sum.MinNs, 10);
  EXPECT_EQ(Sum.MaxNs, 50);
  EXPECT_EQ(Sum.averageNs(), 30);
  EXPECT_EQ(Sum.Outermost.count(), 3u);
  EXPECT_EQ(Sum.Outermost.percentile(50), 30);
}
