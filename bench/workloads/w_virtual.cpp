// Workload "virtual", beside the peers-bench ones (same helpers, same result line): an expression
// tree of polymorphic nodes evaluated through virtual calls, as the peers' "tree" interpreter is
// through a switch. Every call of eval is virtual (base pointers): bench/run.sh times the cost of
// recording each call's target, against the same build with -DOVERDUB_NO_CALL_TARGETS.
//   usage: w_virtual [depth=14] [reps=200]
// Per evaluation: eval() once per node (2^(depth+1)-1); three node classes (constants,
// variables, operators): each eval call site sees those of its operands.
#include "common.h"

struct Node {
  virtual ~Node() {}
  virtual int64_t eval(int64_t x) const = 0;
};
struct Const : Node {
  int64_t val;
  explicit Const(int64_t v) : val(v) {}
  NOINL int64_t eval(int64_t) const override { return val; }
};
struct Var : Node {
  int64_t val;
  explicit Var(int64_t v) : val(v) {}
  NOINL int64_t eval(int64_t x) const override { return x + val; }
};
struct Op : Node {
  int op;
  const Node *lhs, *rhs;
  Op(int o, const Node *l, const Node *r) : op(o), lhs(l), rhs(r) {}
  NOINL int64_t eval(int64_t x) const override {
    int64_t a = lhs->eval(x);
    int64_t b = rhs->eval(x);
    switch (op) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return (a * b) >> 3;
    case 3: return a ^ b;
    default: return a < b ? a : b;
    }
  }
};

static uint64_t rng = 0x243F6A8885A308D3ull;
NOINSTR static uint64_t next_random() {
  rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
  return rng;
}

// Built without calls of its own but the constructors' (not counted: the tool wraps them, and
// the result line counts eval's calls only).
NOINSTR static const Node *build(int depth) {
  if (depth == 0) {
    int64_t v = (int64_t)(next_random() % 1000);
    if ((next_random() & 3) == 0) return new Var(v);
    return new Const(v);
  }
  const Node *l = build(depth - 1);
  const Node *r = build(depth - 1);
  return new Op((int)(next_random() % 5), l, r);
}

int main(int argc, char **argv) {
  int depth = argc > 1 ? (int)strtol(argv[1], 0, 10) : 14;
  long reps = argc > 2 ? strtol(argv[2], 0, 10) : 200;
  const Node *root = build(depth);
  uint64_t calls = (uint64_t)reps * ((1ull << (depth + 1)) - 1);
  if (bench_begin) bench_begin();
  uint64_t t0, t1, sum = 0;
  BENCH_NOW_NS(t0);
  for (long r = 0; r < reps; r++) sum += (uint64_t)root->eval(r);
  BENCH_NOW_NS(t1);
  if (bench_end) bench_end();
  char params[64];
  snprintf(params, sizeof params, "depth=%d reps=%ld", depth, reps);
  BENCH_REPORT("virtual", params, calls, sum, t1 - t0);
  return 0;
}
