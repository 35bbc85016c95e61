#include "TargetNames.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/DebugInfo/Symbolize/Symbolize.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Object/BuildID.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace overdub {
namespace {

// A call offset of a thunk's mangled name: `h <number> _` or `v <number> _ <number> _`, a number
// being digits after an optional `n` (negative).
bool skipNumber(llvm::StringRef &S) {
  S.consume_front("n");
  size_t Digits = S.find_first_not_of("0123456789");
  if (Digits == 0 || Digits == llvm::StringRef::npos) return false;
  S = S.drop_front(Digits);
  return true;
}
bool skipCallOffset(llvm::StringRef &S) {
  if (S.consume_front("h")) return skipNumber(S) && S.consume_front("_");
  if (S.consume_front("v"))
    return skipNumber(S) && S.consume_front("_") && skipNumber(S) && S.consume_front("_");
  return false;
}

// The mangled name of the function a thunk leads to (`_ZTh`, `_ZTv`: non-virtual and virtual
// thunks; `_ZTc`: covariant return thunks, two call offsets), without a clone's suffix
// (`.cold`, `.isra.0`: GCC's parts and copies of a function); other names as they are.
std::string targetOfThunk(llvm::StringRef Name) {
  if (Name.starts_with("_Z")) Name = Name.take_front(Name.find('.'));
  llvm::StringRef S = Name;
  if (!S.consume_front("_ZT")) return Name.str();
  unsigned Offsets = S.consume_front("c") ? 2 : 1;
  for (unsigned I = 0; I < Offsets; ++I)
    if (!skipCallOffset(S)) return Name.str();  // _ZTV, _ZTI, ...: no thunk
  return ("_Z" + S).str();
}

// The type of callable a libstdc++ std::function holds, from the function that invokes it
// (overdub.h, callable_invoker): `F` of `std::_Function_handler<Sig, F>`, the context's second
// template argument; none for another function.
std::optional<std::string> callableOfInvoker(llvm::StringRef Context, llvm::StringRef Base) {
  if (Base != "_M_invoke" || !Context.consume_front("std::_Function_handler<") ||
      !Context.consume_back(">"))
    return std::nullopt;
  int Depth = 0;
  for (size_t I = 0; I + 1 < Context.size(); ++I) {
    const char C = Context[I];
    if (C == '<' || C == '(' || C == '[' || C == '{') ++Depth;
    else if (C == '>' || C == ')' || C == ']' || C == '}') --Depth;
    else if (C == ',' && Depth == 0) return Context.drop_front(I + 1).trim().str();
  }
  return std::nullopt;
}

}  // namespace

std::string functionName(const std::string &Symbol) {
  std::string Mangled = targetOfThunk(Symbol);
  llvm::ItaniumPartialDemangler Demangler;
  if (!Demangler.partialDemangle(Mangled.c_str()) && Demangler.isFunction()) {
    size_t Size = 0;
    if (char *Name = Demangler.getFunctionName(nullptr, &Size)) {
      std::string Out(Name);
      std::free(Name);
      size_t ContextSize = 0, BaseSize = 0;
      char *Context = Demangler.getFunctionDeclContextName(nullptr, &ContextSize);
      char *Base = Demangler.getFunctionBaseName(nullptr, &BaseSize);
      if (Context && Base)
        if (std::optional<std::string> Callable = callableOfInvoker(Context, Base))
          Out = *Callable;
      std::free(Context);
      std::free(Base);
      return Out;
    }
  }
  // A std::function's target known by its type (overdub.h, callable_target): its type_info
  // object, named as the type.
  std::string Whole = llvm::demangle(Mangled);  // else demangled whole, or as is
  llvm::StringRef Type = Whole;
  if (llvm::StringRef(Mangled).starts_with("_ZTI") && Type.consume_front("typeinfo for "))
    return Type.str();
  return Whole;
}

// A module's file as read for naming: the object, or why it cannot name the module's targets.
struct TargetNamer::ModuleFile {
  llvm::object::OwningBinary<llvm::object::ObjectFile> Binary;
  bool Usable = false;
  // By offset: the names of each target, the symbolizer's first, then the other functions
  // folded into its code; none where it is named by address.
  std::map<uint64_t, std::vector<std::string>> Names;
  // By offset, the functions whose symbols start there, read once a target is named.
  std::optional<std::multimap<uint64_t, std::string>> Functions;
};

namespace {

// The function symbols of an object (its symbol table and, for a shared library whose table is
// stripped, its dynamic symbols), by address.
std::multimap<uint64_t, std::string> functionSymbols(const llvm::object::ObjectFile &Object) {
  std::multimap<uint64_t, std::string> Out;
  auto Add = [&](const llvm::object::SymbolRef &Symbol) {
    auto Type = Symbol.getType();
    auto Address = Symbol.getAddress();
    auto Name = Symbol.getName();
    if (!Type || !Address || !Name || *Type != llvm::object::SymbolRef::ST_Function) {
      if (!Type) llvm::consumeError(Type.takeError());
      if (!Address) llvm::consumeError(Address.takeError());
      if (!Name) llvm::consumeError(Name.takeError());
      return;
    }
    Out.emplace(*Address, Name->str());
  };
  for (const llvm::object::SymbolRef &Symbol : Object.symbols()) Add(Symbol);
  if (const auto *Elf = llvm::dyn_cast<llvm::object::ELFObjectFileBase>(&Object))
    for (const llvm::object::SymbolRef &Symbol : Elf->getDynamicSymbolIterators()) Add(Symbol);
  return Out;
}

}  // namespace

