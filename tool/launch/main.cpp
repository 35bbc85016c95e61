// overdub-launch: a compiler launcher that instruments each C++ translation unit on its way to the
// compiler.
//
//   overdub-launch [LAUNCHER...] COMPILER ARGS...
//
// A compile command (`-c`, one C++ source) is run as: overdub SRC -- COMPILER <the same flags> into a
// temporary file beside the object, then the same command (launchers included) on that file with
// -I<overdub include dir>; the project's headers are instrumented into a directory of the build
// (OVERDUB_HEADER_DIR); the dependency file the compiler writes names the original source and
// headers again and the temporary file is removed. A link command gets the runtime added (OVERDUB_LAUNCH_RUNTIME:
// static, the default, shared or none). Anything else (preprocessing, assembly, C sources,
// headers, standard input, several sources) runs unchanged.
#include "AtomicFile.h"
#include "DepFile.h"
#include "Printable.h"
#include "SignalCleanup.h"
#include "ToolSupport.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace {

using Args = std::vector<std::string>;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

// Messages quote file names and commands: escaped where not printable.
int fail(const llvm::Twine &Message, int Status = 1) {
  llvm::WithColor::error(llvm::errs(), "overdub-launch") << overdub::printable(Message.str())
                                                         << "\n";
  return Status;
}

void warn(const llvm::Twine &Message) {
  llvm::WithColor::warning(llvm::errs(), "overdub-launch") << overdub::printable(Message.str())
                                                           << "\n";
}

const char *const Usage = R"(usage: overdub-launch [LAUNCHER...] COMPILER ARGS...

A compiler launcher that instruments C++ sources with overdub on their way to the
compiler, e.g. -DCMAKE_CXX_COMPILER_LAUNCHER=overdub-launch (with
-DCMAKE_CXX_LINKER_LAUNCHER=overdub-launch for the runtime), or
make CXX="overdub-launch g++".

  compile (-c, one C++ source)  overdub SRC -- COMPILER FLAGS into a temporary file beside
                                the object, compiled with the same command plus
                                -I<overdub include dir>
  link                          adds the runtime (OVERDUB_LAUNCH_RUNTIME)
  anything else                 runs unchanged

Environment:
  OVERDUB                    the overdub executable (default: next to overdub-launch)
  OVERDUB_FLAGS              more options for overdub, split at spaces (e.g. --config-file=F,
                             --no-headers, --project-root=DIR, --exclude-header-filter=RE)
  OVERDUB_HEADER_DIR         where the instrumented copies of the project's headers go
                             (default: .overdub-headers in the compile's directory); the
                             dependency file names the original headers
  OVERDUB_INCLUDE_DIR        directory of overdub/overdub.h (default: <prefix>/include)
  OVERDUB_LAUNCH_RUNTIME     static (default: <prefix>/lib/liboverdub_rt.a -pthread),
                             shared (-L<prefix>/lib -loverdub_rt, with an rpath) or none
  OVERDUB_RUNTIME_DIR        directory of liboverdub_rt.* (default: <prefix>/lib)
  OVERDUB_CACHE_DIR          keep what overdub makes of each source there, and give it
                             again while the source, its includes, the options, overdub
                             and its config are the same (overdub --cache-stats)
  OVERDUB_LAUNCH_FALLBACK=1  when overdub fails on a source, warn and compile it
                             uninstrumented instead of failing the compile
  OVERDUB_LAUNCHERS          more launcher names to step over (besides ccache,
                             sccache, distcc, icecc, buildcache), separated by ':'
)";

// Where the instrumented copies of the project's headers go: a directory of the compile's
// working directory (the build directory for CMake and Ninja builds).
constexpr const char *kDefaultHeaderDir = ".overdub-headers";

