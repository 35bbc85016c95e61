#include "overdub/matchers/MacroLocations.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace overdub {

SourceLocation spelledThroughArguments(SourceLocation Loc, const SourceManager &SM) {
  for (int Up = 0; Up < 64 && Loc.isMacroID() && SM.isMacroArgExpansion(Loc); ++Up)
    Loc = SM.getImmediateSpellingLoc(Loc);
  return Loc;
}

bool MacroLocations::atEdge(SourceLocation Loc, bool AtEnd) const {
  auto [Entry, Offset] = SM.getDecomposedLoc(Loc);
  if (!AtEnd) return Offset == 0;
  unsigned Length = Lexer::MeasureTokenLength(SM.getSpellingLoc(Loc), SM, LangOpts);
  return Offset + Length == SM.getFileIDSize(Entry);
}

bool MacroLocations::atArgumentEdge(SourceLocation Loc, bool AtEnd) const {
  if (!atEdge(Loc, AtEnd)) return false;
  auto [Entry, Offset] = SM.getDecomposedLoc(Loc);
  SourceLocation Start = Loc.getLocWithOffset(-static_cast<int>(Offset));
  SourceLocation Param = SM.getSLocEntry(Entry).getExpansion().getExpansionLocStart();
  SourceLocation Neighbour;
  if (!AtEnd) {
    Neighbour = Start.getLocWithOffset(-1);
  } else {
    Neighbour = Start.getLocWithOffset(SM.getFileIDSize(Entry) + 1);
    if (!SM.isLocalSourceLocation(Start) || !SM.isLocalSourceLocation(Neighbour)) return true;
  }
  if (!Neighbour.isMacroID()) return true;
  const SrcMgr::SLocEntry &N = SM.getSLocEntry(SM.getFileID(Neighbour));
  return !(N.isExpansion() && N.getExpansion().isMacroArgExpansion() &&
           N.getExpansion().getExpansionLocStart() == Param);
}

void MacroLocations::stepIntoCommonArgument(SourceLocation &First, SourceLocation &Last) const {
  for (int Depth = 0; Depth < 32 && First.isMacroID() && Last.isMacroID(); ++Depth) {
    const SrcMgr::ExpansionInfo &X = SM.getSLocEntry(SM.getFileID(First)).getExpansion();
    const SrcMgr::ExpansionInfo &Y = SM.getSLocEntry(SM.getFileID(Last)).getExpansion();
    if (!X.isMacroArgExpansion() || !Y.isMacroArgExpansion() ||
        X.getExpansionLocStart() != Y.getExpansionLocStart())
      return;
    First = SM.getImmediateSpellingLoc(First);
    Last = SM.getImmediateSpellingLoc(Last);
  }
}

void MacroLocations::ascend(SourceLocation Loc, bool AtEnd, std::vector<SourceLocation> &Out) const {
  for (int Depth = 0; Loc.isMacroID() && Depth < 32; ++Depth) {
    const SrcMgr::ExpansionInfo &X = SM.getSLocEntry(SM.getFileID(Loc)).getExpansion();
    if (X.isMacroArgExpansion()) {
      if (!atArgumentEdge(Loc, AtEnd)) return;
      Loc = X.getExpansionLocStart();
      continue;
    }
    Out.push_back(Loc);
    if (!atEdge(Loc, AtEnd)) return;
    Loc = AtEnd ? X.getExpansionLocEnd() : X.getExpansionLocStart();
  }
}

SourceLocation MacroLocations::outOfScratch(SourceLocation L, bool AtEnd) const {
  for (int Depth = 0;
       Depth < 32 && L.isMacroID() && SM.isWrittenInScratchSpace(SM.getImmediateSpellingLoc(L));
       ++Depth) {
    CharSourceRange Made = SM.getImmediateExpansionRange(L);
    L = AtEnd ? Made.getEnd() : Made.getBegin();
  }
  return L;
}

void MacroLocations::stepIntoArgumentsAround(SourceRange Whole, SourceLocation &First,
                                             SourceLocation &Last) const {
  auto ArgumentUse = [&](SourceLocation Loc) -> std::optional<SourceLocation> {
    if (!Loc.isMacroID()) return std::nullopt;
    const SrcMgr::ExpansionInfo &X = SM.getSLocEntry(SM.getFileID(Loc)).getExpansion();
    if (!X.isMacroArgExpansion()) return std::nullopt;
    return X.getExpansionLocStart();
  };
  SourceLocation Begin = Whole.getBegin(), End = Whole.getEnd();
  for (int Depth = 0; Depth < 32; ++Depth) {
    std::optional<SourceLocation> Use = ArgumentUse(Begin);
    if (!Use || ArgumentUse(End) != Use || ArgumentUse(First) != Use || ArgumentUse(Last) != Use)
      return;
    Begin = SM.getImmediateSpellingLoc(Begin), End = SM.getImmediateSpellingLoc(End);
    First = SM.getImmediateSpellingLoc(First), Last = SM.getImmediateSpellingLoc(Last);
  }
}

}  // namespace overdub
