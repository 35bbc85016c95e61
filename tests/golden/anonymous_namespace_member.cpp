// A main-file class with a member of an anonymous-namespace type: GCC must not take it for a
// header's class because of the #line directive (-Wsubobject-linkage).
// CALLS: 1 get
#include <cstdio>

namespace {
struct Impl {
  int v = 4;
};
}  // namespace

struct Holder {
  Impl impl;
};

int get(const Holder &h) { return h.impl.v; }

int main() {
  Holder h;
  return get(h) - 4;
}
