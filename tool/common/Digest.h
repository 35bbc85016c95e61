// Content digests for generated names and checks.
#ifndef OVERDUB_TOOL_COMMON_DIGEST_H
#define OVERDUB_TOOL_COMMON_DIGEST_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace overdub {

// 64 bits of the SHA-256 of `Text`, 16 lowercase hexadecimal digits: stable across runs and
// machines, for names and checks that follow a generated text's content.
std::string textDigest(llvm::StringRef Text);

}  // namespace overdub

#endif  // OVERDUB_TOOL_COMMON_DIGEST_H
