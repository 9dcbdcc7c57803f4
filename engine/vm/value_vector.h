// value_vector.h — a vector of Values that keeps its first few inside the
// object that holds it: an Array's elements (two inline, so that a pair, a
// tree node or a two-value return is one heap slot and no malloc), an
// Object's instance variables and an Env's captured locals (three inline).
//
// It offers the part of std::vector's interface the runtime uses, with the
// same iterator rules, plus one more: moving or swapping a vector whose
// elements are inline moves them, so pointers into it do not follow.
// A larger buffer comes from operator new, so its bytes count toward the
// next collection like any other (gc/allocation.h). Sizes are 32-bit: more
// than 2^32 - 1 elements (32 GiB) is memory the VM cannot give, so such a
// request fails as an allocation does (std::bad_alloc: NoMemoryError).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <new>
#include <type_traits>
#include <vector>

#include "vm/value.h"

namespace garnet::vm {

template <uint32_t kInline>
class InlineValueVector {
 public:
  using value_type = Value;
  using size_type = size_t;
  using difference_type = std::ptrdiff_t;
  using reference = Value&;
  using const_reference = const Value&;
  using pointer = Value*;
  using const_pointer = const Value*;
  using iterator = Value*;
  using const_iterator = const Value*;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;

  InlineValueVector() = default;
  InlineValueVector(size_t n, Value v) { assign(n, v); }
  template <class It, class = typename std::iterator_traits<It>::iterator_category>
  InlineValueVector(It first, It last) {
    assign(first, last);
  }
  InlineValueVector(const std::vector<Value>& values) { assign(values.begin(), values.end()); }
  InlineValueVector(const InlineValueVector& other) { assign(other.begin(), other.end()); }
  InlineValueVector(InlineValueVector&& other) noexcept { take(other); }
  ~InlineValueVector() { release(); }

  InlineValueVector& operator=(const InlineValueVector& other) {
    if (this != &other) assign(other.begin(), other.end());
    return *this;
  }
  InlineValueVector& operator=(InlineValueVector&& other) noexcept {
    if (this != &other) {
      release();
      take(other);
    }
    return *this;
  }
  InlineValueVector& operator=(const std::vector<Value>& values) {
    assign(values.begin(), values.end());
    return *this;
  }
  InlineValueVector& operator=(std::initializer_list<Value> values) {
    assign(values.begin(), values.end());
    return *this;
  }
  // A std::vector copy, for code that keeps a snapshot or hands the
  // elements to an interface that takes one.
  std::vector<Value> to_vector() const { return std::vector<Value>(begin(), end()); }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  size_t capacity() const { return capacity_; }
  static constexpr size_t inline_capacity() { return kInline; }
  // The bytes of its buffer outside the object (0 while inline).
  size_t outside_bytes() const { return data_ == inline_ ? 0 : capacity_ * sizeof(Value); }
  static constexpr size_t max_size() { return UINT32_MAX; }
  Value* data() { return data_; }
  const Value* data() const { return data_; }

  iterator begin() { return data_; }
  iterator end() { return data_ + size_; }
  const_iterator begin() const { return data_; }
  const_iterator end() const { return data_ + size_; }
  reverse_iterator rbegin() { return reverse_iterator(end()); }
  reverse_iterator rend() { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }

  Value& operator[](size_t i) { return data_[i]; }
  const Value& operator[](size_t i) const { return data_[i]; }
  Value& front() { return data_[0]; }
  const Value& front() const { return data_[0]; }
  Value& back() { return data_[size_ - 1]; }
  const Value& back() const { return data_[size_ - 1]; }