// Options of GCC and Clang whose value is the next argument.
bool takesSeparateValue(llvm::StringRef A) {
  static const llvm::StringSet<> Options = {
      "-o", "-x", "-MF", "-MT", "-MQ", "-I", "-D", "-U", "-A", "-include", "-imacros",
      "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-isystem", "-idirafter", "-iquote",
      "-isysroot", "-imultilib", "-Xpreprocessor", "-Xassembler", "-Xlinker", "-Xclang",
      "-aux-info", "--param", "-L", "-l", "-T", "-u", "-z", "-e", "-dumpbase", "-dumpbase-ext",
      "-dumpdir", "-target", "--target", "-arch", "-MJ", "-include-pch", "-ivfsoverlay",
      "-resource-dir", "-F", "-framework", "--sysroot", "-gcc-toolchain", "-B", "-specs",
      "-Xcuda-fatbinary", "-Xcuda-ptxas", "-Xopenmp-target", "-mllvm", "-main-file-name"};
  return Options.contains(A);
}

bool isCxxExtension(llvm::StringRef Ext) {
  return Ext == ".cpp" || Ext == ".cc" || Ext == ".cxx" || Ext == ".c++" || Ext == ".C" ||
         Ext == ".cp" || Ext == ".CPP" || Ext == ".ii";
}

// What the command line asks the compiler to do, as far as the launcher cares.
struct Command {
  bool Compile = false;            // -c
  bool OtherMode = false;          // -E, -S, -M, -MM, -fsyntax-only, --version, -print-*, ...
  std::vector<size_t> Inputs;      // indexes of input files
  std::vector<std::string> Langs;  // the -x language in force for each input ("" = by name)
  std::optional<size_t> Output;    // index of -o's value (separate) or of "-oFILE" (joined)
  bool JoinedOutput = false;
  bool DepFile = false;            // -MD or -MMD
  std::optional<std::string> DepFilePath;  // -MF, -Wp,-MD,<path>
};

Command analyse(const Args &A) {
  Command C;
  std::string Lang;
  for (size_t I = 0; I < A.size(); ++I) {
    llvm::StringRef S = A[I];
    if (S == "-c") {
      C.Compile = true;
    } else if (S == "-E" || S == "-S" || S == "-M" || S == "-MM" || S == "-fsyntax-only" ||
               S == "-###" || S == "--version" || S == "-dumpversion" || S == "-dumpmachine" ||
               S == "--help" || S.starts_with("-print-") || S == "-emit-llvm") {
      C.OtherMode = true;
    } else if (S == "-MD" || S == "-MMD") {
      C.DepFile = true;
    } else if (S.starts_with("-Wp,-MD,") || S.starts_with("-Wp,-MMD,")) {
      C.DepFile = true;
      C.DepFilePath = S.split(",").second.split(",").second.str();
    } else if (S == "-MF" && I + 1 < A.size()) {
      C.DepFilePath = A[I + 1];
      ++I;
    } else if (S.starts_with("-MF")) {
      C.DepFilePath = S.drop_front(3).str();
    } else if (S == "-o" && I + 1 < A.size()) {
      C.Output = ++I;
    } else if (S.starts_with("-o") && S.size() > 2) {
      C.Output = I;
      C.JoinedOutput = true;
    } else if (S == "-x" && I + 1 < A.size()) {
      Lang = A[++I];
      if (Lang == "none") Lang.clear();
    } else if (S.starts_with("-x") && S.size() > 2) {
      Lang = S.drop_front(2).str();
      if (Lang == "none") Lang.clear();
    } else if (takesSeparateValue(S)) {
      ++I;
    } else if (S == "-" || !S.starts_with("-")) {
      C.Inputs.push_back(I);
      C.Langs.push_back(Lang);
    }
  }
  return C;
}

bool isCxxSource(const Args &A, const Command &C, size_t Input) {
  llvm::StringRef Name = A[C.Inputs[Input]];
  if (Name == "-") return false;
  const std::string &Lang = C.Langs[Input];
  if (!Lang.empty()) return Lang == "c++" || Lang == "c++-cpp-output";
  return isCxxExtension(path::extension(Name));
}

std::string envOr(const char *Name, const std::string &Default) {
  std::optional<std::string> V = llvm::sys::Process::GetEnv(Name);
  return V && !V->empty() ? *V : Default;
}

