// Site collection and form selection on small translation units.
#include "overdub/matchers/SiteCollector.h"

#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

namespace overdub {
namespace {

struct Collected {
  std::unique_ptr<clang::ASTUnit> AST;
  std::vector<CallSite> Sites;

  const CallSite &only(const std::string &Callee) const {
    const CallSite *Found = nullptr;
    for (const CallSite &S : Sites)
      if (S.Callee == Callee) {
        EXPECT_EQ(Found, nullptr) << "several sites call " << Callee;
        Found = &S;
      }
    if (!Found) ADD_FAILURE() << "no site calls " << Callee;
    static const CallSite None;
    return Found ? *Found : None;
  }
};

Collected collect(const std::string &Code, const std::string &Std = "-std=c++17") {
  Collected C;
  C.AST = clang::tooling::buildASTFromCodeWithArgs(
      Code, {Std, "-resource-dir", OVERDUB_CLANG_RESOURCE_DIR}, "input.cc");
  EXPECT_TRUE(C.AST) << "the code does not parse";
  if (C.AST) C.Sites = collectCallSites(C.AST->getASTContext());
  return C;
}


// The sites of `Code`, with `Header` mapped at /overdub-test/sys/fwd.h (a system header: not
// rewritten).
Collected collectWithSystemHeader(const std::string &Code, const std::string &Header) {
  Collected C;
  C.AST = clang::tooling::buildASTFromCodeWithArgs(
      Code, {"-std=c++17", "-isystem", "/overdub-test/sys", "-resource-dir", OVERDUB_CLANG_RESOURCE_DIR},
      "input.cc", "overdub-test", std::make_shared<clang::PCHContainerOperations>(),
      clang::tooling::getClangStripDependencyFileAdjuster(), {{"/overdub-test/sys/fwd.h", Header}});
  EXPECT_TRUE(C.AST) << "the code does not parse";
  if (C.AST) C.Sites = collectCallSites(C.AST->getASTContext());
  return C;
}

std::optional<Form> formOf(const CallSite &S) { return S.Chosen; }

TEST(Collector, FormsFollowTheResult) {
  Collected C = collect(R"(
    struct X { X(); X(const X&); ~X(); int h() const; };
    struct P { int a, b; };
    void v(); int &r(); int s(); X x(); P p(); [[noreturn]] void die();
    void use(const X &);
    int main() {
      v();
      r() = 1;
      int i = s();
      X kept = x();
      P q = p();
      use(x());
      (void)i; (void)q;
      die();
    })");
  EXPECT_EQ(formOf(C.only("v")), Form::Void);
  EXPECT_EQ(formOf(C.only("r")), Form::Reference);
  EXPECT_EQ(formOf(C.only("s")), Form::Value);
  EXPECT_EQ(formOf(C.only("p")), Form::Value);
  EXPECT_EQ(formOf(C.only("use")), Form::Void);
  EXPECT_EQ(formOf(C.only("die")), Form::NoReturn);
  int Lambda = 0, Materialized = 0;
  for (const CallSite &S : C.Sites)
    if (S.Callee == "x") {
      Lambda += S.Chosen == Form::Lambda;
      Materialized += S.Chosen == Form::Materialized;
    }
  EXPECT_EQ(Lambda, 1);        // X kept = x();
  EXPECT_EQ(Materialized, 1);  // use(x());
}

TEST(Collector, LexicalParentIsTheInnermostInstrumentedCall) {
  Collected C = collect(R"(
    int f(int); int g(int); int h(int);
    int main() { return g(sizeof(h(1)) + f(2)); })");
  const CallSite &G = C.only("g");
  const CallSite &F = C.only("f");
  ASSERT_TRUE(F.instrumented());
  EXPECT_EQ(&C.Sites[F.LexicalParent], &G);
  EXPECT_EQ(G.LexicalParent, -1);
  EXPECT_EQ(C.only("h").Reason, SkipReason::Unevaluated);
}

TEST(Collector, LambdaBodiesStartANewParentChain) {
  Collected C = collect(R"(
    int f(); template <class F> int apply(F fn) { return fn(); }
    int main() { return apply([] { return f(); }); })");
  EXPECT_EQ(C.only("f").LexicalParent, -1);
  EXPECT_EQ(C.only("f").Caller, "main::<lambda:3:31>");
}

TEST(Collector, SkipReasons) {
  Collected C = collect(R"(
    #include <utility>
    constexpr int k() { return 3; }
    consteval int ce() { return 4; }
    int rt();
    #define CALL_RT() rt()
    template <int N> struct A {};
    enum E { e = k() };
    int main() {
      A<k()> a; (void)a;
      static_assert(k() == 3);
      int arr[k()]; (void)arr;
      int m = 0; int n = std::move(m);
      int x = __builtin_popcount(3u) + ce() + CALL_RT() + n;
      decltype(rt()) y = 0;
      return x + y;
    })", "-std=c++20");
  std::map<std::string, std::set<SkipReason>> Reasons;
  for (const CallSite &S : C.Sites)
    if (!S.instrumented()) Reasons[S.Callee].insert(S.Reason);
  EXPECT_EQ(Reasons["k"], (std::set<SkipReason>{SkipReason::ConstantContext}));
  EXPECT_EQ(Reasons["ce"], (std::set<SkipReason>{SkipReason::ImmediateCall}));
  EXPECT_EQ(Reasons["std::move"], (std::set<SkipReason>{SkipReason::SemanticNoop}));
  EXPECT_EQ(Reasons["__builtin_popcount"], (std::set<SkipReason>{SkipReason::Intrinsic}));
  // CALL_RT() is a call and nothing else: wrapped around the whole expansion.
  EXPECT_EQ(Reasons["rt"], (std::set<SkipReason>{SkipReason::Unevaluated}));
}

// Coverage.def's forced skips are reasons the matchers give (a misspelt name would leave a
// forced call counted), and isForcedSkip holds exactly those.
TEST(Collector, ForcedSkipsAreTheCoverageFiguresOwn) {
  std::set<std::string> Listed, Forced;
#define OVERDUB_FORCED_SKIP(Reason, Why) Listed.insert(Reason);
#include "overdub/matchers/Coverage.def"
  for (int R = 0; R <= static_cast<int>(SkipReason::HeaderLeftAsIs); ++R)
    if (isForcedSkip(static_cast<SkipReason>(R)))
      Forced.insert(std::string(skipReasonName(static_cast<SkipReason>(R))));
  EXPECT_EQ(Forced, Listed);
  EXPECT_TRUE(isForcedSkip(SkipReason::ImplicitCall));
  EXPECT_FALSE(isForcedSkip(SkipReason::MacroExpansion));
}

TEST(Collector, ConstexprFunctionsUseTheLiteralWrapperBeforeCxx20) {
  const char *Code = R"(
    constexpr int sq(int x) { return x * x; }
    constexpr int cube(int x) { return sq(x) * x; }
    int main() { return cube(2); })";
  EXPECT_EQ(collect(Code, "-std=c++17").only("sq").Options.WhyUnguarded, Unguarded::Constexpr);
  EXPECT_TRUE(collect(Code, "-std=c++20").only("sq").Options.guarded());
  EXPECT_TRUE(collect(Code, "-std=c++17").only("cube").Options.guarded());
  EXPECT_FALSE(collect(Code, "-std=c++11").only("sq").instrumented());
}

TEST(Collector, NoreturnCallsTakeTheGuardUnlessInAConditionalOperand) {
  const char *Code = R"(
    [[noreturn]] void fail(); [[noreturn]] int fail_int();
    int f(int x) { if (x > 1) return x > 2 ? fail_int() : 1; fail(); }
    constexpr int g(int x) { return x > 0 ? x : (fail(), 0); })";
  Collected C = collect(Code);
  ASSERT_EQ(C.Sites.size(), 3u);
  EXPECT_EQ(formOf(C.Sites[0]), Form::NoReturn);
  EXPECT_EQ(C.Sites[0].Options.WhyUnguarded, Unguarded::ConditionalOperand);  // fail_int
  EXPECT_TRUE(C.Sites[1].Options.guarded());                                  // fail in f
  EXPECT_EQ(C.Sites[2].Options.WhyUnguarded, Unguarded::Constexpr);           // fail in g
  EXPECT_EQ(collect(Code, "-std=c++20").Sites[2].Options.WhyUnguarded,
            Unguarded::ConditionalOperand);
}

