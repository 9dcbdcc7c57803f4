// allocation.h — the process's C++ allocations (operator new) as the
// collector sees them. Their bytes count toward the next collection of the
// heap attached to the calling thread (so big strings, arrays and hashes
// bring a collection on, not only object counts), and an allocation that
// fails is served once from a reserve set aside at start-up: the heap is
// marked out of memory, and its isolate raises NoMemoryError at its next
// safepoint instead of the process aborting.
#pragma once

#include <cstddef>

namespace garnet::gc {

class Heap;

// The heap whose isolate runs on the calling thread (null: none).
void attach_thread(Heap* heap);

// Sets the reserve aside, if it is not (at start-up, and after a collection
// once it was used: again when memory allows).
void keep_memory_reserve();

// Whether `bytes` can be allocated now (a malloc that is freed at once).
bool can_allocate(size_t bytes);

} // namespace garnet::gc
