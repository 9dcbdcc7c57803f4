// codegen.h — the compiler's second pass: emits bytecode for one scope at a
// time. Shared by the compile_*.cpp files, each of which owns one family of
// constructs (expressions, calls, control flow, assignment, patterns).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "compile/compiler.h"
#include "compile/scope.h"
#include "vm/iseq.h"

namespace garnet::compile {

using parse::Node;
using parse::NodeKind;
using Reg = uint32_t;

// The instruction with a fast path for binary operator `name` (x + y, x <<
// y, x[y]...), or OP_NOP when it has none (compile_call.cpp).
vm::Opcode binary_opcode(const std::string& name);

// Shared state of one compilation (all scopes).
struct Unit {
  vm::World& world;
  CompileOptions options;
  std::vector<CompileError> errors;
  ScopeAnalysis scopes;
  std::shared_ptr<const std::string> file;
  std::shared_ptr<const parse::ParseResult> tree; // the AST the scopes and lazy bodies refer to
  uint8_t source_encoding = vm::String::kUtf8; // the magic comment's (an index, see World::find_encoding)
  parse::StackBudget stack = options.stack;      // counted from compile()
};

// A region of code protected by a rescue or ensure handler. Ranges are
// suspended while an ensure body is inlined for a jump out of the region.
struct Region {
  vm::Handler::Kind kind;
  uint32_t reg;
  const Node* ensure_body = nullptr; // Ensure regions: code inlined on jumps out
  bool restores_errinfo = false;     // an Ensure region whose "body" is `$! = saved_errinfo` (a rescue clause)
  uint32_t saved_errinfo = 0;
  std::vector<std::pair<uint32_t, uint32_t>> ranges;
  uint32_t open_at = 0;
  bool open = false;
  uint32_t target = 0;
  int depth = 0;
};

// What `break`/`next`/`redo` mean at a point of the code.
struct LoopContext {
  enum Kind { While, Block } kind = While;
  std::vector<uint32_t> break_jumps; // While: patched to the loop end
  std::vector<uint32_t> next_jumps;  // While: patched to the condition
  uint32_t redo_target = 0;          // body start
  Reg result = 0;                    // While: register receiving the loop's value
  size_t region_depth = 0;           // regions open when the loop started
};

// The span an error report may point at: a span within one line, or none
// (error_highlight shows no snippet for text spread over several lines).
vm::SourceSpan one_line_span(const parse::Span& s);

class CodeGen {
 public:
  CodeGen(std::shared_ptr<Unit> unit, Scope* scope, vm::Iseq& iseq, CodeGen* parent);

  // Entry points for a whole scope.
  void compile_body(const Node* body);              // top level, class body, eval
  void compile_method(const Node* def);             // def
  void compile_block(const Node* block);            // Block / Lambda

  // ---- expressions (compile_expr.cpp) ----
  void expr(const Node* n, Reg dst);     // value of n into dst
  void stmt(const Node* n);              // n for its effects
  void seq(const Node* n, Reg dst, bool used);
  Reg operand(const Node* n);            // a register holding n's value (may be a local's own)
  Reg match_last_line(const Node* regex); // `/re/ =~ $_`, for a Regexp literal as a condition
  void literal_string(const Node* n, Reg dst);
  // The string of a literal's parts; `encoding` (a String encoding index)
  // overrides the source's for its literal text.
  void interpolation(const Node* n, Reg dst, int encoding = -1);
  int regexp_literal_encoding(const Node* n);
  void array_literal(const Node* n, Reg dst);
  void hash_literal(const Node* n, Reg dst);
  void variable(const Node* n, Reg dst);
  void defined(const Node* n, Reg dst);
  void defined_constant_in(Reg scope, const std::string& name, Reg dst);
  void defined_parts(const Node* n, Reg dst, std::vector<uint32_t>& undefined);
  void definition(const Node* n, Reg dst);
  void class_definition(const Node* n, Reg dst);
  void lambda(const Node* n, Reg dst);
  Reg load_k(vm::Value v, Reg dst);

