// memory_latency.cpp — the machine's memory latency: the time of one load
// whose address comes from the previous load, over working sets of
// growing size, visited in a random order (so that no prefetcher helps);
// then the best case, 1 GiB read and written line by line in address
// order, per KiB. They bound the rate of a switch to a fiber whose state is
// not cached, as in the 1,000,000-fiber rows of fiber_resume.rb and
// fiber_transfer.rb (bench/RESULTS.md, bench/NOTES.md "Switch rate at 1,000,000 fibers").
//
// Usage: memory_latency [MiB...]   (default: 0.25 1 16 256 1024)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>
#include <vector>

namespace {

struct alignas(64) Line {
  const Line* next;
};

double nanoseconds_per_load(size_t bytes) {
  std::vector<Line> lines(bytes / sizeof(Line));
  std::vector<size_t> order(lines.size());
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin() + 1, order.end(), std::mt19937_64(1));
  for (size_t i = 0; i < order.size(); i++) lines[order[i]].next = &lines[order[(i + 1) % order.size()]];
  const Line* at = &lines[order[0]];
  constexpr size_t kLoads = 4'000'000;
  auto start = std::chrono::steady_clock::now();
  for (size_t i = 0; i < kLoads; i++) at = at->next;
  std::chrono::duration<double, std::nano> took = std::chrono::steady_clock::now() - start;
  if (!at) std::puts(""); // keeps the chain from being optimized away
  return took.count() / kLoads;
}

// Every cache line of `bytes` read and written once, in address order: the
// prefetchers' best case.
double nanoseconds_per_streamed_kib(size_t bytes) {
  std::vector<Line> lines(bytes / sizeof(Line));
  auto start = std::chrono::steady_clock::now();
  for (Line& line : lines) {
    volatile uintptr_t* word = reinterpret_cast<volatile uintptr_t*>(&line.next);
    *word = *word + 1;
  }
  std::chrono::duration<double, std::nano> took = std::chrono::steady_clock::now() - start;
  return took.count() / double(bytes / 1024);
}

} // namespace

int main(int argc, char** argv) {
  std::vector<double> sizes_mib;
  for (int i = 1; i < argc; i++) sizes_mib.push_back(std::atof(argv[i]));
  if (sizes_mib.empty()) sizes_mib = {0.25, 1, 16, 256, 1024};
  for (double mib : sizes_mib)
    std::printf("%8.2f MiB: %6.1f ns per dependent load\n", mib, nanoseconds_per_load(size_t(mib * 1024 * 1024)));
  std::printf("1024 MiB in address order: %.1f ns per KiB read and written\n",
              nanoseconds_per_streamed_kib(size_t(1) << 30));
}
