#line 1 "source_location_column_reads.cpp"
#include <overdub/overdub.h>
static unsigned overdub_source_location_column_r_66207cbc_state[10];
static constexpr ::overdub::Site overdub_source_location_column_r_66207cbc_sites[] = {
  {"source_location_column_reads.cpp", "scol", "std::source_location::column", 15, 82, 0, overdub_source_location_column_r_66207cbc_state + 0},
  {"source_location_column_reads.cpp", "S::where", "std::source_location::column", 21, 12, 0, overdub_source_location_column_r_66207cbc_state + 1},
  {"source_location_column_reads.cpp", "T::where", "std::source_location::column", 28, 23, 0, overdub_source_location_column_r_66207cbc_state + 2},
  {"source_location_column_reads.cpp", "show2", "std::printf", 34, 53, 0, overdub_source_location_column_r_66207cbc_state + 3},
  {"source_location_column_reads.cpp", "print", "std::printf", 36, 43, 0, overdub_source_location_column_r_66207cbc_state + 4},
  {"source_location_column_reads.cpp", "main", "print", 41, 3, 0, overdub_source_location_column_r_66207cbc_state + 5},
  {"source_location_column_reads.cpp", "main", "tcol", 41, 21, -1, overdub_source_location_column_r_66207cbc_state + 6},
  {"source_location_column_reads.cpp", "main", "print", 42, 43, 0, overdub_source_location_column_r_66207cbc_state + 7},
  {"source_location_column_reads.cpp", "main", "print", 43, 45, 0, overdub_source_location_column_r_66207cbc_state + 8},
  {"source_location_column_reads.cpp", "main", "print", 45, 24, 0, overdub_source_location_column_r_66207cbc_state + 9},
};
static const ::overdub::Registration overdub_source_location_column_r_66207cbc_registration{overdub_source_location_column_r_66207cbc_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "source_location_column_reads.cpp"
// Columns the program reads where no source_location is written at the call: a default member
// initializer (an aggregate's), a default argument of a template's call (its instantiations'), a
// read in a macro's argument (Clang gives the invocation's end), in a stringizing macro, and a
// default argument of a call over two lines (g++ gives the column of its `(`). No wrapper lands
// before such a read on its line: both compilers print the original's columns.
// FLAGS: -std=c++20
// OVERDUB: --capture=add3
// CALLS: 1 tcol
// CALLS: 4 print
// CALLS: 5 std::printf
// CALLS: 4 std::source_location::column
#include <cstdio>
#include <source_location>
unsigned add3(unsigned a, unsigned b, unsigned c) { return a + b + c; }
unsigned scol(std::source_location l = std::source_location::current()) { return  ::overdub::Span{overdub_source_location_column_r_66207cbc_sites+0}.val(l.column()); }
struct Here {
  unsigned c = std::source_location::current().column();
};
struct S {
  unsigned where(std::source_location l = std::source_location::current()) const {
    return  ::overdub::Span{overdub_source_location_column_r_66207cbc_sites+1}.val(l.column());
  }
};
struct T {
  virtual ~T() {}
  virtual unsigned where(unsigned x,
                         std::source_location l = std::source_location::current()) const {
    return x * 1000 +  ::overdub::Span{overdub_source_location_column_r_66207cbc_sites+2}.val(l.column());
  }
};
const T *id(const T *q) { return q; }
#define ID(x) (x)
#define SHOW(v, e) show2((v), (e), #e)
void show2(unsigned v, unsigned e, const char *s) {  ::overdub::Span{overdub_source_location_column_r_66207cbc_sites+3}.val(std::printf("show %u %u %s\n", v, e, s)); }
template <class U> unsigned tcol(const U &u) { return add3(1, 2, u.where()); }
void print(const char *tag, unsigned v) {  ::overdub::Span{overdub_source_location_column_r_66207cbc_sites+4}.val(std::printf("%s %u\n", tag, v)); }
int main() {
  S s;
  T t;
  const T *p = &t;
   ::overdub::Span{overdub_source_location_column_r_66207cbc_sites+5}.v((print("template",  ::overdub::Span{overdub_source_location_column_r_66207cbc_sites+6}.val(tcol(s))), ::overdub::unit{}));
  unsigned e1 = add3(1, 2, 3) + Here{}.c;  ::overdub::Span{overdub_source_location_column_r_66207cbc_sites+7}.v((print("member", e1), ::overdub::unit{}));
  unsigned m1 = ID(scol() + add3(1, 2, 3));  ::overdub::Span{overdub_source_location_column_r_66207cbc_sites+8}.v((print("macro", m1), ::overdub::unit{}));
  unsigned a7 = (0,
     id(p))->where(1);  ::overdub::Span{overdub_source_location_column_r_66207cbc_sites+9}.v((print("lines", a7), ::overdub::unit{}));
  SHOW(scol(), add3(1, 2, 3));
  return 0;
}
