// The one file writer (tool/common/AtomicFile.h) as a class: what the tools' command lines cannot
// reach (giving up without commit, a caller's own failure, a closed standard descriptor).
#include "AtomicFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace overdub {
namespace {

namespace fs = llvm::sys::fs;

class AtomicFileTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<256> Prefix;
    llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Prefix);
    llvm::sys::path::append(Prefix, "atomic-file-test");
    ASSERT_FALSE(fs::createUniqueDirectory(Prefix, Dir));
    Target = path("r.txt");
  }
  void TearDown() override { fs::remove_directories(Dir); }

  std::string path(llvm::StringRef Name) const {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Name);
    return std::string(P);
  }
  void put(const std::string &Path, llvm::StringRef Text) {
    ASSERT_FALSE(writeFileAtomically(Path, Text));
  }
  std::string read(const std::string &Path) const {
    auto Buffer = llvm::MemoryBuffer::getFile(Path);
    return Buffer ? (*Buffer)->getBuffer().str() : "<unreadable>";
  }
  std::vector<std::string> names() const {
    std::vector<std::string> Names;
    std::error_code EC;
    for (fs::directory_iterator I(Dir, EC), E; I != E && !EC; I.increment(EC))
      Names.push_back(llvm::sys::path::filename(I->path()).str());
    std::sort(Names.begin(), Names.end());
    return Names;
  }
  unsigned mode(const std::string &Path) const {
    struct stat S;
    return ::stat(Path.c_str(), &S) == 0 ? S.st_mode & 07777 : 0;
  }

  llvm::SmallString<256> Dir;
  std::string Target;
};

TEST_F(AtomicFileTest, StreamsAndReplacesTheFileOnCommit) {
  put(Target, "old\n");
  AtomicFile File;
  ASSERT_FALSE(File.open(Target));
  std::string Expected;
  for (int I = 0; I < 100000; ++I) {  // more than the stream's buffer, many times over
    std::string Line = "line " + std::to_string(I) + "\n";
    if (I % 2)
      EXPECT_TRUE(File.write(Line));
    else
      std::fputs(Line.c_str(), File.stream());
    Expected += Line;
  }
  EXPECT_EQ(read(Target), "old\n");  // nothing shows before commit
  ASSERT_FALSE(File.commit());
  EXPECT_EQ(read(Target), Expected);
  EXPECT_EQ(names(), std::vector<std::string>{"r.txt"});
}

TEST_F(AtomicFileTest, DestructionWithoutCommitLeavesTheTargetAndNoTemporary) {
  put(Target, "old\n");
  {
    AtomicFile File;
    ASSERT_FALSE(File.open(Target));
    File.write(std::string(200000, 'x'));
    EXPECT_EQ(names().size(), 2u);  // the target and the temporary beside it
  }
  EXPECT_EQ(read(Target), "old\n");
  EXPECT_EQ(names(), std::vector<std::string>{"r.txt"});
}

TEST_F(AtomicFileTest, DiscardLeavesANewFileUnmade) {
  AtomicFile File;
  ASSERT_FALSE(File.open(Target));
  File.write("never\n");
  File.discard();
  EXPECT_TRUE(names().empty());
}

TEST_F(AtomicFileTest, ACallersFailureFailsTheCommit) {
  put(Target, "old\n");
  AtomicFile File;
  ASSERT_FALSE(File.open(Target));
  File.write("half\n");
  File.fail(std::make_error_code(std::errc::no_space_on_device));
  EXPECT_FALSE(File.write("more\n"));
  llvm::Error E = File.commit();
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(llvm::toString(std::move(E)),
            "cannot write '" + Target + "': No space left on device");
  EXPECT_EQ(read(Target), "old\n");
  EXPECT_EQ(names(), std::vector<std::string>{"r.txt"});
}

TEST_F(AtomicFileTest, ADeviceThatFailsIsAnError) {
  AtomicFile File;
  ASSERT_FALSE(File.open("/dev/full"));
  File.write(std::string(1 << 20, 'x'));
  llvm::Error E = File.commit();
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(llvm::toString(std::move(E)), "cannot write '/dev/full': No space left on device");
}

TEST_F(AtomicFileTest, ADirectoryIsRefused) {
  AtomicFile File;
  llvm::Error E = File.open(Dir);
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(llvm::toString(std::move(E)), "cannot write '" + Dir.str().str() +
                                              "': Is a directory");
  EXPECT_TRUE(names().empty());
}

TEST_F(AtomicFileTest, ANewFileHasTheModeTheUmaskGives) {
  mode_t Old = ::umask(022);
  put(Target, "new\n");
  ::umask(Old);
  EXPECT_EQ(mode(Target), 0644u);  // not a temporary file's 0600
}

TEST_F(AtomicFileTest, AnExistingFileKeepsItsMode) {
  put(Target, "old\n");
  for (unsigned Mode : {0600u, 0640u, 0755u}) {
    ASSERT_EQ(::chmod(Target.c_str(), Mode), 0);
    put(Target, "new\n");
    EXPECT_EQ(mode(Target), Mode);
  }
}

// With standard error closed, the file could get descriptor 2: a message printed meanwhile
// would land in it.
TEST_F(AtomicFileTest, AClosedStandardDescriptorIsNotTheFile) {
  int SavedError = ::dup(2);
  ASSERT_GE(SavedError, 0);
  ::close(2);
  AtomicFile File;
  llvm::Error Opened = File.open(Target);
  ssize_t Stray = ::write(2, "stray message\n", 14);
  ::dup2(SavedError, 2);
  ::close(SavedError);
  ASSERT_FALSE(std::move(Opened));
  EXPECT_EQ(Stray, -1);
  File.write("text\n");
  ASSERT_FALSE(File.commit());
  EXPECT_EQ(read(Target), "text\n");
}

TEST(AtomicFileNames, DescriptorsThisProcessHasOpen) {
  EXPECT_EQ(AtomicFile::descriptorNamed("-"), 1);
  EXPECT_EQ(AtomicFile::descriptorNamed("/dev/stdout"), 1);
  EXPECT_EQ(AtomicFile::descriptorNamed("/dev/stderr"), 2);
  EXPECT_EQ(AtomicFile::descriptorNamed("/dev/fd/7"), 7);
  EXPECT_EQ(AtomicFile::descriptorNamed("/proc/self/fd/9"), 9);
  EXPECT_EQ(AtomicFile::descriptorNamed("/dev/fd/x"), std::nullopt);
  EXPECT_EQ(AtomicFile::descriptorNamed("/dev/null"), std::nullopt);
  EXPECT_EQ(AtomicFile::descriptorNamed("out.txt"), std::nullopt);
}

}  // namespace
}  // namespace overdub
