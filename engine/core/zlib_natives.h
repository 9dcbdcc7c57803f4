// zlib_natives.h — the native half of Ruby's zlib library
// (engine/lib/zlib.rb), over the zlib C library: its checksums
// (zlib_checksums.cpp) and its compression streams (zlib_stream.cpp).
// zlib.cpp hands them to Ruby through Kernel#__zlib_natives.
#pragma once

#include "core/core.h"

namespace garnet::core::zlib_natives {

// Zlib.crc32, adler32, their _combine forms, crc_table and zlib_version,
// as singleton methods of the Zlib module.
void define_checksums(vm::World& w, vm::Class* zlib);

// The allocator of Zlib::ZStream and its natives (the `__` primitives the
// Ruby half builds Deflate and Inflate on, and the stream's counters).
void define_streams(vm::World& w, vm::Class* zstream);

// Raises the Zlib::Error subclass for zlib's status `code` (Z_DATA_ERROR:
// Zlib::DataError...), with zlib's own message when it gave one, else the
// status's text ("buffer error"); Zlib::Error itself for a code that is no
// error (Z_OK: an ended stream). Returns undef.
vm::Value raise_zlib_error(vm::Context& cx, int code, const char* message);

} // namespace garnet::core::zlib_natives
