#line 1 "std_vector_members.cpp"
#include <overdub/overdub.h>
static unsigned overdub_std_vector_members_e53c109f_state[5];
static constexpr ::overdub::Site overdub_std_vector_members_e53c109f_sites[] = {
  {"std_vector_members.cpp", "main", "std::vector<int>::push_back", 11, 3, 0, overdub_std_vector_members_e53c109f_state + 0},
  {"std_vector_members.cpp", "main", "std::vector<int>::push_back", 12, 3, 0, overdub_std_vector_members_e53c109f_state + 1},
  {"std_vector_members.cpp", "main", "std::printf", 13, 3, 0, overdub_std_vector_members_e53c109f_state + 2},
  {"std_vector_members.cpp", "main", "std::vector<int>::size", 13, 27, -1, overdub_std_vector_members_e53c109f_state + 3},
  {"std_vector_members.cpp", "main", "std::vector<int>::back", 13, 37, -2, overdub_std_vector_members_e53c109f_state + 4},
};
static const ::overdub::Registration overdub_std_vector_members_e53c109f_registration{overdub_std_vector_members_e53c109f_sites};
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
   ::overdub::Span{overdub_std_vector_members_e53c109f_sites+0}.v((v.push_back(3), ::overdub::unit{}));
   ::overdub::Span{overdub_std_vector_members_e53c109f_sites+1}.v((v.push_back(4), ::overdub::unit{}));
   ::overdub::Span{overdub_std_vector_members_e53c109f_sites+2}.val(std::printf("%zu %d\n",  ::overdub::Span{overdub_std_vector_members_e53c109f_sites+3}.val(v.size()),  ::overdub::Span{overdub_std_vector_members_e53c109f_sites+4}.ref(v.back())));
  return 0;
}
