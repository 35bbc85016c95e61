// The edit planner: ordering of nested insertions, the site table, and applying a plan.
#include "overdub/matchers/RewritePlanner.h"

#include <gtest/gtest.h>

namespace overdub {
namespace {

// The site table of "t.cpp", and the same name without its "sites" suffix.
const std::string T = siteTableName("t.cpp");
const std::string Tbase = T.substr(0, T.size() - 5);

CallSite site(unsigned Begin, unsigned End, Form F, std::string Callee, int Parent = -1) {
  CallSite S;
  S.File = "t.cpp";
  S.BeginOffset = Begin;
  S.EndOffset = End;
  S.Line = 1;
  S.Column = Begin + 1;
  S.Callee = std::move(Callee);
  S.Caller = "main";
  S.Chosen = F;
  S.LexicalParent = Parent;
  return S;
}

TEST(Planner, NestedCallsGetBalancedWrappers) {
  //                 0123456789
  std::string Text = "g(f(x));";
  std::vector<CallSite> Sites{site(0, 7, Form::Value, "g"), site(2, 6, Form::Value, "f", 0)};
  PlanResult R = planFile("t.cpp", Sites);
  ASSERT_TRUE(R.Error.empty()) << R.Error;
  std::string Out = applyPlan(Text, R.Plan);
  EXPECT_NE(Out.find(" ::overdub::Span{" + T + "+0}.val(g( ::overdub::Span{" + T + "+1}"
                     ".val(f(x))));"),
            std::string::npos)
      << Out;
  // f's lexical parent is g, one entry before it in the table.
  EXPECT_NE(Out.find("{\"t.cpp\", \"main\", \"f\", 1, 3, -1, " + Tbase + "state + 1}"),
            std::string::npos)
      << Out;
}

TEST(Planner, CallsStartingAtOneOffsetOpenOuterFirst) {
  //                 0123456789012
  std::string Text = "a.b().c();";
  std::vector<CallSite> Sites{site(0, 5, Form::Reference, "b"), site(0, 9, Form::Void, "c")};
  PlanResult R = planFile("t.cpp", Sites);
  ASSERT_TRUE(R.Error.empty());
  std::string Body = applyPlan(Text, R.Plan).substr(R.Plan.Prelude.size());
  EXPECT_EQ(Body, " ::overdub::Span{" + T + "+0}.v(( ::overdub::Span{" + T + "+1}"
                  ".ref(a.b()).c(), ::overdub::unit{}));");
}

TEST(Planner, CallsEndingAtOneOffsetCloseInnerFirst) {
  //                 0123456789
  std::string Text = "a + f(x);";
  std::vector<CallSite> Sites{site(0, 8, Form::Value, "operator+"), site(4, 8, Form::Value, "f", 0)};
  PlanResult R = planFile("t.cpp", Sites);
  std::string Body = applyPlan(Text, R.Plan).substr(R.Plan.Prelude.size());
  EXPECT_EQ(Body, " ::overdub::Span{" + T + "+0}.val(a +  ::overdub::Span{" + T + "+1}"
                  ".val(f(x)));");
}

TEST(Planner, SkippedSitesAreNotInTheTable) {
  std::vector<CallSite> Sites{site(0, 3, Form::Value, "f")};
  Sites[0].Chosen.reset();
  PlanResult R = planFile("t.cpp", Sites);
  EXPECT_EQ(R.Plan.InstrumentedSites, 0u);
  EXPECT_EQ(R.Plan.Prelude.find("overdub_t_"), std::string::npos);
  EXPECT_EQ(R.Plan.Prelude.rfind("#line 1 \"t.cpp\"\n", 0), 0u);  // starts with it
  std::string Out = applyPlan("f();", R.Plan);
  const std::string Tail = "\n#line 1 \"t.cpp\"\nf();";
  EXPECT_EQ(Out.substr(Out.size() - Tail.size()), Tail);
}

TEST(Planner, FormsAndOptions) {
  auto Wrap = [](Form F, WrapperOptions O) {
    std::vector<CallSite> Sites{site(0, 3, F, "f")};
    Sites[0].Options = O;
    PlanResult R = planFile("t.cpp", Sites);
    return applyPlan("f()", R.Plan).substr(R.Plan.Prelude.size());
  };
  WrapperOptions Plain;
  EXPECT_EQ(Wrap(Form::NoReturn, Plain), " (static_cast<void>(::overdub::NoReturnGuard{" + T + "+0}), f())");
  WrapperOptions Jumps;
  Jumps.WhyUnguarded = Unguarded::SetjmpCaller;
  EXPECT_EQ(Wrap(Form::NoReturn, Jumps), " (static_cast<void>(::overdub::start_call(" + T + "+0)), f())");
  EXPECT_EQ(Wrap(Form::Void, Jumps), " ::overdub::Pass{" + T + "+0}.v((f(), ::overdub::unit{}))");
  EXPECT_EQ(Wrap(Form::Lambda, Plain),
            " [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{" + T + "+0}; "
            "return f(); }()");
  WrapperOptions NoCapture;
  NoCapture.NoCapture = true;
  EXPECT_EQ(Wrap(Form::Lambda, NoCapture).substr(0, 4), " [](");
  WrapperOptions Literal;
  Literal.WhyUnguarded = Unguarded::Constexpr;
  Literal.NoDiscard = true;
  EXPECT_EQ(Wrap(Form::Value, Literal), " ::overdub::Pass{" + T + "+0}.nd_val(f())");
  WrapperOptions Comma;
  Comma.Parenthesize = true;
  EXPECT_EQ(Wrap(Form::Materialized, Comma), " ::overdub::Span{" + T + "+0}.ref((f()))");
  EXPECT_EQ(Wrap(Form::FullExpression, Plain),
            " (static_cast<void>(::overdub::FullExprSpan{" + T + "+0}), f())");
  EXPECT_EQ(Wrap(Form::FullExpression, Comma),
            " (static_cast<void>(::overdub::FullExprSpan{" + T + "+0}), (f()))");
  // The left-operand form encloses the text it is given (the left operand: placed by the
  // collector), and the operator applied to what lhs returns makes the call.
  EXPECT_EQ(Wrap(Form::LeftOperand, Plain), " ::overdub::Span{" + T + "+0}.lhs(f())");
  WrapperOptions ByValue;
  ByValue.RightByValue = true;  // a scalar right operand the operator takes by value
  EXPECT_EQ(Wrap(Form::LeftOperand, ByValue), " ::overdub::Span{" + T + "+0}.lhs_value(f())");
}

TEST(Planner, OverlappingReplacementIsAnError) {
  std::vector<CallSite> Sites{site(2, 6, Form::Value, "f")};
  PlanResult R = planFile("t.cpp", Sites, {Edit{0, 4, "\"x\""}});
  EXPECT_FALSE(R.Error.empty());
}

TEST(Planner, ByteOrderMarkStaysFirst) {
  std::string Text = "\xEF\xBB\xBF" "f();";
  std::vector<CallSite> Sites{site(3, 6, Form::Void, "f")};
  PlanResult R = planFile("t.cpp", Sites);
  std::string Out = applyPlan(Text, R.Plan);
  EXPECT_EQ(Out.substr(0, 3), "\xEF\xBB\xBF");
  EXPECT_EQ(Out.substr(3, 6), "#line ");
}

TEST(Planner, ASystemHeadersCopyDeclaresItselfOneRightAfterItsLine) {
  std::vector<CallSite> Sites{site(0, 3, Form::Value, "f")};
  for (const std::vector<CallSite> &S : {Sites, std::vector<CallSite>{}}) {
    PlanResult R = planFile("t.h", S, {}, {}, /*Header=*/true, /*SystemHeader=*/true);
    EXPECT_EQ(R.Plan.Prelude.rfind("#line 1 \"t.h\"\n" + std::string(kSystemHeaderPragma), 0), 0u)
        << R.Plan.Prelude;
    PlanResult User = planFile("t.h", S, {}, {}, /*Header=*/true);
    EXPECT_EQ(User.Plan.Prelude.find("system_header"), std::string::npos);
  }
}

TEST(Planner, StringsAreEscaped) {
  EXPECT_EQ(escapeStringLiteral("a\"b\\c?" "?=\n"), "a\\\"b\\\\c\\?\\?=\\012");
  std::vector<CallSite> Sites{site(0, 3, Form::Value, "operator\"\"_x")};
  Sites[0].File = "dir\\x.cpp";
  PlanResult R = planFile("dir\\x.cpp", Sites);
  EXPECT_NE(R.Plan.Prelude.find("#line 1 \"dir\\\\x.cpp\""), std::string::npos);
  EXPECT_NE(R.Plan.Prelude.find("\"operator\\\"\\\"_x\""), std::string::npos);
}

TEST(Planner, IncludeNamesAreThePathsOwnBytes) {
  EXPECT_EQ(includeName("/a\\b?/c.h"), "\"/a\\b?/c.h\"");
  EXPECT_EQ(includeName("/q\"d/c.h"), "</q\"d/c.h>");
}

TEST(Planner, ARewriteTimeContextGetsAliasedWrappers) {
  //                 0123456789
  std::string Text = "g(f(x));";
  std::vector<CallSite> Sites{site(0, 7, Form::Value, "g"), site(2, 6, Form::NoReturn, "f", 0)};
  PlanResult R = planFile("t.cpp", Sites, {}, ContextOptions{"ns::Ctx", "<ctx.h>"});
  ASSERT_TRUE(R.Error.empty()) << R.Error;
  const std::string &P = R.Plan.Prelude;
  EXPECT_NE(P.find("#include <overdub/overdub.h>\n#include <ctx.h>\n"), std::string::npos) << P;
  EXPECT_NE(P.find("using " + Tbase + "span = ::overdub::BasicSpan< ns::Ctx>;\n"), std::string::npos)
      << P;
  EXPECT_NE(P.find("using " + Tbase + "pass = ::overdub::BasicPass< ns::Ctx>;\n"), std::string::npos);
  EXPECT_NE(P.find("using " + Tbase + "scope = ::overdub::BasicScope< ns::Ctx>;\n"),
            std::string::npos);
  EXPECT_NE(P.find("using " + Tbase + "noreturn = ::overdub::BasicNoReturnGuard< ns::Ctx>;\n"),
            std::string::npos);
  EXPECT_NE(P.find("using " + Tbase + "fullexpr = ::overdub::BasicFullExprSpan< ns::Ctx>;\n"),
            std::string::npos);
  // A [[noreturn]] callee gets the guard temporary: its destructor sees an exception.
  EXPECT_EQ(applyPlan(Text, R.Plan).substr(P.size()),
            " ::" + Tbase + "span{" + T + "+0}.val(g( (static_cast<void>(::" + Tbase + "noreturn{" +
                T + "+1}), f(x))));");
  // Unguarded (a longjmp may pass): the literal Pass starts it, as the default's start_call.
  Sites[1].Options.WhyUnguarded = Unguarded::MayLongjmp;
  PlanResult U = planFile("t.cpp", Sites, {}, ContextOptions{"ns::Ctx", "<ctx.h>"});
  EXPECT_EQ(applyPlan(Text, U.Plan).substr(U.Plan.Prelude.size()),
            " ::" + Tbase + "span{" + T + "+0}.val(g( (static_cast<void>(::" + Tbase + "pass{" +
                T + "+1}), f(x))));");
}

TEST(Planner, WithoutAContextTheTextIsTheDefaultOne) {
  std::vector<CallSite> Sites{site(0, 3, Form::Value, "f")};
  PlanResult Default = planFile("t.cpp", Sites);
  PlanResult Empty = planFile("t.cpp", Sites, {}, ContextOptions{});
  EXPECT_EQ(applyPlan("f();", Default.Plan), applyPlan("f();", Empty.Plan));
  EXPECT_EQ(Default.Plan.Prelude.find("Basic"), std::string::npos);
}

}  // namespace
}  // namespace overdub
