// allocation.cpp — the replaced global operator new/delete (malloc and
// free underneath), the per-thread heap they report to, and the reserve.
#include "gc/allocation.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <new>
#if defined(__linux__)
#include <sys/sysinfo.h>
#endif

#include "gc/heap.h"

namespace garnet::gc {

namespace {

thread_local Heap* attached = nullptr;
std::atomic<void*> reserve{nullptr};
constexpr size_t kReserveBytes = 16u << 20;
constexpr size_t kLargeRequest = 1u << 20;

// The most one allocation may ask for: the machine's memory and swap
// together (0: no limit known). Linux refuses a larger mapping under its
// default overcommit rule, but a malloc that maps with MAP_NORESERVE
// (mimalloc, the native command's) gets one, and the process is killed when
// it touches the pages: such a request fails here instead.
size_t allocation_ceiling() {
#if defined(__linux__)
  static const size_t ceiling = [] {
    struct sysinfo si;
    return sysinfo(&si) == 0 ? size_t(si.totalram + si.totalswap) * si.mem_unit : size_t(0);
  }();
  return ceiling;
#else
  return 0;
#endif
}

// malloc, refusing a large request past the ceiling.
void* checked_malloc(size_t bytes) {
  if (bytes >= kLargeRequest) {
    size_t ceiling = allocation_ceiling();
    if (ceiling && bytes > ceiling) return nullptr;
  }
  return std::malloc(bytes);
}

// Frees the reserve for an allocation that failed; false when it is spent.
// Where C++ has exceptions, only small requests come here (operator new).
[[maybe_unused]] bool release_reserve() {
  void* r = reserve.exchange(nullptr);
  if (!r) return false;
  std::free(r);
  if (attached) attached->note_out_of_memory();
  return true;
}

} // namespace

void attach_thread(Heap* heap) { attached = heap; }

void keep_memory_reserve() {
  if (reserve.load(std::memory_order_relaxed)) return;
  void* r = std::malloc(kReserveBytes);
  void* none = nullptr;
  if (r && !reserve.compare_exchange_strong(none, r)) std::free(r);
}

bool can_allocate(size_t bytes) {
  void* p = checked_malloc(bytes);
  std::free(p);
  return p != nullptr;
}

} // namespace garnet::gc

// Sanitizer builds keep their runtime's operator new and delete, which check
// every allocation (ThreadSanitizer's cannot even be replaced): there the
// collector counts objects only, and a failed allocation aborts.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define GARNET_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define GARNET_SANITIZED 1
#endif
#endif

#ifndef GARNET_SANITIZED
void* operator new(std::size_t bytes) {
  if (bytes == 0) bytes = 1;
  if (garnet::gc::Heap* heap = garnet::gc::attached) heap->note_external(bytes);
  while (true) {
    if (void* p = garnet::gc::checked_malloc(bytes)) return p;
#if defined(__cpp_exceptions)
    // A large request (a String or Array sized by the program) fails alone:
    // the C++ method that made it ends with NoMemoryError (vm/native_scope.h)
    // and the reserve stays for the small allocations around it.
    if (bytes >= garnet::gc::kLargeRequest) throw std::bad_alloc();
#endif
    if (!garnet::gc::release_reserve()) {
      std::fputs("[FATAL] failed to allocate memory\n", stderr);
      std::abort();
    }
  }
}

// The rest of the family (the aligned forms keep the library's own pair):
// every operator new allocates with malloc, every operator delete frees.
void* operator new[](std::size_t bytes) { return ::operator new(bytes); }
void* operator new(std::size_t bytes, const std::nothrow_t&) noexcept { return ::operator new(bytes); }
void* operator new[](std::size_t bytes, const std::nothrow_t&) noexcept { return ::operator new(bytes); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
#endif
