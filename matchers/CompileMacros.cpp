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

// Where a raw string literal that `Line` opens and does not close ends: its `)delim"`, or ""
// when none stays open. `Open` is the delimiter of one already open at the line's start. The
// output keeps a raw string's lines as written: a `# 5 "x.h"` or `#define` there is text.
std::string rawStringOpenAfter(llvm::StringRef Line, std::string Open) {
  size_t I = 0;
  if (!Open.empty()) {
    size_t Close = Line.find(Open);
    if (Close == llvm::StringRef::npos) return Open;
    I = Close + Open.size();
  }
  while (I < Line.size()) {
    const char C = Line[I];
    if (C == '"' || (C == '\'' && (I == 0 || !isIdentifierChar(Line[I - 1])))) {
      // An ordinary string or character literal (a ' after a digit separates digits).
      for (++I; I < Line.size() && Line[I] != C; ++I)
        if (Line[I] == '\\') ++I;
      ++I;
      continue;
    }
    if (C == 'R' && I + 1 < Line.size() && Line[I + 1] == '"') {
      size_t Prefix = I;  // u8R, uR, UR, LR
      while (Prefix > 0 && Prefix + 2 >= I && llvm::is_contained({'u', 'U', 'L', '8'}, Line[Prefix - 1]))
        --Prefix;
      if (Prefix == 0 || !isIdentifierChar(Line[Prefix - 1])) {
        const size_t Paren = Line.find('(', I + 2);
        if (Paren == llvm::StringRef::npos) return "";
        const std::string Close = ")" + Line.slice(I + 2, Paren).str() + "\"";
        const size_t End = Line.find(Close, Paren + 1);
        if (End == llvm::StringRef::npos) return Close;
        I = End + Close.size();
        continue;
      }
    }
    ++I;
  }
  return "";
}

}  // namespace

CompileMacros::CompileMacros(std::string OutputText, std::string WorkingDirectory)
    : Output(std::move(OutputText)), Directory(std::move(WorkingDirectory)) {
  std::string File = kBuiltIn.str();
  unsigned Line = 1;
  Inclusions.push_back({});  // the main file's
  int Current = 0;
  llvm::StringMap<bool> Defined;  // an #undef of an undefined name is nothing (Clang keeps none)
  std::string InRawString;
  llvm::StringRef Rest = Output;
  for (; !Rest.empty(); ++Line) {
    llvm::StringRef Text;
    std::tie(Text, Rest) = Rest.split('\n');
    Text.consume_back("\r");
    if (!InRawString.empty() || !Text.starts_with("#")) {
      InRawString = rawStringOpenAfter(Text, std::move(InRawString));
      continue;
    }
    // A line marker: `# 12 "dir/file.h" 2 3`; the line after it is line 12. Flag 1 enters an
    // included file, 2 returns to the includer after its #include.
    if (llvm::StringRef Marker = Text; Marker.consume_front("# ") && !Marker.empty() &&
                                       llvm::isDigit(Marker.front())) {
      unsigned Number = 0;
      Marker.consumeInteger(10, Number);
      Marker = Marker.ltrim();
      if (!Marker.consume_front("\"")) continue;
      std::string Name;
      size_t I = 0;
      for (; I < Marker.size() && Marker[I] != '"'; ++I)
        Name += Marker[I] == '\\' && I + 1 < Marker.size() ? Marker[++I] : Marker[I];
      llvm::SmallVector<llvm::StringRef, 4> Flags;
      Marker.drop_front(std::min(I + 1, Marker.size())).split(Flags, ' ', -1, false);
      File = comparableFile(Name, Directory);
      if (llvm::is_contained(Flags, "1")) {
        Inclusions.push_back({Current, "", 0});
        Current = static_cast<int>(Inclusions.size()) - 1;
      } else if (llvm::is_contained(Flags, "2") && Inclusions[Current].Parent >= 0) {
        Inclusions[Current].IncludedFrom = File;
        Inclusions[Current].IncludedAt = Number > 0 ? Number - 1 : 0;
        Current = Inclusions[Current].Parent;
      }
      Line = Number - 1;  // the loop counts this line
      continue;
    }
    const bool Define = Text.consume_front("#define ");
    if (Define || Text.consume_front("#undef ")) {
      size_t Length = 0;
      while (Length < Text.size() && isIdentifierChar(Text[Length])) ++Length;
      llvm::StringRef Name = Text.take_front(Length);
      bool &IsDefined = Defined[Name];
      if (Length > 0 && (Define || IsDefined))
        ByName[Name].push_back(
            {Current, File, Line, Define ? Text.drop_front(Length) : llvm::StringRef(kUndef)});
      IsDefined = Define;
    }
  }
}

