// zlib_checksums.cpp — Zlib.crc32, Zlib.adler32, Zlib.crc32_combine,
// Zlib.adler32_combine, Zlib.crc_table and Zlib.zlib_version: zlib's own
// functions, given Ruby's arguments.
#include <zlib.h>

#include <climits>

#include "core/zlib_natives.h"

namespace garnet::core::zlib_natives {

using namespace garnet::vm;

namespace {

using Checksum = uLong (*)(uLong, const Bytef*, uInt);

// Ruby's checksum(string = nil, initial = nil): with no initial value, the
// function's own start (0 for CRC-32, 1 for Adler-32); without a string,
// what the function gives for no bytes.
Value checksum(Context& cx, int argc, Value* argv, Checksum function) {
  Value string = argc > 0 ? argv[0] : Value::nil();
  uLong sum;
  if (argc > 1 && !argv[1].is_nil()) {
    int64_t initial;
    if (!to_int64(cx, argv[1], initial)) return Value::undef();
    sum = uLong(initial);
  } else {
    sum = string.is_nil() ? 0 : function(0, Z_NULL, 0);
  }
  if (string.is_nil()) return new_integer(cx, int64_t(function(sum, Z_NULL, 0)));
  string = implicit_string(cx, string);
  if (string.is_undef()) return string;
  const std::string& bytes = str(string);
  size_t done = 0;
  do {
    uInt piece = uInt(std::min<size_t>(bytes.size() - done, UINT_MAX));
    sum = function(sum, reinterpret_cast<const Bytef*>(bytes.data() + done), piece);
    done += piece;
  } while (done < bytes.size());
  return new_integer(cx, int64_t(sum));
}

NATIVE(zlib_crc32) { return checksum(cx, argc, argv, crc32); }
NATIVE(zlib_adler32) { return checksum(cx, argc, argv, adler32); }

using Combine = uLong (*)(uLong, uLong, z_off_t);

Value combine(Context& cx, Value* argv, Combine function) {
  int64_t first, second, length;
  if (!to_int64(cx, argv[0], first) || !to_int64(cx, argv[1], second) || !to_int64(cx, argv[2], length))
    return Value::undef();
  return new_integer(cx, int64_t(function(uLong(first), uLong(second), z_off_t(length))));
}

NATIVE(zlib_crc32_combine) { return combine(cx, argv, crc32_combine); }
NATIVE(zlib_adler32_combine) { return combine(cx, argv, adler32_combine); }

NATIVE(zlib_crc_table) {
  const z_crc_t* table = get_crc_table();
  std::vector<Value> entries;
  entries.reserve(256);
  for (int i = 0; i < 256; i++) entries.push_back(new_integer(cx, int64_t(table[i])));
  return new_array(cx, std::move(entries));
}

NATIVE(zlib_library_version) { return new_string(cx, zlibVersion()); }

} // namespace

void define_checksums(World& w, Class* zlib) {
  define_module_function(w, zlib, "crc32", zlib_crc32, 0, 2);
  define_module_function(w, zlib, "adler32", zlib_adler32, 0, 2);
  define_module_function(w, zlib, "crc32_combine", zlib_crc32_combine, 3, 3);
  define_module_function(w, zlib, "adler32_combine", zlib_adler32_combine, 3, 3);
  define_module_function(w, zlib, "crc_table", zlib_crc_table, 0, 0);
  define_module_function(w, zlib, "zlib_version", zlib_library_version, 0, 0);
}

} // namespace garnet::core::zlib_natives
