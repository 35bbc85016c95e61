// Included with quotes by quoted_include.cpp.
inline int helper(int x) { return x + 100; }
