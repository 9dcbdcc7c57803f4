# Turns the prelude's .rb files into a C++ source of arrays of {file name,
# source text}, see core/core.h: with PART=start, kPreludeFiles (what VM
# start-up runs, compiled into the bytecode image); otherwise kOnDemandFiles
# (on_demand/*.rb, loaded on first use) and kLibraryFiles (engine/lib/**.rb,
# named by their path under lib/, loaded by require).
# With a fourth argument (a folder), files are found in its subfolders too
# and named by their path under it.
function(embed_files array count_name pattern)
  if(ARGC GREATER 3)
    file(GLOB_RECURSE files ${pattern})
  else()
    file(GLOB files ${pattern})
  endif()
  list(SORT files)
  set(out "const PreludeFile ${array}[] = {\n")
  set(count 0)
  foreach(f ${files})
    file(READ ${f} text)
    get_filename_component(name ${f} NAME)
    if(ARGC GREATER 3)
      file(RELATIVE_PATH name ${ARGV3} ${f})
    endif()
    # Raw string delimiter unlikely to appear in Ruby source.
    string(APPEND out "  {\"${name}\", R\"__garnet__(${text})__garnet__\"},\n")
    math(EXPR count "${count}+1")
  endforeach()
  string(APPEND out "};\nconst int ${count_name} = ${count};\n")
  set(embedded "${out}" PARENT_SCOPE)
endfunction()

set(body "// Generated from engine/core/prelude/*.rb — do not edit.\n#include \"core/core.h\"\nnamespace garnet::core {\n")
if(PART STREQUAL "start")
  # The files start-up runs: only the bytecode image's generator has their
  # source (the binaries have the image).
  embed_files(kPreludeFiles kPreludeFileCount "${DIR}/*.rb")
  string(APPEND body "${embedded}")
else()
  embed_files(kOnDemandFiles kOnDemandFileCount "${DIR}/on_demand/*.rb")
  string(APPEND body "${embedded}")
  embed_files(kLibraryFiles kLibraryFileCount "${LIB}/*.rb" "${LIB}")
  string(APPEND body "${embedded}")
endif()
string(APPEND body "}  // namespace garnet::core\n")
file(WRITE ${OUT}.tmp "${body}")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
