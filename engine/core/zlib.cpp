// zlib.cpp — hands the zlib natives to engine/lib/zlib.rb: the private
// Kernel#__zlib_natives(Zlib, Zlib::ZStream) defines them once the library
// has made its module and stream class; and zlib's status codes as Ruby
// exceptions (raise_zlib_error).
#include <zlib.h>

#include "core/core.h"
#include "core/zlib_natives.h"

namespace garnet::core {

using namespace garnet::vm;

namespace zlib_natives {

namespace {

// The name of the Zlib::Error subclass for a status code.
const char* error_class_name(int code) {
  switch (code) {
  case Z_STREAM_END: return "StreamEnd";
  case Z_NEED_DICT: return "NeedDict";
  case Z_STREAM_ERROR: return "StreamError";
  case Z_DATA_ERROR: return "DataError";
  case Z_MEM_ERROR: return "MemError";
  case Z_BUF_ERROR: return "BufError";
  case Z_VERSION_ERROR: return "VersionError";
  default: return "Error";
  }
}

} // namespace

Value raise_zlib_error(Context& cx, int code, const char* message) {
  if (code == Z_MEM_ERROR && !message) message = "insufficient memory";
  Value zlib = const_get(cx, cx.world->c.Object, intern(cx, "Zlib"));
  if (!is_class_or_module(zlib)) return Value::undef();
  Value klass = const_get(cx, zlib.as<Class>(), intern(cx, error_class_name(code)));
  if (!is_class_or_module(klass)) return Value::undef();
  return raise(cx, klass.as<Class>(), message ? message : zError(code));
}

} // namespace zlib_natives

namespace {

NATIVE(k_zlib_natives) {
  for (int i = 0; i < 2; i++)
    if (!is_class_or_module(argv[i])) return raise(cx, cx.world->c.TypeError, "__zlib_natives: a module expected");
  World& w = *cx.world;
  Class* zlib = argv[0].as<Class>();
  zlib_natives::define_checksums(w, zlib);
  zlib_natives::define_streams(w, argv[1].as<Class>());
  return Value::nil();
}

} // namespace

void init_zlib(World& w) {
  define_method(w, w.c.Kernel, "__zlib_natives", k_zlib_natives, 2, 2, Visibility::Private);
}

} // namespace garnet::core
