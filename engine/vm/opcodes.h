// opcodes.h — the bytecode instruction set, as one X-macro table.
//
// INSTR(name, (operands...), "effect"). The compiler, the interpreter and
// the disassembler all expand this table. An instruction is one 32-bit
// opcode word followed by its operand words, in the order listed; the
// names give each operand's offset from the opcode word (ops::name::A...)
// and their number the operand count. Operand names:
//   A B C E  register numbers (relative to the frame; register 0 is self)
//   K      index into the iseq's literal table      S S2  symbol ids
//   CI     index into the iseq's call-info table     Q     child iseq index
//   J      jump target, as a signed distance in      I     signed 32-bit immediate
//          code words from the J operand itself
//   N      count                                     D     env depth
//   X      cache slot index (ivar / constant caches)  F     flags
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

#define GARNET_OPCODES(INSTR)                                                                                  \
  INSTR(NOP, (), "")                                                                                           \
  INSTR(MOVE, (A, B), "A = B")                                                                                 \
  INSTR(LOADNIL, (A), "A = nil")                                                                               \
  INSTR(LOADTRUE, (A), "A = true")                                                                             \
  INSTR(LOADFALSE, (A), "A = false")                                                                           \
  INSTR(LOADSELF, (A), "A = self")                                                                             \
  INSTR(LOADI, (A, I), "A = Integer I")                                                                        \
  INSTR(LOADK, (A, K), "A = literal K (immutable: Symbol, Float, Bignum, frozen String)")                      \
  INSTR(STRING, (A, K), "A = a new String with the bytes of literal K")                                        \
  INSTR(TOSTR, (A, B), "A = B if a String, else B.to_s (string interpolation)")                                \
  INSTR(CONCAT, (A, B, N), "A = B + ... + B+N-1 (all Strings), a new String")                                  \
  INSTR(ARRAY, (A, B, N), "A = [B, ..., B+N-1]")                                                               \
  INSTR(SPLAT, (A, B), "A = a new Array from B for *B (B.to_a, or [B])")                                       \
  INSTR(ARYCAT, (A, B), "A.concat(B) where B is an Array")                                                     \
  INSTR(ARYPUSH, (A, B), "A.push(B)")                                                                          \
  INSTR(ARYPUSHKW, (A, B), "A.push(B) unless the Hash B is empty (a trailing **h in an Array literal)")        \
  INSTR(HASH, (A, B, N), "A = {B => B+1, ...} with N pairs")                                                   \
  INSTR(HASHMERGE, (A, B), "merge **B (to_hash) into the Hash A")                                              \
  INSTR(RANGE, (A, B, C, F), "A = Range.new(B, C, exclusive = F)")                                             \
  INSTR(GETUPVAR, (A, D, I), "A = slot I of the env D levels out")                                             \
  INSTR(SETUPVAR, (D, I, A), "slot I of the env D levels out = A")                                             \
  INSTR(GETIVAR, (A, S, X), "A = self's @S (cache X)")                                                         \
  INSTR(SETIVAR, (S, A, X), "self's @S = A (cache X)")                                                         \
  INSTR(GETGVAR, (A, S), "A = $S")                                                                             \
  INSTR(SETGVAR, (S, A), "$S = A")                                                                             \
  INSTR(GETCVAR, (A, S), "A = @@S")                                                                            \
  INSTR(SETCVAR, (S, A), "@@S = A")                                                                            \
  INSTR(GETCONST, (A, S, X), "A = constant S by lexical then ancestor lookup (cache X)")                       \
  INSTR(GETCONSTFROM, (A, B, S, X), "A = B::S (B a Class/Module, nil: top level; cache X)")                    \
  INSTR(SETCONST, (B, S, A), "B::S = A (B nil: the lexical class)")                                            \
  INSTR(ONCE, (A, X, J), "A = this isolate's value of once-slot X and jump to J; unset: go on")                \
  INSTR(SETONCE, (X, A), "this isolate's once-slot X = A (a literal evaluated once)")                          \
  INSTR(JMP, (J), "jump")                                                                                      \
  INSTR(JMPIF, (A, J), "jump if A is truthy")                                                                  \
  INSTR(JMPNOT, (A, J), "jump if A is falsy")                                                                  \
  INSTR(JMPNIL, (A, J), "jump if A is nil")                                                                    \
  INSTR(JMPDEF, (A, J), "jump if A is not undef (keyword argument given)")                                     \
  INSTR(ADD, (A, B, C, CI), "A = B + C (Integer/Float fast path, else send CI)")                               \
  INSTR(SUB, (A, B, C, CI), "A = B - C")                                                                       \
  INSTR(MUL, (A, B, C, CI), "A = B * C")                                                                       \
  INSTR(DIV, (A, B, C, CI), "A = B / C")                                                                       \
  INSTR(MOD, (A, B, C, CI), "A = B % C")                                                                       \
  INSTR(BAND, (A, B, C, CI), "A = B & C (Integer fast path)")                                                  \
  INSTR(BOR, (A, B, C, CI), "A = B | C (Integer fast path)")                                                   \
  INSTR(BXOR, (A, B, C, CI), "A = B ^ C (Integer fast path)")                                                  \
  INSTR(SHR, (A, B, C, CI), "A = B >> C (Integer fast path)")                                                  \
  INSTR(ADDI, (A, B, I, CI), "A = B + I (I a signed 32-bit immediate)")                                        \
  INSTR(SUBI, (A, B, I, CI), "A = B - I (I a signed 32-bit immediate)")                                        \
  INSTR(LT, (A, B, C, CI), "A = B < C")                                                                        \
  INSTR(LE, (A, B, C, CI), "A = B <= C")                                                                       \
  INSTR(GT, (A, B, C, CI), "A = B > C")                                                                        \
  INSTR(GE, (A, B, C, CI), "A = B >= C")                                                                       \
  INSTR(LT_BRANCH, (A, B, C, CI), "LT, then the JMPIF/JMPNOT A that follows is taken here")                    \
  INSTR(LE_BRANCH, (A, B, C, CI), "LE, then the JMPIF/JMPNOT A that follows is taken here")                    \
  INSTR(GT_BRANCH, (A, B, C, CI), "GT, then the JMPIF/JMPNOT A that follows is taken here")                    \
  INSTR(GE_BRANCH, (A, B, C, CI), "GE, then the JMPIF/JMPNOT A that follows is taken here")                    \
  INSTR(LTI, (A, B, I, CI), "A = B < I (I a signed 32-bit immediate)")                                         \
  INSTR(LEI, (A, B, I, CI), "A = B <= I")                                                                      \
  INSTR(GTI, (A, B, I, CI), "A = B > I")                                                                       \
  INSTR(GEI, (A, B, I, CI), "A = B >= I")                                                                      \
  INSTR(LTI_BRANCH, (A, B, I, CI), "LTI, then the JMPIF/JMPNOT A that follows is taken here")                  \
  INSTR(LEI_BRANCH, (A, B, I, CI), "LEI, then the JMPIF/JMPNOT A that follows is taken here")                  \
  INSTR(GTI_BRANCH, (A, B, I, CI), "GTI, then the JMPIF/JMPNOT A that follows is taken here")                  \
  INSTR(GEI_BRANCH, (A, B, I, CI), "GEI, then the JMPIF/JMPNOT A that follows is taken here")                  \
  INSTR(EQ_BRANCH, (A, B, C, CI), "EQ, then the JMPIF/JMPNOT A that follows is taken here")                    \
  INSTR(NEQ_BRANCH, (A, B, C, CI), "NEQ, then the JMPIF/JMPNOT A that follows is taken here")                  \
  INSTR(EQ, (A, B, C, CI), "A = B == C")                                                                       \
  INSTR(NEQ, (A, B, C, CI), "A = B != C")                                                                      \
  INSTR(EQS, (A, B, K, CI), "A = B == literal String K: a plain String is compared, else a new String is passed") \
  INSTR(EQQS, (A, B, K, CI), "A = literal String K === B (when \"text\"): a plain String is compared, else a new String receives it") \
  INSTR(LTLT, (A, B, C, CI), "A = B << C (Integer/Array/String fast path)")                                    \
  INSTR(AREF, (A, B, C, CI), "A = B[C] (Array/Hash fast path)")                                                \
  INSTR(AREFS, (A, B, K, CI), "A = B[literal String K]: a plain Hash is read with the frozen literal, else a new String is passed") \
  INSTR(ARYNEXT, (A, B, J), "self (an Array) has an element at index B: A = it, B += 1, jump to J")            \
  INSTR(HASHNEXT, (A, B, C, E, J), "self (a Hash) has a live entry at slot C or after: A, B = its key, value, C = the slot after it,\n" \
                "  jump to J; RuntimeError if its slot count grew past E's Integer (E = kNoRegister: no check)") \
  INSTR(LENGTH, (A, B, CI), "A = B.size or B.length per CI (Array/Hash fast path)")                            \
  INSTR(FSTRING, (A, K, CI), "A = literal String K, frozen (\"text\".freeze, -\"text\"): the shared literal, or the send to a new String") \
  INSTR(SUCC, (A, B, CI), "A = B.succ (Integer fast path)")                                                    \
  INSTR(NILP, (A, B, CI), "A = B.nil? (fast path while B's nil? is Kernel's)")                                  \
  INSTR(NOT, (A, B, CI), "A = !B (fast path while B's ! is BasicObject's)")                                     \
  INSTR(ASET, (A, CI), "A[A+1] = A+2 (Array/Hash fast path, else send []=); result in A")                      \
  INSTR(ASETS, (A, CI), "A[A+1] = A+2 with A+1 a frozen String literal: a plain Hash stores it as is, else a new String is passed") \
  INSTR(SEND, (A, CI), "A = A.name(A+1 ...) per call info CI")                                                 \
  INSTR(SENDSELF, (A, CI), "SEND of a receiverless call: self into A, then the send")                          \
  INSTR(SUPER, (A, CI), "A = super(A+1 ...) (A holds self); CI names the args")                                \
  INSTR(YIELD, (A, CI), "A = yield(A+1 ...) to the frame's block; CI names the args")                          \
  INSTR(BLOCKGIVEN, (A), "A = whether the frame has a block")                                                  \
  INSTR(GETBLOCK, (A), "A = the frame's block as a Proc, or nil")                                              \
  INSTR(LAMBDA, (A, Q), "A = a lambda Proc of child iseq Q closing over this frame")                           \
  INSTR(RETURN, (A), "return A from this frame (in a block: end the block call with A)")                       \
  INSTR(RETURNFROMPROC, (A), "`return` in a proc or class body: return A from its home method")                            \
  INSTR(BREAK, (A), "`break` in a block: end the call that received the block, with A")                        \
  INSTR(DEFMETHOD, (S, Q), "define method S (child iseq Q) on the lexical target class")                       \
  INSTR(DEFSMETHOD, (A, S, Q), "define singleton method S on A")                                               \
  INSTR(CLASS, (A, S, Q, F), "open class/module S (F: 0 class, 1 module, 2 singleton of A;\n"                  \
              "  +4 has a superclass, +8 scoped by an expression); A = scope (nil: lexical unless +8,\n"      \
              "  undef: top level) or object, A+1 = superclass; runs body Q; A = result") \
  INSTR(ALIAS, (S, S2), "alias S S2 in the lexical target class")                                              \
  INSTR(GALIAS, (S, S2), "alias global $S to $S2")                                                             \
  INSTR(UNDEF, (S), "undef_method S in the lexical target class")                                              \
  INSTR(RAISE, (A), "raise A (an exception), or resume unwinding with A (saved by ensure)")                    \
  INSTR(RESCUEMATCH, (A, B, C), "A = whether exception C matches class/module B (=== check)")                  \
  INSTR(EXPAND, (A, B, N, F), "destructure B (to_ary) into A.. : N leading values; F = post<<1 | splat")       \
  INSTR(DEFINED, (A, F, S, B, K), "A = literal K (the defined? answer) if name S of kind F is defined\n"       \
                "  (B: receiver or scope register), else nil")                                                 \
  INSTR(PMDECON, (A, B, F, C), "A = B.deconstruct (F=0) or B.deconstruct_keys(C) (F=1; C holds the\n"          \
                "  pattern's keys or nil), nil if B does not respond (pattern matching)")

