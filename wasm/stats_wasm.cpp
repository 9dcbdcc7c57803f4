// stats_wasm.cpp — each isolate's last report, by Ractor id, with the Web
// Worker its thread runs on, formatted as JSON for the host's thread:
//   {"workers":[{"id":1,"label":"Web Worker 1"}],
//    "isolates":[{"id":1,"name":"main","worker":1,"state":"running",
//                 "threads":1,"fibers":0,"cpuMs":12.5}]}
// "cpuMs" is the time the isolate spent running rather than waiting (its
// thread has nothing else to do).
#include "wasm/stats_wasm.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <atomic>
#include <map>
#include <mutex>
#include <set>
#include <string>

#include <emscripten.h>

namespace garnet::wasm {

namespace {

struct Entry {
  std::string name;
  int worker = 0;
  platform::IsolateReport report;
};

struct Board {
  std::mutex mutex;
  std::map<uint64_t, Entry> isolates; // by Ractor id
};

Board& board() {
  static Board b;
  return b;
}

// The number of the Web Worker running this thread: pthreads come and go,
// the worker's global scope stays, so the number is kept there.
int worker_number() {
  static std::atomic<int> next{1};
  thread_local int number = 0;
  if (number) return number;
  number = EM_ASM_INT({ return globalThis.garnetWorkerNumber || 0; });
  if (!number) {
    number = next.fetch_add(1);
    EM_ASM({ globalThis.garnetWorkerNumber = $0; }, number);
  }
  return number;
}

void publish_isolate(void*, const platform::IsolateReport& report) {
  int worker = worker_number();
  Board& b = board();
  std::lock_guard<std::mutex> lock(b.mutex);
  Entry& e = b.isolates[report.id];
  if (e.name.empty()) e.name = *report.name ? report.name : report.id == 1 ? "main" : "#" + std::to_string(report.id);
  e.worker = worker;
  e.report = report;
  e.report.name = nullptr; // the text is in e.name
}

void append_json_string(std::string& out, const std::string& text) {
  out += '"';
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out += c;
  }
  out += '"';
}

} // namespace

void add_stats(platform::Platform& p) { p.publish_isolate = publish_isolate; }

void reset_stats() {
  Board& b = board();
  std::lock_guard<std::mutex> lock(b.mutex);
  b.isolates.clear();
}

} // namespace garnet::wasm

// The statistics as JSON, in memory the caller frees.
extern "C" EMSCRIPTEN_KEEPALIVE char* garnet_stats() {
  using namespace garnet::wasm;
  Board& b = board();
  std::string workers, isolates;
  {
    std::lock_guard<std::mutex> lock(b.mutex);
    std::set<int> seen;
    for (const auto& [id, e] : b.isolates) {
      if (seen.insert(e.worker).second) {
        if (!workers.empty()) workers += ',';
        workers += "{\"id\":" + std::to_string(e.worker) + ",\"label\":\"Web Worker " + std::to_string(e.worker) + "\"}";
      }
      const garnet::platform::IsolateReport& r = e.report;
      char numbers[160];
      std::snprintf(numbers, sizeof numbers, ",\"worker\":%d,\"state\":\"%s\",\"threads\":%u,\"fibers\":%u,\"cpuMs\":%.1f}",
                    e.worker, r.ended ? "ended" : r.running ? "running" : "waiting", r.threads, r.fibers,
                    double(r.run_ns) / 1e6);
      if (!isolates.empty()) isolates += ',';
      isolates += "{\"id\":" + std::to_string(id) + ",\"name\":";
      append_json_string(isolates, e.name);
      isolates += numbers;
    }
  }
  std::string json = "{\"workers\":[" + workers + "],\"isolates\":[" + isolates + "]}";
  char* out = static_cast<char*>(std::malloc(json.size() + 1));
  std::memcpy(out, json.c_str(), json.size() + 1);
  return out;
}
