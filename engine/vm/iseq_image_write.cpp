// iseq_image_write.cpp — writes compiled files as an image (vm/iseq_image.h):
// LEB128 words, symbols and literals by name, once-slots renumbered from 0,
// each iseq's body after its header with its size, so it can be skipped.
#include <cstring>
#include <map>

#include "vm/iseq_image.h"
#include "vm/object.h"

namespace garnet::vm {

namespace {

using namespace image_format;

class ImageWriter {
 public:
  explicit ImageWriter(const World& world) : world_(world) {}

  // The image, or "" with `error` set.
  std::string write(const std::vector<const ImageFile*>& files, std::string& error) {
    std::string body;
    u32(body, uint32_t(files.size()));
    for (const ImageFile* f : files) {
      str(body, f->name);
      str(body, f->code->file ? *f->code->file : std::string());
      iseq(body, *f->code);
    }
    std::string out(kMagic, sizeof kMagic);
    u32(out, kVersion);
    u64(out, instruction_set_fingerprint());
    u32(out, uint32_t(symbol_names_.size()));
    for (const std::string& name : symbol_names_) str(out, name);
    u32(out, uint32_t(once_slots_.size()));
    if (!error_.empty()) {
      error = error_;
      return {};
    }
    return out + body;
  }

 private:
  const World& world_;
  std::map<Sym, uint32_t> symbols_; // symbol -> its 1-based index in the image
  std::vector<std::string> symbol_names_;
  std::map<uint32_t, uint32_t> once_slots_; // world once-slot -> image once-slot
  std::string error_; // the first thing found that an image cannot hold

  void fail(const std::string& what) {
    if (error_.empty()) error_ = "bytecode image: " + what;
  }

  static void u8(std::string& out, uint8_t v) { out.push_back(char(v)); }
  // LEB128: most words (opcodes, registers, counts) take one byte.
  static void u32(std::string& out, uint32_t v) {
    while (v >= 0x80) {
      out.push_back(char(v | 0x80));
      v >>= 7;
    }
    out.push_back(char(v));
  }
  static void u64(std::string& out, uint64_t v) {
    for (int i = 0; i < 8; i++) out.push_back(char(v >> (8 * i)));
  }
  static void str(std::string& out, const std::string& s) {
    u32(out, uint32_t(s.size()));
    out += s;
  }
  static void span(std::string& out, const SourceSpan& s) {
    u32(out, s.line);
    u32(out, s.column);
    u32(out, s.end_column);
  }

  // Symbol 0 (no name) stays 0.
  uint32_t symbol(Sym s) {
    if (s == 0) return 0;
    auto [it, added] = symbols_.emplace(s, uint32_t(symbol_names_.size() + 1));
    if (added) symbol_names_.push_back(world_.name(s));
    return it->second;
  }
  void sym(std::string& out, Sym s) { u32(out, symbol(s)); }
  void syms(std::string& out, const std::vector<Sym>& list) {
    u32(out, uint32_t(list.size()));
    for (Sym s : list) sym(out, s);
  }

  uint32_t once_slot(uint32_t slot) {
    return once_slots_.emplace(slot, uint32_t(once_slots_.size())).first->second;
  }

  void code(std::string& out, const std::vector<uint32_t>& words) {
    const std::vector<OperandRoles>& roles = operand_roles();
    std::vector<uint32_t> rebound = words;
    for (size_t pc = 0; pc < rebound.size();) {
      uint32_t op = rebound[pc];
      if (op >= OP_COUNT || pc + size_t(kOpcodeOperands[op]) >= rebound.size()) {
        fail("malformed code");
        break;
      }
      for (uint8_t at : roles[op].symbols) rebound[pc + at] = symbol(Sym(rebound[pc + at]));
      if (roles[op].once_slot) {
        uint32_t& slot = rebound[pc + size_t(roles[op].once_slot)];
        slot = once_slot(slot);
      }
      pc += size_t(kOpcodeOperands[op]) + 1;
    }
    u32(out, uint32_t(rebound.size()));
    for (uint32_t w : rebound) u32(out, w);
  }

