#include "ValueFormatters.h"

#include <dlfcn.h>

#include <vector>

namespace overdub {
namespace {

// <overdub/formatters.h>, overdub_format_object_v1.
using FormatObject = long (*)(const char *Type, const unsigned char *Bytes, unsigned long Size,
                              char *Out, unsigned long Room);
std::vector<FormatObject> &formatters() {
  static std::vector<FormatObject> Loaded;
  return Loaded;
}
constexpr size_t kMaxText = 256;

}  // namespace

bool loadValueFormatters(const std::string &Path, std::string &Error) {
  // A name without a slash would be looked up in the library path: the file named is meant.
  const std::string File = Path.find('/') == std::string::npos ? "./" + Path : Path;
  void *Library = dlopen(File.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!Library) {
    const char *Why = dlerror();
    Error = "--formatters=" + Path + ": " + (Why ? Why : "cannot be loaded");
    return false;
  }
  auto Format = reinterpret_cast<FormatObject>(dlsym(Library, "overdub_format_object_v1"));
  if (!Format) {
    Error = "--formatters=" + Path + ": no formatters (build it with <overdub/formatters.h> and "
            "OVERDUB_FORMATTER)";
    dlclose(Library);
    return false;
  }
  formatters().push_back(Format);  // loaded until the report exits
  return true;
}

std::optional<std::string> formatObject(const std::string &Type, const std::string &Bytes) {
  for (FormatObject Format : formatters()) {
    char Text[kMaxText + 1];
    const long Length = Format(Type.c_str(), reinterpret_cast<const unsigned char *>(Bytes.data()),
                               Bytes.size(), Text, sizeof Text);
    if (Length < 0) continue;
    std::string Out(Text, std::min<size_t>(static_cast<size_t>(Length), kMaxText));
    for (char &C : Out)
      if (C < 0x20 || C > 0x7e) C = '?';
    if (static_cast<size_t>(Length) > kMaxText) Out += "…";
    return Out;
  }
  return std::nullopt;
}

}  // namespace overdub
