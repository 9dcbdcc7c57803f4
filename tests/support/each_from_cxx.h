// each_from_cxx.h — a C++ method that calls its block, for the tests of
// native stacks (no core method calls a block: the prelude keeps iterators
// in Ruby). each_from_cxx(*args) { |x| ... } calls the block with each
// argument and answers the block's answers.
#pragma once

#include <vector>

#include "vm/runtime.h"

namespace garnet::test_support {

inline vm::Value each_from_cxx(vm::Context& cx, vm::Value, int argc, vm::Value* argv, vm::Value block) {
  std::vector<vm::Value> answers;
  for (int i = 0; i < argc; i++) {
    vm::Value r = vm::call_proc(cx, block, 1, &argv[i]);
    if (r.is_undef()) return r;
    answers.push_back(r);
  }
  return vm::new_array(cx, std::move(answers));
}

inline void define_each_from_cxx(vm::World& w) { vm::define_method(w, w.c.Object, "each_from_cxx", each_from_cxx, 0, -1); }

} // namespace garnet::test_support