  void literal(std::string& out, Value v) {
    if (v.is_symbol()) {
      u8(out, kSymbol);
      sym(out, v.as_symbol());
      return;
    }
    if (!v.is_heap()) {
      u8(out, kImmediate);
      u64(out, v.bits());
      return;
    }
    for (size_t i = 0; i < world_.encodings.size(); i++) {
      if (world_.encodings[i] == v) {
        u8(out, kEncoding);
        u32(out, uint32_t(i));
        return;
      }
    }
    const Obj* obj = v.as_obj();
    switch (obj->type) {
      case Type::String: {
        const auto* s = static_cast<const String*>(obj);
        u8(out, kString);
        u8(out, s->encoding);
        u8(out, s->frozen() ? 1 : 0);
        str(out, s->str);
        return;
      }
      case Type::Float: {
        double d = static_cast<const Float*>(obj)->value;
        uint64_t bits;
        std::memcpy(&bits, &d, sizeof bits);
        u8(out, kHeapFloat);
        u64(out, bits);
        return;
      }
      case Type::Bignum:
        u8(out, kBignum);
        str(out, static_cast<const Bignum*>(obj)->big.to_string(16));
        return;
      default:
        fail("a literal of an unsupported kind");
        u8(out, kImmediate);
        u64(out, Value::nil().bits());
    }
  }

  uint8_t param_kind(const char* kind) {
    for (size_t i = 0; i < std::size(kParamKinds); i++)
      if (std::strcmp(kParamKinds[i], kind) == 0) return uint8_t(i);
    fail(std::string("parameter kind ") + kind);
    return 0;
  }

  void params(std::string& out, const ParamSpec& p) {
    u32(out, p.required);
    u32(out, p.optional);
    u32(out, p.post);
    u8(out, uint8_t(p.rest | p.kwrest << 1 | p.no_kw << 2 | p.block << 3 | p.auto_splat << 4 | p.ruby2_keywords << 5));
    syms(out, p.keywords);
    u32(out, uint32_t(p.kw_required.size()));
    for (bool required : p.kw_required) u8(out, required);
    u32(out, uint32_t(p.opt_entry.size()));
    for (uint32_t at : p.opt_entry) u32(out, at);
    for (uint32_t reg : {p.rest_reg, p.post_reg, p.kw_reg, p.kwrest_reg, p.block_reg}) u32(out, reg);
    u32(out, uint32_t(p.list.size()));
    for (const auto& [kind, name] : p.list) {
      u8(out, param_kind(kind));
      sym(out, name);
    }
  }

  // An iseq: its header (what defining and describing a method reads), then
  // its body's size and its body, which a reader may leave unread until the
  // code first runs.
  void iseq(std::string& out, const Iseq& q) {
    if (q.evaluated_by) fail("eval'd code");
    u8(out, uint8_t(q.kind));
    u8(out, uint8_t(q.lambda | q.builtin << 1));
    str(out, q.name);
    u32(out, q.block_depth);
    u32(out, q.first_line);
    span(out, q.head);
    params(out, q.params);
    u32(out, q.num_regs);
    u32(out, q.env_size);
    syms(out, q.env_names);
    u32(out, uint32_t(q.captured_params.size()));
    for (const auto& [reg, slot] : q.captured_params) {
      u32(out, reg);
      u32(out, slot);
    }
    sym(out, q.method_name);
    std::string b;
    body(b, q);
    str(out, b);
  }

  void body(std::string& out, const Iseq& q) {
    code(out, q.code);
    u32(out, uint32_t(q.lines.size()));
    for (const auto& [at, line] : q.lines) {
      u32(out, at);
      u32(out, line);
    }
    u32(out, uint32_t(q.literals.size()));
    for (Value v : q.literals) literal(out, v);
    u32(out, uint32_t(q.calls.size()));
    for (const CallInfo& ci : q.calls) {
      sym(out, ci.name);
      u32(out, ci.argc);
      u32(out, ci.flags);
      u32(out, uint32_t(ci.block));
      u32(out, ci.kw_count);
      u32(out, ci.kw_names);
    }
    syms(out, q.keyword_names);
    u32(out, uint32_t(q.call_spans.size()));
    for (const CallSpans& s : q.call_spans) {
      u32(out, s.code_end);
      span(out, s.name);
      span(out, s.args);
    }
    u32(out, uint32_t(q.ivar_caches.size()));
    u32(out, uint32_t(q.const_caches.size()));
    u32(out, uint32_t(q.handlers.size()));
    for (const Handler& h : q.handlers) {
      u8(out, h.kind);
      for (uint32_t w : {h.start, h.end, h.target, h.reg}) u32(out, w);
    }
    u32(out, uint32_t(q.children.size()));
    for (const auto& child : q.children) {
      u8(out, child->parent == &q ? 1 : 0);
      if (child->parent && child->parent != &q) fail("a parent outside the tree");
      iseq(out, *child);
    }
  }
};

} // namespace

std::string write_iseq_image(const World& world, const std::vector<const ImageFile*>& files, std::string& error) {
  return ImageWriter(world).write(files, error);
}

} // namespace garnet::vm
