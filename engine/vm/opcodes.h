// opcodes.h — the bytecode instruction set, as one X-macro table.
//
// X(name, operand_count, "operands: effect"). The compiler, the interpreter
// and the disassembler all expand this table. An instruction is one 32-bit
// opcode word followed by its operand words. Operand letters:
//   A B C  register numbers (relative to the frame; register 0 is self)
//   K      index into the iseq's literal table      S  symbol id
//   CI     index into the iseq's call-info table     Q  child iseq index
//   J      absolute code offset of a jump target     I  signed 32-bit immediate
//   N      count                                     D  env depth
//   X      cache slot index (ivar / constant caches)  F  flags
#pragma once

#define GARNET_OPCODES(X)                                                                 \
  X(NOP, 0, "")                                                                           \
  X(MOVE, 2, "A B: A = B")                                                                \
  X(LOADNIL, 1, "A: A = nil")                                                             \
  X(LOADTRUE, 1, "A: A = true")                                                           \
  X(LOADFALSE, 1, "A: A = false")                                                         \
  X(LOADSELF, 1, "A: A = self")                                                           \
  X(LOADI, 2, "A I: A = Integer I")                                                       \
  X(LOADK, 2, "A K: A = literal K (immutable: Symbol, Float, Bignum, frozen String)")     \
  X(STRING, 2, "A K: A = a new String with the bytes of literal K")                       \
  X(TOSTR, 2, "A B: A = B if a String, else B.to_s (string interpolation)")               \
  X(CONCAT, 3, "A B N: A = B + ... + B+N-1 (all Strings), a new String")                  \
  X(ARRAY, 3, "A B N: A = [B, ..., B+N-1]")                                               \
  X(SPLAT, 2, "A B: A = a new Array from B for *B (B.to_a, or [B])")                      \
  X(ARYCAT, 2, "A B: A.concat(B) where B is an Array")                                    \
  X(ARYPUSH, 2, "A B: A.push(B)")                                                         \
  X(HASH, 3, "A B N: A = {B => B+1, ...} with N pairs")                                   \
  X(HASHMERGE, 2, "A B: merge **B (to_hash) into the Hash A")                             \
  X(RANGE, 4, "A B C F: A = Range.new(B, C, exclusive = F)")                              \
  X(GETUPVAR, 3, "A D I: A = slot I of the env D levels out")                             \
  X(SETUPVAR, 3, "D I A: slot I of the env D levels out = A")                             \
  X(GETIVAR, 3, "A S X: A = self's @S (cache X)")                                         \
  X(SETIVAR, 3, "S A X: self's @S = A (cache X)")                                         \
  X(GETGVAR, 2, "A S: A = $S")                                                            \
  X(SETGVAR, 2, "S A: $S = A")                                                            \
  X(GETCVAR, 2, "A S: A = @@S")                                                           \
  X(SETCVAR, 2, "S A: @@S = A")                                                           \
  X(GETCONST, 3, "A S X: A = constant S by lexical then ancestor lookup (cache X)")       \
  X(GETCONSTFROM, 3, "A B S: A = B::S (B a Class/Module; nil B means top level)")         \
  X(SETCONST, 3, "B S A: B::S = A (B nil: the lexical class)")                            \
  X(ONCE, 3, "A X J: A = this isolate's value of once-slot X and jump to J; unset: go on") \
  X(SETONCE, 2, "X A: this isolate's once-slot X = A (a literal evaluated once)")          \
  X(JMP, 1, "J: jump")                                                                    \
  X(JMPIF, 2, "A J: jump if A is truthy")                                                 \
  X(JMPNOT, 2, "A J: jump if A is falsy")                                                 \
  X(JMPNIL, 2, "A J: jump if A is nil")                                                   \
  X(JMPDEF, 2, "A J: jump if A is not undef (keyword argument given)")                    \
  X(ADD, 4, "A B C CI: A = B + C (Integer/Float fast path, else send CI)")                \
  X(SUB, 4, "A B C CI: A = B - C")                                                        \
  X(MUL, 4, "A B C CI: A = B * C")                                                        \
  X(DIV, 4, "A B C CI: A = B / C")                                                        \
  X(MOD, 4, "A B C CI: A = B % C")                                                        \
  X(ADDI, 4, "A B I CI: A = B + I (I a signed 32-bit immediate)")                         \
  X(SUBI, 4, "A B I CI: A = B - I (I a signed 32-bit immediate)")                         \
  X(LT, 4, "A B C CI: A = B < C")                                                         \
  X(LE, 4, "A B C CI: A = B <= C")                                                        \
  X(GT, 4, "A B C CI: A = B > C")                                                         \
  X(GE, 4, "A B C CI: A = B >= C")                                                        \
  X(LT_BRANCH, 4, "A B C CI: LT, then the JMPIF/JMPNOT A that follows is taken here")     \
  X(LE_BRANCH, 4, "A B C CI: LE, then the JMPIF/JMPNOT A that follows is taken here")     \
  X(GT_BRANCH, 4, "A B C CI: GT, then the JMPIF/JMPNOT A that follows is taken here")     \
  X(GE_BRANCH, 4, "A B C CI: GE, then the JMPIF/JMPNOT A that follows is taken here")     \
  X(EQ_BRANCH, 4, "A B C CI: EQ, then the JMPIF/JMPNOT A that follows is taken here")     \
  X(NEQ_BRANCH, 4, "A B C CI: NEQ, then the JMPIF/JMPNOT A that follows is taken here")   \
  X(EQ, 4, "A B C CI: A = B == C")                                                        \
  X(NEQ, 4, "A B C CI: A = B != C")                                                       \
  X(LTLT, 4, "A B C CI: A = B << C (Array/String fast path)")                             \
  X(AREF, 4, "A B C CI: A = B[C] (Array/Hash fast path)")                                 \
  X(ARYNEXT, 3, "A B J: self (an Array) has an element at index B: A = it, B += 1, jump to J") \
  X(LENGTH, 3, "A B CI: A = B.size or B.length per CI (Array/Hash fast path)")              \
  X(ASET, 2, "A CI: A[A+1] = A+2 (Array/Hash fast path, else send []=); result in A")      \
  X(SEND, 2, "A CI: A = A.name(A+1 ...) per call info CI")                                \
  X(SUPER, 2, "A CI: A = super(A+1 ...) (A holds self); CI names the args")               \
  X(YIELD, 2, "A CI: A = yield(A+1 ...) to the frame's block; CI names the args")         \
  X(BLOCKGIVEN, 1, "A: A = whether the frame has a block")                                \
  X(GETBLOCK, 1, "A: A = the frame's block as a Proc, or nil")                            \
  X(LAMBDA, 2, "A Q: A = a lambda Proc of child iseq Q closing over this frame")          \
  X(RETURN, 1, "A: return A from this frame (in a block: end the block call with A)")     \
  X(RETURNFROMPROC, 1, "A: `return` in a proc: return A from its home method")            \
  X(BREAK, 1, "A: `break` in a block: end the call that received the block, with A")      \
  X(DEFMETHOD, 2, "S Q: define method S (child iseq Q) on the lexical target class")      \
  X(DEFSMETHOD, 3, "A S Q: define singleton method S on A")                               \
  X(CLASS, 4, "A S Q F: open class/module S (F: 0 class, 1 module, 2 singleton of A);\n"  \
              "  A = scope (nil: lexical) or object, A+1 = superclass (undef: none); runs body Q; A = result") \
  X(ALIAS, 2, "S S2: alias S S2 in the lexical target class")                             \
  X(GALIAS, 2, "S S2: alias global $S to $S2")                                            \
  X(UNDEF, 1, "S: undef_method S in the lexical target class")                            \
  X(RAISE, 1, "A: raise A (an exception), or resume unwinding with A (saved by ensure)")  \
  X(RESCUEMATCH, 3, "A B C: A = whether exception C matches class/module B (=== check)")  \
  X(EXPAND, 4, "A B N F: destructure B (to_ary) into A.. : N leading values; F = post<<1 | splat") \
  X(DEFINED, 5, "A F S B K: A = literal K (the defined? answer) if name S of kind F is defined\n" \
                "  (B: receiver or scope register), else nil")                           \
  X(PMDECON, 4, "A B F C: A = B.deconstruct (F=0) or B.deconstruct_keys(C) (F=1; C holds the\n" \
                "  pattern's keys or nil), nil if B does not respond (pattern matching)")

namespace garnet::vm {

enum Opcode : uint32_t {
#define GARNET_OP_ENUM(name, n, doc) OP_##name,
  GARNET_OPCODES(GARNET_OP_ENUM)
#undef GARNET_OP_ENUM
  OP_COUNT
};

constexpr int kOpcodeOperands[] = {
#define GARNET_OP_COUNT(name, n, doc) n,
  GARNET_OPCODES(GARNET_OP_COUNT)
#undef GARNET_OP_COUNT
};

constexpr const char* kOpcodeNames[] = {
#define GARNET_OP_NAME(name, n, doc) #name,
  GARNET_OPCODES(GARNET_OP_NAME)
#undef GARNET_OP_NAME
};

} // namespace garnet::vm
