// What a file has besides its text, carried over to the file that replaces it.
#ifndef OVERDUB_TOOL_COMMON_FILEATTRIBUTES_H
#define OVERDUB_TOOL_COMMON_FILEATTRIBUTES_H

#include "llvm/Support/Error.h"

#include <string>
#include <sys/stat.h>

namespace overdub {

// Gives the open file `FD` the owner, extended attributes (POSIX ACLs are
// system.posix_acl_access) and mode of the file at `Original` (whose status is `Old`), and drops
// the extended attributes `FD` got that the original does not have (a directory's default ACL).
// The error says what could not be kept: "cannot keep its owner 4321:4322: Operation not
// permitted".
llvm::Error keepAttributes(const std::string &Original, const struct stat &Old, int FD);

}  // namespace overdub

#endif  // OVERDUB_TOOL_COMMON_FILEATTRIBUTES_H
