// standard_library.h — where the `garnet` command finds Ruby's standard
// library (the folder scripts/install-stdlib.mjs fills).
#pragma once

#include <string>

namespace garnet::native {

// $GARNET_STDLIB when set (empty: none), else the `stdlib` folder beside the
// executable's own folder (build/native/garnet -> build/stdlib) when it
// exists, else empty.
std::string find_standard_library();

} // namespace garnet::native
