// symbols.h — the symbol table: interned names shared by every isolate.
//
// Interning a new name takes a lock; reading a symbol's name never does
// (names live in fixed chunks published with release stores).
#pragma once

#include <atomic>
#include <memory>
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
    return chunks_[s / kChunkSize].load(std::memory_order_acquire)[s % kChunkSize];
  }
  uint32_t count() const { return count_.load(std::memory_order_acquire); }

 private:
  static constexpr uint32_t kChunkSize = 4096;
  static constexpr uint32_t kMaxChunks = 16384;
  std::mutex mutex_;
  std::unordered_map<std::string_view, Sym> ids_;
  std::unique_ptr<std::atomic<std::string*>[]> chunks_;
  std::atomic<uint32_t> count_{0};
};

} // namespace garnet::vm
