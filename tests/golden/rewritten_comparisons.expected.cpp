#line 1 "rewritten_comparisons.cpp"
#include <overdub/overdub.h>
static unsigned overdub_rewritten_comparisons_c34a4489_state[4];
static constexpr ::overdub::Site overdub_rewritten_comparisons_c34a4489_sites[] = {
  {"rewritten_comparisons.cpp", "main", "std::printf", 23, 3, 0, overdub_rewritten_comparisons_c34a4489_state + 0},
  {"rewritten_comparisons.cpp", "main", "Version::operator<=>", 23, 29, -1, overdub_rewritten_comparisons_c34a4489_state + 1},
  {"rewritten_comparisons.cpp", "main", "Version::operator==", 23, 36, -2, overdub_rewritten_comparisons_c34a4489_state + 2},
  {"rewritten_comparisons.cpp", "main", "Tag::operator==", 23, 44, -3, overdub_rewritten_comparisons_c34a4489_state + 3},
};
static const ::overdub::Registration overdub_rewritten_comparisons_c34a4489_registration{overdub_rewritten_comparisons_c34a4489_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "rewritten_comparisons.cpp"
// C++20 rewritten comparisons: != through operator==, < through operator<=>.
// FLAGS: -std=c++20
// CALLS: 1 Tag::operator==
// CALLS: 1 Version::operator<=>
// CALLS: 1 Version::operator==
// CALLS: 1 std::printf
#include <compare>
#include <cstdio>

struct Version {
  int major, minor;
  bool operator==(const Version &) const = default;
  auto operator<=>(const Version &) const = default;
};
struct Tag {
  int id;
  bool operator==(const Tag &o) const { return id == o.id; }
};

int main() {
  Version a{1, 2}, b{1, 3};
  Tag t{1}, u{2};
   ::overdub::Span{overdub_rewritten_comparisons_c34a4489_sites+0}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_rewritten_comparisons_c34a4489_sites+1}.val(a < b),  ::overdub::Span{overdub_rewritten_comparisons_c34a4489_sites+2}.val(a != b),  ::overdub::Span{overdub_rewritten_comparisons_c34a4489_sites+3}.val(t != u)));
  return 0;
}
