// iseq_image_read.cpp — reads an image (vm/iseq_image.h) back into Iseqs
// bound to a world: its symbols interned, its literals made static, its
// once-slots taken from the world's counter; read lazily, a method's body
// when it is first called.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "vm/iseq_image.h"
#include "vm/object.h"
#include "vm/roster.h"

namespace garnet::vm {

namespace {

using namespace image_format;

class ImageReader {
 public:
  ImageReader(ImageSource& source, size_t at, ImageReading reading)
      : world_(source.world), source_(source), in_(source.image), at_(at), reading_(reading) {}

  // The files of the whole image, or an empty list with `error` set.
  std::vector<ImageFile> read(std::string& error) {
    if (in_.size() < sizeof kMagic || std::memcmp(in_.data(), kMagic, sizeof kMagic) != 0) return fail(error);
    at_ = sizeof kMagic;
    if (u32() != kVersion || u64() != instruction_set_fingerprint()) {
      error = "bytecode image: written for another instruction set";
      return {};
    }
    uint32_t symbol_count = count(1);
    source_.symbol_names.reserve(size_t(symbol_count) + 1);
    source_.symbol_names.push_back({});
    for (uint32_t i = 0; i < symbol_count; i++) source_.symbol_names.push_back(view());
    source_.symbols.assign(source_.symbol_names.size(), 0);
    source_.once_base = world_.once_slots.fetch_add(u32(), std::memory_order_relaxed);
    std::vector<ImageFile> files(count(1));
    for (ImageFile& f : files) {
      f.name = std::string(view());
      file_ = std::make_shared<const std::string>(view());
      f.code = iseq();
    }
    if (failed_ || at_ != in_.size()) return fail(error);
    return files;
  }

  // The body of q, whose size is at the reader's position; false when it is
  // malformed.
  bool body_of(Iseq& q) {
    file_ = q.file;
    body(q);
    return !failed_;
  }

 private:
  World& world_;
  ImageSource& source_;
  std::string_view in_;
  size_t at_ = 0;
  ImageReading reading_;
  std::shared_ptr<const std::string> file_; // of the file being read
  // Set at the first inconsistency: from then on every read answers 0 and
  // every count 0, so reading ends quickly, and the result is discarded.
  bool failed_ = false;

  static std::vector<ImageFile> fail(std::string& error) {
    error = "bytecode image: malformed";
    return {};
  }
  void malformed() { failed_ = true; }

  bool need(size_t n) {
    if (!failed_ && in_.size() - at_ >= n) return true;
    failed_ = true;
    return false;
  }
  uint8_t u8() {
    if (!need(1)) return 0;
    return uint8_t(in_[at_++]);
  }
  uint32_t u32() { // LEB128, at most 5 bytes; most take one
    if (at_ < in_.size() && !(uint8_t(in_[at_]) & 0x80)) return uint8_t(in_[at_++]);
    return u32_in_bytes();
  }
  [[gnu::noinline]] uint32_t u32_in_bytes() {
    uint32_t v = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      uint8_t byte = u8();
      v |= uint32_t(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return v;
    }
    malformed();
    return 0;
  }
  uint64_t u64() {
    if (!need(8)) return 0;
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v |= uint64_t(uint8_t(in_[at_ + size_t(i)])) << (8 * i);
    at_ += 8;
    return v;
  }
  // A count of items that each take at least `item_bytes` bytes.
  uint32_t count(size_t item_bytes) {
    uint32_t n = u32();
    return need(size_t(n) * item_bytes) ? n : 0;
  }
  // A count no greater than `limit`.
  uint32_t at_most(size_t limit) {
    uint32_t n = u32();
    if (n <= limit) return n;
    malformed();
    return 0;
  }
  std::string_view view() {
    uint32_t n = count(1);
    std::string_view s = in_.substr(at_, n);
    at_ += n;
    return s;
  }
  Sym sym(uint32_t index) {
    if (index >= source_.symbols.size()) {
      malformed();
      return 0;
    }
    Sym& bound = source_.symbols[index];
    if (!bound && index) bound = world_.intern(source_.symbol_names[index]);
    return bound;
  }
  Sym sym() { return sym(u32()); }
  std::vector<Sym> syms() {
    std::vector<Sym> list(count(1));
    for (Sym& s : list) s = sym();
    return list;
  }
  SourceSpan span() {
    SourceSpan s;
    s.line = u32();
    s.column = u32();
    s.end_column = u32();
    return s;
  }

  std::vector<uint32_t> code() {
    std::vector<uint32_t> words(count(1));
    for (uint32_t& w : words) w = u32();
    const std::vector<OperandRoles>& roles = operand_roles();
    for (size_t pc = 0; pc < words.size();) {
      uint32_t op = words[pc];
      if (op >= OP_COUNT || pc + size_t(kOpcodeOperands[op]) >= words.size()) {
        malformed();
        break;
      }
      for (uint8_t operand : roles[op].symbols) words[pc + operand] = sym(words[pc + operand]);
      if (roles[op].once_slot) words[pc + size_t(roles[op].once_slot)] += source_.once_base;
      pc += size_t(kOpcodeOperands[op]) + 1;
    }
    return words;
  }

  Value literal() {
    switch (u8()) {
      case kImmediate: return Value::from_bits(u64());
      case kSymbol: return Value::symbol(sym());
      case kString: {
        uint8_t encoding = u8();
        bool frozen = u8() != 0;
        std::string_view bytes = view();
        if (encoding == String::kUtf8 && frozen) return world_.static_string(bytes, true);
        Value v = world_.static_string(bytes, false);
        v.as<String>()->encoding = encoding;
        if (frozen) v.as_obj()->flags |= FL_FROZEN;
        return v;
      }
      case kHeapFloat: {
        uint64_t bits = u64();
        double d;
        std::memcpy(&d, &bits, sizeof d);
        return world_.static_float(d);
      }
      case kBignum: {
        num::BigInt b;
        if (num::BigInt::parse(view(), 16, b)) return world_.static_integer(b);
        malformed();
        return Value::nil();
      }
      case kEncoding: {
        uint32_t index = u32();
        if (index < world_.encodings.size()) return world_.encodings[index];
        malformed();
        return Value::nil();
      }
      default:
        malformed();
        return Value::nil();
    }
  }

