// runs.cpp — the run in progress (one at a time per module instance) and
// the message that tells the host's thread it ended (Module.garnetFinished,
// queued after the run's last output).
#include "wasm/api.h"

#include <atomic>

#include <emscripten.h>

namespace garnet::wasm {

namespace {

std::atomic<int> running_id{0}; // 0: none

} // namespace

void begin_run(int id) { running_id.store(id); }

void cancel_run(int id) {
  int expected = id;
  running_id.compare_exchange_strong(expected, 0);
}

void finish_run(int status) {
  int id = running_id.exchange(0);
  if (id) MAIN_THREAD_ASYNC_EM_ASM({ Module.garnetFinished($0, $1); }, id, status);
}

} // namespace garnet::wasm
