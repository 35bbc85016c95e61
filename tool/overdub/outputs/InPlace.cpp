#include "InPlace.h"

#include <algorithm>

namespace overdub {

FilePlan inPlacePlan(const InstrumentedFile &File) {
  FilePlan Plan;
  if (File.NotCxx || File.AlreadyInstrumented || File.Plan.InstrumentedSites == 0) return Plan;
  Plan = File.Plan;
  llvm::StringRef Prelude = Plan.Prelude;
  if (Prelude.starts_with("#line 1 ")) Prelude = Prelude.split('\n').second;
  Prelude.consume_front(kSystemHeaderPragma);
  Plan.Prelude = Prelude.str();
  Plan.Edits.erase(std::remove_if(Plan.Edits.begin(), Plan.Edits.end(),
                                  [](const Edit &E) { return E.Length != 0; }),
                   Plan.Edits.end());
  return Plan;
}

std::string inPlaceText(const InstrumentedFile &File) {
  FilePlan Plan = inPlacePlan(File);
  if (Plan.Prelude.empty() && Plan.Edits.empty()) return File.Original;
  return applyPlan(File.Original, Plan);
}

}  // namespace overdub