std::string namedWithAliases(const std::string &Name, std::vector<std::string> Aliases) {
  std::sort(Aliases.begin(), Aliases.end());
  Aliases.erase(std::unique(Aliases.begin(), Aliases.end()), Aliases.end());
  Aliases.erase(std::remove(Aliases.begin(), Aliases.end(), Name), Aliases.end());
  if (Aliases.empty()) return Name;
  constexpr size_t kShown = 3;
  std::string Others;
  for (size_t I = 0; I < Aliases.size() && I < kShown; ++I)
    Others += (I == 0 ? "" : ", ") + Aliases[I];
  if (Aliases.size() > kShown) Others += fmt::format(" and {} more", Aliases.size() - kShown);
  return fmt::format("{} (or {}: same code)", Name, Others);
}

TargetNamer::TargetNamer() {
  llvm::symbolize::LLVMSymbolizer::Options Options;
  Options.Demangle = false;  // functionName demangles: qualified names without parameters
  Options.UseSymbolTable = true;  // the symbol at the target, not a function inlined there
  Symbolizer = std::make_unique<llvm::symbolize::LLVMSymbolizer>(Options);
}

TargetNamer::~TargetNamer() = default;

TargetNamer::ModuleFile &TargetNamer::open(const ModuleInfo &M) {
  auto [It, New] = Files.try_emplace({M.Path, M.BuildId});
  if (!New) return *It->second;
  It->second = std::make_unique<ModuleFile>();
  ModuleFile &File = *It->second;
  auto Opened = llvm::object::ObjectFile::createObjectFile(M.Path);
  if (!Opened) {
    Notes.push_back(fmt::format("cannot read {} ({}): its call targets are named by address",
                                M.Path, llvm::toString(Opened.takeError())));
    return File;
  }
  File.Binary = std::move(*Opened);
  llvm::object::BuildIDRef Id = llvm::object::getBuildID(File.Binary.getBinary());
  if (!Id.empty() && !M.BuildId.empty() &&
      llvm::StringRef(reinterpret_cast<const char *>(Id.data()), Id.size()) != M.BuildId) {
    Notes.push_back(fmt::format("{} is not the file that ran (its build id differs): its call "
                                "targets are named by address", M.Path));
    return File;
  }
  File.Usable = true;
  return File;
}

std::string TargetNamer::name(const Trace &T, uint64_t Site, uint64_t Number) {
  TargetLocation L = locateTarget(T, Site, Number);
  if (!L.Module) return addressName(T, Site, Number);
  ModuleFile &File = open(*L.Module);
  if (!File.Usable) return addressName(T, Site, Number);
  auto [It, New] = File.Names.try_emplace(L.Offset);
  if (New) It->second = namesAt(File, L.Offset);
  const std::vector<std::string> &Names = It->second;
  if (Names.empty()) return addressName(T, Site, Number);  // no symbol covers it
  // Functions of identical code folded into one (the linker's --icf, or a library's aliases:
  // libstdc++'s runtime_error::what is logic_error::what): which of them the call meant, the
  // address cannot tell; all are named, but where the site's callee is one of them: the code
  // that ran is its own.
  if (auto Of = T.Sites.find(Site); Of != T.Sites.end() && Names.size() > 1 &&
                                    llvm::is_contained(Names, Of->second.Callee))
    return Of->second.Callee;
  return namedWithAliases(Names.front(), {Names.begin() + 1, Names.end()});
}

std::vector<std::string> TargetNamer::namesAt(ModuleFile &File, uint64_t Offset) {
  const llvm::object::SectionedAddress Address{Offset,
                                               llvm::object::SectionedAddress::UndefSection};
  auto Info = Symbolizer->symbolizeCode(*File.Binary.getBinary(), Address);
  if (!Info) llvm::consumeError(Info.takeError());
  std::string Symbol;
  if (Info && Info->FunctionName != llvm::DILineInfo::BadString) Symbol = Info->FunctionName;
  if (Symbol.empty()) {  // a data symbol: a std::function's target type's type_info
    auto Data = Symbolizer->symbolizeData(*File.Binary.getBinary(), Address);
    if (!Data) llvm::consumeError(Data.takeError());
    else if (Data->Name != llvm::DILineInfo::BadString && Data->Start == Offset)
      Symbol = Data->Name;
  }
  if (Symbol.empty()) return {};
  std::vector<std::string> Names{functionName(Symbol)};
  if (!File.Functions) File.Functions = functionSymbols(*File.Binary.getBinary());
  auto [First, Last] = File.Functions->equal_range(Offset);
  for (auto Alias = First; Alias != Last; ++Alias) {
    std::string Name = functionName(Alias->second);
    if (!llvm::is_contained(Names, Name)) Names.push_back(std::move(Name));
  }
  return Names;
}

}  // namespace overdub
