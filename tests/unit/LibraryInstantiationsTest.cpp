// Which of a library's instantiations are left out (LibraryInstantiations.h): the bodies Clang
// instantiates at the end of a unit with the filter running beside a consumer that looks.
#include "overdub/matchers/LibraryInstantiations.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

#include <map>

namespace overdub {
namespace {

// A library in a system header: templates instantiated from the test's code.
const char *const kLibrary = R"(
namespace lib {
template <class T> T twice(T x) { return x + x; }
template <class F, class T> T apply(F f, T x) { return f(x); }
template <class T> struct box { T get() const { return v; } T v; };
template <class T> long outer(T) { return twice(1L); }
}
)";

// Per instance of lib::twice (twice<long> is named by outer's body, instantiated only with it), lib::apply, lib::outer and lib::box<T>::get, by its first template
// argument's type (a lambda's: "lambda"): whether Clang gave it a body.
using Bodies = std::map<std::string, bool>;

class Recorder : public clang::ASTConsumer {
public:
  explicit Recorder(Bodies &Out) : Out(Out) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    clang::PrintingPolicy Policy(Ctx.getLangOpts());
    auto Name = [&](clang::QualType T) {
      const clang::CXXRecordDecl *Record = T->getAsCXXRecordDecl();
      return Record && Record->isLambda() ? std::string("lambda") : T.getAsString(Policy);
    };
    for (clang::Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      const auto *Lib = llvm::dyn_cast<clang::NamespaceDecl>(D);
      if (!Lib || Lib->getName() != "lib") continue;
      for (clang::Decl *Member : Lib->decls()) {
        if (const auto *Template = llvm::dyn_cast<clang::FunctionTemplateDecl>(Member))
          for (const clang::FunctionDecl *F : Template->specializations())
            Out[Template->getNameAsString() + "<" +
                Name(F->getTemplateSpecializationArgs()->get(0).getAsType()) + ">"] =
                F->isDefined();
        if (const auto *Template = llvm::dyn_cast<clang::ClassTemplateDecl>(Member))
          for (const clang::ClassTemplateSpecializationDecl *C : Template->specializations())
            for (const clang::CXXMethodDecl *M : C->methods())
              Out[Template->getNameAsString() + "<" + Name(C->getTemplateArgs()[0].getAsType()) +
                  ">::" + M->getNameAsString()] = M->isDefined();
      }
    }
  }

private:
  Bodies &Out;
};

class Action : public clang::ASTFrontendAction {
public:
  explicit Action(Bodies &Out) : Out(Out) {}
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &CI,
                                                        llvm::StringRef) override {
    const clang::SourceManager &SM = CI.getSourceManager();
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    Consumers.push_back(skipLibraryInstantiations([&SM](clang::FileID Id) {
      return !SM.isInSystemHeader(SM.getLocForStartOfFile(Id));
    }));
    Consumers.push_back(std::make_unique<Recorder>(Out));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }

private:
  Bodies &Out;
};

Bodies bodiesOf(const std::string &Code) {
  Bodies Out;
  EXPECT_TRUE(clang::tooling::runToolOnCodeWithArgs(
      std::make_unique<Action>(Out), "#include <lib.h>\n" + Code,
      {"-std=c++17", "-isystem", "/overdub-test/sys", "-resource-dir", OVERDUB_CLANG_RESOURCE_DIR},
      "input.cc", "overdub-test", std::make_shared<clang::PCHContainerOperations>(),
      {{"/overdub-test/sys/lib.h", kLibrary}}))
      << "the code does not parse";
  return Out;
}

TEST(LibraryInstantiations, OnlyTheLibrarysOwnAreLeftOut) {
  Bodies B = bodiesOf(R"(
    struct Mine { Mine operator+(Mine) const { return {}; } };
    int f(int x) { return x; }
    int use() {
      lib::box<int> b{1};
      lib::box<Mine> m{};
      m.get();
      lib::twice(Mine{});
      lib::apply(f, 2);                             // a pointer to the project's function
      lib::apply([](int x) { return x; }, 3);       // the project's lambda
      return lib::twice(1) + b.get() + lib::outer(Mine{});
    }
  )");
  EXPECT_EQ(B, (Bodies{{"twice<int>", false},
                       {"twice<long>", false},  // asked for by outer<Mine>'s body
                       {"twice<Mine>", true},
                       {"apply<int (*)(int)>", false},
                       {"apply<lambda>", true},
                       {"outer<Mine>", true},
                       {"box<int>::get", false},
                       {"box<Mine>::get", true}}));
}

TEST(LibraryInstantiations, ATemplateInALibrarysNamespaceKeepsThemAll) {
  for (const char *Declaration :
       {"namespace lib { template <class T> int hook(T); }",
        "namespace lib { struct Hooks { template <class T> int hook(T); }; }",
        "template <class T> struct lib::box<T *> { T *get() const { return v; } T *v; };"}) {
    Bodies B = bodiesOf(std::string(Declaration) + R"(
      int use() { lib::box<int> b{1}; return lib::twice(1) + b.get(); }
    )");
    EXPECT_EQ(B, (Bodies{{"twice<int>", true}, {"twice<long>", false}, {"box<int>::get", true}}))
        << Declaration;
  }
}

TEST(LibraryInstantiations, ALibrarysNamespaceWithoutTemplatesLeavesThemOut) {
  Bodies B = bodiesOf(R"(
    namespace lib { int helper(int x) { return x; } }
    template <> short lib::twice<short>(short x) { return x; }
    int use() { return lib::twice(1); }
  )");
  EXPECT_EQ(B, (Bodies{{"twice<int>", false}, {"twice<long>", false}, {"twice<short>", true}}));
}

TEST(LibraryInstantiations, AUnitThatRefersToALongjmpKeepsThemAll) {
  Bodies B = bodiesOf(R"(
    extern "C" void longjmp(void *, int);
    void out(void *to) { longjmp(to, 1); }
    int use() { return lib::twice(1); }
  )");
  EXPECT_EQ(B, (Bodies{{"twice<int>", true}, {"twice<long>", false}}));
}

}  // namespace
}  // namespace overdub
