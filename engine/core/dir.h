// dir.h — what the Dir class (core/dir.cpp) shares with Dir.glob
// (core/dir_glob.cpp) and File.expand_path (core/file_path.cpp): the
// platform's directories and the home directory lookup.
#pragma once

#include <string>
#include <vector>

#include "platform/directories.h"
#include "vm/runtime.h"

namespace garnet::core {

// The host's directories; null after raising NotImplementedError (the host
// has none).
const platform::Directories* directories_of(vm::Context& cx);
// Every entry of the directory `path` ("." and ".." included), in the
// host's order: 0, or the errno value that stopped the listing.
int list_directory(vm::Context& cx, const platform::Directories& dirs, const std::string& path,
                   std::vector<platform::DirectoryEntry>& out);
// The home directory of `user` (empty: the current user, as $HOME names it,
// else the password database), as "~" and "~user" expand; false after
// raising ArgumentError ("user x doesn't exist", "couldn't find HOME
// environment -- expanding '~'").
bool home_directory(vm::Context& cx, const std::string& user, std::string& out);

// Dir.glob's native half (Dir.__glob), in dir_glob.cpp.
void init_dir_glob(vm::World& w, vm::Class* dir);

} // namespace garnet::core
