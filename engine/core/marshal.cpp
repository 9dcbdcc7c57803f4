// marshal.cpp — the Marshal module: dump and load (restore) with CRuby's
// arguments (a depth limit, an IO to write to or read from, a proc,
// freeze:), over the writer (marshal_dump.cpp) and the reader
// (marshal_load.cpp).
#include "core/marshal.h"

namespace garnet::core {

using namespace vm;

namespace {

Value io_needed(Context& cx) { return raise(cx, cx.world->c.TypeError, "instance of IO needed"); }

// Marshal.dump(obj), dump(obj, limit), dump(obj, io), dump(obj, io, limit)
NATIVE(marshal_s_dump) {
  Value obj = argv[0], port = Value::nil();
  int64_t limit = -1;
  if (argc == 3) {
    if (!argv[2].is_nil() && !to_int64(cx, argv[2], limit)) return Value::undef();
    if (argv[1].is_nil()) return io_needed(cx);
    port = argv[1];
  } else if (argc == 2) {
    if (argv[1].is_fixnum()) limit = argv[1].as_fixnum();
    else if (argv[1].is_nil()) return io_needed(cx);
    else port = argv[1];
  }
  Sym write = cx.world->sym.write;
  if (!port.is_nil() && !respond_to(cx, port, write)) return io_needed(cx);
  if (limit < INT32_MIN || limit > INT32_MAX) return raise(cx, cx.world->c.RangeError, "limit out of range");
  Value bytes = marshal::dump(cx, obj, int(limit));
  if (bytes.is_undef() || port.is_nil()) return bytes;
  Sym binmode = intern(cx, "binmode");
  if (respond_to(cx, port, binmode) && call(cx, port, binmode).is_undef()) return Value::undef();
  if (call(cx, port, write, 1, &bytes).is_undef()) return Value::undef();
  return port;
}

// Marshal.load(source, proc = nil, freeze: false)
NATIVE(marshal_s_load) {
  Value kw = Value::undef();
  if (kwargs_given(cx) && argc > 0 && is_hash(argv[argc - 1])) kw = argv[--argc];
  if (argc < 1 || argc > 2) return raise_arity(cx, argc, 1, 2);
  Value freeze = kw.is_undef() ? Value::undef() : kwarg(cx, kw, "freeze");
  if (has_pending(cx)) return Value::undef();
  return marshal::load(cx, argv[0], argc > 1 ? argv[1] : Value::nil(), !freeze.is_undef() && freeze.truthy());
}

} // namespace

void init_marshal(World& w) {
  Class* m = define_module(w, "Marshal");
  const_set(w, m, w.intern("MAJOR_VERSION"), Value::fixnum(marshal::kMajor));
  const_set(w, m, w.intern("MINOR_VERSION"), Value::fixnum(marshal::kMinor));
  define_module_function(w, m, "dump", marshal_s_dump, 1, 3);
  define_module_function(w, m, "load", marshal_s_load, 1, -1);
  define_module_function(w, m, "restore", marshal_s_load, 1, -1);
}

} // namespace garnet::core
