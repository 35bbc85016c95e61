// Where a crash while processing one source ends that source, not the run: deeply nested code
// exhausts the stack in Clang's parser (1,500 nested calls under -fbracket-depth=5000 do in 8 MiB,
// as they crash clang++-19 itself) and in the matchers' recursive walks; an assertion aborts.
#ifndef OVERDUB_TOOL_CRASHGUARD_H
#define OVERDUB_TOOL_CRASHGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstddef>
#include <optional>
#include <string>

namespace overdub {

// The stack each source is processed on: deep enough for nesting far beyond Clang's default
// -fbracket-depth=256 (about 8 KiB per level of nested calls); only what is used takes memory.
constexpr size_t kSourceStackSize = size_t(256) << 20;

// Turns crash recovery on for the process (once, before any source is processed).
void enableCrashRecovery(const char *Argv0);

// Runs `Fn` on a thread of its own with a stack of `StackSize` bytes, and waits for it.
void runOnThreadWithStack(size_t StackSize, llvm::function_ref<void()> Fn);

// Runs `Fn`; when it crashes (SIGSEGV, also from an exhausted stack, SIGABRT, ...), returns a
// description of the crash instead of ending the process. Nothing of `Fn`'s frames is unwound:
// what they own is leaked.
std::optional<std::string> runRecoverably(llvm::function_ref<void()> Fn);

}  // namespace overdub

#endif  // OVERDUB_TOOL_CRASHGUARD_H
