# overdub_instrument(<target> [HEADER_FILTER <regex> | NO_HEADERS] [CONFIG <file>] [RUNTIME <target>])
#
# Re-routes the C++ sources of <target> through overdub in a pre-build step: one custom command
# per source writes ${CMAKE_CURRENT_BINARY_DIR}/overdub/<target>/<path of the source>, the target
# compiles those files instead of the originals (other sources stay as they are), and links
# overdub::runtime (or RUNTIME, e.g. overdub::runtime_shared).
#
# The project's own headers are instrumented too (overdub --project-root=${CMAKE_SOURCE_DIR}:
# headers under the top source directory, not under a build directory or another repository
# below it): each step writes the copies of the headers its source includes under
# overdub/<target>/headers/<digest of the copy>/ (one copy for the sources that see a header
# alike, one each for those that do not), and the instrumented sources include those copies. HEADER_FILTER (overdub
# --header-filter) chooses the headers it matches instead; NO_HEADERS instruments no header.
#
# The flags overdub parses with are the ones the compiler gets for the instrumented file: the
# step reads them from the build's compile_commands.json (the target's EXPORT_COMPILE_COMMANDS is
# turned on), so include directories, definitions, options, compile features, the standard,
# generator expressions of any kind ($<COMPILE_LANGUAGE:...> included) and the precompiled
# header's -include are all exactly the compiler's. Hence the Ninja and Makefile generators only.
#
# When overdub has --depfile, the step writes a dependency file, so that touching a header
# re-instruments only the sources that include it; without it a Makefile build scans the includes
# itself (IMPLICIT_DEPENDS) and a Ninja build re-instruments only when the source, the flags or
# overdub change.
#
# The work is deferred to the end of the calling directory, so that sources added after the call
# are instrumented too. Call it in the directory that defines the target.
#
# The same file, run with cmake -P, is the build step (see the end of the file).

if(CMAKE_VERSION VERSION_LESS 3.20)
  message(FATAL_ERROR "overdub.cmake needs CMake 3.20 or newer (found ${CMAKE_VERSION})")
endif()
cmake_policy(VERSION 3.20...3.28)  # this file's own policy scope (include() gives it one)

if(NOT CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)

function(overdub_instrument target)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "NO_HEADERS" "CONFIG;RUNTIME;HEADER_FILTER" "")
  if(ARG_UNPARSED_ARGUMENTS OR ARG_KEYWORDS_MISSING_VALUES)
    message(FATAL_ERROR "overdub_instrument(${target}): unexpected arguments "
                        "'${ARG_UNPARSED_ARGUMENTS}${ARG_KEYWORDS_MISSING_VALUES}'; usage: "
                        "overdub_instrument(<target> [HEADER_FILTER <regex> | NO_HEADERS] "
                        "[CONFIG <file>] [RUNTIME <target>])")
  endif()
  if(ARG_NO_HEADERS AND NOT ARG_HEADER_FILTER STREQUAL "")
    message(FATAL_ERROR "overdub_instrument(${target}): HEADER_FILTER and NO_HEADERS exclude "
                        "each other")
  endif()
  if(NOT TARGET "${target}")
    message(FATAL_ERROR "overdub_instrument: '${target}' is not a target")
  endif()
  get_target_property(aliased ${target} ALIASED_TARGET)
  get_target_property(imported ${target} IMPORTED)
  get_target_property(type ${target} TYPE)
  if(aliased OR imported OR NOT type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|OBJECT_LIBRARY)$")
    message(FATAL_ERROR "overdub_instrument: '${target}' must be an executable or a library "
                        "built here (not an alias, imported or interface target)")
  endif()
  get_target_property(binary_dir ${target} BINARY_DIR)
  if(NOT binary_dir STREQUAL CMAKE_CURRENT_BINARY_DIR)
    message(FATAL_ERROR "overdub_instrument(${target}): call it in the directory that defines "
                        "the target (${binary_dir})")
  endif()
  if(NOT CMAKE_GENERATOR MATCHES "Ninja|Makefiles")
    message(FATAL_ERROR "overdub_instrument needs a Ninja or Makefile generator (it reads "
                        "compile_commands.json), not '${CMAKE_GENERATOR}'")
  endif()
  if(NOT OVERDUB_EXECUTABLE)
    message(FATAL_ERROR "overdub_instrument: OVERDUB_EXECUTABLE is not set (find_package(overdub))")
  endif()
  if(ARG_CONFIG)
    get_filename_component(ARG_CONFIG "${ARG_CONFIG}" ABSOLUTE)
    if(NOT EXISTS "${ARG_CONFIG}")
      message(FATAL_ERROR "overdub_instrument(${target}): no config file '${ARG_CONFIG}'")
    endif()
  endif()
  if(NOT ARG_RUNTIME)
    set(ARG_RUNTIME overdub::runtime)
  endif()
  get_property(done TARGET ${target} PROPERTY OVERDUB_INSTRUMENTED)
  if(done)
    message(FATAL_ERROR "overdub_instrument(${target}) is called twice")
  endif()
  set_property(TARGET ${target} PROPERTY OVERDUB_INSTRUMENTED ON)
  set_property(TARGET ${target} PROPERTY EXPORT_COMPILE_COMMANDS ON)
  # A deferred call reads its arguments when it runs: pass the values, not the variables.
  cmake_language(EVAL CODE "cmake_language(DEFER CALL _overdub_instrument_now [==[${target}]==]
    [==[${ARG_CONFIG}]==] [==[${ARG_RUNTIME}]==] [==[${OVERDUB_EXECUTABLE}]==]
    [==[${CMAKE_CURRENT_FUNCTION_LIST_FILE}]==] [==[${ARG_HEADER_FILTER}]==]
    [==[${ARG_NO_HEADERS}]==])")
