// Bounds-checked reading of a record's payload held in memory: every read says whether the
// payload had the bytes, so that a reader never reads past what the file holds.
#ifndef OVERDUB_REPORT_RECORDCURSOR_H
#define OVERDUB_REPORT_RECORDCURSOR_H

#include <cstdint>
#include <cstring>
#include <string>

namespace overdub {

class Cursor {
public:
  Cursor(const char *Begin, const char *End) : P(Begin), End(End) {}
  size_t left() const { return static_cast<size_t>(End - P); }
  template <class T> bool get(T &V) { return bytes(&V, sizeof V); }
  // A string: u32 length + bytes.
  bool str(std::string &S) {
    uint32_t N;
    if (!get(N) || left() < N) return false;
    S.assign(P, N);
    P += N;
    return true;
  }
  bool bytes(void *Out, size_t N) {
    if (left() < N) return false;
    if (N) std::memcpy(Out, P, N);  // an empty record may have no bytes at all (P null)
    P += N;
    return true;
  }

private:
  const char *P;
  const char *End;
};

}  // namespace overdub

#endif  // OVERDUB_REPORT_RECORDCURSOR_H
