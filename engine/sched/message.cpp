// message.cpp — copying values between isolates' heaps.
#include "sched/message.h"

#include <mutex>
#include <unordered_map>

namespace garnet::sched {

using namespace vm;

namespace {

std::mutex handle_types_mutex;
std::vector<const HandleType*> handle_types;

const HandleType* handle_type_of(Obj* o) {
  if (o->type != Type::Data) return nullptr;
  std::lock_guard<std::mutex> lock(handle_types_mutex);
  for (const HandleType* t : handle_types)
    if (t->data_type == static_cast<Data*>(o)->data_type) return t;
  return nullptr;
}

bool passes_as_is(Value v) { return !v.is_heap() || (v.as_obj()->gc & GC_STATIC); }

} // namespace

void register_handle_type(const HandleType* type) {
  std::lock_guard<std::mutex> lock(handle_types_mutex);
  handle_types.push_back(type);
}

bool Message::capture(Context& cx, Value v, std::vector<Obj*>* copied) {
  nodes_.clear();
  std::unordered_map<Obj*, uint32_t> index;
  std::vector<Obj*> order;
  auto ref_to = [&](Value x) {
    Ref r;
    if (passes_as_is(x)) {
      r.value = x;
      return r;
    }
    Obj* o = x.as_obj();
    auto it = index.find(o);
    if (it != index.end()) {
      r.node = it->second;
      return r;
    }
    r.node = uint32_t(order.size());
    index.emplace(o, r.node);
    order.push_back(o);
    return r;
  };
  root_ = ref_to(v);
  for (size_t i = 0; i < order.size(); i++) {
    Obj* o = order[i];
    Node n;
    n.type = o->type;
    n.flags = o->flags;
    n.klass = o->klass;
    while (n.klass->is_singleton()) n.klass = n.klass->superclass; // singleton methods stay behind
    switch (o->type) {
      case Type::String:
        n.bytes = static_cast<String*>(o)->str;
        n.encoding = static_cast<String*>(o)->encoding;
        break;
      case Type::Float:
        n.number = static_cast<Float*>(o)->value;
        break;
      case Type::Bignum:
        n.big = static_cast<Bignum*>(o)->big;
        break;
      case Type::Array:
        for (Value item : static_cast<Array*>(o)->items) n.refs.push_back(ref_to(item));
        break;
      case Type::Hash: {
        Hash* h = static_cast<Hash*>(o);
        if (!h->default_proc.is_nil()) {
          raise(cx, cx.world->c.TypeError, "allocator undefined for Proc");
          return false;
        }
        for (size_t s = 0; s < h->table.slot_count(); s++) {
          const auto& e = h->table.slot(s);
          if (e.key.is_undef()) continue;
          n.refs.push_back(ref_to(e.key));
          n.refs.push_back(ref_to(e.value));
        }
        n.refs.push_back(ref_to(h->default_value));
        break;
      }
      case Type::Range:
        n.refs.push_back(ref_to(static_cast<Range*>(o)->begin));
        n.refs.push_back(ref_to(static_cast<Range*>(o)->end));
        break;
      case Type::Object: {
        vm::Object* ob = static_cast<vm::Object*>(o);
        for (size_t s = 0; s < ob->ivars.size(); s++) {
          if (ob->ivars[s].is_undef()) continue;
          n.names.push_back(ob->layout->ivar_names[s]);
          n.refs.push_back(ref_to(ob->ivars[s]));
        }
        break;
      }
      default:
        if (const HandleType* t = handle_type_of(o)) {
          n.handle = t;
          n.state = t->share(Value::object(o));
          break;
        }
        raisef(cx, cx.world->c.TypeError, "allocator undefined for %s", class_path(cx, real_class(cx, Value::object(o))).c_str());
        return false;
    }
    nodes_.push_back(std::move(n));
  }
  if (copied) *copied = std::move(order);
  return true;
}

Value Message::materialize(Context& cx) const {
  if (root_.node == kNone) return root_.value;
  // Shells first (kept reachable while a Hash's keys may call Ruby), then
  // their contents.
  Value holder = new_array(cx);
  cx.iso->extra_roots.push_back(holder);
  vm::ValueVector& made = holder.as<Array>()->items;
  for (const Node& n : nodes_) {
    Value v;
    switch (n.type) {
      case Type::String:
        v = new_string(cx, n.bytes);
        v.as<String>()->encoding = n.encoding;
        break;
      case Type::Float: v = new_float(cx, n.number); break;
      case Type::Bignum: v = new_integer(cx, n.big); break;
      case Type::Array: v = new_array(cx); break;
      case Type::Hash: v = new_hash(cx); break;
      case Type::Range: v = new_range(cx, Value::nil(), Value::nil(), n.flags & FL_EXCLUSIVE); break;
      case Type::Object: v = new_object(cx, n.klass); break;
      default: v = n.handle->make(cx, n.state); break;
    }
    if (v.is_heap() && n.type != Type::Data) v.as_obj()->klass = n.klass;
    made.push_back(v);
  }
  auto value_of = [&](const Ref& r) { return r.node == kNone ? r.value : made[r.node]; };
  Value result = value_of(root_);
  for (size_t i = 0; i < nodes_.size() && !result.is_undef(); i++) {
    const Node& n = nodes_[i];
    Obj* o = made[i].as_obj();
    switch (n.type) {
      case Type::Array:
        for (const Ref& r : n.refs) static_cast<Array*>(o)->items.push_back(value_of(r));
        break;
      case Type::Hash: {
        Hash* h = static_cast<Hash*>(o);
        h->flags |= n.flags & FL_IDENTITY;
        for (size_t k = 0; k + 1 < n.refs.size(); k += 2)
          if (!hash_store(cx, h, value_of(n.refs[k]), value_of(n.refs[k + 1]))) result = Value::undef();
        h->default_value = value_of(n.refs.back());
        break;
      }
      case Type::Range:
        static_cast<Range*>(o)->begin = value_of(n.refs[0]);
        static_cast<Range*>(o)->end = value_of(n.refs[1]);
        break;
      case Type::Object:
        for (size_t k = 0; k < n.names.size(); k++) ivar_set(cx, made[i], n.names[k], value_of(n.refs[k]));
        break;
      default:
        break;
    }
  }
  for (size_t i = 0; i < nodes_.size(); i++)
    if (nodes_[i].type != Type::Data) made[i].as_obj()->flags |= nodes_[i].flags & FL_FROZEN;
  cx.iso->extra_roots.pop_back();
  return result;
}

} // namespace garnet::sched
