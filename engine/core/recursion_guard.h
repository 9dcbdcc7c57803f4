// recursion_guard.h — detecting recursive structures while inspecting,
// comparing or hashing them (Array, Hash, Range, objects' ivars): the
// per-operation set of objects being visited lives in array.cpp.
#pragma once

#include "core/core.h"

namespace garnet::core {

// Marks (a, b) as being visited by `op`; true when it already was.
bool collection_recursion_enter(vm::Context& cx, const char* op, vm::Value a, vm::Value b, size_t& depth);
void collection_recursion_leave(vm::Context& cx, const char* op, size_t depth);

// RAII wrapper of collection_recursion_enter/leave.
class RecursionGuard {
 public:
  RecursionGuard(vm::Context& cx, const char* op, vm::Value a, vm::Value b = vm::Value::nil())
      : cx_(cx), op_(op) {
    recursive_ = collection_recursion_enter(cx, op, a, b, depth_);
  }
  ~RecursionGuard() { collection_recursion_leave(cx_, op_, depth_); }
  RecursionGuard(const RecursionGuard&) = delete;
  RecursionGuard& operator=(const RecursionGuard&) = delete;
  bool recursive() const { return recursive_; }

 private:
  vm::Context& cx_;
  const char* op_;
  size_t depth_ = 0;
  bool recursive_ = false;
};

} // namespace garnet::core
