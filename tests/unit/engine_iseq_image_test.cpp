// engine_iseq_image_test.cpp — the bytecode image (vm/iseq_image.h): code
// read back into another world is the compiled code, with its symbols,
// literals and once-slots bound to that world; read lazily, a method's body
// when it is first needed; a damaged image is an error.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compile/compiler.h"
#include "parse/parser.h"
#include "vm/iseq_image.h"
#include "vm/object.h"

namespace garnet::vm {
namespace {

std::unique_ptr<Iseq> compile_text(World& world, const std::string& source) {
  std::shared_ptr<const parse::ParseResult> tree = parse::parse(source);
  EXPECT_TRUE(tree->errors.empty());
  compile::CompileOptions options;
  options.file = "<internal:sample.rb>";
  options.kind = IseqKind::Eval;
  options.builtin = true;
  std::vector<compile::CompileError> errors;
  std::unique_ptr<Iseq> iseq = compile::compile(world, tree, options, errors);
  EXPECT_TRUE(errors.empty());
  return iseq;
}

std::string image_of(World& world, const std::string& source) {
  ImageFile file{"sample.rb", compile_text(world, source)};
  std::string error;
  std::string image = write_iseq_image(world, {&file}, error);
  EXPECT_EQ(error, "");
  return image;
}

std::string name_or_none(const World& w, Sym s) { return s ? w.name(s) : "(none)"; }

// A literal as text that does not depend on its world.
std::string describe(const World& w, Value v) {
  if (v.is_symbol()) return ":" + w.name(v.as_symbol());
  if (!v.is_heap()) return "bits " + std::to_string(v.bits());
  for (size_t i = 0; i < w.encodings.size(); i++)
    if (w.encodings[i] == v) return "encoding " + std::to_string(i);
  const Obj* o = v.as_obj();
  switch (o->type) {
    case Type::String: {
      auto* s = static_cast<const String*>(o);
      return "string " + std::to_string(s->encoding) + (s->frozen() ? " frozen " : " ") + s->str;
    }
    case Type::Float: return "float " + std::to_string(static_cast<const Float*>(o)->value);
    case Type::Bignum: return "bignum " + static_cast<const Bignum*>(o)->big.to_string();
    default: return "other";
  }
}

// Everything an Iseq holds, symbols by name and once-slots as read from
// `once_base`, so that the same code in two worlds describes the same.
std::string describe(const World& w, const Iseq& q, uint32_t once_base) {
  std::string out = "iseq " + q.name + " kind " + std::to_string(int(q.kind)) + (q.lambda ? " lambda" : "") +
                    (q.builtin ? " builtin" : "") + " depth " + std::to_string(q.block_depth) + " file " +
                    (q.file ? *q.file : "?") + " line " + std::to_string(q.first_line) + "\ncode";
  const auto& roles = image_format::operand_roles();
  for (size_t pc = 0; pc < q.code.size();) {
    uint32_t op = q.code[pc];
    out += std::string(" ") + kOpcodeNames[op];
    for (int i = 1; i <= kOpcodeOperands[op]; i++) {
      uint32_t word = q.code[pc + size_t(i)];
      bool symbol = false;
      for (uint8_t at : roles[op].symbols) symbol |= at == i;
      if (symbol) out += " :" + name_or_none(w, word);
      else if (roles[op].once_slot == i) out += " once+" + std::to_string(word - once_base);
      else out += " " + std::to_string(word);
    }
    pc += size_t(kOpcodeOperands[op]) + 1;
  }
  out += "\nlines";
  for (auto [at, line] : q.lines) out += " " + std::to_string(at) + ":" + std::to_string(line);
  out += "\nliterals";
  for (Value v : q.literals) out += " [" + describe(w, v) + "]";
  out += "\ncalls";
  for (const CallInfo& ci : q.calls)
    out += " " + name_or_none(w, ci.name) + "/" + std::to_string(ci.argc) + "/" + std::to_string(ci.flags) + "/" +
           std::to_string(ci.block) + "/" + std::to_string(ci.kw_count) + "@" + std::to_string(ci.kw_names);
  out += "\nkeyword names";
  for (Sym s : q.keyword_names) out += " " + w.name(s);
  out += "\nspans";
  for (const CallSpans& s : q.call_spans)
    out += " " + std::to_string(s.code_end) + "@" + std::to_string(s.name.line) + "." + std::to_string(s.name.column) +
           "-" + std::to_string(s.args.end_column);
  out += "\nhead " + std::to_string(q.head.line) + "." + std::to_string(q.head.column) + " caches " +
         std::to_string(q.ivar_caches.size()) + "/" + std::to_string(q.const_caches.size());
  for (const Handler& h : q.handlers)
    out += "\nhandler " + std::to_string(h.kind) + " " + std::to_string(h.start) + " " + std::to_string(h.end) + " " +
           std::to_string(h.target) + " " + std::to_string(h.reg);
  const ParamSpec& p = q.params;
  out += "\nparams " + std::to_string(p.required) + " " + std::to_string(p.optional) + " " + std::to_string(p.post) +
         " " + std::to_string(p.rest) + std::to_string(p.kwrest) + std::to_string(p.no_kw) + std::to_string(p.block) +
         std::to_string(p.auto_splat) + std::to_string(p.ruby2_keywords) + " regs " + std::to_string(p.rest_reg) +
         "," + std::to_string(p.post_reg) + "," + std::to_string(p.kw_reg) + "," + std::to_string(p.kwrest_reg) + "," +
         std::to_string(p.block_reg);
  for (size_t i = 0; i < p.keywords.size(); i++)
    out += " " + w.name(p.keywords[i]) + (p.kw_required[i] ? "!" : "?");
  for (uint32_t at : p.opt_entry) out += " opt@" + std::to_string(at);
  for (const auto& [kind, name] : p.list) out += std::string(" ") + kind + ":" + name_or_none(w, name);
  out += "\nregs " + std::to_string(q.num_regs) + " env " + std::to_string(q.env_size);
  for (Sym s : q.env_names) out += " " + w.name(s);
  for (auto [reg, slot] : q.captured_params) out += " " + std::to_string(reg) + "->" + std::to_string(slot);
  out += " method " + name_or_none(w, q.method_name) + "\n";
  for (const auto& child : q.children) {
    out += child->parent == &q ? "child of parent\n" : "child\n";
    out += describe(w, *child, once_base);
  }
  return out;
}

// Source with a literal of each kind, every kind of parameter, blocks,
// handlers and regexp literals built once.
const char* kSample = R"RUBY(
class Sample
  NAMES = %i[alpha beta]
  def initialize(a, b = 2, *rest, c, key:, opt: 3, **more, &blk)
    @a = [a, b, rest, c, key, opt, more, blk]
  end
  def self.literals
    [1.5, 1e300, 2**70, 123456789012345678901234567890, "text", :sym, __ENCODING__, "\xff".b, nil, true, -7]
  end
  def blocks(list) = list.map { |x, (y, z)| [x, y, z].each { it + 1 } }.select { _1 }
  def rescued
    Integer("x") =~ /a(?<word>b+)c/
  rescue ArgumentError => e
    $stderr.puts e.message
  ensure
    @done = true
  end
  def forward(...) = literals(...)
  def self.build = new(1, 2, 3, key: :k, opt: 4) { nil }
  def nokw(**nil) = 1
end
)RUBY";

// kSample compiled in a world, and its image.
struct WrittenSample {
  ImageFile file;
  std::string image;
};

WrittenSample write_sample(World& writer) {
  WrittenSample sample{{"sample.rb", compile_text(writer, kSample)}, ""};
  std::string error;
  sample.image = write_iseq_image(writer, {&sample.file}, error);
  EXPECT_EQ(error, "");
  return sample;
}

TEST(IseqImage, CodeReadIntoAnotherWorldIsTheCompiledCode) {
  World writer;
  WrittenSample sample = write_sample(writer);
  World reader;
  reader.intern("a symbol the writer never had"); // symbol ids differ between the worlds
  reader.once_slots = 40;                         // and so do once-slots
  std::string error;
  std::vector<ImageFile> files = read_iseq_image(reader, sample.image, error);
  ASSERT_EQ(error, "");
  ASSERT_EQ(files.size(), 1u);
  EXPECT_EQ(files[0].name, "sample.rb");
  EXPECT_EQ(describe(reader, *files[0].code, 40), describe(writer, *sample.file.code, 0));
  EXPECT_GT(reader.once_slots.load(), 40u); // the image's once-slots were taken
}

// Reads every unread method body under q; returns how many there were.
int read_all_bodies(const Iseq& q) {
  int unread = q.body_unread() ? 1 : 0;
  read_body(q);
  for (const auto& child : q.children) unread += read_all_bodies(*child);
  return unread;
}

TEST(IseqImage, ReadLazilyAMethodBodyWaitsUntilItIsNeeded) {
  World writer;
  WrittenSample sample = write_sample(writer);
  World reader;
  std::string error;
  std::vector<ImageFile> files = read_iseq_image(reader, sample.image, error, ImageReading::Lazy);
  ASSERT_EQ(error, "");
  const Iseq& klass = *files[0].code->children.at(0); // the class body
  ASSERT_EQ(klass.kind, IseqKind::Class);
  EXPECT_FALSE(klass.body_unread());
  const Iseq& init = *klass.children.at(0);
  ASSERT_EQ(init.kind, IseqKind::Method);
  EXPECT_TRUE(init.body_unread());
  EXPECT_TRUE(init.code.empty());
  EXPECT_EQ(reader.name(init.method_name), "initialize"); // the header is read
  EXPECT_EQ(init.params.keywords.size(), 2u);
  EXPECT_FALSE(reader.symbols.lookup("blk") == 0); // a parameter's name: in the header
  EXPECT_EQ(reader.symbols.lookup("@done"), 0u);   // named in an unread body only

  EXPECT_EQ(read_all_bodies(*files[0].code), 7); // the seven defs
  EXPECT_FALSE(init.body_unread());
  EXPECT_EQ(describe(reader, *files[0].code, 0), describe(writer, *sample.file.code, 0));
}

TEST(IseqImage, LiteralsAreTheWorldsOwn) {
  World writer;
  std::string image = image_of(writer, "x = ['frozen', 1208925819614629174706176, 1e300, :name]");
  World reader;
  std::string error;
  std::vector<ImageFile> files = read_iseq_image(reader, image, error);
  ASSERT_EQ(error, "");
  bool frozen_string = false, bignum = false, heap_float = false, symbol = false;
  for (Value v : files[0].code->literals) {
    if (v.is_symbol()) symbol = reader.name(v.as_symbol()) == "name";
    if (!v.is_heap()) continue;
    const Obj* o = v.as_obj();
    if (o->type == Type::String) {
      frozen_string = o->frozen() && v == reader.static_string("frozen", true); // deduplicated with the world's
      EXPECT_EQ(o->klass, reader.c.String);
    }
    if (o->type == Type::Bignum) bignum = static_cast<const Bignum*>(o)->big.to_string() == "1208925819614629174706176";
    if (o->type == Type::Float) heap_float = static_cast<const Float*>(o)->value == 1e300;
  }
  EXPECT_TRUE(frozen_string);
  EXPECT_TRUE(bignum);
  EXPECT_TRUE(heap_float);
  EXPECT_TRUE(symbol);
}

TEST(IseqImage, ADamagedImageIsAnErrorNotACrash) {
  World writer;
  std::string image = image_of(writer, kSample);
  World reader;
  std::string error;
  // Every truncation, and a byte changed every 97 bytes.
  for (size_t size = 0; size < image.size(); size += 7) {
    EXPECT_TRUE(read_iseq_image(reader, std::string_view(image).substr(0, size), error).empty()) << size;
    EXPECT_NE(error, "") << size;
  }
  for (size_t at = 12; at < image.size(); at += 97) {
    std::string damaged = image;
    damaged[at] = char(damaged[at] ^ 0x5a);
    error.clear();
    read_iseq_image(reader, damaged, error); // may or may not notice; must not crash
  }
  std::string other_instructions = image;
  other_instructions[6] = char(other_instructions[6] ^ 1); // the fingerprint (after magic and version)
  EXPECT_TRUE(read_iseq_image(reader, other_instructions, error).empty());
  EXPECT_EQ(error, "bytecode image: written for another instruction set");
}

TEST(IseqImage, TheFingerprintFollowsTheInstructionSet) {
  const auto& roles = image_format::operand_roles();
  ASSERT_EQ(roles.size(), size_t(OP_COUNT));
  EXPECT_EQ(roles[OP_GETIVAR].symbols, (std::vector<uint8_t>{uint8_t(ops::GETIVAR::S)}));
  EXPECT_EQ(roles[OP_ALIAS].symbols, (std::vector<uint8_t>{uint8_t(ops::ALIAS::S), uint8_t(ops::ALIAS::S2)}));
  EXPECT_EQ(roles[OP_ONCE].once_slot, int(ops::ONCE::X));
  EXPECT_EQ(roles[OP_HASHNEXT].jump, int(ops::HASHNEXT::J));
  EXPECT_EQ(roles[OP_ADD].jump, 0);
  EXPECT_EQ(roles[OP_GETIVAR].once_slot, 0); // an ivar cache slot is the iseq's own
  EXPECT_NE(image_format::instruction_set_fingerprint(), 0u);
}

} // namespace
} // namespace garnet::vm
