// zlib_stream.cpp — the compression stream behind Zlib::ZStream (and so
// Zlib::Deflate, Zlib::Inflate and the gzip classes of engine/lib/zlib/):
// one zlib z_stream per object, deflating or inflating. The Ruby half keeps
// the output buffer and Ruby's rules of when to run; these natives run
// zlib over a whole input at once and append what it produces to a String,
// whose room grows geometrically, so large inputs cost linear time. zlib
// allocates its state with its own malloc-based allocator: a failure there
// is its Z_MEM_ERROR, raised as Zlib::MemError.
#include <zlib.h>

#include <algorithm>
#include <climits>
#include <string>

#include "core/zlib_natives.h"

namespace garnet::core::zlib_natives {

using namespace garnet::vm;

namespace {

enum class Direction : uint8_t { None, Deflate, Inflate };

struct Stream {
  z_stream z{};
  Direction direction = Direction::None; // None: not started, or ended
  bool finished = false;                 // zlib said Z_STREAM_END
  // Input zlib has not taken: what followed the end of the compressed data,
  // or what waits for a dictionary.
  std::string pending;

  ~Stream() { end(); }
  void end() {
    if (direction == Direction::Deflate) deflateEnd(&z);
    if (direction == Direction::Inflate) inflateEnd(&z);
    direction = Direction::None;
  }
};

void free_stream(void* p) { delete static_cast<Stream*>(p); }

// dup and clone: zlib copies its state (deflateCopy, inflateCopy); a copy
// that zlib cannot make (no memory) is an ended stream.
void* copy_stream(const void* p) {
  auto* original = const_cast<Stream*>(static_cast<const Stream*>(p));
  auto* copy = new Stream();
  copy->finished = original->finished;
  copy->pending = original->pending;
  int status = Z_OK;
  if (original->direction == Direction::Deflate) status = deflateCopy(&copy->z, &original->z);
  if (original->direction == Direction::Inflate) status = inflateCopy(&copy->z, &original->z);
  if (status == Z_OK) copy->direction = original->direction;
  return copy;
}

const DataType kZStreamType = {"Zlib::ZStream", nullptr, free_stream, copy_stream};

Value allocate_stream(Context& cx, Class* klass) { return new_data(cx, klass, &kZStreamType, new Stream()); }

Stream* stream_of(Context& cx, Value self) {
  if (is_type(self, Type::Data) && self.as<Data>()->data_type == &kZStreamType)
    return static_cast<Stream*>(self.as<Data>()->ptr);
  raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Zlib::ZStream)",
         class_path(cx, real_class(cx, self)).c_str());
  return nullptr;
}

// The stream, when it was started and not ended ("stream is not ready").
Stream* ready_stream(Context& cx, Value self) {
  Stream* s = stream_of(cx, self);
  if (s && s->direction == Direction::None) {
    raise_zlib_error(cx, Z_OK, "stream is not ready");
    return nullptr;
  }
  return s;
}

bool int_argument(Context& cx, Value v, int& out) {
  int64_t n;
  if (!to_int64(cx, v, n)) return false;
  if (n < INT_MIN || n > INT_MAX) {
    raisef(cx, cx.world->c.RangeError, "integer %lld too big to convert to 'int'", (long long)n);
    return false;
  }
  out = int(n);
  return true;
}

// A String argument's bytes, or the output buffer the Ruby half passes
// (which must be a String it may change).
bool string_argument(Context& cx, Value& v) {
  v = implicit_string(cx, v);
  return !v.is_undef();
}

bool output_argument(Context& cx, Value v) {
  if (is_string(v) && !is_frozen(v)) return true;
  raise(cx, cx.world->c.TypeError, "output buffer expected");
  return false;
}

