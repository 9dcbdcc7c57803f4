// compiler.cpp — compilation units, scope set-up (registers, parameters,
// prologues) and bytecode emission helpers.
#include "compile/codegen.h"

#include <algorithm>

namespace garnet::compile {

using vm::Handler;
using vm::Iseq;
using vm::Opcode;

CodeGen::CodeGen(std::shared_ptr<Unit> unit, Scope* scope, Iseq& iseq, CodeGen* parent)
    : unit_ptr_(std::move(unit)), unit_(*unit_ptr_), scope_(scope), iseq_(iseq), parent_(parent) {
  frozen_strings_ = unit_.options.frozen_string_literal;
  iseq_.file = unit_.file;
  iseq_.builtin = unit_.options.builtin;
}

// ---- emission helpers ----

uint32_t CodeGen::emit(Opcode op, std::initializer_list<uint32_t> operands) {
  last_instruction_ = vm::append_instruction(iseq_.code, op, operands);
  return last_instruction_;
}

void CodeGen::get_const_from(Reg dst, Reg scope, const std::string& name) {
  emit(vm::OP_GETCONSTFROM, {dst, scope, sym(name), uint32_t(iseq_.const_caches.size())});
  iseq_.const_caches.emplace_back();
}

uint32_t CodeGen::jump(Opcode op, Reg cond) {
  using vm::ops::JMPIF; // the conditional jumps' layout
  static_assert(vm::same_offset(JMPIF::J, vm::ops::JMPNOT::J) && vm::same_offset(JMPIF::J, vm::ops::JMPNIL::J) &&
                vm::same_offset(JMPIF::J, vm::ops::JMPDEF::J));
  if (op == vm::OP_JMP) return emit(op, {0}) + vm::ops::JMP::J;
  return emit(op, {cond, 0}) + JMPIF::J;
}

void CodeGen::line(const Node* n) {
  if (n) line(n->line);
}

void CodeGen::line(uint32_t number) {
  if (number == 0 || number == last_line_) return;
  last_line_ = number;
  if (!iseq_.lines.empty() && iseq_.lines.back().first == here()) iseq_.lines.back().second = number;
  else iseq_.lines.push_back({here(), number});
}

Reg CodeGen::temp() { return temps(1); }

Reg CodeGen::temps(uint32_t n) {
  Reg r = next_reg_;
  next_reg_ += n;
  if (next_reg_ > iseq_.num_regs) iseq_.num_regs = next_reg_;
  return r;
}

uint32_t CodeGen::literal(vm::Value v) {
  for (size_t i = 0; i < iseq_.literals.size(); i++)
    if (iseq_.literals[i] == v) return uint32_t(i);
  iseq_.literals.push_back(v);
  return uint32_t(iseq_.literals.size() - 1);
}

uint32_t CodeGen::string_literal(const std::string& s) {
  return literal(unit_.world.static_string(s, true));
}

namespace {

bool valid_utf8(const std::string& s) {
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (size_t k = 1; k < n; k++)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    i += n;
  }
  return true;
}

bool ascii_only(const std::string& s) {
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

} // namespace

// A literal in a US-ASCII source can hold other bytes only through escapes:
// it is UTF-8 when they came from \u escapes (valid UTF-8), else binary.
// forced_encoding (>= 0) is the literal's own (a regexp's /e, /s, /u).
vm::Value CodeGen::source_string(const std::string& s, int forced_encoding) {
  uint8_t encoding = forced_encoding >= 0 ? uint8_t(forced_encoding) : unit_.source_encoding;
  if (encoding == vm::String::kUsAscii && !ascii_only(s))
    encoding = valid_utf8(s) ? vm::String::kUtf8 : vm::String::kBinary;
  if (encoding == vm::String::kUtf8) return unit_.world.static_string(s, true);
  vm::Value v = unit_.world.static_string(s, false); // not shared with the UTF-8 literals of equal bytes
  v.as<vm::String>()->encoding = encoding;
  v.as_obj()->flags |= vm::FL_FROZEN;
  return v;
}

Reg CodeGen::load_k(vm::Value v, Reg dst) {
  emit(vm::OP_LOADK, {dst, literal(v)});
  return dst;
}

void CodeGen::error(const Node* n, const std::string& message) {
  unit_.errors.push_back({n ? n->line : 0, n ? n->column : 0, message});
}

bool CodeGen::stack_left(const Node* n) {
  if (!unit_.errors.empty() && unit_.errors.back().kind == CompileError::Kind::StackExhausted) return false;
  if (!unit_.stack.exhausted()) return true;
  unit_.errors.push_back({n ? n->line : 0, n ? n->column : 0, parse::kStackLevelTooDeep, CompileError::Kind::StackExhausted});
  return false;
}

int CodeGen::env_depth(const Scope* target) const {
  int depth = 0;
  for (const Scope* s = scope_; s && s != target; s = s->parent)
    if (s->owns_env()) depth++;
  return depth;
}

// ---- handler regions ----

Region& CodeGen::open_region(Handler::Kind kind, Reg reg, const Node* ensure_body) {
  auto r = std::make_unique<Region>();
  r->kind = kind;
  r->reg = reg;
  r->ensure_body = ensure_body;
  r->open = true;
  r->open_at = here();
  r->depth = int(regions_.size());
  regions_.push_back(std::move(r));
  return *regions_.back();
}

void CodeGen::close_region(Region& r) {
  if (r.open && here() > r.open_at) r.ranges.push_back({r.open_at, here()});
  r.open = false;
  // Regions close innermost first.
  closed_regions_.push_back(std::move(regions_.back()));
  regions_.pop_back();
}

void CodeGen::suspend_regions(size_t from_depth) {
  for (size_t i = from_depth; i < regions_.size(); i++) {
    Region& r = *regions_[i];
    if (r.open && here() > r.open_at) r.ranges.push_back({r.open_at, here()});
    r.open = false;
  }
}

void CodeGen::resume_regions(size_t from_depth) {
  for (size_t i = from_depth; i < regions_.size(); i++) {
    regions_[i]->open = true;
    regions_[i]->open_at = here();
  }
}

void CodeGen::finish_handlers() {
  // Innermost (deepest) regions first so the unwinder finds them first.
  std::stable_sort(closed_regions_.begin(), closed_regions_.end(),
                   [](const auto& a, const auto& b) { return a->depth > b->depth; });
  for (auto& r : closed_regions_)
    for (auto& range : r->ranges)
      iseq_.handlers.push_back({r->kind, range.first, range.second, r->target, r->reg});
}

// Returns made shorter once a scope's code is complete:
// - a jump to a RETURN returns where it is instead (an `if` or a ternary
//   that ends a method or block: its first arm jumped over the second to
//   the RETURN);
// - `MOVE a b` followed by `RETURN a` returns b at once (an arm's value
//   moved to the result register), and `LOADSELF a` followed by it returns
//   self (register 0); the RETURN stays for the jumps to it.
// RETURN raises nothing and runs no handler, so it does the same wherever
// it stands, and the frame's registers are not read once it returns.
void CodeGen::shorten_returns() {
  using vm::ops::JMP;
  using vm::ops::LOADSELF;
  using vm::ops::MOVE;
  using vm::ops::RETURN;
  static_assert(int(JMP::width) == int(RETURN::width) && int(LOADSELF::width) == int(RETURN::width) &&
                int(MOVE::width) == int(RETURN::width) + int(vm::ops::NOP::width));
  std::vector<uint32_t>& code = iseq_.code;
  auto next = [&](size_t pc) { return pc + size_t(vm::kOpcodeOperands[code[pc]]) + 1; };
  for (size_t pc = 0; pc < code.size(); pc = next(pc)) {
    if (code[pc] != vm::OP_JMP) continue;
    uint32_t target = uint32_t(pc + JMP::J + int32_t(code[pc + JMP::J]));
    if (target < code.size() && code[target] == vm::OP_RETURN) {
      code[pc] = vm::OP_RETURN;
      code[pc + RETURN::A] = code[target + RETURN::A];
    }
  }
  for (size_t pc = 0; pc < code.size(); pc = next(pc)) {
    size_t after = next(pc);
    if (after >= code.size() || code[after] != vm::OP_RETURN) continue;
    uint32_t returned = code[after + RETURN::A];
    if (code[pc] == vm::OP_MOVE && code[pc + MOVE::A] == returned) {
      uint32_t value = code[pc + MOVE::B];
      code[pc] = vm::OP_RETURN;
      code[pc + RETURN::A] = value;
      code[pc + RETURN::width] = vm::OP_NOP;
    } else if (code[pc] == vm::OP_LOADSELF && code[pc + LOADSELF::A] == returned) {
      code[pc] = vm::OP_RETURN;
      code[pc + RETURN::A] = 0; // self's register
    }
  }
}

// ---- scopes ----

namespace {

int param_order(uint32_t kind) {
  switch (kind) {
    case parse::PARAM_REQ:
    case parse::PARAM_DESTRUCTURE: return 0;
    case parse::PARAM_OPT: return 1;
    case parse::PARAM_REST: return 2;
    case parse::PARAM_POST: return 3;
    case parse::PARAM_KEY: return 4;
    case parse::PARAM_KWREST:
    case parse::PARAM_NO_KW: return 5;
    case parse::PARAM_BLOCK: return 6;
    default: return 7;
  }
}

} // namespace

// Fills ParamSpec::list (source order) for Method/Proc#parameters.
static void describe_params(Unit& unit, const Node* params, vm::ParamSpec& spec, bool numbered_block,
                            int numbered_count, bool it_param) {
  auto name = [&](const std::string& s) { return s.empty() ? 0u : unit.world.intern(s); };
  if (numbered_block)
    for (int i = 1; i <= numbered_count; i++) spec.list.push_back({"req", name("_" + std::to_string(i))});
  if (it_param) spec.list.push_back({"req", name("it")});
  if (!params) return;
  for (const Node* p : params->kids) {
    switch (p->flags) {
      case parse::PARAM_REQ:
      case parse::PARAM_POST: spec.list.push_back({"req", name(p->str)}); break;
      case parse::PARAM_DESTRUCTURE: spec.list.push_back({"req", 0}); break;
      case parse::PARAM_OPT: spec.list.push_back({"opt", name(p->str)}); break;
      case parse::PARAM_REST: spec.list.push_back({"rest", name(p->str.empty() ? "*" : p->str)}); break;
      case parse::PARAM_KEY: spec.list.push_back({p->kid(0) ? "key" : "keyreq", name(p->str)}); break;
      case parse::PARAM_KWREST: spec.list.push_back({"keyrest", name(p->str.empty() ? "**" : p->str)}); break;
      case parse::PARAM_NO_KW: spec.list.push_back({"nokey", 0}); break;
      case parse::PARAM_BLOCK: spec.list.push_back({"block", name(p->str.empty() ? "&" : p->str)}); break;
      case parse::PARAM_FORWARD:
        spec.list.push_back({"rest", name("*")});
        spec.list.push_back({"keyrest", name("**")});
        spec.list.push_back({"block", name("&")});
        break;
      default: break;
    }
  }
}

// Assigns registers (parameters first, in the VM's canonical order) and env
// slots, and fills the ParamSpec.
static void layout_scope(Unit& unit, Scope* scope, const Node* params, Iseq& iseq, bool numbered_block,
                         int numbered_count, bool it_param) {
  vm::ParamSpec& spec = iseq.params;
  int reg = 1;
  std::vector<bool> placed(scope->vars.size(), false);
  auto place = [&](int var_index) {
    if (var_index < 0 || placed[size_t(var_index)]) return reg;
    placed[size_t(var_index)] = true;
    scope->vars[size_t(var_index)].reg = reg;
    return reg++;
  };
  if (numbered_block) {
    for (int i = 1; i <= numbered_count; i++) place(scope->find("_" + std::to_string(i)));
    spec.required = uint16_t(numbered_count);
  } else if (it_param) {
    place(scope->find("it"));
    spec.required = 1;
  }
  if (params) {
    // Required parameters after an optional or rest one are post parameters.
    // A destructuring one there keeps its kind (its elements are bound
    // later) but takes a post parameter's place.
    std::vector<const Node*> ordered(params->kids.begin(), params->kids.end());
    std::vector<const Node*> post_destructures;
    bool after_optional = false;
    for (const Node*& p : ordered) {
      if (p->flags == parse::PARAM_OPT || p->flags == parse::PARAM_REST) after_optional = true;
      if (after_optional && p->flags == parse::PARAM_REQ) const_cast<Node*>(p)->flags = parse::PARAM_POST;
      if (after_optional && p->flags == parse::PARAM_DESTRUCTURE) post_destructures.push_back(p);
    }
    auto is_post_destructure = [&](const Node* p) {
      return std::find(post_destructures.begin(), post_destructures.end(), p) != post_destructures.end();
    };
    auto order = [&](const Node* p) { return is_post_destructure(p) ? param_order(parse::PARAM_POST) : param_order(p->flags); };
    std::stable_sort(ordered.begin(), ordered.end(), [&](const Node* a, const Node* b) { return order(a) < order(b); });
    for (const Node* p : ordered) {
      VarRef r = unit.scopes.ref(p);
      uint32_t kind = is_post_destructure(p) ? parse::PARAM_POST : p->flags;
      switch (kind) {
        case parse::PARAM_REQ:
        case parse::PARAM_DESTRUCTURE: place(r.index); spec.required++; break;
        case parse::PARAM_OPT: place(r.index); spec.optional++; break;
        case parse::PARAM_REST: spec.rest = true; spec.rest_reg = uint32_t(place(r.index)); break;
        case parse::PARAM_POST:
          if (spec.post == 0) spec.post_reg = uint32_t(reg);
          place(r.index);
          spec.post++;
          break;
        case parse::PARAM_KEY:
          if (spec.keywords.empty()) spec.kw_reg = uint32_t(reg);
          place(r.index);
          spec.keywords.push_back(unit.world.intern(p->str));
          spec.kw_required.push_back(p->kid(0) == nullptr);
          break;
        case parse::PARAM_KWREST: spec.kwrest = true; spec.kwrest_reg = uint32_t(place(r.index)); break;
        case parse::PARAM_NO_KW: spec.no_kw = true; break;
        case parse::PARAM_BLOCK: spec.block = true; spec.block_reg = uint32_t(place(r.index)); break;
        case parse::PARAM_FORWARD:
          spec.rest = true;
          spec.rest_reg = uint32_t(place(scope->find(kAnonRest)));
          spec.kwrest = true;
          spec.kwrest_reg = uint32_t(place(scope->find(kAnonKwrest)));
          spec.block = true;
          spec.block_reg = uint32_t(place(scope->find(kAnonBlock)));
          break;
        default: place(r.index); break;
      }
    }
  }
  describe_params(unit, params, spec, numbered_block, numbered_count, it_param);
  for (size_t i = 0; i < scope->vars.size(); i++) place(int(i));
  int slot = 0;
  for (VarInfo& v : scope->vars) {
    if (!v.captured) continue;
    v.env_slot = slot++;
    // The implicit `it` is no local of the block's (binding and eval don't see it).
    iseq.env_names.push_back(unit.world.intern(it_param && v.name == "it" ? "(it)" : v.name));
    // Parameters arrive in registers; the VM copies captured ones into the Env.
    iseq.captured_params.push_back({uint32_t(v.reg), uint32_t(v.env_slot)});
  }
  scope->env_size = slot;
  iseq.env_size = uint32_t(slot);
  iseq.num_regs = uint32_t(reg);
}

// Emits code for optional-argument defaults, keyword defaults and
// destructuring parameters.
static void param_prologue(CodeGen& g, const Node* params) {
  if (!params) {
    g.iseq_.params.opt_entry.push_back(g.here());
    return;
  }
  std::vector<const Node*> opts, keys, destructures;
  for (const Node* p : params->kids) {
    if (p->flags == parse::PARAM_OPT) opts.push_back(p);
    if (p->flags == parse::PARAM_KEY && p->kid(0)) keys.push_back(p);
    if (p->flags == parse::PARAM_DESTRUCTURE) destructures.push_back(p);
  }
  for (const Node* p : opts) {
    g.iseq_.params.opt_entry.push_back(g.here());
    Reg local;
    if (g.evaluates_into_local(p, p->kid(0), local)) {
      g.expr(p->kid(0), local);
      continue;
    }
    Reg mark = g.mark();
    Reg t = g.temp();
    g.expr(p->kid(0), t);
    g.set_local(g.resolve(p), t);
    g.release(mark);
  }
  g.iseq_.params.opt_entry.push_back(g.here());
  for (const Node* p : keys) {
    VarRef r = g.resolve(p);
    uint32_t skip = g.jump(vm::OP_JMPDEF, uint32_t(r.scope->vars[size_t(r.index)].reg));
    Reg mark = g.mark();
    Reg t = g.temp();
    g.expr(p->kid(0), t);
    g.set_local(r, t);
    g.release(mark);
    g.patch(skip);
  }
  for (const Node* p : destructures) {
    VarRef r = g.resolve(p);
    Reg mark = g.mark();
    Reg t = g.temp();
    g.get_local(r, t);
    g.destructure(p->kid(0), t);
    g.release(mark);
  }
}

void CodeGen::compile_body(const Node* body) {
  layout_scope(unit_, scope_, nullptr, iseq_, false, 0, false);
  next_reg_ = first_temp_ = iseq_.num_regs;
  iseq_.params.opt_entry.push_back(0);
  Reg result = temp();
  seq(body, result, true);
  emit(vm::OP_RETURN, {result});
  finish();
}

void CodeGen::compile_method(const Node* def) {
  layout_scope(unit_, scope_, def->kid(1), iseq_, false, 0, false);
  next_reg_ = first_temp_ = iseq_.num_regs;
  line(def);
  param_prologue(*this, def->kid(1));
  Reg result = temp();
  seq(def->kid(2), result, true);
  emit(vm::OP_RETURN, {result});
  finish();
}

void CodeGen::compile_block(const Node* block) {
  bool numbered = block->flags & parse::NUMBERED_PARAMS;
  bool it = block->flags & parse::IT_PARAM;
  layout_scope(unit_, scope_, block->kid(0), iseq_, numbered, int(block->ival), it);
  vm::ParamSpec& spec = iseq_.params;
  int positional = spec.required + spec.optional + spec.post;
  bool excess_comma = block->kid(0) && (block->kid(0)->flags & parse::EXCESS_COMMA);
  spec.auto_splat = !iseq_.lambda && (positional >= 2 || (positional >= 1 && (spec.rest || excess_comma)));
  spec.settle_block_arity();
  next_reg_ = first_temp_ = iseq_.num_regs;
  line(block);
  param_prologue(*this, block->kid(0));
  LoopContext ctx;
  ctx.kind = LoopContext::Block;
  ctx.redo_target = here();
  ctx.region_depth = 0;
  loops_.push_back(&ctx);
  Reg result = temp();
  seq(block->kid(1), result, true);
  loops_.pop_back();
  emit(vm::OP_RETURN, {result});
  finish();
}

// ---- entry point ----

std::unique_ptr<Iseq> compile(vm::World& world, std::shared_ptr<const parse::ParseResult> tree,
                              const CompileOptions& options, std::vector<CompileError>& errors) {
  auto unit = std::make_shared<Unit>(Unit{world, options, {}, {}, std::make_shared<const std::string>(options.file), tree});
  const Node* root = tree->root;
  if (!tree->source_encoding.empty() &&
      !(world.find_encoding && world.find_encoding(tree->source_encoding, unit->source_encoding))) {
    errors.push_back({tree->source_encoding_line, tree->source_encoding_column, tree->source_encoding,
                      CompileError::Kind::UnknownEncoding});
    return nullptr;
  }
  const EvalScope* eval = options.eval_scope;
  unit->stack.start();
  unit->scopes.run(root, eval ? &eval->locals : nullptr, options.stack);
  if (unit->scopes.stack_exhausted()) {
    errors.push_back({root ? root->line : 0, 0, parse::kStackLevelTooDeep, CompileError::Kind::StackExhausted});
    return nullptr;
  }
  auto iseq = std::make_unique<Iseq>();
  iseq->kind = options.kind;
  // Eval'd code with no code around it runs in TOPLEVEL_BINDING: the main
  // script's scope, as in Ruby.
  bool main = (options.kind == vm::IseqKind::Top && !options.required) || (eval && !eval->iseq);
  iseq->name = main ? "<main>" : "<top (required)>";
  if (eval && eval->iseq) {
    // Backtraces label eval'd code as the scope it runs in.
    iseq->name = eval->iseq->name;
    iseq->block_depth = eval->iseq->block_depth;
    iseq->parent = eval->iseq;
  }
  CodeGen gen(unit, unit->scopes.scope_for(root), *iseq, nullptr);
  gen.compile_body(root);
  errors = unit->errors;
  if (!errors.empty()) return nullptr;
  return iseq;
}

} // namespace garnet::compile
