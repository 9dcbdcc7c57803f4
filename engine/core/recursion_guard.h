// recursion_guard.h — detecting recursive structures while inspecting,
// comparing or hashing them (Array, Hash, Range, objects' ivars): the
// pairs being visited, per operation, are a stack in the running context
// (Context::recursion_marks), so fibers and threads each have their own.
#pragma once

#include "core/core.h"

namespace garnet::core {

// CmpEqual marks a Comparable#== in progress; CmpEqualRecursed, one that
// found itself compared again (comparable.cpp).
enum class RecursionOp { Eq, Eql, Hash, Cmp, Inspect, Join, CmpEqual, CmpEqualRecursed };

// Marks (a, b) as being visited by `op` for the guard's lifetime;
// recursive() is true when that pair already was.
class RecursionGuard {
 public:
  RecursionGuard(vm::Context& cx, RecursionOp op, vm::Value a, vm::Value b = vm::Value::nil())
      : marks_(cx.recursion_marks), depth_(marks_.size()) {
    for (const auto& m : marks_)
      if (m.op == int(op) && m.a == a && m.b == b) {
        recursive_ = true;
        return;
      }
    marks_.push_back({int(op), a, b});
  }
  ~RecursionGuard() { marks_.resize(depth_); }
  RecursionGuard(const RecursionGuard&) = delete;
  RecursionGuard& operator=(const RecursionGuard&) = delete;
  bool recursive() const { return recursive_; }

 private:
  std::vector<vm::Context::RecursionMark>& marks_;
  size_t depth_;
  bool recursive_ = false;
};

} // namespace garnet::core
