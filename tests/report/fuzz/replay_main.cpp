// Runs the fuzz target (trace_fuzzer.cpp) once on each file given, or on each file of each
// directory given, without libFuzzer: the seed corpus and the inputs of past findings
// (regressions/) are checked in every ctest run, in the ordinary build.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

int main(int argc, char **argv) {
  std::vector<std::filesystem::path> Files;
  for (int I = 1; I < argc; ++I) {
    if (std::filesystem::is_directory(argv[I])) {
      for (const auto &Entry : std::filesystem::directory_iterator(argv[I]))
        if (Entry.is_regular_file()) Files.push_back(Entry.path());
    } else {
      Files.push_back(argv[I]);
    }
  }
  if (Files.empty()) {
    std::fprintf(stderr, "trace_fuzzer_replay: no inputs\n");
    return 1;
  }
  for (const auto &File : Files) {
    std::ifstream In(File, std::ios::binary);
    std::string Data((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(Data.data()), Data.size());
  }
  std::printf("trace_fuzzer_replay: %zu inputs, no broken promise\n", Files.size());
  return 0;
}
