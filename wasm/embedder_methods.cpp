// embedder_methods.cpp — garnet.mjs adds no C++ methods of its own to a run's
// VM (see embedder_methods.h).
#include "wasm/embedder_methods.h"

namespace garnet::wasm {

void add_embedder_methods(VM&) {}

} // namespace garnet::wasm
