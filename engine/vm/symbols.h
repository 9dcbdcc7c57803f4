// symbols.h — the symbol table: interned names shared by every isolate.
//
// Interning a new name takes a lock; reading a symbol's name never does
// (names live in fixed chunks published with release stores).
#pragma once

#include <atomic>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

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
    std::string** chunks = __atomic_load_n(&directories_[s / kChunkSize / kChunksPerDirectory], __ATOMIC_ACQUIRE);
    return __atomic_load_n(&chunks[s / kChunkSize % kChunksPerDirectory], __ATOMIC_ACQUIRE)[s % kChunkSize];
  }
  uint32_t count() const { return count_.load(std::memory_order_acquire); }

 private:
  static constexpr uint32_t kChunkSize = 1024;
  static constexpr uint32_t kChunksPerDirectory = 256;
  static constexpr uint32_t kMaxDirectories = 256;
  // Where a name's symbol is: open addressing with linear probing over a
  // power-of-two table at most half full, each slot the name's hash and its
  // symbol (kEmpty when free). Read and written under mutex_.
  struct Slot {
    uint32_t hash;
    Sym sym;
  };
  static constexpr Sym kEmpty = ~Sym(0);
  static uint32_t hash_of(std::string_view name);
  // The slot that holds `name`, or the free one where it would go.
  Slot& slot_for(std::string_view name, uint32_t hash);
  void grow();
  std::mutex mutex_;
  std::vector<Slot> slots_;
  // The names, in chunks of kChunkSize, whose addresses are in directories
  // of kChunksPerDirectory (a two-level table: a start touches 4 KiB of it,
  // not the 512 KiB a flat one would take). Each chunk and directory is
  // published with a release store.
  std::string** directories_[kMaxDirectories] = {};
  std::atomic<uint32_t> count_{0};
};

} // namespace garnet::vm
