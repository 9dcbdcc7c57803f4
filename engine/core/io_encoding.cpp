// io_encoding.cpp — IO#external_encoding, #internal_encoding and
// #set_encoding: the encoding a stream's reads are tagged with (no
// transcoding: an internal encoding is recorded and reported only).
#include "core/file_stream.h"
#include "core/string_internal.h"

namespace garnet::core {

using namespace vm;

namespace {

// Where an IO keeps its encodings: a File's stream (closed ones too, as in
// Ruby), or the isolate's slots for the standard streams. False: no IO.
struct EncodingSlots {
  int* external = nullptr;
  int* internal = nullptr;
  bool readable = false;
  bool* binmode = nullptr;
};

bool slots_of(Context& cx, Value self, EncodingSlots& out) {
  if (FileStream* f = file_stream_of(self)) {
    out = {&f->external, &f->internal, f->readable, &f->binmode};
    return true;
  }
  int fd = stream_fd(self);
  if (fd < 0) return false;
  out = {&cx.iso->std_stream_encodings[fd][0], &cx.iso->std_stream_encodings[fd][1], fd == 0, nullptr};
  return true;
}

// nil leaves the encoding unset (kNoEncoding); "BOM|UTF-8" names UTF-8.
bool stream_encoding_arg(Context& cx, Value arg, int& out) {
  if (arg.is_nil()) {
    out = FileStream::kNoEncoding;
    return true;
  }
  if (is_string(arg) && str(arg).compare(0, 4, "BOM|") == 0) arg = new_string(cx, str(arg).substr(4));
  Enc e;
  if (!encoding_arg(cx, arg, e)) return false;
  out = int(e);
  return true;
}

NATIVE(io_external_encoding) {
  EncodingSlots io;
  if (!slots_of(cx, self, io)) return Value::nil();
  if (*io.external != FileStream::kNoEncoding) return encoding_value(cx, Enc(*io.external));
  if (io.binmode && *io.binmode) return encoding_value(cx, Enc::BINARY);
  // A stream for writing only has none until one is set, as in Ruby.
  return io.readable ? encoding_value(cx, Enc(cx.world->default_external.load())) : Value::nil();
}

NATIVE(io_internal_encoding) {
  EncodingSlots io;
  if (!slots_of(cx, self, io)) return Value::nil();
  return *io.internal == FileStream::kNoEncoding ? Value::nil() : encoding_value(cx, Enc(*io.internal));
}

// set_encoding(ext, int = nil, **opts) or set_encoding("ext:int").
NATIVE(io_set_encoding) {
  if (argc > 1 && kwargs_given(cx)) argc--;
  if (argc < 1 || argc > 2) return raise_arity(cx, argc, 1, 2);
  EncodingSlots io;
  if (!slots_of(cx, self, io)) return self;
  Value external = argv[0], internal = argc > 1 ? argv[1] : Value::nil();
  if (argc == 1 && is_string(external)) {
    const std::string& both = str(external);
    size_t colon = both.find(':');
    if (colon != std::string::npos) {
      internal = new_string(cx, both.substr(colon + 1));
      external = new_string(cx, both.substr(0, colon));
    }
  }
  int ext, in;
  if (!stream_encoding_arg(cx, external, ext) || !stream_encoding_arg(cx, internal, in)) return Value::undef();
  *io.external = ext;
  if (io.binmode) *io.binmode = ext == int(Enc::BINARY); // the choice replaces binmode's
  *io.internal = in == ext ? FileStream::kNoEncoding : in; // the same one twice converts nothing
  return self;
}

} // namespace

void init_io_encoding(World& w) {
  Class* io = w.c.IO;
  define_method(w, io, "external_encoding", io_external_encoding, 0, 0);
  define_method(w, io, "internal_encoding", io_internal_encoding, 0, 0);
  define_method(w, io, "set_encoding", io_set_encoding, 1, -1);
}

} // namespace garnet::core
