// One copy of a file for every translation unit of a run: the agreement on the sites each unit
// decides alone (dependent calls judged by instantiations, macro bodies), and the merge.
#include "../../tool/overdub/HeaderCopies.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace overdub {
namespace {

//                          1         2         3         4         5
//                0123456789012345678901234567890123456789012345678901234
const char *H = "template <class T> int g(T t) { return f(t, z()) + 1; }\n";
// f(t, z()) is [39, 48), z() is [44, 47).

// A call of g in h.h, line 1, at [Begin, End).
CallSite callAt(unsigned Begin, unsigned End, std::string Callee) {
  CallSite S;
  S.File = "h.h";
  S.FileIndex = 1;
  S.BeginOffset = Begin;
  S.EndOffset = End;
  S.Line = 1;
  S.Column = Begin + 1;
  S.Callee = std::move(Callee);
  S.Caller = "g";
  return S;
}

CallSite dependentCall(bool Instantiated, std::optional<Form> Chosen) {
  CallSite S = callAt(39, 48, "f");
  S.ByInstances = true;
  S.Instantiated = Instantiated;
  S.Chosen = Chosen;
  if (!Chosen) {
    S.Reason = SkipReason::DependentCall;
    S.Detail = Instantiated ? "where it is ..., a temporary would die early"
                            : "no instantiation of it is made";
  }
  return S;
}

CallSite innerCall(int Parent) {
  CallSite S = callAt(44, 47, "z");
  S.Chosen = Form::Value;
  S.LexicalParent = Parent;
  return S;
}

// The copy of h.h that the translation unit `Unit` made, with its two sites (the second is z(),
// whose lexical parent is f(...) when that is instrumented).
InstrumentedFile copyOf(const std::string &Unit, CallSite Dependent, bool System = false) {
  InstrumentedFile F;
  F.Name = "h.h";
  F.AbsolutePath = "/p/h.h";
  F.Original = H;
  F.IsHeader = true;
  F.SystemHeader = System;
  F.IncludedBy = Unit;
  const bool Parent = Dependent.instrumented();
  F.Sites = {std::move(Dependent), innerCall(Parent ? 0 : -1)};
  PlanResult Planned = planFile(F.Name, F.Sites, {}, {}, true, System);
  EXPECT_TRUE(Planned.Error.empty()) << Planned.Error;
  F.Plan = Planned.Plan;
  return F;
}

std::string textOf(const InstrumentedFile &F) { return applyPlan(F.Original, F.Plan); }

TEST(HeaderCopies, AUnitWithoutInstantiationsTakesTheWrapperAndItsLexicalChildren) {
  InstrumentedFile Expected = copyOf("a.cpp", dependentCall(true, Form::Lambda));
  // b.cpp first: its copy is the one kept.
  std::vector<InstrumentedFile> Files{copyOf("b.cpp", dependentCall(false, std::nullopt)),
                                      copyOf("a.cpp", dependentCall(true, Form::Lambda))};
  ASSERT_TRUE(keepOneCopyOfEachFile(Files));
  ASSERT_EQ(Files.size(), 1u);
  EXPECT_EQ(Files[0].Sites[0].Chosen, Form::Lambda);
  EXPECT_EQ(Files[0].Sites[1].LexicalParent, 0);
  EXPECT_EQ(textOf(Files[0]), textOf(Expected));
}

TEST(HeaderCopies, UnitsThatChooseDifferentlySkipTheCallInTheOneCopy) {
  std::vector<InstrumentedFile> Files{copyOf("a.cpp", dependentCall(true, Form::Lambda)),
                                      copyOf("b.cpp", dependentCall(true, std::nullopt))};
  ASSERT_TRUE(keepOneCopyOfEachFile(Files));
  ASSERT_EQ(Files.size(), 1u);
  const CallSite &F = Files[0].Sites[0];
  EXPECT_FALSE(F.instrumented());
  EXPECT_EQ(F.Reason, SkipReason::DependentCall);
  EXPECT_EQ(F.Detail, "the template is instantiated differently by a.cpp: [lambda]; b.cpp: "
                      "skipped: dependent (where it is ..., a temporary would die early)");
  EXPECT_EQ(Files[0].Sites[1].LexicalParent, -1);
  EXPECT_EQ(textOf(Files[0]), textOf(copyOf("c.cpp", dependentCall(false, std::nullopt))));
}

TEST(HeaderCopies, NoUnitInstantiatesTheTemplate) {
  std::vector<InstrumentedFile> Files{copyOf("a.cpp", dependentCall(false, std::nullopt)),
                                      copyOf("b.cpp", dependentCall(false, std::nullopt))};
  ASSERT_TRUE(keepOneCopyOfEachFile(Files));
  ASSERT_EQ(Files.size(), 1u);
  EXPECT_FALSE(Files[0].Sites[0].instrumented());
  EXPECT_EQ(Files[0].Sites[0].Detail, "no instantiation of it is made");
}

TEST(HeaderCopies, ASystemHeaderPlannedAgainStaysASystemHeader) {
  std::vector<InstrumentedFile> Files{copyOf("b.cpp", dependentCall(false, std::nullopt), true),
                                      copyOf("a.cpp", dependentCall(true, Form::Lambda), true)};
  ASSERT_TRUE(keepOneCopyOfEachFile(Files));
  ASSERT_EQ(Files.size(), 1u);
  EXPECT_EQ(Files[0].Sites[0].Chosen, Form::Lambda);
  EXPECT_NE(textOf(Files[0]).find(kSystemHeaderPragma), std::string::npos) << textOf(Files[0]);
}

TEST(HeaderCopies, ACopyWithoutTheCallWhereItsTextIsCompiledMakesItSkipped) {
  InstrumentedFile Without = copyOf("b.cpp", dependentCall(false, std::nullopt));
  Without.Sites.erase(Without.Sites.begin());
  Without.Sites[0].LexicalParent = -1;
  std::vector<InstrumentedFile> Files{copyOf("a.cpp", dependentCall(true, Form::Lambda)),
                                      std::move(Without)};
  ASSERT_TRUE(keepOneCopyOfEachFile(Files));
  ASSERT_EQ(Files.size(), 1u);
  EXPECT_FALSE(Files[0].Sites[0].instrumented());
  EXPECT_EQ(Files[0].Sites[0].Detail,
            "the template is instantiated differently by a.cpp: [lambda]; b.cpp: no such call");
}

TEST(HeaderCopies, ACallTwoCopiesWrapDifferentlyIsLeftAsWritten) {
  // A call decided alike in every unit (not dependent) that two units would still wrap
  // differently (other flags): one copy serves both, with that call as written (compiles-differ).
  InstrumentedFile Other = copyOf("b.cpp", dependentCall(false, std::nullopt));
  Other.Sites[1].Chosen = Form::Materialized;
  Other.Plan = planFile(Other.Name, Other.Sites, {}, {}, true).Plan;
  std::vector<InstrumentedFile> Files{copyOf("a.cpp", dependentCall(false, std::nullopt)),
                                      std::move(Other)};
  ASSERT_TRUE(keepOneCopyOfEachFile(Files));
  ASSERT_EQ(Files.size(), 1u);
  const CallSite &Site = Files[0].Sites[1];
  EXPECT_FALSE(Site.instrumented());
  EXPECT_EQ(Site.Reason, SkipReason::CompilesDiffer);
  EXPECT_NE(Site.Detail.find("the compiles differ: a.cpp: ["), std::string::npos) << Site.Detail;
  EXPECT_NE(Site.Detail.find("; b.cpp: [materialized]"), std::string::npos) << Site.Detail;
}

TEST(HeaderCopies, CopiesThatDifferOnlyInTheDestructorTakeTheFormWithout) {
  // b.cpp saw that a longjmp may pass z() (its own call graph): Pass is exact for a.cpp too.
  InstrumentedFile Other = copyOf("b.cpp", dependentCall(false, std::nullopt));
  Other.Sites[1].Options.WhyUnguarded = Unguarded::MayLongjmp;
  Other.Plan = planFile(Other.Name, Other.Sites, {}, {}, true).Plan;
  const std::string Expected = textOf(Other);
  for (bool OtherFirst : {false, true}) {
    std::vector<InstrumentedFile> Files{copyOf("a.cpp", dependentCall(false, std::nullopt)), Other};
    if (OtherFirst) std::swap(Files[0], Files[1]);
    ASSERT_TRUE(keepOneCopyOfEachFile(Files));
    ASSERT_EQ(Files.size(), 1u);
    EXPECT_EQ(Files[0].Sites[1].Options.WhyUnguarded, Unguarded::MayLongjmp);
    EXPECT_EQ(textOf(Files[0]), Expected);
    EXPECT_NE(Expected.find("::overdub::Pass{"), std::string::npos);
  }
}

// The copy of h.h that `Unit` made (one compile of a source: its flags decide), where z()
// takes `Chosen` with these alternatives.
InstrumentedFile compiledAs(const std::string &Unit, std::optional<Form> Chosen,
                            std::vector<Form> Alternatives = {}) {
  InstrumentedFile F = copyOf(Unit, dependentCall(false, std::nullopt));
  CallSite &Z = F.Sites[1];
  Z.Chosen = Chosen;
  if (!Chosen) Z.Detail = "no form before C++14";
  for (Form A : Alternatives) Z.Alternatives.push_back({A, WrapperOptions()});
  F.Plan = planFile(F.Name, F.Sites, {}, {}, true).Plan;
  return F;
}

TEST(HeaderCopies, CompilesTakeTheFirstFormExactInAllOfThemWhateverTheirOrder) {
  // C++17 and C++20 would take the lambda form, C++11 can only take the full-expression form.
  const std::vector<InstrumentedFile> Compiles{
      compiledAs("s.cpp (compiled to s11.o)", Form::FullExpression),
      compiledAs("s.cpp (compiled to s17.o)", Form::Lambda, {Form::FullExpression}),
      compiledAs("s.cpp (compiled to s20.o)", Form::Lambda, {Form::FullExpression})};
  const std::string Expected = textOf(compiledAs("any.cpp", Form::FullExpression));
  for (std::vector<size_t> Order : {std::vector<size_t>{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {1, 0, 2}}) {
    std::vector<InstrumentedFile> Files;
    for (size_t I : Order) Files.push_back(Compiles[I]);
    ASSERT_TRUE(keepOneCopyOfEachFile(Files));
    ASSERT_EQ(Files.size(), 1u);
    EXPECT_EQ(Files[0].Sites[1].Chosen, Form::FullExpression);
    EXPECT_EQ(textOf(Files[0]), Expected);
  }
  // Without the C++11 compile, the lambda form, preferred, is exact in both.
  std::vector<InstrumentedFile> Files{Compiles[2], Compiles[1]};
  ASSERT_TRUE(keepOneCopyOfEachFile(Files));
  EXPECT_EQ(Files[0].Sites[1].Chosen, Form::Lambda);
  EXPECT_EQ(Files[0].Sites[1].Alternatives.size(), 1u);
}

TEST(HeaderCopies, TheOrderOfPreferenceIsTheSameForEveryCompile) {
  // Each takes a form of its result's kind first; the first form both find exact is the lambda
  // form, before the full-expression form whichever compile lists what first.
  std::vector<InstrumentedFile> Files{
      compiledAs("a.cpp", Form::Value, {Form::FullExpression, Form::Lambda}),
      compiledAs("b.cpp", Form::Reference, {Form::Lambda, Form::FullExpression})};
  ASSERT_TRUE(keepOneCopyOfEachFile(Files));
  ASSERT_EQ(Files.size(), 1u);
  EXPECT_EQ(Files[0].Sites[1].Chosen, Form::Lambda);
  EXPECT_EQ(textOf(Files[0]), textOf(compiledAs("c.cpp", Form::Lambda)));
}

TEST(HeaderCopies, WithoutAFormExactInEveryCompileTheDetailNamesEachDecision) {
  for (bool Reversed : {false, true}) {
    std::vector<InstrumentedFile> Files{
        compiledAs("s.cpp (compiled to s17.o)", Form::Lambda, {Form::FullExpression}),
        compiledAs("s.cpp (compiled to s11.o)", std::nullopt),
        compiledAs("s.cpp (compiled to s20.o)", Form::Lambda, {Form::FullExpression})};
    if (Reversed) std::reverse(Files.begin(), Files.end());
    ASSERT_TRUE(keepOneCopyOfEachFile(Files));
    ASSERT_EQ(Files.size(), 1u);
    const CallSite &Z = Files[0].Sites[1];
    EXPECT_FALSE(Z.instrumented());
    EXPECT_EQ(Z.Reason, SkipReason::CompilesDiffer);
    EXPECT_EQ(Z.Detail, "the compiles differ: s.cpp (compiled to s11.o): skipped: no-exact-form "
                        "(no form before C++14); s.cpp (compiled to s17.o), s.cpp (compiled to "
                        "s20.o): [lambda] or [full-expression]");
    EXPECT_EQ(textOf(Files[0]), textOf(compiledAs("any.cpp", std::nullopt)));
  }
}

TEST(HeaderCopies, ACallEachCompileNamesDifferentlyIsListedUnderEveryName) {
  // `a != b` calls operator!= in C++17 and operator== in C++20: one text, two sites, each missing
  // from the other compile. Both are listed, as written, whichever compile comes first.
  InstrumentedFile Rewritten = compiledAs("s.cpp (compiled to s20.o)", Form::Value);
  Rewritten.Sites[1].Callee = "y";
  Rewritten.Plan = planFile(Rewritten.Name, Rewritten.Sites, {}, {}, true).Plan;
  for (bool Reversed : {false, true}) {
    std::vector<InstrumentedFile> Files{compiledAs("s.cpp (compiled to s17.o)", Form::Value),
                                        Rewritten};
    if (Reversed) std::swap(Files[0], Files[1]);
    ASSERT_TRUE(keepOneCopyOfEachFile(Files));
    ASSERT_EQ(Files.size(), 1u);
    std::vector<std::string> Listed;
    for (const CallSite &S : Files[0].Sites)
      if (S.BeginOffset == 44) {
        EXPECT_EQ(S.Reason, SkipReason::CompilesDiffer);
        Listed.push_back(S.Callee);
      }
    EXPECT_EQ(Listed, (std::vector<std::string>{"y", "z"}));
  }
}

}  // namespace
}  // namespace overdub