// Runs Cmd (Cmd[0] looked up in PATH unless it has a slash); returns the exit status, or 127 when
// the program cannot be run. StdoutTo redirects standard output to a file.
int run(const Args &Cmd, std::optional<llvm::StringRef> StdoutTo = std::nullopt) {
  std::string Program = Cmd[0];
  if (Program.find('/') == std::string::npos) {
    llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Program);
    if (!Found) return fail("cannot find '" + Program + "' in PATH", 127);
    Program = *Found;
  }
  std::vector<llvm::StringRef> Refs(Cmd.begin(), Cmd.end());
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, StdoutTo, std::nullopt};
  std::string Error;
  bool ExecutionFailed = false;
  int Status = llvm::sys::ExecuteAndWait(Program, Refs, std::nullopt, Redirects, 0, 0, &Error,
                                         &ExecutionFailed);
  if (ExecutionFailed) return fail("cannot run '" + Program + "': " + Error, 127);
  if (Status < 0) {  // killed by a signal, or another failure ExecuteAndWait reports
    fail("'" + Program + "' " + (Error.empty() ? std::string("failed") : Error));
    return 1;
  }
  return Status;
}

// The files that decide the instrumentation besides the sources: the overdub executable and the
// config it reads for `Source` (the nearest .overdub.yaml in its directory or above). Named in
// the dependency file, so that a new overdub or an edited config rebuilds the objects.
std::vector<std::string> instrumentationFiles(const std::string &Overdub, const std::string &Source) {
  std::vector<std::string> Files;
  std::string Executable = Overdub;
  if (!path::has_parent_path(Executable)) {  // a name found on PATH
    llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Executable);
    if (!Found) return Files;
    Executable = *Found;
  }
  llvm::SmallString<256> Absolute(Executable);
  fs::make_absolute(Absolute);
  path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  Files.push_back(std::string(Absolute));
  llvm::SmallString<256> Dir(Source);
  fs::make_absolute(Dir);
  path::remove_dots(Dir, /*remove_dot_dot=*/true);
  for (llvm::StringRef D = path::parent_path(Dir); !D.empty(); D = path::parent_path(D)) {
    llvm::SmallString<256> Config(D);
    path::append(Config, ".overdub.yaml");
    if (fs::exists(Config)) {
      Files.push_back(std::string(Config));
      break;
    }
  }
  return Files;
}

