// The compile database a run reads, checked before Clang's tooling reads it. LLVM takes a
// compile_commands.json that does not parse for none at all (with -p: "no
// compile_commands.json"; found beside a source: it goes on to a database further up, or runs
// without flags), and its parser echoes the file's bytes raw to the terminal.
#ifndef OVERDUB_TOOL_COMPILEDATABASE_H
#define OVERDUB_TOOL_COMPILEDATABASE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace overdub {

// Why the file at `Path` is no compile database (it does not parse as JSON, or its entries lack
// what a compile command needs), the parser's reason included; success when it is one.
llvm::Error checkDatabaseFile(llvm::StringRef Path);

// The compile_commands.json that Clang's tooling looks for first for `Source`: in its directory
// or the nearest one above with a compile_commands.json or compile_flags.txt (none when that is
// a compile_flags.txt, which cannot fail to parse, or there is none).
std::optional<std::string> databaseOfSource(llvm::StringRef Source);

// Runs `Fn` with the process's standard error going to a buffer, and returns what was written
// there: Clang's tooling prints what it finds wrong with a database directly to stderr.
std::string capturingStderr(llvm::function_ref<void()> Fn);

}  // namespace overdub

#endif  // OVERDUB_TOOL_COMPILEDATABASE_H
