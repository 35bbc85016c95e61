#include "CopyVariants.h"

#include "Digest.h"
#include "OutputWriter.h"

#include "overdub/matchers/RewritePlanner.h"

#include "llvm/ADT/StringExtras.h"

#include <map>
#include <set>

namespace overdub {
namespace {

void replaceAll(std::string &Text, const std::string &From, const std::string &To) {
  for (size_t Pos = Text.find(From); Pos != std::string::npos; Pos = Text.find(From, Pos + To.size()))
    Text.replace(Pos, From.size(), To);
}

// The include edits of `File` that name a copy still by its plain path get `Names`' new ones.
void renameIncludes(InstrumentedFile &File, const std::map<std::string, std::string> &Names) {
  for (Edit &E : File.Plan.Edits)
    if (auto It = Names.find(E.Text); It != Names.end()) E.Text = It->second;
}

// Its table's names, one set per list of sites: variants that differ elsewhere (the system-header
// pragma of a unit that found the header through -isystem, the variants of the headers it
// includes) share one table in a program, so each site is described once.
void nameTableByContent(InstrumentedFile &Header) {
  if (Header.Plan.Table.empty()) return;
  const std::string Table = siteTableName(Header.Name);
  const std::string VariantTable = Table + "_" + textDigest(Header.Plan.Table);
  replaceAll(Header.Plan.Prelude, Table, VariantTable);
  for (Edit &E : Header.Plan.Edits) replaceAll(E.Text, Table, VariantTable);
}

}  // namespace

void nameCopiesByContent(std::vector<InstrumentedFile> &Files, const std::string &CopiesDir,
                         const std::function<std::string(const std::string &)> &CopyOf) {
  // The include text naming each header's plain copy -> the header.
  std::map<std::string, InstrumentedFile *> HeaderNamed;
  for (InstrumentedFile &File : Files)
    if (File.IsHeader) HeaderNamed[includeName(CopyOf(File.AbsolutePath))] = &File;
  auto IncludedHeaders = [&](const InstrumentedFile &File) {
    std::set<InstrumentedFile *> Out;
    for (const Edit &E : File.Plan.Edits)
      if (auto It = HeaderNamed.find(E.Text); It != HeaderNamed.end() && It->second != &File)
        Out.insert(It->second);
    return Out;
  };
  // Headers after the headers they include.
  std::map<std::string, std::string> Renamed;  // plain include text -> the variant's
  std::set<InstrumentedFile *> Done;
  for (bool Progress = true; Progress;) {
    Progress = false;
    for (InstrumentedFile &Header : Files) {
      if (!Header.IsHeader || Done.count(&Header)) continue;
      bool Ready = true;
      for (InstrumentedFile *Included : IncludedHeaders(Header)) Ready &= Done.count(Included) > 0;
      if (!Ready) continue;
      renameIncludes(Header, Renamed);
      Header.CopyVariant = textDigest(applyPlan(Header.Original, Header.Plan));
      nameTableByContent(Header);
      Renamed[includeName(CopyOf(Header.AbsolutePath))] = includeName(
          absolutePath(shadowPath(CopiesDir + "/" + Header.CopyVariant, Header.AbsolutePath)));
      Done.insert(&Header);
      Progress = true;
    }
  }
  // The rest are in a cycle of includes (two headers that include each other inside their
  // guards) or include one: each is named by the digest of the rest it reaches, itself too, in
  // which they name one another plainly. The headers of a cycle reach the same ones: one name.
  std::vector<InstrumentedFile *> Rest;
  std::map<const InstrumentedFile *, std::string> Text;
  for (InstrumentedFile &Header : Files)
    if (Header.IsHeader && !Done.count(&Header)) {
      renameIncludes(Header, Renamed);
      Rest.push_back(&Header);
      Text[&Header] = applyPlan(Header.Original, Header.Plan);
    }
  for (InstrumentedFile *Header : Rest) {
    std::map<std::string, const InstrumentedFile *> Reached{{Header->AbsolutePath, Header}};
    for (std::vector<const InstrumentedFile *> Next{Header}; !Next.empty();) {
      const InstrumentedFile *From = Next.back();
      Next.pop_back();
      for (InstrumentedFile *Included : IncludedHeaders(*From))
        if (!Done.count(Included) && Reached.emplace(Included->AbsolutePath, Included).second)
          Next.push_back(Included);
    }
    std::string All;
    for (auto &[Path, File] : Reached) All += Path + '\0' + Text[File] + '\0';
    Header->CopyVariant = textDigest(All);
  }
  for (InstrumentedFile *Header : Rest) {
    nameTableByContent(*Header);
    Renamed[includeName(CopyOf(Header->AbsolutePath))] = includeName(
        absolutePath(shadowPath(CopiesDir + "/" + Header->CopyVariant, Header->AbsolutePath)));
  }
  for (InstrumentedFile *Header : Rest) renameIncludes(*Header, Renamed);
  for (InstrumentedFile &File : Files)
    if (!File.IsHeader) renameIncludes(File, Renamed);
}

}  // namespace overdub
