// ruby_vm.cpp — RubyVM: the namespace CRuby keeps its implementation's
// own APIs in; here only RubyVM::YJIT.enabled?, which answers false.
#include "core/core.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

NATIVE(false_fn) { return Value::false_value(); }

} // namespace

void init_ruby_vm(World& w) {
  if (!w.c.RubyVM) w.c.RubyVM = define_class(w, "RubyVM", w.c.Object);
  Class* yjit = define_module(w, "YJIT", w.c.RubyVM);
  define_singleton_method(w, yjit, "enabled?", false_fn, 0, 0);
}

} // namespace garnet::core
