// symbols.cpp — interning and chunk management for SymbolTable.
#include "vm/symbols.h"


namespace garnet::vm {

SymbolTable::SymbolTable() : slots_(4096, Slot{0, kEmpty}) { // a start interns about 2,000
  intern(""); // symbol 0 is "no symbol"
}

SymbolTable::~SymbolTable() {
  uint32_t made = (count_.load(std::memory_order_relaxed) + kChunkSize - 1) / kChunkSize;
  for (uint32_t i = 0; i < made; i++) delete[] directories_[i / kChunksPerDirectory][i % kChunksPerDirectory];
  for (std::string** chunks : directories_) delete[] chunks;
}

// FNV-1a: names are short, and this needs no call.
uint32_t SymbolTable::hash_of(std::string_view name) {
  uint32_t h = 2166136261u;
  for (char c : name) h = (h ^ uint8_t(c)) * 16777619u;
  return h;
}

SymbolTable::Slot& SymbolTable::slot_for(std::string_view name, uint32_t hash) {
  size_t mask = slots_.size() - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.sym == kEmpty || (slot.hash == hash && this->name(slot.sym) == name)) return slot;
  }
}

void SymbolTable::grow() {
  std::vector<Slot> old(slots_.size() * 2, Slot{0, kEmpty});
  old.swap(slots_);
  size_t mask = slots_.size() - 1;
  for (const Slot& moved : old) {
    if (moved.sym == kEmpty) continue;
    size_t i = moved.hash & mask;
    while (slots_[i].sym != kEmpty) i = (i + 1) & mask;
    slots_[i] = moved;
  }
}

Sym SymbolTable::lookup(std::string_view name) {
  std::lock_guard<std::mutex> lock(mutex_);
  const Slot& slot = slot_for(name, hash_of(name));
  return slot.sym == kEmpty ? 0 : slot.sym;
}

Sym SymbolTable::intern(std::string_view name) {
  std::lock_guard<std::mutex> lock(mutex_);
  uint32_t hash = hash_of(name);
  Slot* slot = &slot_for(name, hash);
  if (slot->sym != kEmpty) return slot->sym;
  uint32_t id = count_.load(std::memory_order_relaxed);
  uint32_t chunk = id / kChunkSize;
  if (chunk >= kMaxDirectories * kChunksPerDirectory) return 0; // 67M symbols: out of symbol space
  std::string**& chunks = directories_[chunk / kChunksPerDirectory];
  if (!chunks) __atomic_store_n(&chunks, new std::string*[kChunksPerDirectory](), __ATOMIC_RELEASE);
  std::string*& names = chunks[chunk % kChunksPerDirectory];
  if (!names) __atomic_store_n(&names, new std::string[kChunkSize], __ATOMIC_RELEASE);
  names[id % kChunkSize] = std::string(name);
  count_.store(id + 1, std::memory_order_release);
  if (size_t(id + 1) * 2 > slots_.size()) {
    grow();
    slot = &slot_for(name, hash);
  }
  *slot = Slot{hash, id};
  return id;
}

} // namespace garnet::vm
