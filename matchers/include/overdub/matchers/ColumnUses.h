// Where a program reads a column of its own source (`__builtin_COLUMN()`,
// `std::source_location::current()`, written or as a default argument, also in a default member
// initializer a constructor runs): text a wrapper inserted before such a point on its line would
// change what the program sees. Recorded while the sites are collected; the sites whose
// insertions would land there are left out (`column-sensitive`) once all are known.
#ifndef OVERDUB_MATCHERS_COLUMNUSES_H
#define OVERDUB_MATCHERS_COLUMNUSES_H

#include "overdub/matchers/CallSite.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/ArrayRef.h"

#include <functional>
#include <utility>
#include <vector>

namespace overdub {

class ColumnUses {
public:
  // `FileIndexOf`: the index of the rewritten file a file location is in, or -1.
  // `InstancesOf`: the instantiations of a template's call that this unit judges it by (none
  // where it does not): the column is read in their default arguments only.
  using FileIndexFn = std::function<int(clang::SourceLocation)>;
  using InstancesFn =
      std::function<const std::vector<const clang::Expr *> &(const clang::CallExpr &)>;
  ColumnUses(const clang::SourceManager &SM, FileIndexFn FileIndexOf, InstancesFn InstancesOf)
      : SM(SM), FileIndexOf(std::move(FileIndexOf)), InstancesOf(std::move(InstancesOf)) {}

  // The column uses of one statement or expression (not of its children, which are visited on
  // their own).
  void record(const clang::Stmt &S);
  // A constructor that runs a default member initializer reading its column: the column is the
  // constructor's (clang: its name; g++: its last written initializer's end, or its body's).
  void record(const clang::CXXConstructorDecl &Constructor);

  // Leaves out the sites whose insertions would land before a column use on its line, and the
  // target's or an argument's wrapper inside a call where the call's own would not. `Files`: the
  // rewritten files, by index.
  void protect(std::vector<CallSite> &Sites, llvm::ArrayRef<clang::FileID> Files) const;

private:
  void recordAt(clang::SourceLocation Loc);

  const clang::SourceManager &SM;
  FileIndexFn FileIndexOf;
  InstancesFn InstancesOf;
  std::vector<std::pair<unsigned, unsigned>> Uses;  // (file index, offset)
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_COLUMNUSES_H
