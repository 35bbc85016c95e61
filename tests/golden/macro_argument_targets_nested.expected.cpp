#line 1 "macro_argument_targets_nested.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_argument_targets_n_e97a1ae7_state[19];
static ::overdub::TargetCache overdub_macro_argument_targets_n_e97a1ae7_targets[8];
static constexpr ::overdub::Site overdub_macro_argument_targets_n_e97a1ae7_sites[] = {
  {"macro_argument_targets_nested.cpp", "main", "std::printf", 39, 3, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 0},
  {"macro_argument_targets_nested.cpp", "main", "Shape::area", 39, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 1},
  {"macro_argument_targets_nested.cpp", "main", "std::printf", 40, 3, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 2},
  {"macro_argument_targets_nested.cpp", "main", "Shape::area", 40, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 3},
  {"macro_argument_targets_nested.cpp", "main", "std::printf", 41, 3, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 4},
  {"macro_argument_targets_nested.cpp", "main", "(fp)", 41, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 5},
  {"macro_argument_targets_nested.cpp", "main", "std::printf", 42, 3, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 6},
  {"macro_argument_targets_nested.cpp", "main", "(ID(fp))", 42, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 7},
  {"macro_argument_targets_nested.cpp", "main", "std::printf", 43, 3, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 8},
  {"macro_argument_targets_nested.cpp", "main", "add", 43, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 9},
  {"macro_argument_targets_nested.cpp", "main", "Shape::area", 44, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 10},
  {"macro_argument_targets_nested.cpp", "main", "Shape::area", 45, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 11},
  {"macro_argument_targets_nested.cpp", "main", "(fp)", 46, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 12},
  {"macro_argument_targets_nested.cpp", "main", "(ID(fp))", 47, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 13},
  {"macro_argument_targets_nested.cpp", "main", "add", 48, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 14},
  {"macro_argument_targets_nested.cpp", "main", "std::printf", 49, 3, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 15},
  {"macro_argument_targets_nested.cpp", "main", "add", 49, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 16},
  {"macro_argument_targets_nested.cpp", "main", "add", 50, 10, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 17},
  {"macro_argument_targets_nested.cpp", "main", "std::printf", 51, 3, 0, overdub_macro_argument_targets_n_e97a1ae7_state + 18},
};
static const ::overdub::Registration overdub_macro_argument_targets_n_e97a1ae7_registration{overdub_macro_argument_targets_n_e97a1ae7_sites, overdub_macro_argument_targets_n_e97a1ae7_targets};
#line 29 "macro_argument_targets_nested.cpp"
#define overdub_macro_argument_targets_n_e97a1ae7_sites_m0_0_EXPECT(x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+0}.val( std::printf("failed: line %d\n", __LINE__));\
  } while (0)
#line 24 "macro_argument_targets_nested.cpp"
#define overdub_macro_argument_targets_n_e97a1ae7_sites_m1_0_AREA_OF(o) \
                    ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+1}.val( (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_n_e97a1ae7_sites+1, overdub_macro_argument_targets_n_e97a1ae7_targets+0, (o)))->area())
#line 29 "macro_argument_targets_nested.cpp"
#define overdub_macro_argument_targets_n_e97a1ae7_sites_m2_0_EXPECT(x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+2}.val( std::printf("failed: line %d\n", __LINE__));\
  } while (0)
#line 29 "macro_argument_targets_nested.cpp"
#define overdub_macro_argument_targets_n_e97a1ae7_sites_m3_0_EXPECT(x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+4}.val( std::printf("failed: line %d\n", __LINE__));\
  } while (0)
#line 29 "macro_argument_targets_nested.cpp"
#define overdub_macro_argument_targets_n_e97a1ae7_sites_m4_0_EXPECT(x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+6}.val( std::printf("failed: line %d\n", __LINE__));\
  } while (0)
#line 29 "macro_argument_targets_nested.cpp"
#define overdub_macro_argument_targets_n_e97a1ae7_sites_m5_0_EXPECT(x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+8}.val( std::printf("failed: line %d\n", __LINE__));\
  } while (0)
#line 24 "macro_argument_targets_nested.cpp"
#define overdub_macro_argument_targets_n_e97a1ae7_sites_m6_0_AREA_OF(o) \
                    ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+10}.val( (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_n_e97a1ae7_sites+10, overdub_macro_argument_targets_n_e97a1ae7_targets+4, (o)))->area())
#line 29 "macro_argument_targets_nested.cpp"
#define overdub_macro_argument_targets_n_e97a1ae7_sites_m7_0_EXPECT(x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+15}.val( std::printf("failed: line %d\n", __LINE__));\
  } while (0)
