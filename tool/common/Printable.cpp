#include "Printable.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/Unicode.h"

namespace overdub {

std::string printable(llvm::StringRef Text, bool KeepNewlines) {
  std::string Out;
  Out.reserve(Text.size());
  auto Escape = [&](unsigned char Byte) {
    Out += "\\x";
    Out += llvm::hexdigit(Byte >> 4, /*LowerCase=*/true);
    Out += llvm::hexdigit(Byte & 15, /*LowerCase=*/true);
  };
  const auto *Begin = reinterpret_cast<const llvm::UTF8 *>(Text.begin());
  const auto *End = reinterpret_cast<const llvm::UTF8 *>(Text.end());
  for (const llvm::UTF8 *P = Begin; P < End;) {
    if (*P == '\n' && KeepNewlines) {
      Out += '\n';
      ++P;
      continue;
    }
    const llvm::UTF8 *Next = P;
    llvm::UTF32 Code;
    if (llvm::convertUTF8Sequence(&Next, End, &Code, llvm::strictConversion) ==
            llvm::conversionOK &&
        llvm::sys::unicode::isPrintable(Code)) {
      Out.append(reinterpret_cast<const char *>(P), Next - P);
      P = Next;
    } else {
      Escape(*P++);
    }
  }
  return Out;
}

}  // namespace overdub