int compileInstrumented(const Args &Launchers, const Args &A, const Command &C,
                        const std::string &Dir) {
  const size_t SourceIndex = C.Inputs.front();
  const std::string Source = A[SourceIndex];

  // The object the compiler would write, and a temporary source beside it.
  std::string Object;
  if (C.Output)
    Object = C.JoinedOutput ? A[*C.Output].substr(2) : A[*C.Output];
  else
    Object = (path::stem(Source) + ".o").str();
  // <object>.overdub<ext>: the same name on every build of that object, so that a compiler cache
  // after the launcher (ccache) sees the same input file again.
  llvm::SmallString<256> Temp(path::parent_path(Object));
  path::append(Temp, path::filename(Object) + ".overdub" + path::extension(Source));
  int FD;
  fs::file_status ObjectStatus;
  const bool SpecialObject = !fs::status(Object, ObjectStatus) && fs::exists(ObjectStatus) &&
                             !fs::is_regular_file(ObjectStatus);  // -o /dev/null
  std::error_code EC = SpecialObject ? std::make_error_code(std::errc::permission_denied)
                                     : fs::openFileForWrite(Temp, FD);
  if (EC) {
    // No directory for the object (the compiler will say so), one we cannot write in, or an
    // object that is no file (-o /dev/null): the system's temporary directory.
    const std::string Wanted(Temp);
    if ((EC = fs::createTemporaryFile(path::filename(Object) + ".overdub",
                                      path::extension(Source).drop_front(), FD, Temp)))
      return fail("cannot create a temporary file for '" + Wanted + "': " + EC.message());
  }
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  llvm::FileRemover RemoveTemp(Temp);
  overdub::removeOnFatalSignal(Temp);

  // overdub SRC -- COMPILER FLAGS: the flags without the source, the output and the dependency file.
  Args Overdub{envOr("OVERDUB", Dir + "/overdub")};
  bool OwnHeaderDir = true;  // unless OVERDUB_FLAGS names one, or turns headers off
  std::string CopiesDir;
  if (std::optional<std::string> Extra = llvm::sys::Process::GetEnv("OVERDUB_FLAGS")) {
    llvm::SmallVector<llvm::StringRef, 8> Parts;
    llvm::StringRef(*Extra).split(Parts, ' ', -1, false);
    for (llvm::StringRef P : Parts) {
      Overdub.push_back(P.str());
      if (P == "--no-headers" || P == "--header-filter=" || P.starts_with("--header-dir"))
        OwnHeaderDir = false;
      if (P.consume_front("--header-dir=")) CopiesDir = P.str();
    }
  }
  // The project's headers are instrumented into one directory of the build, shared by every
  // compile that includes them (each copy replaced atomically, with the same text).
  if (OwnHeaderDir) {
    CopiesDir = envOr("OVERDUB_HEADER_DIR", kDefaultHeaderDir);
    Overdub.push_back("--header-dir=" + CopiesDir);
  }
  if (!CopiesDir.empty()) {
    llvm::SmallString<256> Absolute(CopiesDir);
    fs::make_absolute(Absolute);
    path::remove_dots(Absolute, /*remove_dot_dot=*/true);
    CopiesDir = std::string(Absolute);
    if (OwnHeaderDir) Overdub.back() = "--header-dir=" + CopiesDir;
  }
  Overdub.push_back("--compiled-as=" + std::string(Temp));
  Overdub.push_back(Source);
  Overdub.push_back("--");
  // The compiler too: overdub asks its preprocessor about macros a condition on it chose.
  Overdub.push_back(Launchers.back());
  for (size_t I = 0; I < A.size(); ++I) {
    llvm::StringRef S = A[I];
    if (I == SourceIndex || S == "-c" || S == "-MD" || S == "-MMD" || S == "-MP" ||
        S.starts_with("-Wp,-MD,") || S.starts_with("-Wp,-MMD,"))
      continue;
    if (C.Output && I == *C.Output) continue;
    if (S == "-o" || S == "-MF" || S == "-MT" || S == "-MQ") {
      ++I;
      continue;
    }
    if (S.starts_with("-MF") || S.starts_with("-MT") || S.starts_with("-MQ")) continue;
    Overdub.push_back(S.str());
  }
  int Status = run(Overdub, llvm::StringRef(Temp));
  if (Status != 0) {
    if (envOr("OVERDUB_LAUNCH_FALLBACK", "0") == "1") {
      warn("overdub failed on '" + Source + "': compiling it uninstrumented " +
           "(OVERDUB_LAUNCH_FALLBACK=1)");
      Args Plain = Launchers;
      Plain.insert(Plain.end(), A.begin(), A.end());
      return run(Plain);
    }
    fail("overdub failed on '" + Source + "' (exit status " + llvm::Twine(Status) +
         "); set OVERDUB_LAUNCH_FALLBACK=1 to compile such sources uninstrumented");
    return Status > 0 && Status < 126 ? Status : 1;
  }

  // The same command on the instrumented file, with the runtime's header.
  Args Compile = Launchers;
  for (size_t I = 0; I < A.size(); ++I) Compile.push_back(I == SourceIndex ? Temp.str().str() : A[I]);
  if (!C.Output) {  // the object keeps the name the original source gives it
    Compile.push_back("-o");
    Compile.push_back(Object);
  }
  Compile.push_back("-I" + envOr("OVERDUB_INCLUDE_DIR", overdub::installedIncludeDir(Dir)));
  Status = run(Compile);
  if (Status != 0) return Status;

  if (C.DepFile || C.DepFilePath) {
    std::string DepFile = C.DepFilePath ? *C.DepFilePath : "";
    if (DepFile.empty()) {  // -MD without -MF: the object's name with .d
      llvm::SmallString<256> D(Object);
      path::replace_extension(D, ".d");
      DepFile = std::string(D);
    }
    if (llvm::Error E = overdub::nameOriginalsInDepFile(DepFile, std::string(Temp), Source, CopiesDir,
                                                        instrumentationFiles(Overdub.front(), Source)))
      return fail(llvm::toString(std::move(E)));
  }
  return 0;
}

