// symbols.cpp — interning and chunk management for SymbolTable.
#include "vm/symbols.h"

#include <cstdlib>

namespace garnet::vm {

SymbolTable::SymbolTable() : chunks_(static_cast<std::string**>(std::calloc(kMaxChunks, sizeof(std::string*)))) {
  if (!chunks_) std::abort(); // at VM start, before any Ruby code could be told
  intern(""); // symbol 0 is "no symbol"
}

SymbolTable::~SymbolTable() {
  uint32_t made = (count_.load(std::memory_order_relaxed) + kChunkSize - 1) / kChunkSize;
  for (uint32_t i = 0; i < made; i++) delete[] chunks_[i];
  std::free(chunks_);
}

Sym SymbolTable::lookup(std::string_view name) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = ids_.find(name);
  return it == ids_.end() ? 0 : it->second;
}

Sym SymbolTable::intern(std::string_view name) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = ids_.find(name);
  if (it != ids_.end()) return it->second;
  uint32_t id = count_.load(std::memory_order_relaxed);
  uint32_t chunk = id / kChunkSize;
  if (chunk >= kMaxChunks) return 0; // 67M symbols: out of symbol space
  std::string* names = chunks_[chunk];
  if (!names) {
    names = new std::string[kChunkSize];
    __atomic_store_n(&chunks_[chunk], names, __ATOMIC_RELEASE);
  }
  names[id % kChunkSize] = std::string(name);
  ids_.emplace(std::string_view(names[id % kChunkSize]), id);
  count_.store(id + 1, std::memory_order_release);
  return id;
}

} // namespace garnet::vm