namespace garnet::vm {

enum Opcode : uint32_t {
#define GARNET_OP_ENUM(name, operands, doc) OP_##name,
  GARNET_OPCODES(GARNET_OP_ENUM)
#undef GARNET_OP_ENUM
  OP_COUNT
};

// ops::NAME::A... : each operand's offset from the opcode word, and
// ops::NAME::width, the words of the whole instruction.
namespace ops {
#define GARNET_OPERAND_OFFSETS(...) __VA_OPT__(__VA_ARGS__, )
#define GARNET_OP_LAYOUT(name, operands, doc) \
  struct name {                               \
    enum : uint32_t { opcode, GARNET_OPERAND_OFFSETS operands width }; \
  };
GARNET_OPCODES(GARNET_OP_LAYOUT)
#undef GARNET_OP_LAYOUT
#undef GARNET_OPERAND_OFFSETS
} // namespace ops

// Whether two instructions have an operand at the same offset (each
// layout's enumerators are of a type of its own).
constexpr bool same_offset(uint32_t a, uint32_t b) { return a == b; }

// A register operand that names no register (HASHNEXT's E).
constexpr uint32_t kNoRegister = 0xFFFFFFFFu;

constexpr int kOpcodeOperands[] = {
#define GARNET_OP_COUNT(name, operands, doc) int(ops::name::width) - 1,
  GARNET_OPCODES(GARNET_OP_COUNT)
#undef GARNET_OP_COUNT
};

constexpr const char* kOpcodeNames[] = {
#define GARNET_OP_NAME(name, operands, doc) #name,
  GARNET_OPCODES(GARNET_OP_NAME)
#undef GARNET_OP_NAME
};

// Each opcode's operand names as written in the table: "(A, S, X)".
constexpr const char* kOpcodeOperandNames[] = {
#define GARNET_OP_OPERAND_NAMES(name, operands, doc) #operands,
  GARNET_OPCODES(GARNET_OP_OPERAND_NAMES)
#undef GARNET_OP_OPERAND_NAMES
};

// Appends instruction `op` with `operands` to `code` and answers its
// offset. An operand count other than the table's is a compiler bug: it
// reports the instruction and aborts (in every build: one comparison per
// instruction emitted, none per instruction run).
[[noreturn]] void bad_operand_count(Opcode op, size_t given); // in disasm.cpp
inline uint32_t append_instruction(std::vector<uint32_t>& code, Opcode op, std::initializer_list<uint32_t> operands) {
  if (op >= OP_COUNT || operands.size() != size_t(kOpcodeOperands[op])) bad_operand_count(op, operands.size());
  uint32_t at = uint32_t(code.size());
  code.push_back(op);
  code.insert(code.end(), operands.begin(), operands.end());
  return at;
}

} // namespace garnet::vm
