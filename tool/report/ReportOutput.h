// Where a report goes: standard output, or `-o FILE`, and whether every byte got there.
//
// A regular file (or a new one) is written to a temporary file beside it, flushed to disk and
// renamed over it only once complete: FILE is never left half-written, and the temporary is
// removed on failure and on a fatal signal. Anything else (a device such as /dev/full, a FIFO) is
// written in place: renaming over it would replace the device. Every write is checked: a report
// that did not reach its destination whole is an error.
#ifndef OVERDUB_REPORT_REPORTOUTPUT_H
#define OVERDUB_REPORT_REPORTOUTPUT_H

#include <cstdio>
#include <string>

namespace overdub {

class ReportOutput {
public:
  // `Path` empty or "-": standard output.
  explicit ReportOutput(std::string Path);
  ~ReportOutput();
  ReportOutput(const ReportOutput &) = delete;
  ReportOutput &operator=(const ReportOutput &) = delete;

  // Opens the destination; false with error() set when it cannot be written.
  bool open();
  std::FILE *file() const { return File; }
  // Flushes, syncs and closes, then puts the file in place; false with error() set when any byte
  // did not get there (the temporary is removed; FILE keeps what it held).
  bool commit();
  // Gives up after a failed write: removes the temporary, sets error(); returns false.
  bool abandon(const std::string &Why) {
    discard();
    return fail(Why);
  }
  // Removes the temporary (done on destruction unless committed).
  void discard();
  // One line: "cannot write 'FILE': No space left on device".
  const std::string &error() const { return Error; }

private:
  bool fail(const std::string &Why);

  std::string Path;    // as given
  std::string Target;  // the file renamed over (symbolic links resolved)
  std::string Temp;    // empty: writing in place, or to standard output
  std::FILE *File = nullptr;
  std::string Error;
};

}  // namespace overdub

#endif  // OVERDUB_REPORT_REPORTOUTPUT_H
