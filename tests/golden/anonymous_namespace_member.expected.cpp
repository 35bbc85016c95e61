#line 1 "anonymous_namespace_member.cpp"
#include <overdub/overdub.h>
static unsigned overdub_anonymous_namespace_memb_8ca97e4a_state[1];
static constexpr ::overdub::Site overdub_anonymous_namespace_memb_8ca97e4a_sites[] = {
  {"anonymous_namespace_member.cpp", "main", "get", 20, 10, 0, overdub_anonymous_namespace_memb_8ca97e4a_state + 0},
};
static const ::overdub::Registration overdub_anonymous_namespace_memb_8ca97e4a_registration{overdub_anonymous_namespace_memb_8ca97e4a_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "anonymous_namespace_member.cpp"
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
  return  ::overdub::Span{overdub_anonymous_namespace_memb_8ca97e4a_sites+0}.val(get(h)) - 4;
}
