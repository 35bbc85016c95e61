#include "ValueFormatters.h"

#include <dlfcn.h>

#include <vector>

namespace overdub {
namespace {

// <overdub/formatters.h>: overdub_format_object_v2, which matches a class by its mangled name
// too, or a library's older overdub_format_object_v1, by its name alone.
using FormatObjectV1 = long (*)(const char *Type, const unsigned char *Bytes, unsigned long Size,
                                char *Out, unsigned long Room);
using FormatObjectV2 = long (*)(const char *Type, const char *Mangled, const unsigned char *Bytes,
                                unsigned long Size, char *Out, unsigned long Room);
struct Formatter {
  FormatObjectV2 V2 = nullptr;
  FormatObjectV1 V1 = nullptr;
};
std::vector<Formatter> &formatters() {
  static std::vector<Formatter> Loaded;
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
  Formatter Format;
  Format.V2 = reinterpret_cast<FormatObjectV2>(dlsym(Library, "overdub_format_object_v2"));
  if (!Format.V2)
    Format.V1 = reinterpret_cast<FormatObjectV1>(dlsym(Library, "overdub_format_object_v1"));
  if (!Format.V2 && !Format.V1) {
    Error = "--formatters=" + Path + ": no formatters (build it with <overdub/formatters.h> and "
            "OVERDUB_FORMATTER)";
    dlclose(Library);
    return false;
  }
  formatters().push_back(Format);  // loaded until the report exits
  return true;
}

std::optional<std::string> formatObject(const ObjectType &Type, const std::string &Bytes) {
  const auto *Data = reinterpret_cast<const unsigned char *>(Bytes.data());
  for (const Formatter &Format : formatters()) {
    char Text[kMaxText + 1];
    const long Length =
        Format.V2 ? Format.V2(Type.Shown.c_str(), Type.Mangled.c_str(), Data, Bytes.size(), Text,
                              sizeof Text)
                  : Format.V1(Type.Shown.c_str(), Data, Bytes.size(), Text, sizeof Text);
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