TEST(Collector, NoDestructorWhereALongjmpMayPass) {
  Collected C = collect(R"(
    #include <setjmp.h>
    struct X { X(); X(const X &); ~X(); };
    X make(int); int value(int); void quiet(int);
    void handler(jmp_buf *b) { longjmp(*b, 1); }
    void (*on_error)(jmp_buf *) = handler;       // its address is taken
    void library(jmp_buf *b) { on_error(b); }    // through a pointer of its type
    void helper(jmp_buf *b) { library(b); }      // through a function that does
    int plain(jmp_buf *b) { return value(1) + (helper(b), 0); }
    int elsewhere() { return value(2); }
    void builtin(void **buf) { __builtin_longjmp(buf, 1); }
    void uses_builtin(void **buf) { builtin(buf); }
    int caller() {
      jmp_buf b;
      if (setjmp(b)) return value(3);
      X x = make(4);
      quiet(5);
      return 0;
    })");
  std::map<std::string, Unguarded> Why;
  for (const CallSite &S : C.Sites)
    if (S.instrumented()) Why[S.Callee + (S.Callee == "value" ? std::to_string(S.Line) : "")] =
        S.Options.WhyUnguarded;
  EXPECT_EQ(Why["longjmp"], Unguarded::MayLongjmp);
  EXPECT_EQ(Why["(on_error)"], Unguarded::MayLongjmp);
  EXPECT_EQ(Why["library"], Unguarded::MayLongjmp);
  EXPECT_EQ(Why["helper"], Unguarded::MayLongjmp);
  EXPECT_EQ(Why["value9"], Unguarded::MayLongjmp);  // alive while helper(b) may longjmp
  ASSERT_TRUE(Why.count("value10"));
  EXPECT_EQ(Why["value10"], Unguarded::No);
  EXPECT_EQ(Why["builtin"], Unguarded::MayLongjmp);
  EXPECT_EQ(Why["value15"], Unguarded::SetjmpCaller);
  EXPECT_EQ(Why["quiet"], Unguarded::SetjmpCaller);
  // The class result needs the lambda form, whose guard has a destructor.
  EXPECT_FALSE(C.only("make").instrumented());
  EXPECT_EQ(C.only("make").Reason, SkipReason::StackFrame);
}