CompileMacros::Place CompileMacros::placeOf(const Directive &D) const {
  Place Where = {{D.File, D.File == kBuiltIn ? 0 : D.Line}};
  for (int I = D.Inclusion; I >= 0 && Inclusions[I].Parent >= 0; I = Inclusions[I].Parent)
    Where.push_back({Inclusions[I].IncludedFrom,
                     Inclusions[I].IncludedFrom == kBuiltIn ? 0 : Inclusions[I].IncludedAt});
  return Where;
}

namespace {

// Where Clang read `Loc` (CompileMacros::Place).
CompileMacros::Place clangPlace(const SourceManager &SM, SourceLocation Loc, llvm::StringRef Directory) {
  PresumedLoc Where = SM.getPresumedLoc(Loc);
  const std::string File = comparableFile(Where.isValid() ? Where.getFilename() : "", Directory);
  CompileMacros::Place Out = {{File, File == kBuiltIn ? 0 : Where.getLine()}};
  FileID Id = SM.getFileID(SM.getExpansionLoc(Loc));
  for (int Depth = 0; Depth < 1024; ++Depth) {
    SourceLocation Include = SM.getIncludeLoc(Id);
    if (Include.isInvalid()) break;
    PresumedLoc At = SM.getPresumedLoc(Include);
    const std::string From = comparableFile(At.isValid() ? At.getFilename() : "", Directory);
    Out.push_back({From, From == kBuiltIn ? 0 : At.getLine()});
    Id = SM.getFileID(SM.getExpansionLoc(Include));
  }
  return Out;
}

// Does the text of `File` hold a #line directive (or a `# 12 "x"` marker), read or skipped?
// Then its lines may not be what the markers say.
bool hasLineDirective(const SourceManager &SM, const LangOptions &LangOpts, FileID File) {
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid) return true;
  Lexer Raw(SM.getLocForStartOfFile(File), LangOpts, Buffer.begin(), Buffer.begin(), Buffer.end());
  bool AfterHash = false;
  Token T;
  for (Raw.LexFromRawLexer(T); T.isNot(tok::eof); Raw.LexFromRawLexer(T)) {
    if (AfterHash && !T.isAtStartOfLine() &&
        (T.is(tok::numeric_constant) || (T.is(tok::raw_identifier) && T.getRawIdentifier() == "line")))
      return true;
    AfterHash = T.isAtStartOfLine() && T.is(tok::hash);
  }
  return false;
}

}  // namespace

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
    const Place Ours = clangPlace(SM, Loc, Directory), TheirPlace = placeOf(Theirs);
    if (Ours.size() != TheirPlace.size()) return false;
    for (size_t K = 0; K < Ours.size(); ++K)
      if (!sameFile(Ours[K].first, TheirPlace[K].first) || (K > 0 && Ours[K].second != TheirPlace[K].second))
        return false;
    const auto *Def = dyn_cast<DefMacroDirective>(Read[I]);
    const std::string Text = Def ? canonicalInfo(*Def->getInfo(), PP) : kUndef.str();
    if (Text != canonicalText(Theirs.Text, PP.getLangOpts())) return false;
    if (Ours.front().first == kBuiltIn) continue;
    // Lines as the markers number them: a #line, even one only the compile reads, could make
    // two places one.
    const FileID File = SM.getFileID(SM.getExpansionLoc(Loc));
    auto [Known, New] = LineDirectives.try_emplace(File, false);
    if (New) Known->second = hasLineDirective(SM, PP.getLangOpts(), File);
    if (Known->second) return false;
    if (Ours.front().second != Theirs.Line &&
        !onlyDirectivesBetween(SM, PP.getLangOpts(), File, Ours.front().second, Theirs.Line))
      return false;
  }
  return true;
}

}  // namespace overdub
