#line 1 "typeid_operand.cpp"
#include <overdub/overdub.h>
static unsigned overdub_typeid_operand_cd9c9451_state[4];
static constexpr ::overdub::Site overdub_typeid_operand_cd9c9451_sites[] = {
  {"typeid_operand.cpp", "main", "std::type_info::operator==", 17, 12, 0, overdub_typeid_operand_cd9c9451_state + 0},
  {"typeid_operand.cpp", "main", "make_poly", 17, 19, -1, overdub_typeid_operand_cd9c9451_state + 1},
  {"typeid_operand.cpp", "main", "std::type_info::operator==", 18, 12, 0, overdub_typeid_operand_cd9c9451_state + 2},
  {"typeid_operand.cpp", "main", "std::printf", 19, 3, 0, overdub_typeid_operand_cd9c9451_state + 3},
};
static const ::overdub::Registration overdub_typeid_operand_cd9c9451_registration{overdub_typeid_operand_cd9c9451_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "typeid_operand.cpp"
// typeid of a polymorphic glvalue evaluates its operand (the call runs and is recorded); typeid
// of a non-polymorphic expression does not (the call is unevaluated and skipped).
// CALLS: 0 make_int
// CALLS: 1 make_poly
// CALLS: 1 std::printf
// CALLS: 2 std::type_info::operator==
#include <cstdio>
#include <typeinfo>

struct Poly { virtual ~Poly() = default; };
struct Leaf : Poly {};
Leaf leaf;
Poly &make_poly() { return leaf; }
int make_int() { return 3; }

int main() {
  bool a =  ::overdub::Span{overdub_typeid_operand_cd9c9451_sites+0}.val(typeid( ::overdub::Span{overdub_typeid_operand_cd9c9451_sites+1}.ref(make_poly())) == typeid(Leaf));
  bool b =  ::overdub::Span{overdub_typeid_operand_cd9c9451_sites+2}.val(typeid(make_int()) == typeid(int));
   ::overdub::Span{overdub_typeid_operand_cd9c9451_sites+3}.val(std::printf("%d %d\n", a, b));
  return 0;
}
