// message.h — a value on its way from one isolate to another. The sender
// turns it into a Message (no pointer into its heap is kept: immediates,
// shareable objects and handles pass as they are, everything else is
// copied); the receiver materializes it in its own heap. Shared structure
// and cycles survive the copy.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "num/bigint.h"
#include "vm/interp.h"

namespace garnet::sched {

// Native objects that stand for something every isolate can hold (a
// Ractor, a Ractor::Port): they cross as their shared C++ state.
struct HandleType {
  const vm::DataType* data_type;
  std::shared_ptr<void> (*share)(vm::Value object);
  vm::Value (*make)(vm::Context& cx, const std::shared_ptr<void>& state);
};
void register_handle_type(const HandleType* type);

class Message {
 public:
  // Copies v's graph; false when it raised (e.g. a Proc inside). With
  // `copied`, also lists the objects copied (what `move: true` moves).
  bool capture(vm::Context& cx, vm::Value v, std::vector<vm::Obj*>* copied = nullptr);
  // v's copy in cx's heap (undef: raised while rebuilding a Hash).
  vm::Value materialize(vm::Context& cx) const;

 private:
  // A reference: a node of this message, or a value passed as it is.
  struct Ref {
    uint32_t node = kNone;
    vm::Value value;
  };
  static constexpr uint32_t kNone = ~0u;
  struct Node {
    vm::Type type;
    uint16_t flags = 0;
    vm::Class* klass = nullptr;
    std::string bytes;                 // String
    uint8_t encoding = 0;              // String
    double number = 0;                 // Float
    num::BigInt big;                   // Bignum
    std::vector<Ref> refs;             // Array items, Hash key/value pairs then default, Range ends, ivars
    std::vector<vm::Sym> names;        // Object: ivar names (layout order)
    const HandleType* handle = nullptr;
    std::shared_ptr<void> state;       // a handle's shared state
  };
  std::vector<Node> nodes_;
  Ref root_;
};

} // namespace garnet::sched