int link(const Args &Launchers, const Args &A, const std::string &Dir) {
  Args Cmd = Launchers;
  Cmd.insert(Cmd.end(), A.begin(), A.end());
  const std::string Mode = envOr("OVERDUB_LAUNCH_RUNTIME", "static");
  const std::string LibDir = envOr("OVERDUB_RUNTIME_DIR", Dir + "/" OVERDUB_REL_LIB_DIR);
  if (Mode == "static") {
    std::string Archive = LibDir + "/liboverdub_rt.a";
    if (!fs::exists(Archive))
      return fail("no runtime at '" + Archive + "' (set OVERDUB_RUNTIME_DIR)");
    Cmd.push_back(Archive);
  } else if (Mode == "shared") {
    Cmd.push_back("-L" + LibDir);
    Cmd.push_back("-Wl,-rpath," + LibDir);
    Cmd.push_back("-loverdub_rt");
  } else if (Mode != "none") {
    return fail("OVERDUB_LAUNCH_RUNTIME must be static, shared or none, not '" + Mode + "'");
  }
  if (Mode != "none") Cmd.push_back("-pthread");
  return run(Cmd);
}

}  // namespace

int main(int argc, const char **argv) {
  llvm::InitLLVM X(argc, argv);
  overdub::keepIgnoredSignalsIgnored();  // InitLLVM installed LLVM's handlers over them
  if (argc < 2) {
    llvm::errs() << Usage;
    return 2;
  }
  if (llvm::StringRef(argv[1]) == "--help" || llvm::StringRef(argv[1]) == "-h") {
    llvm::outs() << Usage;
    llvm::outs().flush();
    if (std::error_code EC = llvm::outs().error()) {
      llvm::outs().clear_error();  // reported here, not by LLVM's abort at exit
      return fail("cannot write to standard output: " + EC.message());
    }
    return 0;
  }
  const std::string Dir = overdub::executableDir(argv[0]);

  // Launchers before the compiler (overdub-launch ccache g++ ...) run both commands.
  llvm::StringSet<> Known;  // besides overdub::isCompilerLauncher's
  if (std::optional<std::string> More = llvm::sys::Process::GetEnv("OVERDUB_LAUNCHERS")) {
    llvm::SmallVector<llvm::StringRef, 4> Names;
    llvm::StringRef(*More).split(Names, ':', -1, false);
    for (llvm::StringRef N : Names) Known.insert(N);
  }
  Args Launchers;
  int I = 1;
  for (; I < argc && (overdub::isCompilerLauncher(argv[I]) || Known.contains(path::filename(argv[I])));
       ++I)
    Launchers.push_back(argv[I]);
  if (I == argc) return fail("no compiler after the launchers in the command", 2);
  Launchers.push_back(argv[I]);  // the compiler

  // Response files are read for the analysis; the commands then carry their contents.
  llvm::BumpPtrAllocator Alloc;
  llvm::SmallVector<const char *, 64> Expanded(argv + I + 1, argv + argc);
  llvm::cl::ExpansionContext ECtx(Alloc, llvm::cl::TokenizeGNUCommandLine);
  if (llvm::Error E = ECtx.expandResponseFiles(Expanded)) return fail(llvm::toString(std::move(E)));
  Args A(Expanded.begin(), Expanded.end());

  Command C = analyse(A);
  if (C.Compile && !C.OtherMode && C.Inputs.size() == 1 && isCxxSource(A, C, 0))
    return compileInstrumented(Launchers, A, C, Dir);
  if (!C.Compile && !C.OtherMode && !C.Inputs.empty()) return link(Launchers, A, Dir);
  Args Cmd = Launchers;
  Cmd.insert(Cmd.end(), A.begin(), A.end());
  return run(Cmd);
}
