#line 1 "std_vector_members.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sites_state_[5];
static constexpr ::overdub::Site overdub_sites_[] = {
  {"std_vector_members.cpp", "main", "std::vector<int>::push_back", 11, 3, 0, overdub_sites_state_ + 0},
  {"std_vector_members.cpp", "main", "std::vector<int>::push_back", 12, 3, 0, overdub_sites_state_ + 1},
  {"std_vector_members.cpp", "main", "std::printf", 13, 3, 0, overdub_sites_state_ + 2},
  {"std_vector_members.cpp", "main", "std::vector<int>::size", 13, 27, -1, overdub_sites_state_ + 3},
  {"std_vector_members.cpp", "main", "std::vector<int>::back", 13, 37, -2, overdub_sites_state_ + 4},
};
static const ::overdub::Registration overdub_sites_registration_{overdub_sites_};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "std_vector_members.cpp"
// Member calls on standard containers.
// CALLS: 1 std::printf
// CALLS: 1 std::vector<int>::back
// CALLS: 2 std::vector<int>::push_back
// CALLS: 1 std::vector<int>::size
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> v;
   ::overdub::Span{overdub_sites_+0}.v((v.push_back(3), ::overdub::unit{}));
   ::overdub::Span{overdub_sites_+1}.v((v.push_back(4), ::overdub::unit{}));
   ::overdub::Span{overdub_sites_+2}.val(std::printf("%zu %d\n",  ::overdub::Span{overdub_sites_+3}.val(v.size()),  ::overdub::Span{overdub_sites_+4}.ref(v.back())));
  return 0;
}