  void reserve(size_t n) {
    if (n > capacity_) reallocate(n);
  }
  void clear() { size_ = 0; }
  void push_back(Value v) {
    if (size_ == capacity_) reallocate(grown(size_ + 1)); // v is a copy: safe if it was an element
    data_[size_++] = v;
  }
  void pop_back() { size_--; }
  void resize(size_t n) { resize(n, Value::nil()); }
  void resize(size_t n, Value fill) {
    if (n > capacity_) reallocate(grown(n));
    if (n > size_) std::fill(data_ + size_, data_ + n, fill);
    size_ = uint32_t(n);
  }
  void assign(size_t n, Value v) {
    size_ = 0;
    resize(n, v);
  }
  template <class It, class = typename std::iterator_traits<It>::iterator_category>
  void assign(It first, It last) {
    size_t n = size_t(std::distance(first, last));
    if (n > capacity_) {
      // From another container: the old elements are not needed.
      size_ = 0;
      reallocate(n);
    }
    if constexpr (std::is_pointer_v<It>) {
      if (n <= kInline) { // a pair from registers: no call to memmove
        for (size_t i = 0; i < n; i++) data_[i] = first[i];
        size_ = uint32_t(n);
        return;
      }
    }
    std::copy(first, last, data_);
    size_ = uint32_t(n);
  }

  iterator insert(const_iterator pos, Value v) { return insert(pos, size_t(1), v); }
  iterator insert(const_iterator pos, size_t n, Value v) {
    size_t at = size_t(pos - data_);
    open_gap(at, n);
    std::fill(data_ + at, data_ + at + n, v);
    return data_ + at;
  }
  // [first, last) must not be this vector's own elements (as std::vector's).
  template <class It, class = typename std::iterator_traits<It>::iterator_category>
  iterator insert(const_iterator pos, It first, It last) {
    size_t at = size_t(pos - data_);
    size_t n = size_t(std::distance(first, last));
    open_gap(at, n);
    std::copy(first, last, data_ + at);
    return data_ + at;
  }
  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    Value* from = const_cast<Value*>(first);
    Value* to = const_cast<Value*>(last);
    std::copy(to, end(), from);
    size_ -= uint32_t(to - from);
    return from;
  }

 private:
  // Twice the capacity, at least `needed`.
  size_t grown(size_t needed) const { return std::max(needed, size_t(capacity_) * 2); }
  // Moves the elements to a buffer of `n` (n >= size_): the inline one when
  // they fit, else the heap.
  void reallocate(size_t n) {
    if (n > max_size()) refuse();
    Value* fresh = n <= kInline ? inline_ : static_cast<Value*>(::operator new(n * sizeof(Value)));
    if (fresh != data_) {
      std::memcpy(static_cast<void*>(fresh), data_, size_ * sizeof(Value));
      if (data_ != inline_) ::operator delete(data_);
      data_ = fresh;
    }
    capacity_ = uint32_t(n <= kInline ? kInline : n);
  }
  void open_gap(size_t at, size_t n) {
    if (size_ + n > capacity_) reallocate(grown(size_ + n));
    std::memmove(static_cast<void*>(data_ + at + n), data_ + at, (size_ - at) * sizeof(Value));
    size_ += uint32_t(n);
  }
  void release() {
    if (data_ != inline_) ::operator delete(data_);
  }
  // Takes other's elements (this holds none), leaving other empty.
  void take(InlineValueVector& other) noexcept {
    if (other.data_ == other.inline_) {
      data_ = inline_;
      std::memcpy(static_cast<void*>(inline_), other.inline_, other.size_ * sizeof(Value));
      capacity_ = kInline;
    } else {
      data_ = other.data_;
      capacity_ = other.capacity_;
      other.data_ = other.inline_;
      other.capacity_ = kInline;
    }
    size_ = other.size_;
    other.size_ = 0;
  }
  [[noreturn]] static void refuse() {
#if defined(__cpp_exceptions)
    throw std::bad_alloc();
#else
    __builtin_trap();
#endif
  }

  Value* data_ = inline_;
  uint32_t size_ = 0;
  uint32_t capacity_ = kInline;
  Value inline_[kInline];
};

using ValueVector = InlineValueVector<2>;  // Array::items
using IvarVector = InlineValueVector<3>;   // Object::ivars
using EnvSlots = InlineValueVector<3>;     // Env::slots

} // namespace garnet::vm