  void params(ParamSpec& p) {
    p.required = uint16_t(u32());
    p.optional = uint16_t(u32());
    p.post = uint16_t(u32());
    uint8_t bits = u8();
    p.rest = bits & 1;
    p.kwrest = bits & 2;
    p.no_kw = bits & 4;
    p.block = bits & 8;
    p.auto_splat = bits & 16;
    p.ruby2_keywords = bits & 32;
    p.keywords = syms();
    p.kw_required.resize(count(1));
    for (size_t i = 0; i < p.kw_required.size(); i++) p.kw_required[i] = u8() != 0;
    p.opt_entry.resize(count(1));
    for (uint32_t& at : p.opt_entry) at = u32();
    for (uint32_t* reg : {&p.rest_reg, &p.post_reg, &p.kw_reg, &p.kwrest_reg, &p.block_reg}) *reg = u32();
    p.list.resize(count(2));
    for (auto& [kind, name] : p.list) {
      uint8_t k = u8();
      if (k >= std::size(kParamKinds)) malformed();
      kind = kParamKinds[k < std::size(kParamKinds) ? k : 0];
      name = sym();
    }
    p.settle_block_arity();
  }

  // An iseq: its header, then its body, or for a method read lazily, where
  // its body is.
  std::unique_ptr<Iseq> iseq() {
    auto q = std::make_unique<Iseq>();
    uint8_t kind = u8();
    if (kind > uint8_t(IseqKind::Eval)) malformed();
    q->kind = failed_ ? IseqKind::Top : IseqKind(kind);
    uint8_t flags = u8();
    q->lambda = flags & 1;
    q->builtin = flags & 2;
    q->name = std::string(view());
    q->block_depth = uint16_t(u32());
    q->file = file_;
    q->first_line = u32();
    q->head = span();
    params(q->params);
    q->num_regs = u32();
    q->env_size = u32();
    q->env_names = syms();
    q->captured_params.resize(count(2));
    for (auto& [reg, slot] : q->captured_params) {
      reg = u32();
      slot = u32();
    }
    q->method_name = sym();
    if (reading_ == ImageReading::Lazy && q->kind == IseqKind::Method && !failed_) {
      q->unread = &source_;
      q->unread_at = uint32_t(at_);
      at_ += count(1);
    } else {
      body(*q);
    }
    return q;
  }

  void body(Iseq& q) {
    uint32_t size = count(1);
    size_t end = at_ + size;
    q.code = code();
    q.lines.resize(count(2));
    for (auto& [at, line] : q.lines) {
      at = u32();
      line = u32();
    }
    q.literals.resize(count(1));
    for (Value& v : q.literals) v = literal();
    q.calls.resize(count(6));
    for (CallInfo& ci : q.calls) {
      ci.name = sym();
      ci.argc = uint16_t(u32());
      ci.flags = uint16_t(u32());
      ci.block = int32_t(u32());
      ci.kw_count = uint16_t(u32());
      ci.kw_names = u32();
    }
    q.keyword_names = syms();
    for (const CallInfo& ci : q.calls)
      if (size_t(ci.kw_names) + ci.kw_count > q.keyword_names.size()) malformed();
    q.call_spans.resize(count(7));
    for (CallSpans& s : q.call_spans) {
      s.code_end = u32();
      s.name = span();
      s.args = span();
    }
    q.ivar_caches.resize(at_most(q.code.size()));
    q.const_caches.resize(at_most(q.code.size()));
    q.handlers.resize(count(5));
    for (Handler& h : q.handlers) {
      uint8_t handler_kind = u8();
      if (handler_kind > Handler::Ensure) malformed();
      h.kind = Handler::Kind(handler_kind & 1);
      h.start = u32();
      h.end = u32();
      h.target = u32();
      h.reg = u32();
    }
    q.children.resize(count(1));
    for (auto& child : q.children) {
      bool parented = u8() != 0;
      child = iseq();
      if (parented) child->parent = &q;
    }
    if (at_ != end) malformed();
  }
};

} // namespace

std::vector<ImageFile> read_iseq_image(World& world, std::string_view image, std::string& error,
                                       ImageReading reading) {
  auto source = std::unique_ptr<ImageSource>(new ImageSource{world, image, {}, {}, 0});
  std::vector<ImageFile> files = ImageReader(*source, 0, reading).read(error);
  if (reading == ImageReading::Lazy && !files.empty()) {
    WorldLock lock(world);
    world.image_sources.push_back(std::move(source));
  }
  return files;
}

void read_image_body(const Iseq& iseq) {
  ImageSource* source = __atomic_load_n(&iseq.unread, __ATOMIC_ACQUIRE);
  if (!source) return;
  WorldLock lock(source->world);
  if (!__atomic_load_n(&iseq.unread, __ATOMIC_RELAXED)) return; // read meanwhile
  Iseq& q = const_cast<Iseq&>(iseq);
  if (!ImageReader(*source, q.unread_at, ImageReading::Lazy).body_of(q)) {
    fprintf(stderr, "garnet: the bytecode image's body of %s is malformed\n", q.name.c_str());
    std::abort();
  }
  __atomic_store_n(&q.unread, nullptr, __ATOMIC_RELEASE);
}

} // namespace garnet::vm
