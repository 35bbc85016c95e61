// Formatters for the objects `overdub --capture-bytes` records (their first 32 bytes), run by the
// report, never by the program: build them into a shared library and give it to the report,
// `overdub-report --formatters=./libgeo_formatters.so`. Each names a class and formats an object
// made from its bytes with the project's own fmt::formatter (for operator<<: a formatter derived
// from fmt::ostream_formatter):
//
//   #include <overdub/formatters.h>
//   #include "geo.h"                   // geo::Point, and its fmt::formatter
//   OVERDUB_FORMATTER(geo::Point);     // the class, by any name (an alias too)
//
// Built with RTTI (the default), a formatter takes its class however the program spells it:
// the trace names the class by its mangled name too, which typeid gives here. Without RTTI it is
// matched by the name the report shows: qualified, without aliases at the top (`geo::Point` for a
// parameter `const geo::Vec &`), a template's arguments as written. Each library answers for the
// formatters it registers itself (not for those of a library it links against).
//
// The report gives a formatter an object's bytes only where the trace holds all of them and
// their number is the class's size: a class whose objects are at most 32 bytes. The class must be
// trivially copyable (overdub records no other) and its formatter must read the object alone:
// a pointer in it points into the traced process, which is gone; and it must accept any bytes
// (a damaged trace's: a bool or an enumeration member may hold another value). Needs fmt and
// C++17.
#ifndef OVERDUB_FORMATTERS_H
#define OVERDUB_FORMATTERS_H

#include <fmt/format.h>

#include <cstddef>
#include <cstring>
#include <new>
#include <string>
#include <type_traits>
#include <typeinfo>

namespace overdub {
namespace formatters {

struct Entry {
  const char *type;     // as OVERDUB_FORMATTER spelled it
  const char *mangled;  // as typeid names it (none without RTTI)
  std::size_t size;
  std::string (*format)(const unsigned char *bytes);
  const Entry *next;
};
// Hidden: each library keeps a list of its own (a default-visibility static of an inline function
// is one object shared by every library loaded, so the report would ask them all the same list).
__attribute__((visibility("hidden"))) inline const Entry *&entries() {
  static const Entry *head = nullptr;
  return head;
}
struct Registration {
  explicit Registration(Entry &entry) {
    entry.next = entries();
    entries() = &entry;
  }
};

template <class T> std::string format(const unsigned char *bytes) {
  static_assert(std::is_trivially_copyable<T>::value, "overdub records trivially copyable classes only");
  alignas(T) unsigned char storage[sizeof(T)];
  std::memcpy(storage, bytes, sizeof(T));
  return fmt::format("{}", *std::launder(reinterpret_cast<const T *>(storage)));
}

// The class's Itanium mangled name, as typeid gives it (without the `*` GCC writes before a class
// of internal linkage's): the trace names the class so too, exactly. None without RTTI.
template <class T> const char *mangled_name() {
#if defined(__GXX_RTTI) || defined(__cpp_rtti)
  const char *name = typeid(T).name();
  return *name == '*' ? name + 1 : name;
#else
  return nullptr;
#endif
}

// A type's name compared as the report writes it: no spaces, no leading `::`.
inline bool same_name(const char *a, const char *b) {
  auto skip = [](const char *&p) {
    while (*p == ' ') ++p;
  };
  if (a[0] == ':' && a[1] == ':') a += 2;
  if (b[0] == ':' && b[1] == ':') b += 2;
  for (skip(a), skip(b); *a && *a == *b; skip(a), skip(b)) ++a, ++b;
  return *a == *b;
}

}  // namespace formatters
}  // namespace overdub

// What the report calls (version 2): the text of the object of class `type` (as the report shows
// it; `mangled`, its mangled name, when the trace gives it) whose `size` bytes are at `bytes`, its
// first `room` bytes written to `out`. A formatter takes the class whose mangled name or shown
// name is its own. Returns the text's length, or -1 when this library has no formatter for the
// class (or its formatter threw). Each library's own is found: the report looks it up in the
// library it loaded.
extern "C" inline __attribute__((used, visibility("default"))) long overdub_format_object_v2(
    const char *type, const char *mangled, const unsigned char *bytes, unsigned long size,
    char *out, unsigned long room) noexcept {
  for (const overdub::formatters::Entry *e = overdub::formatters::entries(); e; e = e->next) {
    if (e->size != size) continue;
    if (!(mangled && *mangled && e->mangled && std::strcmp(e->mangled, mangled) == 0) &&
        !overdub::formatters::same_name(e->type, type))
      continue;
    try {
      const std::string text = e->format(bytes);
      std::memcpy(out, text.data(), text.size() < room ? text.size() : room);
      return static_cast<long>(text.size());
    } catch (...) {
      return -1;
    }
  }
  return -1;
}
// Version 1, for reports older than version 2: by the shown name alone.
extern "C" inline __attribute__((used, visibility("default"))) long overdub_format_object_v1(
    const char *type, const unsigned char *bytes, unsigned long size, char *out,
    unsigned long room) noexcept {
  return overdub_format_object_v2(type, nullptr, bytes, size, out, room);
}

// Registers the formatter of class `...` (a name with commas, a template's, may be written whole).
#define OVERDUB_FORMATTER(...) OVERDUB_FORMATTER_AT(__COUNTER__, __VA_ARGS__)
#define OVERDUB_FORMATTER_AT(n, ...) OVERDUB_FORMATTER_NUMBERED(n, __VA_ARGS__)
#define OVERDUB_FORMATTER_NUMBERED(n, ...)                                                        \
  static ::overdub::formatters::Entry overdub_formatter_##n{                                      \
      #__VA_ARGS__, ::overdub::formatters::mangled_name<__VA_ARGS__>(), sizeof(__VA_ARGS__),      \
      &::overdub::formatters::format<__VA_ARGS__>, nullptr};                                      \
  static const ::overdub::formatters::Registration overdub_formatter_registration_##n{            \
      overdub_formatter_##n}
#endif  // OVERDUB_FORMATTERS_H
