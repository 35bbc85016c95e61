#include "Digest.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SHA256.h"

#include <array>

namespace overdub {

std::string textDigest(llvm::StringRef Text) {
  std::array<uint8_t, 32> Hash = llvm::SHA256::hash(llvm::arrayRefFromStringRef(Text));
  return llvm::toHex(llvm::ArrayRef(Hash).take_front(8), /*LowerCase=*/true);
}

}  // namespace overdub
