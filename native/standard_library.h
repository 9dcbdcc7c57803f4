// standard_library.h — where the `garnet` command finds Ruby's standard
// library (the folder scripts/install-stdlib.mjs fills) and the system's
// installed Ruby libraries.
#pragma once

#include <string>
#include <vector>

namespace garnet::native {

// $GARNET_STDLIB when set (empty: none), else the `stdlib` folder beside the
// executable's own folder (build/native/garnet -> build/stdlib) when it
// exists, else empty.
std::string find_standard_library();

// The system's version-independent folders of installed Ruby libraries, in
// Debian's layout (what its packages such as ruby-tilt install, and
// RubyGems' operating_system.rb that points RubyGems at the gems Debian
// installs): /usr/local/lib/site_ruby, then /usr/lib/ruby/vendor_ruby, those
// that exist. They follow the standard library on $LOAD_PATH, so that Ruby
// 4.0's own files come first (docs/decisions/046-installed-gems.md).
std::vector<std::string> find_system_library();

} // namespace garnet::native