// Runs zlib over `input` (after any pending input) with `flush`, appending
// its output to `out`, until it has taken all the input and has nothing
// more to give for this flush, or the compressed data ended. Raises
// zlib's error as a Zlib::Error, keeping the input it had not taken; a
// Z_BUF_ERROR before any progress (nothing to do: a finish with no more
// input, a second flush) is one too, as in CRuby.
bool run(Context& cx, Stream& s, std::string_view input, int flush, std::string& out) {
  if (s.finished && s.direction == Direction::Inflate) {
    s.pending.append(input);
    return true;
  }
  std::string joined;
  if (!s.pending.empty()) {
    joined = std::move(s.pending);
    joined.append(input);
    s.pending.clear();
    input = joined;
  }
  constexpr size_t kMaxPiece = size_t(1) << 30; // avail_in and avail_out are 32-bit
  size_t taken = 0; // bytes of input handed to zlib so far
  size_t filled = out.size();
  bool progress = false;
  int status = Z_OK;
  auto untaken = [&] { return input.size() - taken + s.z.avail_in; };
  s.z.avail_in = 0;
  while (true) {
    if (s.z.avail_in == 0 && taken < input.size()) {
      size_t piece = std::min(input.size() - taken, kMaxPiece);
      s.z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(input.data() + taken));
      s.z.avail_in = uInt(piece);
      taken += piece;
    }
    if (out.size() == filled) out.resize(filled + std::clamp<size_t>(filled, 16 * 1024, kMaxPiece));
    size_t room = out.size() - filled;
    s.z.next_out = reinterpret_cast<Bytef*>(out.data() + filled);
    s.z.avail_out = uInt(room);
    uInt before_in = s.z.avail_in;
    int step_flush = taken < input.size() ? Z_NO_FLUSH : flush;
    status = s.direction == Direction::Deflate ? deflate(&s.z, step_flush) : inflate(&s.z, step_flush);
    filled += room - s.z.avail_out;
    bool moved = s.z.avail_out != room || s.z.avail_in != before_in;
    progress = progress || moved;
    if (status == Z_STREAM_END) {
      s.finished = true;
      break;
    }
    if (status == Z_BUF_ERROR) {
      if (s.z.avail_out == 0) continue; // more room, and go on
      if (progress && flush != Z_FINISH) status = Z_OK;
      break;
    }
    if (status != Z_OK || !moved) break;
    if (s.z.avail_out == 0) continue;
    if (s.z.avail_in == 0 && taken == input.size()) break;
  }
  out.resize(filled);
  if (untaken() > 0) s.pending.assign(input.substr(input.size() - untaken()));
  s.z.next_in = nullptr;
  s.z.avail_in = 0;
  if (status == Z_OK || status == Z_STREAM_END) return true;
  raise_zlib_error(cx, status, s.z.msg);
  return false;
}

// __deflate_init(level, wbits, memlevel, strategy)
NATIVE(zstream_deflate_init) {
  Stream* s = stream_of(cx, self);
  if (!s) return Value::undef();
  int level, wbits, memlevel, strategy;
  if (!int_argument(cx, argv[0], level) || !int_argument(cx, argv[1], wbits) ||
      !int_argument(cx, argv[2], memlevel) || !int_argument(cx, argv[3], strategy))
    return Value::undef();
  s->end();
  int status = deflateInit2(&s->z, level, Z_DEFLATED, wbits, memlevel, strategy);
  if (status != Z_OK) return raise_zlib_error(cx, status, s->z.msg);
  s->direction = Direction::Deflate;
  return self;
}

// __inflate_init(wbits)
NATIVE(zstream_inflate_init) {
  Stream* s = stream_of(cx, self);
  if (!s) return Value::undef();
  int wbits;
  if (!int_argument(cx, argv[0], wbits)) return Value::undef();
  s->end();
  int status = inflateInit2(&s->z, wbits);
  if (status != Z_OK) return raise_zlib_error(cx, status, s->z.msg);
  s->direction = Direction::Inflate;
  return self;
}

// __run(input, flush, out): appends to `out` what zlib makes of `input`.
NATIVE(zstream_run) {
  Stream* s = ready_stream(cx, self);
  Value input = argv[0];
  int flush;
  if (!s || !string_argument(cx, input) || !int_argument(cx, argv[1], flush) || !output_argument(cx, argv[2]))
    return Value::undef();
  std::string_view bytes = str(input);
  std::string copy; // `input` may be the output buffer itself
  if (input == argv[2]) bytes = copy = str(input);
  if (!run(cx, *s, bytes, flush, str_mut(argv[2]))) return Value::undef();
  return argv[2];
}

// __params(level, strategy, out): zlib may emit what it compressed so far.
NATIVE(zstream_params) {
  Stream* s = ready_stream(cx, self);
  int level, strategy;
  if (!s || !int_argument(cx, argv[0], level) || !int_argument(cx, argv[1], strategy) ||
      !output_argument(cx, argv[2]))
    return Value::undef();
  std::string& out = str_mut(argv[2]);
  size_t filled = out.size();
  int status;
  do {
    out.resize(filled + 16 * 1024);
    s->z.next_in = nullptr;
    s->z.avail_in = 0;
    s->z.next_out = reinterpret_cast<Bytef*>(out.data() + filled);
    s->z.avail_out = uInt(out.size() - filled);
    status = deflateParams(&s->z, level, strategy);
    filled = out.size() - s->z.avail_out;
  } while (status == Z_BUF_ERROR && s->z.avail_out == 0);
  out.resize(filled);
  if (status != Z_OK) return raise_zlib_error(cx, status, s->z.msg);
  return Value::nil();
}

NATIVE(zstream_set_dictionary) {
  Stream* s = ready_stream(cx, self);
  Value dictionary = argv[0];
  if (!s || !string_argument(cx, dictionary)) return Value::undef();
  const std::string& bytes = str(dictionary);
  auto data = reinterpret_cast<const Bytef*>(bytes.data());
  int status = s->direction == Direction::Deflate ? deflateSetDictionary(&s->z, data, uInt(bytes.size()))
                                                  : inflateSetDictionary(&s->z, data, uInt(bytes.size()));
  if (status != Z_OK) return raise_zlib_error(cx, status, s->z.msg);
  return dictionary;
}

