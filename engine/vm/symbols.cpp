// symbols.cpp — interning and chunk management for SymbolTable.
#include "vm/symbols.h"

namespace garnet::vm {

SymbolTable::SymbolTable() : chunks_(new std::atomic<std::string*>[kMaxChunks]) {
  for (uint32_t i = 0; i < kMaxChunks; i++) chunks_[i].store(nullptr, std::memory_order_relaxed);
  intern(""); // symbol 0 is "no symbol"
}

SymbolTable::~SymbolTable() {
  for (uint32_t i = 0; i < kMaxChunks; i++) delete[] chunks_[i].load(std::memory_order_relaxed);
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
  std::string* names = chunks_[chunk].load(std::memory_order_relaxed);
  if (!names) {
    names = new std::string[kChunkSize];
    chunks_[chunk].store(names, std::memory_order_release);
  }
  names[id % kChunkSize] = std::string(name);
  ids_.emplace(std::string_view(names[id % kChunkSize]), id);
  count_.store(id + 1, std::memory_order_release);
  return id;
}

} // namespace garnet::vm
