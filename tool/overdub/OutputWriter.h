// Writing instrumented files: a shadow tree under an output directory, never the originals.
#ifndef OVERDUB_TOOL_OUTPUTWRITER_H
#define OVERDUB_TOOL_OUTPUTWRITER_H

#include "Instrumenter.h"

#include "llvm/Support/Error.h"

#include <string>

namespace overdub {

// Where the instrumented copy of `File` goes: its path relative to the current directory under
// `OutputDir` (files outside the current directory keep their absolute path under it).
std::string shadowPath(const std::string &OutputDir, const InstrumentedFile &File);
std::string shadowPath(const std::string &OutputDir, const std::string &AbsolutePath);

// The text a file is written with: its plan applied, or the file as it is when it is not
// instrumented (not C++, overdub's output already, left out by the file filters).
std::string instrumentedText(const InstrumentedFile &File);

// Writes `Text` to the shadow path, atomically (a temporary file renamed into place), creating
// directories as needed. Refuses to write over the original source.
llvm::Error writeShadowFile(const std::string &OutputDir, const InstrumentedFile &File,
                            llvm::StringRef Text);

}  // namespace overdub

#endif  // OVERDUB_TOOL_OUTPUTWRITER_H
