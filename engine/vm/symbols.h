// symbols.h — the symbol table: interned names shared by every isolate.
//
// Interning a new name takes a lock; reading a symbol's name never does
// (names live in fixed chunks published with release stores).
#pragma once

#include <atomic>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "vm/value.h"

namespace garnet::vm {

class SymbolTable {
 public:
  SymbolTable();
  ~SymbolTable();
  SymbolTable(const SymbolTable&) = delete;
  SymbolTable& operator=(const SymbolTable&) = delete;

  Sym intern(std::string_view name);
  // Returns 0 when `name` was never interned.
  Sym lookup(std::string_view name);
  const std::string& name(Sym s) const {
    return __atomic_load_n(&chunks_[s / kChunkSize], __ATOMIC_ACQUIRE)[s % kChunkSize];
  }
  uint32_t count() const { return count_.load(std::memory_order_acquire); }

 private:
  static constexpr uint32_t kChunkSize = 1024;
  static constexpr uint32_t kMaxChunks = 65536;
  std::mutex mutex_;
  std::unordered_map<std::string_view, Sym> ids_;
  // The chunks of names, each published with a release store. Allocated
  // zeroed by calloc: the pages of chunks never made are never touched
  // (they were a start-up cost when zeroed one by one).
  std::string** chunks_;
  std::atomic<uint32_t> count_{0};
};

} // namespace garnet::vm