TEST(Collector, NodiscardOnlyWhenDiscarded) {
  Collected C = collect(R"(
    [[nodiscard]] int a(); [[nodiscard]] int b(); [[nodiscard]] int c();
    int main() { a(); (void)b(); return c(); })");
  EXPECT_TRUE(C.only("a").Options.NoDiscard);
  EXPECT_FALSE(C.only("b").Options.NoDiscard);
  EXPECT_FALSE(C.only("c").Options.NoDiscard);
}

TEST(Collector, ClassResultWithTemporaryArgumentsInsideAnExpression) {
  Collected C = collect(R"(
    struct S { S(); S(const S&); ~S(); };
    struct T { T(); T(const T&); ~T(); };
    S combine(const T &); void take(S, int);
    int main() {
      S whole = combine(T());    // the whole initializer: temporaries die right after anyway
      take(combine(T()), 1);     // inside another call: T() must outlive combine's wrapper
    })");
  std::vector<const CallSite *> Combine;
  for (const CallSite &S : C.Sites)
    if (S.Callee == "combine") Combine.push_back(&S);
  ASSERT_EQ(Combine.size(), 2u);
  EXPECT_EQ(Combine[0]->Chosen, Form::Lambda);
  EXPECT_FALSE(Combine[1]->instrumented());
  EXPECT_EQ(Combine[1]->Reason, SkipReason::NoExactForm);
}

TEST(Collector, NamesFollowTheDeclarationFound) {
  Collected C = collect(R"(
    namespace lib { double sin(double); }
    namespace api { using lib::sin; }
    struct V { V operator+(const V &) const; };
    struct S { void inc(); };
    int main() { V a, b; S s; s.inc(); (void)(a + b); return api::sin(1.0) > 0; })");
  EXPECT_TRUE(C.only("api::sin").instrumented());
  EXPECT_TRUE(C.only("V::operator+").instrumented());
  EXPECT_TRUE(C.only("S::inc").instrumented());
}

// An indirect call is named by its callee's text, in a macro body as the #define spells it, on
// one line.
TEST(Collector, IndirectCalleesAreNamedOnOneLine) {
  // Line splices: plain, with spaces before the newline, inside a token.
  Collected C = collect("int twice(int x) { return 2 * x; }\n"
                        "int (*table[1])(int) = {twice};\n"
                        "#define CALL_FIRST(x) (1 + (table \\\n      [0])(x))\n"
                        "#define CALL_SPACED(x) (1 + (table \\   \n      [0])(x))\n"
                        "#define CALL_SPLIT(x) (1 + (ta\\\nble [0])(x))\n"
                        "int main() { return CALL_FIRST(2) + CALL_SPACED(3) + CALL_SPLIT(4) +\n"
                        "  (table\n      [0])(1); }\n");
  EXPECT_EQ(C.Sites.size(), 4u);
  for (const CallSite &S : C.Sites) EXPECT_EQ(S.Callee, "(table [0])");
}

