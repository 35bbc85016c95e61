// The instantiations of the templates written in chosen files (the main file; headers too with
// --header-instances), as Clang made them for this translation unit. A template defined in the
// main file is seen by no other translation unit, so its instantiations here are all it has: a
// dependent call there can take a form chosen from what each instantiation of it turned out to
// be. (A main file included by another translation unit of the run, and a header, are judged by
// each one; the copies of the file must then agree: see HeaderCopies.)
#ifndef OVERDUB_MATCHERS_INSTANTIATIONS_H
#define OVERDUB_MATCHERS_INSTANTIATIONS_H

#include "clang/Basic/SourceLocation.h"
#include <functional>
#include <map>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class Expr;
}  // namespace clang

namespace overdub {

class TemplateInstantiations {
public:
  // `Chosen` tells the files whose templates' instantiations are indexed.
  using FileFilter = std::function<bool(clang::FileID)>;
  // `OnIndexed`, when given, learns once which top-level declarations of the translation unit
  // hold the instantiations (those of a template declared first in another file hang off that
  // file's declaration), before any is returned.
  using HolderSink = std::function<void(const std::vector<clang::Decl *> &)>;
  TemplateInstantiations(clang::ASTContext &Ctx, FileFilter Chosen, HolderSink OnIndexed = {})
      : Ctx(Ctx), Chosen(std::move(Chosen)), OnIndexed(std::move(OnIndexed)) {}

  // The expressions that instantiate `Pattern` (an expression of a template written in a chosen
  // file): one per instantiation of the template, or one per element of a pack expansion. Empty
  // when the template is never instantiated here.
  const std::vector<const clang::Expr *> &of(const clang::Expr &Pattern);

private:
  using Key = std::pair<clang::SourceLocation::UIntTy, clang::SourceLocation::UIntTy>;
  void index();  // once, on the first question: it walks every instantiation of the TU

  clang::ASTContext &Ctx;
  FileFilter Chosen;
  HolderSink OnIndexed;
  bool Indexed = false;
  std::map<Key, std::vector<const clang::Expr *>> ByRange;
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_INSTANTIATIONS_H
