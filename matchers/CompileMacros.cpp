#include "overdub/matchers/CompileMacros.h"

#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TokenKinds.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace clang;

namespace overdub {
namespace {

constexpr llvm::StringLiteral kBuiltIn = "<built-in>";
constexpr llvm::StringLiteral kUndef = "#undef";

bool isIdentifierChar(char C) { return llvm::isAlnum(C) || C == '_' || C == '$'; }

// A file name as both preprocessors print it, made comparable: absolute against the compile's
// directory, without `.` and `..` (Clang finds libstdc++ through `.../gcc/x86_64-linux-gnu/12/
// ../../../../include`, g++ through `/usr/include`); the predefined and command-line buffers
// (`<built-in>`, `<command line>`, `<command-line>`) are one.
std::string comparableFile(llvm::StringRef Name, llvm::StringRef Directory) {
  if (Name.empty() || Name.starts_with("<")) return kBuiltIn.str();
  llvm::SmallString<256> Path(Name);
  llvm::sys::fs::make_absolute(Directory, Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return std::string(Path);
}

bool sameFile(llvm::StringRef A, llvm::StringRef B) {
  if (A == B) return true;
  if (A == kBuiltIn || B == kBuiltIn) return false;
  return llvm::sys::fs::equivalent(A, B);  // through a symbolic link
}

// The parameters and the body of a definition printed as `-dD` prints it (`(x,...) body`,
// ` body`), as "(x,...)|tok tok ": tokens by their spelling (punctuators by their kind, so that a
// digraph and its token compare alike), whitespace left out.
std::string canonicalText(llvm::StringRef Text, const LangOptions &LangOpts) {
  if (Text == kUndef) return kUndef.str();
  std::string Out;
  if (Text.starts_with("(")) {
    const size_t Close = Text.find(')');
    if (Close == llvm::StringRef::npos) return "?" + Text.str();
    for (char C : Text.take_front(Close + 1))
      if (!llvm::isSpace(C)) Out += C;
    Text = Text.drop_front(Close + 1);
  }
  Out += '|';
  // The lexer reads up to a terminating null: a line of the output has none.
  const std::string Body = Text.str();
  // Locations from an invalid file location are the offsets in `Body`.
  Lexer Raw(SourceLocation(), LangOpts, Body.data(), Body.data(), Body.data() + Body.size());
  Token T;
  for (Raw.LexFromRawLexer(T); T.isNot(tok::eof); Raw.LexFromRawLexer(T)) {
    if (const char *Punctuator = tok::getPunctuatorSpelling(T.getKind()))
      Out += Punctuator;
    else
      Out += Body.substr(T.getLocation().getRawEncoding(), T.getLength());
    Out += ' ';
  }
  return Out;
}

// The same of a definition Clang read.
std::string canonicalInfo(const MacroInfo &Macro, const Preprocessor &PP) {
  std::string Out;
  if (Macro.isFunctionLike()) {
    Out += '(';
    llvm::ArrayRef<const IdentifierInfo *> Params = Macro.params();
    for (size_t I = 0; I < Params.size(); ++I) {
      if (I) Out += ',';
      const bool Last = I + 1 == Params.size();
      if (Last && Macro.isC99Varargs()) {
        Out += "...";
        continue;
      }
      Out += Params[I]->getName();
      if (Last && Macro.isGNUVarargs()) Out += "...";
    }
    Out += ')';
  }
  Out += '|';
  for (const Token &T : Macro.tokens()) {
    if (const char *Punctuator = tok::getPunctuatorSpelling(T.getKind()))
      Out += Punctuator;
    else
      Out += PP.getSpelling(T);
    Out += ' ';
  }
  return Out;
}

// Are the lines strictly between lines `A` and `B` of `File` blank, comments, or directives
// that neither include a file nor hold a pragma (which may push or pop a macro)? Then nothing
// between them expands a macro: a definition read on the one line and the same definition read
// on the other are the same for every expansion (Catch defines CATCH_INTERNAL_IGNORE_BUT_WARN
// alike in its g++ group and, twenty lines later, in its Clang group).
bool onlyDirectivesBetween(const SourceManager &SM, const LangOptions &LangOpts, FileID File,
                           unsigned A, unsigned B) {
  if (A > B) std::swap(A, B);
  if (B - A <= 1) return true;
  SourceLocation From = SM.translateLineCol(File, A + 1, 1), To = SM.translateLineCol(File, B, 1);
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid || From.isInvalid() || To.isInvalid()) return false;
  const unsigned Begin = SM.getFileOffset(From), End = SM.getFileOffset(To);
  Lexer Raw(SM.getLocForStartOfFile(File), LangOpts, Buffer.begin(), Buffer.begin() + Begin,
            Buffer.end());
  bool InDirective = false, DirectiveName = false;
  Token T;
  for (Raw.LexFromRawLexer(T); T.isNot(tok::eof) && SM.getFileOffset(T.getLocation()) < End;
       Raw.LexFromRawLexer(T)) {
    if (T.isAtStartOfLine()) {
      if (T.isNot(tok::hash)) return false;  // code
      InDirective = DirectiveName = true;
      continue;
    }
    if (!InDirective) return false;
    if (DirectiveName && T.is(tok::raw_identifier) &&
        llvm::is_contained({"include", "include_next", "import", "pragma"}, T.getRawIdentifier()))
      return false;
    DirectiveName = false;
  }
  return true;
}

}  // namespace

CompileMacros::CompileMacros(std::string OutputText, std::string WorkingDirectory)
    : Output(std::move(OutputText)), Directory(std::move(WorkingDirectory)) {
  std::string File = kBuiltIn.str();
  unsigned Line = 1;
  llvm::StringRef Rest = Output;
  while (!Rest.empty()) {
    llvm::StringRef Text;
    std::tie(Text, Rest) = Rest.split('\n');
    Text.consume_back("\r");
    // A line marker: `# 12 "dir/file.h" 2 3`; the line after it is line 12.
    if (llvm::StringRef Marker = Text; Marker.consume_front("# ") && !Marker.empty() &&
                                       llvm::isDigit(Marker.front())) {
      unsigned Number = 0;
      Marker.consumeInteger(10, Number);
      Marker = Marker.ltrim();
      if (Marker.consume_front("\"")) {
        std::string Name;
        for (size_t I = 0; I < Marker.size() && Marker[I] != '"'; ++I)
          Name += Marker[I] == '\\' && I + 1 < Marker.size() ? Marker[++I] : Marker[I];
        File = comparableFile(Name, Directory);
      }
      Line = Number;
      continue;
    }
    const bool Define = Text.consume_front("#define ");
    if (Define || Text.consume_front("#undef ")) {
      size_t Length = 0;
      while (Length < Text.size() && isIdentifierChar(Text[Length])) ++Length;
      if (Length > 0)
        ByName[Text.take_front(Length)].push_back(
            {File, Line, Define ? Text.drop_front(Length) : llvm::StringRef(kUndef)});
    }
    ++Line;
  }
}

bool CompileMacros::sameAs(const Preprocessor &PP, llvm::StringRef Name) const {
  std::vector<const MacroDirective *> Read;  // Clang's, first first
  auto Id = PP.getIdentifierTable().find(Name);
  if (Id != PP.getIdentifierTable().end())
    for (const MacroDirective *D = PP.getLocalMacroDirectiveHistory(Id->getValue()); D;
         D = D->getPrevious())
      if (!isa<VisibilityMacroDirective>(D)) Read.push_back(D);
  std::reverse(Read.begin(), Read.end());
  auto Compiled = ByName.find(Name);
  const size_t CompiledCount = Compiled == ByName.end() ? 0 : Compiled->getValue().size();
  if (Read.size() != CompiledCount) return false;
  const SourceManager &SM = PP.getSourceManager();
  for (size_t I = 0; I < Read.size(); ++I) {
    const Directive &Theirs = Compiled->getValue()[I];
    const SourceLocation Loc = Read[I]->getLocation();
    PresumedLoc Where = SM.getPresumedLoc(Loc);
    const std::string File = comparableFile(Where.isValid() ? Where.getFilename() : "", Directory);
    if (!sameFile(File, Theirs.File)) return false;
    const auto *Def = dyn_cast<DefMacroDirective>(Read[I]);
    const std::string Ours = Def ? canonicalInfo(*Def->getInfo(), PP) : kUndef.str();
    if (Ours != canonicalText(Theirs.Text, PP.getLangOpts())) return false;
    // (Lines as the file numbers them: no #line moved them.)
    if (File != kBuiltIn && Where.getLine() != Theirs.Line &&
        (SM.getSpellingLineNumber(Loc) != Where.getLine() ||
         !onlyDirectivesBetween(SM, PP.getLangOpts(), SM.getFileID(SM.getExpansionLoc(Loc)),
                                Where.getLine(), Theirs.Line)))
      return false;
  }
  return true;
}

}  // namespace overdub