endfunction()

# Whether this overdub writes dependency files (asked once per configuration run).
function(_overdub_has_depfile out overdub)
  get_property(known GLOBAL PROPERTY "_OVERDUB_HAS_DEPFILE ${overdub}" SET)
  if(NOT known)
    execute_process(COMMAND "${overdub}" --help
                    OUTPUT_VARIABLE help ERROR_QUIET RESULT_VARIABLE status)
    set(has OFF)
    if(status EQUAL 0 AND help MATCHES "--depfile")
      set(has ON)
    elseif(CMAKE_GENERATOR MATCHES "Ninja")
      message(WARNING "${overdub} has no --depfile: with Ninja, an instrumented source is not "
                      "made again when only a header it includes changes")
    endif()
    set_property(GLOBAL PROPERTY "_OVERDUB_HAS_DEPFILE ${overdub}" ${has})
  endif()
  get_property(has GLOBAL PROPERTY "_OVERDUB_HAS_DEPFILE ${overdub}")
  set(${out} ${has} PARENT_SCOPE)
endfunction()

function(_overdub_instrument_now target config runtime overdub module header_filter no_headers)
  _overdub_has_depfile(has_depfile "${overdub}")
  get_target_property(sources ${target} SOURCES)
  get_target_property(source_dir ${target} SOURCE_DIR)
  set(root "${CMAKE_CURRENT_BINARY_DIR}/overdub/${target}")
  set(database "${CMAKE_BINARY_DIR}/compile_commands.json")
  set(cxx_extensions cpp cc cxx c++ C cp CPP)
  set(new_sources)
  foreach(source IN LISTS sources)
    if(source MATCHES "\\$<")  # a generator expression: left as is
      list(APPEND new_sources "${source}")
      continue()
    endif()
    get_filename_component(absolute "${source}" ABSOLUTE BASE_DIR "${source_dir}")
    if(NOT EXISTS "${absolute}")
      get_filename_component(in_binary "${source}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
      get_source_file_property(generated "${in_binary}" TARGET_DIRECTORY ${target} GENERATED)
      if(generated)
        set(absolute "${in_binary}")
      endif()
    endif()
    get_source_file_property(language "${absolute}" TARGET_DIRECTORY ${target} LANGUAGE)
    get_source_file_property(header_only "${absolute}" TARGET_DIRECTORY ${target} HEADER_FILE_ONLY)
    get_filename_component(extension "${absolute}" LAST_EXT)
    string(SUBSTRING "${extension}." 1 -1 extension)
    string(REGEX REPLACE "\\.$" "" extension "${extension}")
    if(header_only OR (language AND NOT language STREQUAL "CXX")
       OR (NOT language AND NOT extension IN_LIST cxx_extensions))
      list(APPEND new_sources "${source}")
      continue()
    endif()
    # overdub/<target>/<path in the source directory>; elsewhere, the absolute path under abs/.
    file(RELATIVE_PATH relative "${source_dir}" "${absolute}")
    if(relative MATCHES "^\\.\\./" OR IS_ABSOLUTE "${relative}")
      string(REGEX REPLACE "^/" "" relative "${absolute}")
      string(REPLACE ":" "" relative "${relative}")
      set(relative "abs/${relative}")
    endif()
    set(output "${root}/${relative}")
    set(depfile_args)
    set(step_args)
    if(has_depfile)
      set(depfile_args DEPFILE "${output}.d")
      set(step_args "-DDEPFILE=${output}.d")
    elseif(CMAKE_GENERATOR MATCHES "Makefiles")
      set(depfile_args IMPLICIT_DEPENDS CXX "${absolute}")
    endif()
    set(config_depends)
    if(no_headers)
      list(APPEND step_args -DNO_HEADERS=ON)
    else()
      list(APPEND step_args "-DHEADER_DIR=${root}/headers" "-DPROJECT_ROOT=${CMAKE_SOURCE_DIR}")
      if(NOT header_filter STREQUAL "")
        list(APPEND step_args "-DHEADER_FILTER=${header_filter}")
      endif()
    endif()
    if(config)
      list(APPEND step_args "-DCONFIG=${config}")
      set(config_depends "${config}")
    else()
      # The .overdub.yaml overdub finds by itself (the nearest above the source), found now.
      get_filename_component(dir "${absolute}" DIRECTORY)
      while(TRUE)
        if(EXISTS "${dir}/.overdub.yaml")
          set(config_depends "${dir}/.overdub.yaml")
          break()
        endif()
        get_filename_component(parent "${dir}" DIRECTORY)
        if(parent STREQUAL dir OR parent STREQUAL "")
          break()
        endif()
        set(dir "${parent}")
      endwhile()
    endif()
    # Depfile paths are made relative to the build directory for Ninja (CMP0116), whatever the
    # project's own policy version.
    cmake_policy(PUSH)
    if(POLICY CMP0116)
      cmake_policy(SET CMP0116 NEW)
    endif()
    # The source's compile command, out of the database into <output>.flags.cmake, rewritten
    # only when it changes: with Ninja (restat), a new database (any CMake run) re-instruments
    # only the sources whose flags changed, and an unchanged instrumented text is not compiled
    # again. Make has no memory of a step that left its output as it was: there the outputs are
    # touched (a CMake run re-instruments the target).
    set(touch)
    if(CMAKE_GENERATOR MATCHES "Makefiles")
      set(touch -DTOUCH=ON)
    endif()
    add_custom_command(OUTPUT "${output}.flags.cmake"
      COMMAND "${CMAKE_COMMAND}" -DMODE=flags "-DDATABASE=${database}" "-DOUTPUT=${output}"
              ${touch} -P "${module}"
      DEPENDS "${module}" "${database}"
      COMMENT "Reading the compile command of ${relative} (${target})"
      VERBATIM)
    add_custom_command(OUTPUT "${output}"
      COMMAND "${CMAKE_COMMAND}" "-DOVERDUB=${overdub}" "-DSOURCE=${absolute}"
              "-DOUTPUT=${output}" ${step_args} ${touch} -P "${module}"
      DEPENDS "${absolute}" "${overdub}" "${module}" "${output}.flags.cmake" ${config_depends}
      ${depfile_args}
      COMMENT "Instrumenting ${relative} (${target})"
      VERBATIM)
    cmake_policy(POP)
    # What was said about the source holds for its instrumented text.
    foreach(property COMPILE_DEFINITIONS COMPILE_OPTIONS COMPILE_FLAGS INCLUDE_DIRECTORIES
                     SKIP_PRECOMPILE_HEADERS SKIP_UNITY_BUILD_INCLUSION OBJECT_DEPENDS)
      get_source_file_property(value "${absolute}" TARGET_DIRECTORY ${target} ${property})
      if(NOT value STREQUAL "NOTFOUND")
        set_source_files_properties("${output}" TARGET_DIRECTORY ${target}
                                    PROPERTIES ${property} "${value}")
      endif()
    endforeach()
    list(APPEND new_sources "${output}")
  endforeach()
  set_property(TARGET ${target} PROPERTY SOURCES "${new_sources}")
  # Linked the way target_link_libraries(PRIVATE) does, but whatever signature the project uses.
  set_property(TARGET ${target} APPEND PROPERTY LINK_LIBRARIES "${runtime}")
  get_target_property(type ${target} TYPE)
  if(type MATCHES "STATIC_LIBRARY|OBJECT_LIBRARY")
    set_property(TARGET ${target} APPEND PROPERTY INTERFACE_LINK_LIBRARIES
                 "$<LINK_ONLY:${runtime}>")
  endif()
endfunction()

else()
# ---- The build steps, run as cmake -P overdub.cmake:
#   -DMODE=flags -DDATABASE= -DOUTPUT=   the compile command of OUTPUT in DATABASE, as the
#       directory and the flags overdub takes, into OUTPUT.flags.cmake (rewritten only when they
#       change)
#   -DOVERDUB= -DSOURCE= -DOUTPUT= [-DDEPFILE=] [-DCONFIG=]
#   [-DHEADER_DIR= -DPROJECT_ROOT= [-DHEADER_FILTER=] | -DNO_HEADERS=ON]
#       overdub on SOURCE with those flags,
#       in that directory; OUTPUT (and DEPFILE) replaced only when overdub succeeded, and only
#       when the text changed
foreach(var OUTPUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "overdub.cmake: -D${var}= is missing")
  endif()
endforeach()

# Replaces FILE by TEXT unless it holds TEXT already (its time stamp then stays, and Ninja's
# restat does not rebuild what depends on it; with -DTOUCH=ON it is touched, for Make).
function(_overdub_write_if_changed file text)
  if(EXISTS "${file}")
    file(READ "${file}" old)
    if(old STREQUAL text)
      if(TOUCH)
        file(TOUCH "${file}")
      endif()
      return()
    endif()
  endif()
  string(RANDOM LENGTH 8 tag)
  file(WRITE "${file}.${tag}.tmp" "${text}")
  file(RENAME "${file}.${tag}.tmp" "${file}")
endfunction()

if(MODE STREQUAL "flags")
  if(NOT EXISTS "${DATABASE}")
    message(FATAL_ERROR "overdub: no ${DATABASE} (the target must export compile commands)")
  endif()
  file(READ "${DATABASE}" database)
  # The entry of OUTPUT. CMake writes one object per entry, "{" and "}" on lines of their own:
  # cut it out rather than parse the whole database once per source.
  string(REPLACE "\\" "\\\\" quoted_output "${OUTPUT}")
  string(REPLACE "\"" "\\\"" quoted_output "${quoted_output}")
  string(FIND "${database}" "\"file\": \"${quoted_output}\"" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "overdub: ${DATABASE} has no entry for ${OUTPUT}; re-run CMake")
  endif()
  string(SUBSTRING "${database}" 0 ${at} before)
  string(FIND "${before}" "\n{" start REVERSE)
  string(SUBSTRING "${database}" ${start} -1 entry)
  string(FIND "${entry}" "\n}" end)
  math(EXPR end "${end} + 2")
  string(SUBSTRING "${entry}" 0 ${end} entry)
  string(JSON directory GET "${entry}" directory)
  string(JSON command ERROR_VARIABLE no_command GET "${entry}" command)
  if(no_command)
    string(JSON count LENGTH "${entry}" arguments)
    set(arguments)
    math(EXPR last "${count} - 1")
    foreach(i RANGE ${last})
      string(JSON argument GET "${entry}" arguments ${i})
      list(APPEND arguments "${argument}")
    endforeach()
  else()
    separate_arguments(arguments UNIX_COMMAND "${command}")
  endif()
  # The compiler and its flags without the output, -c, the source and dependency files (overdub
  # asks the compiler's own preprocessor about macros that a condition on the compiler chose).
  set(text "set(directory [==[${directory}]==])\nset(flags")
  list(POP_FRONT arguments compiler)
  string(APPEND text "\n  [==[${compiler}]==]")
  set(skip_next OFF)
  foreach(argument IN LISTS arguments)
    if(skip_next)
      set(skip_next OFF)
    elseif(argument MATCHES "^-(o|MF|MT|MQ)$")
      set(skip_next ON)
    elseif(argument MATCHES "^-(c|MD|MMD|MP)$" OR argument MATCHES "^-(o|MF|MT|MQ).")
    else()
      get_filename_component(absolute "${argument}" ABSOLUTE BASE_DIR "${directory}")
      if(NOT absolute STREQUAL OUTPUT)
        string(APPEND text "\n  [==[${argument}]==]")
      endif()
    endif()
  endforeach()
  _overdub_write_if_changed("${OUTPUT}.flags.cmake" "${text})\n")
  return()
endif()

foreach(var OVERDUB SOURCE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "overdub.cmake: -D${var}= is missing")
  endif()
endforeach()
include("${OUTPUT}.flags.cmake")  # directory, flags

# overdub writes <dir>/<the source's path relative to its working directory> (or its absolute
# path under <dir> when it lies outside): a staging directory beside OUTPUT, then a rename.
get_filename_component(output_dir "${OUTPUT}" DIRECTORY)
string(RANDOM LENGTH 8 tag)
set(staging "${output_dir}/.overdub-${tag}")
file(RELATIVE_PATH relative "${directory}" "${SOURCE}")
if(relative MATCHES "^\\.\\./" OR IS_ABSOLUTE "${relative}")
  string(REGEX REPLACE "^/" "" relative "${SOURCE}")
endif()
set(staged "${staging}/${relative}")
set(options "--output-dir=${staging}")
if(DEFINED DEPFILE)
  list(APPEND options "--depfile=${staging}.d")
endif()
if(DEFINED CONFIG AND NOT CONFIG STREQUAL "")
  list(APPEND options "--config-file=${CONFIG}")
endif()
if(NO_HEADERS)
  list(APPEND options --no-headers)
elseif(DEFINED HEADER_DIR)
  # The headers go where every step of the target finds them, not to the staging directory.
  list(APPEND options "--header-dir=${HEADER_DIR}" "--project-root=${PROJECT_ROOT}")
  if(DEFINED HEADER_FILTER)
    list(APPEND options "--header-filter=${HEADER_FILTER}")
  endif()
endif()
execute_process(COMMAND "${OVERDUB}" ${options} "${SOURCE}" -- ${flags}
                WORKING_DIRECTORY "${directory}" RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR NOT EXISTS "${staged}")
  file(REMOVE_RECURSE "${staging}" "${staging}.d")
  if(status EQUAL 0)
    set(status "no output at ${staged}")
  endif()
  message(FATAL_ERROR "overdub failed on ${SOURCE} (${status})")
endif()
if(DEFINED DEPFILE)
  # The rule names the staged file: name OUTPUT (escaped as in Make: spaces, '#', '$').
  if(NOT EXISTS "${staging}.d")
    file(REMOVE_RECURSE "${staging}")
    message(FATAL_ERROR "overdub wrote no dependency file for ${SOURCE}")
  endif()
  file(READ "${staging}.d" rules)
  string(REPLACE "$" "$$" escaped_OUTPUT "${OUTPUT}")
  string(REPLACE " " "\\ " escaped_OUTPUT "${escaped_OUTPUT}")
  string(REPLACE "#" "\\#" escaped_OUTPUT "${escaped_OUTPUT}")
  # One rule, for this source: whatever spelling of the staged path it names, the target
  # becomes OUTPUT.
  string(FIND "${rules}" ": " colon)
  if(colon EQUAL -1)
    file(REMOVE_RECURSE "${staging}" "${staging}.d")
    message(FATAL_ERROR "overdub wrote a dependency file without a rule for ${SOURCE}")
  endif()
  string(SUBSTRING "${rules}" ${colon} -1 rules)
  set(rules "${escaped_OUTPUT}${rules}")
  file(WRITE "${staging}.d.new" "${rules}")
  file(RENAME "${staging}.d.new" "${DEPFILE}")
  file(REMOVE "${staging}.d")
endif()
file(SHA256 "${staged}" new_hash)
set(old_hash "")
if(EXISTS "${OUTPUT}")
  file(SHA256 "${OUTPUT}" old_hash)
endif()
if(NOT new_hash STREQUAL old_hash)
  file(RENAME "${staged}" "${OUTPUT}")
elseif(TOUCH)
  file(TOUCH "${OUTPUT}")
endif()
file(REMOVE_RECURSE "${staging}")
endif()
