# Turns the prelude's .rb files into one C++ source: an array of
# {file name, source text} that core/prelude.cpp loads at VM start.
set(body "// Generated from engine/core/prelude/*.rb — do not edit.\n#include \"core/core.h\"\nnamespace garnet::core {\nconst PreludeFile kPreludeFiles[] = {\n")
file(GLOB FILES ${DIR}/*.rb)
list(SORT FILES)
set(count 0)
foreach(f ${FILES})
  file(READ ${f} text)
  get_filename_component(name ${f} NAME)
  # Raw string delimiter unlikely to appear in Ruby source.
  string(APPEND body "  {\"${name}\", R\"__garnet__(${text})__garnet__\"},\n")
  math(EXPR count "${count}+1")
endforeach()
string(APPEND body "};\nconst int kPreludeFileCount = ${count};\n}  // namespace garnet::core\n")
file(WRITE ${OUT}.tmp "${body}")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