// The call stays in the caller's body: the full-expression form where it is the whole value of its
// full-expression, else skipped.
TEST(Collector, NoLambdaFormWhereThreadSafetyAnalysisLooks) {
  Collected C = collect(R"(
    struct __attribute__((capability("mutex"))) Mutex {
      void Lock() __attribute__((acquire_capability()));
      void Unlock() __attribute__((release_capability()));
    };
    struct S { S(); S(const S&); ~S(); };
    struct DB {
      Mutex mu;
      S key __attribute__((guarded_by(mu)));
      S lookup(const S &) __attribute__((requires_capability(mu)));
      S copy(const S &);
      S find(const S &) __attribute__((requires_capability(mu)));
      int size(S);
      S get() {
        mu.Lock();
        S a = lookup(S());
        S b = copy(key);
        int n = size(find(S()));
        mu.Unlock();
        return a;
      }
    };)");
  EXPECT_EQ(formOf(C.only("DB::lookup")), Form::FullExpression);
  EXPECT_EQ(formOf(C.only("DB::copy")), Form::FullExpression);
  EXPECT_FALSE(C.only("DB::find").instrumented());
  EXPECT_NE(C.only("DB::find").Detail.find("thread-safety"), std::string::npos);
  EXPECT_TRUE(C.only("Mutex::Lock").instrumented());  // void form: the call stays in place
}

TEST(Collector, OverloadedCommaIsParenthesized) {
  Collected C = collect(R"(
    struct Q { Q operator,(int) const; };
    int main() { Q q; Q r = (q, 1); (void)r; })");
  EXPECT_TRUE(C.only("Q::operator,").Options.Parenthesize);
}

}  // namespace
}  // namespace overdub

namespace overdub {
namespace {

// A template of the main file declared first in a header that is not rewritten: its
// instantiations hang off the header's declaration, outside the rewritten files' declarations
// the parent map is made of while sites are collected (ParentScope); the forms chosen from them
// must be those chosen when the main file declares it alone.
TEST(Collector, InstancesOfATemplateDeclaredFirstInAnotherHeader) {
  const std::string Declarations = R"(
    template <class T> void run(T x);
    template <class T> struct Box { void put(T x); };
  )";
  const std::string Body = R"(
    struct S { S(); S(const S &); ~S(); };
    [[nodiscard]] int keep(int); S make(int); void take(const S &, int); int twice(int);
    template <class T> void run(T x) {
      keep(x);
      int a = keep(x) + twice(x);
      S s = make(x);
      take(make(x), twice(x));
      (void)a;
    }
    template <class T> void Box<T>::put(T x) { keep(x); take(make(x), 1); }
    int main() { run(1); Box<int>().put(2); }
  )";
  Collected Alone = collect(Declarations + Body);
  Collected Split = collectWithSystemHeader("#include <fwd.h>\n" + Body, Declarations);
  auto Describe = [](const Collected &C) {
    std::vector<std::string> Out;
    for (const CallSite &S : C.Sites)
      Out.push_back(S.Callee + " " + std::to_string(S.Chosen ? static_cast<int>(*S.Chosen) : -1) +
                    (S.Options.NoDiscard ? " nodiscard" : "") +
                    (S.Instantiated ? " instantiated" : "") + " " +
                    std::to_string(static_cast<int>(S.Reason)));
    return Out;
  };
  std::vector<std::string> Expected = Describe(Alone), Got = Describe(Split);
  ASSERT_EQ(Got.size(), Expected.size());
  for (size_t I = 0; I < Got.size(); ++I)
    if (Got[I].rfind("run", 0) != 0 && Got[I].rfind("Box", 0) != 0)  // main's calls differ in line
      EXPECT_EQ(Got[I], Expected[I]);
  int Instantiated = 0;
  for (const CallSite &S : Split.Sites) Instantiated += S.Instantiated;
  EXPECT_GE(Instantiated, 8);  // every dependent call was judged by its instantiations
}

}  // namespace
}  // namespace overdub