#line 92 "/usr/include/assert.h"
#define overdub_sv_e99e8e7e_assert(overdub_o_expr, expr) \
     (static_cast <bool> (expr)\
      ? void (0)\
      : __assert_fail (#overdub_o_expr, __FILE__, __LINE__, __ASSERT_FUNCTION))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_argument_targets_nested.cpp"
// Calls written in a macro's argument, themselves in another macro's argument (a check around a
// call whose object, callee or arguments are in its own macro's arguments): they record their
// targets and values as they do at the top level, whether the part is placed at the file text
// (the macro writes its parameter once, bare) or in the invocation's variant (parenthesized).
// FLAGS: -std=c++17
// CALLS: 4 Shape::area
// CALLS: 2 (fp)
// CALLS: 2 (ID(fp))
// CALLS: 4 add
// CALLS: 1 std::printf
// OVERDUB: --capture=^add$
#include <cassert>
#include <cstdio>

struct Shape {
  virtual ~Shape() {}
  virtual int area() const = 0;
};
struct Square : Shape {
  int area() const override { return 4; }
};
int twice(int x) { return 2 * x; }
int add(int a, int b) { return a + b; }

#define AREA_OF(o) (o)->area()
#define CALL_AREA(o) o->area()
#define ID(x) x
#define PAIR(a, b) a, b
#define EXPECT(x) \
  do { \
    if (!(x)) std::printf("failed: line %d\n", __LINE__); \
  } while (0)

int main() {
  Square sq;
  const Shape *q = &sq;
  int (*fp)(int) = twice;
  int t = 1;
  overdub_macro_argument_targets_n_e97a1ae7_sites_m0_0_EXPECT(overdub_macro_argument_targets_n_e97a1ae7_sites_m1_0_AREA_OF(q) == 4);
  overdub_macro_argument_targets_n_e97a1ae7_sites_m2_0_EXPECT( ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+3}.val(CALL_AREA( (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_n_e97a1ae7_sites+3, overdub_macro_argument_targets_n_e97a1ae7_targets+1, q)))) == 4);
  overdub_macro_argument_targets_n_e97a1ae7_sites_m3_0_EXPECT( ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+5}.val(ID( ::overdub::indirect_target(overdub_macro_argument_targets_n_e97a1ae7_sites+5, overdub_macro_argument_targets_n_e97a1ae7_targets+2, fp)(2))) == 4);
  overdub_macro_argument_targets_n_e97a1ae7_sites_m4_0_EXPECT( ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+7}.val(ID( ::overdub::indirect_target(overdub_macro_argument_targets_n_e97a1ae7_sites+7, overdub_macro_argument_targets_n_e97a1ae7_targets+3, ID(fp))(2))) == 4);
  overdub_macro_argument_targets_n_e97a1ae7_sites_m5_0_EXPECT( ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+9}.val(::overdub::result_value(overdub_macro_argument_targets_n_e97a1ae7_sites+9, add(PAIR( ::overdub::arg_value< int >(overdub_macro_argument_targets_n_e97a1ae7_sites+9, 1, t),  ::overdub::arg_value< int >(overdub_macro_argument_targets_n_e97a1ae7_sites+9, 2, 3))))) == 4);
  overdub_sv_e99e8e7e_assert(AREA_OF(q) == 4, overdub_macro_argument_targets_n_e97a1ae7_sites_m6_0_AREA_OF(q) == 4);
  overdub_sv_e99e8e7e_assert(CALL_AREA(q) == 4,  ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+11}.val(CALL_AREA( (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_n_e97a1ae7_sites+11, overdub_macro_argument_targets_n_e97a1ae7_targets+5, q)))) == 4);
  overdub_sv_e99e8e7e_assert(ID(fp(2)) == 4,  ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+12}.val(ID( ::overdub::indirect_target(overdub_macro_argument_targets_n_e97a1ae7_sites+12, overdub_macro_argument_targets_n_e97a1ae7_targets+6, fp)(2))) == 4);
  overdub_sv_e99e8e7e_assert(ID(ID(fp)(2)) == 4,  ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+13}.val(ID( ::overdub::indirect_target(overdub_macro_argument_targets_n_e97a1ae7_sites+13, overdub_macro_argument_targets_n_e97a1ae7_targets+7, ID(fp))(2))) == 4);
  overdub_sv_e99e8e7e_assert(add(PAIR(t, 3)) == 4,  ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+14}.val(::overdub::result_value(overdub_macro_argument_targets_n_e97a1ae7_sites+14, add(PAIR( ::overdub::arg_value< int >(overdub_macro_argument_targets_n_e97a1ae7_sites+14, 1, t),  ::overdub::arg_value< int >(overdub_macro_argument_targets_n_e97a1ae7_sites+14, 2, 3))))) == 4);
  overdub_macro_argument_targets_n_e97a1ae7_sites_m7_0_EXPECT( ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+16}.val(::overdub::result_value(overdub_macro_argument_targets_n_e97a1ae7_sites+16, add(PAIR( ::overdub::arg_value< int >(overdub_macro_argument_targets_n_e97a1ae7_sites+16, 1, 1),  ::overdub::arg_value< int >(overdub_macro_argument_targets_n_e97a1ae7_sites+16, 2, ID(3)))))) == 4);
  overdub_sv_e99e8e7e_assert(add(PAIR(ID(1), 3)) == 4,  ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+17}.val(::overdub::result_value(overdub_macro_argument_targets_n_e97a1ae7_sites+17, add(PAIR( ::overdub::arg_value< int >(overdub_macro_argument_targets_n_e97a1ae7_sites+17, 1, ID(1)),  ::overdub::arg_value< int >(overdub_macro_argument_targets_n_e97a1ae7_sites+17, 2, 3))))) == 4);
   ::overdub::Span{overdub_macro_argument_targets_n_e97a1ae7_sites+18}.val(std::printf("%d\n", t));
  return 0;
}
