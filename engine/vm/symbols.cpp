// symbols.cpp — interning and chunk management for SymbolTable.
#include "vm/symbols.h"


namespace garnet::vm {

SymbolTable::SymbolTable() {
  intern(""); // symbol 0 is "no symbol"
}

SymbolTable::~SymbolTable() {
  uint32_t made = (count_.load(std::memory_order_relaxed) + kChunkSize - 1) / kChunkSize;
  for (uint32_t i = 0; i < made; i++) delete[] directories_[i / kChunksPerDirectory][i % kChunksPerDirectory];
  for (std::string** chunks : directories_) delete[] chunks;
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
  if (chunk >= kMaxDirectories * kChunksPerDirectory) return 0; // 67M symbols: out of symbol space
  std::string**& chunks = directories_[chunk / kChunksPerDirectory];
  if (!chunks) __atomic_store_n(&chunks, new std::string*[kChunksPerDirectory](), __ATOMIC_RELEASE);
  std::string*& names = chunks[chunk % kChunksPerDirectory];
  if (!names) __atomic_store_n(&names, new std::string[kChunkSize], __ATOMIC_RELEASE);
  names[id % kChunkSize] = std::string(name);
  ids_.emplace(std::string_view(names[id % kChunkSize]), id);
  count_.store(id + 1, std::memory_order_release);
  return id;
}

} // namespace garnet::vm