  // ---- calls (compile_call.cpp) ----
  void call(const Node* n, Reg dst);
  void super_call(const Node* n, Reg dst);
  void yield(const Node* args, Reg dst, uint16_t flags = 0);
  // The last operand of binary instruction `op` for argument `arg`: its
  // register, or an immediate (then `op` becomes the immediate form).
  uint32_t right_operand(vm::Opcode& op, const Node* arg);
  bool binary_op(const Node* n, Reg dst);
  bool receiver_only_call(const Node* n, Reg dst);
  bool literal_key_store(const Node* n, Reg dst);
  // Lays out arguments after `base` and returns the call info (without name).
  // `keyword_registers`: `name: value` keywords may be passed in registers
  // (CALL_KWLIST); not for an attribute assignment, whose value is last.
  vm::CallInfo arguments(const Node* args, const Node* block, Reg base, bool keyword_registers = true);
  bool keywords_in_registers(const Node* kwargs, vm::CallInfo& ci);
  uint32_t add_call(vm::CallInfo ci);
  // Records what error reports point at when the call instruction just
  // emitted fails: the method name and the arguments as written.
  void note_call_spans(const parse::Span& name, const parse::Span& args);
  int child_block(const Node* block, bool lambda = false); // Block or Lambda node → child iseq index

  // ---- control flow (compile_control.cpp) ----
  void if_expr(const Node* n, Reg dst);
  void condition(const Node* cond, bool jump_if, std::vector<uint32_t>& jumps);
  void flip_flop(const Node* n, Reg dst);
  void run_once(const Node* n, Reg dst);
  // A comparison that just wrote `result`, about to be tested by a jump,
  // becomes its *_BRANCH form (which takes that jump itself).
  void fuse_comparison(Reg result);
  // In the core prelude, `while __array_next(item, index)` over self, an
  // Array: one ARYNEXT; `while __hash_next(key, value, slot)` over self, a
  // Hash: one HASHNEXT (the arguments must be locals held in registers).
  bool iteration_step(const Node* cond, std::vector<uint32_t>& jumps);
  void and_or(const Node* n, Reg dst);
  // Whether `while cond` tests cond before its first turn too (while_loop):
  // cond is a few locals, literals and calls without blocks, cheap to emit
  // twice. Otherwise the loop jumps to the test after its body.
  bool tests_before_first_turn(const Node* cond) const;
  void while_loop(const Node* n, Reg dst);
  void for_loop(const Node* n, Reg dst);
  void case_when(const Node* n, Reg dst);
  void begin_rescue(const Node* n, Reg dst);
  void break_stmt(const Node* n);
  void next_stmt(const Node* n);
  void redo_stmt(const Node* n);
  void retry_stmt(const Node* n);
  void return_stmt(const Node* n);
  void inline_ensures(size_t down_to_depth);
  void rescue_clause_body(const Node* body, Reg dst, Reg saved_errinfo, uint32_t retry_label);

  // ---- assignment (compile_assign.cpp) ----
  void assign(const Node* n, Reg dst);
  // Under a shareable_constant_value comment: what constant `target` (a
  // ConstAsgn or Const) is about to be set to, in dst, made shareable or
  // checked, as the mode at its line asks.
  void apply_shareable_constants(const Node* target, const Node* value, Reg dst);
  void assign_from(const Node* target, Reg value); // value-less target := value
  void op_assign(const Node* n, Reg dst);
  void multi_assign(const Node* n, Reg dst);
  bool own_consecutive_locals(const std::vector<Node*>& targets, Reg& first);
  void named_capture_match(const Node* n, Reg dst);
  void destructure(const Node* mlhs, Reg value);
  // A multiple assignment's attribute and index targets (`a.b`, `h[k]`,
  // nested ones too) evaluate their receiver and arguments before its
  // value, left to right, as Ruby orders them; assign_from then calls
  // their writers with these registers (prepared_targets_).
  void prepare_targets(const Node* mlhs);
  void set_local(const VarRef& ref, Reg value);
  void get_local(const VarRef& ref, Reg dst);
  // Whether `value` can be evaluated straight into the register of local
  // `n` (an assignment or an optional param) and that register, `reg`.
  bool evaluates_into_local(const Node* n, const Node* value, Reg& reg) const;

  // ---- patterns (compile_pattern.cpp) ----
  void case_in(const Node* n, Reg dst);
  void match_pattern(const Node* n, Reg dst);
  void pattern(const Node* pat, Reg value, std::vector<uint32_t>& fail);
  // Sends the jumps in `failed` on to `fail`. In a single-pattern match
  // (`expr => pat`, a case/in with one clause and no else) they first pass
  // through code that records why for the error: the reason's name in
  // why_, and what `record` moves into the three registers after it.
  void fail_because(std::vector<uint32_t> failed, std::vector<uint32_t>& fail, const char* reason,
                    const std::function<void(Reg)>& record = nullptr);
  void raise_no_match(Reg subject);

