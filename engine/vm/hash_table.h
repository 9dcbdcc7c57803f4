// hash_table.h — the insertion-ordered table behind Ruby's Hash.
//
// Entries live in a vector in insertion order (deleted ones keep their slot
// with an undef key until the next compaction); an open-addressing index of
// entry numbers finds keys. Small tables (≤ 8 slots) skip the index and scan.
// Hashing and key equality are the caller's (they may call Ruby code), so
// lookups take a precomputed hash and an equality callback.
#pragma once

#include <cstdint>
#include <vector>

#include "vm/value.h"

namespace garnet::vm {

class HashTable {
 public:
  struct Entry {
    Value key;   // undef: deleted
    Value value;
    uint64_t hash;
  };
  static constexpr int64_t kNotFound = -1;
  static constexpr int64_t kError = -2; // the equality callback raised

  size_t size() const { return live_; }
  size_t slot_count() const { return entries_.size(); }
  // The bytes its entries and index hold outside the Hash object (objspace).
  size_t memory_bytes() const { return entries_.capacity() * sizeof(Entry) + index_.capacity() * sizeof(int32_t); }
  const Entry& slot(size_t i) const { return entries_[i]; }
  Entry& slot(size_t i) { return entries_[i]; }

  // eq(candidate_key, key) returns 1 (equal), 0 (different) or -1 (error).
  template <class Eq>
  int64_t find(uint64_t hash, Value key, Eq&& eq) const {
    if (index_.empty()) {
      for (size_t i = 0; i < entries_.size(); i++) {
        const Entry& e = entries_[i];
        if (e.hash != hash || e.key.is_undef()) continue;
        int r = e.key == key ? 1 : eq(e.key, key);
        if (r) return r < 0 ? kError : int64_t(i);
      }
      return kNotFound;
    }
    size_t mask = index_.size() - 1;
    for (size_t pos = hash & mask;; pos = (pos + 1) & mask) {
      int32_t slot = index_[pos];
      if (slot == kEmpty) return kNotFound;
      if (slot == kTombstone) continue;
      const Entry& e = entries_[size_t(slot)];
      if (e.hash != hash) continue;
      int r = e.key == key ? 1 : eq(e.key, key);
      if (r) return r < 0 ? kError : int64_t(slot);
    }
  }

  // Room for n entries without reallocating or re-indexing (a literal of n
  // pairs).
  void reserve(size_t n) {
    entries_.reserve(n);
    if (n > kLinearLimit && index_.size() < index_capacity_for(n)) rebuild_index(index_capacity_for(n));
  }
  // Appends a key known to be absent.
  void insert_new(uint64_t hash, Value key, Value value) {
    // Small tables grow once, not at 1, 2 and 4 entries.
    if (entries_.capacity() == 0) entries_.reserve(kFirstCapacity);
    if (entries_.size() >= kLinearLimit && (entries_.size() + 1) * 2 > index_.size()) {
      if (live_ * 2 < entries_.size()) compact();
      rebuild_index(index_capacity_for(entries_.size() + 1));
    }
    entries_.push_back({key, value, hash});
    live_++;
    if (!index_.empty()) place(hash, int32_t(entries_.size() - 1));
  }

  void erase_at(size_t i) {
    Entry& e = entries_[i];
    if (!index_.empty()) {
      size_t mask = index_.size() - 1;
      for (size_t pos = e.hash & mask;; pos = (pos + 1) & mask) {
        if (index_[pos] == int32_t(i)) {
          index_[pos] = kTombstone;
          break;
        }
      }
    }
    e.key = Value::undef();
    e.value = Value::nil();
    live_--;
    if (live_ == 0) clear();
  }

  void clear() {
    entries_.clear();
    index_.clear();
    live_ = 0;
  }

  // Drops deleted slots (invalidates slot numbers).
  void compact() {
    size_t out = 0;
    for (size_t i = 0; i < entries_.size(); i++)
      if (!entries_[i].key.is_undef()) entries_[out++] = entries_[i];
    entries_.resize(out);
    if (index_.empty()) return;
    if (entries_.size() < kLinearLimit) index_.clear();
    else rebuild_index(index_capacity_for(entries_.size()));
  }

 private:
  static constexpr int32_t kEmpty = -1;
  static constexpr int32_t kTombstone = -2;
  static constexpr size_t kLinearLimit = 8;
  static constexpr size_t kFirstCapacity = 4;

  static size_t index_capacity_for(size_t entries) {
    size_t cap = 16;
    while (cap < entries * 2) cap *= 2;
    return cap;
  }
  void place(uint64_t hash, int32_t slot) {
    size_t mask = index_.size() - 1;
    size_t pos = hash & mask;
    while (index_[pos] >= 0) pos = (pos + 1) & mask;
    index_[pos] = slot;
  }
  void rebuild_index(size_t capacity) {
    index_.assign(capacity, kEmpty);
    for (size_t i = 0; i < entries_.size(); i++)
      if (!entries_[i].key.is_undef()) place(entries_[i].hash, int32_t(i));
  }

  std::vector<Entry> entries_;
  std::vector<int32_t> index_;
  size_t live_ = 0;
};

} // namespace garnet::vm