// __sync(input): skips input up to a full flush point (inflateSync); true
// when one was found, the rest then pending.
NATIVE(zstream_sync) {
  Stream* s = ready_stream(cx, self);
  Value input = argv[0];
  if (!s || !string_argument(cx, input)) return Value::undef();
  std::string bytes = std::move(s->pending);
  bytes.append(str(input));
  s->pending.clear();
  s->z.next_in = reinterpret_cast<Bytef*>(bytes.data());
  s->z.avail_in = uInt(bytes.size());
  int status = inflateSync(&s->z);
  if (status == Z_OK) s->pending.assign(reinterpret_cast<const char*>(s->z.next_in), s->z.avail_in);
  s->z.next_in = nullptr;
  s->z.avail_in = 0;
  return Value::boolean(status == Z_OK);
}

NATIVE(zstream_sync_point) {
  Stream* s = ready_stream(cx, self);
  return s ? Value::boolean(inflateSyncPoint(&s->z) != 0) : Value::undef();
}

NATIVE(zstream_reset) {
  Stream* s = ready_stream(cx, self);
  if (!s) return Value::undef();
  int status = s->direction == Direction::Deflate ? deflateReset(&s->z) : inflateReset(&s->z);
  if (status != Z_OK) return raise_zlib_error(cx, status, s->z.msg);
  s->finished = false;
  s->pending.clear();
  return Value::nil();
}

NATIVE(zstream_end) {
  Stream* s = ready_stream(cx, self);
  if (!s) return Value::undef();
  s->end();
  return Value::nil();
}

NATIVE(zstream_ready) {
  Stream* s = stream_of(cx, self);
  return s ? Value::boolean(s->direction != Direction::None) : Value::undef();
}

NATIVE(zstream_finished) {
  Stream* s = ready_stream(cx, self);
  return s ? Value::boolean(s->finished) : Value::undef();
}

// __take_pending: the input zlib has not taken, which the stream forgets.
NATIVE(zstream_take_pending) {
  Stream* s = ready_stream(cx, self);
  if (!s) return Value::undef();
  Value bytes = new_binary_string(cx, s->pending);
  s->pending.clear();
  return bytes;
}

NATIVE(zstream_avail_in) {
  Stream* s = ready_stream(cx, self);
  return s ? new_integer(cx, int64_t(s->pending.size())) : Value::undef();
}

NATIVE(zstream_total_in) {
  Stream* s = ready_stream(cx, self);
  return s ? new_integer(cx, int64_t(s->z.total_in)) : Value::undef();
}

NATIVE(zstream_total_out) {
  Stream* s = ready_stream(cx, self);
  return s ? new_integer(cx, int64_t(s->z.total_out)) : Value::undef();
}

NATIVE(zstream_adler) {
  Stream* s = ready_stream(cx, self);
  return s ? new_integer(cx, int64_t(s->z.adler)) : Value::undef();
}

NATIVE(zstream_data_type) {
  Stream* s = ready_stream(cx, self);
  return s ? Value::fixnum(s->z.data_type) : Value::undef();
}

} // namespace

void define_streams(World& w, Class* zstream) {
  zstream->allocator = allocate_stream;
  constexpr Visibility kPrivate = Visibility::Private;
  define_method(w, zstream, "__deflate_init", zstream_deflate_init, 4, 4, kPrivate);
  define_method(w, zstream, "__inflate_init", zstream_inflate_init, 1, 1, kPrivate);
  define_method(w, zstream, "__run", zstream_run, 3, 3, kPrivate);
  define_method(w, zstream, "__params", zstream_params, 3, 3, kPrivate);
  define_method(w, zstream, "__set_dictionary", zstream_set_dictionary, 1, 1, kPrivate);
  define_method(w, zstream, "__sync", zstream_sync, 1, 1, kPrivate);
  define_method(w, zstream, "__sync_point", zstream_sync_point, 0, 0, kPrivate);
  define_method(w, zstream, "__reset", zstream_reset, 0, 0, kPrivate);
  define_method(w, zstream, "__end", zstream_end, 0, 0, kPrivate);
  define_method(w, zstream, "__ready", zstream_ready, 0, 0, kPrivate);
  define_method(w, zstream, "__finished", zstream_finished, 0, 0, kPrivate);
  define_method(w, zstream, "__take_pending", zstream_take_pending, 0, 0, kPrivate);
  define_method(w, zstream, "avail_in", zstream_avail_in, 0, 0);
  define_method(w, zstream, "total_in", zstream_total_in, 0, 0);
  define_method(w, zstream, "total_out", zstream_total_out, 0, 0);
  define_method(w, zstream, "adler", zstream_adler, 0, 0);
  define_method(w, zstream, "data_type", zstream_data_type, 0, 0);
}

} // namespace garnet::core::zlib_natives
