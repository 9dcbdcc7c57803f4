// stats_wasm.h — a run's live statistics for the host (vm.stats()): the
// platform's publish_isolate hook keeps each isolate's last report, which the
// host's thread reads as JSON (garnet_stats).
#pragma once

#include "platform/platform.h"

namespace garnet::wasm {

// Fills in publish_isolate.
void add_stats(platform::Platform& p);

// A new run starts with no isolates reported.
void reset_stats();

} // namespace garnet::wasm