  // ---- emission ----
  uint32_t emit(vm::Opcode op, std::initializer_list<uint32_t> operands = {});
  // dst = scope::name (scope nil: ::name), with a constant cache of its own.
  void get_const_from(Reg dst, Reg scope, const std::string& name);
  uint32_t here() const { return uint32_t(iseq_.code.size()); }
  uint32_t jump(vm::Opcode op, Reg cond = 0); // returns the operand offset to patch
  // A jump operand (at) holds its target's distance from itself.
  void patch(uint32_t at) { patch_to(at, here()); }
  void patch_to(uint32_t at, uint32_t target) { iseq_.code[at] = uint32_t(int32_t(target) - int32_t(at)); }
  void line(const Node* n);
  void line(uint32_t number); // the line of the instructions emitted next (0: unchanged)
  Reg temp();               // a fresh temporary register
  Reg temps(uint32_t n);    // n consecutive temporaries
  // A call's base register: dst itself when dst is the newest temporary
  // (saves a MOVE), else a fresh temporary.
  Reg call_base(Reg dst) { return dst >= first_temp_ && dst + 1 == next_reg_ ? dst : temp(); }
  void release(Reg mark) { next_reg_ = mark; }
  Reg mark() const { return next_reg_; }
  uint32_t sym(const std::string& s) { return unit_.world.intern(s); }
  uint32_t literal(vm::Value v);
  uint32_t string_literal(const std::string& s);
  // A frozen static String of a string literal's text, in the source encoding.
  vm::Value source_string(const std::string& s, int encoding = -1);
  vm::Value literal_text(const Node* str_node, int forced_encoding = -1);
  void error(const Node* n, const std::string& message);
  // Whether the code generator may recurse into n; once its native stack is
  // used up it records "stack level too deep" and stops descending.
  bool stack_left(const Node* n);
  VarRef resolve(const Node* n) const { return unit_.scopes.ref(n); }
  int env_depth(const Scope* target) const;

  // Handler regions.
  Region& open_region(vm::Handler::Kind kind, Reg reg, const Node* ensure_body);
  void close_region(Region& r);
  void suspend_regions(size_t from_depth);
  void resume_regions(size_t from_depth);
  void finish_handlers();
  void shorten_returns();
  // After a scope's last instruction: its returns shortened, its handler table.
  void finish() {
    shorten_returns();
    finish_handlers();
  }

  std::shared_ptr<Unit> unit_ptr_; // keeps the unit alive for lazily compiled bodies
  Unit& unit_;
  Scope* scope_;
  vm::Iseq& iseq_;
  CodeGen* parent_;
  Reg next_reg_ = 1;
  Reg first_temp_ = 1; // registers below hold self, parameters and locals
  uint32_t last_line_ = 0;
  uint32_t last_instruction_ = 0; // offset of the instruction emitted last
  std::vector<std::unique_ptr<Region>> regions_;      // open regions, outermost first
  std::vector<std::unique_ptr<Region>> closed_regions_;
  std::vector<LoopContext*> loops_;
  // Where `retry` in a rescue clause goes: the begin's code, after putting
  // back the $! it saved.
  struct RetryTarget {
    uint32_t depth;       // handler regions open at the begin
    uint32_t pc;          // the begin's code
    Reg saved_errinfo;    // $! as the begin was entered
  };
  std::vector<RetryTarget> retry_targets_;
  bool frozen_strings_ = false;
  Reg why_ = 0; // a single-pattern match's reason and values (4 registers), or 0
  // case/in with several clauses deconstructs its subject once for the array
  // patterns at the top of its clauses: the clause pattern being compiled,
  // the register holding #deconstruct's result and the one after it, true
  // once it is filled.
  const Node* cached_deconstruct_pattern_ = nullptr;
  Reg deconstruct_cache_ = 0;
  // prepare_targets' registers for each target: receiver, then arguments.
  std::vector<std::pair<const Node*, std::vector<Reg>>> prepared_targets_;
  const Node* void_node_ = nullptr; // the statement stmt() compiles: its value is never read
  // Whether n's value is read (false for a statement compiled by stmt()).
  // Ask before compiling n's children, which may be statements themselves.
  bool value_used(const Node* n) const { return n != void_node_; }
};

} // namespace garnet::compile
