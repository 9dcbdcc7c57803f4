// engine_bytecode_test.cpp — the opcode table's operand names, and the check
// that every instruction is emitted with the table's operand count.
#include <gtest/gtest.h>

#include <vector>

#include "vm/opcodes.h"

namespace garnet::vm {
namespace {

TEST(Bytecode, OperandNamesGiveOffsetsAndWidths) {
  static_assert(ops::ADD::A == 1 && ops::ADD::B == 2 && ops::ADD::C == 3 && ops::ADD::CI == 4);
  static_assert(ops::ADD::width == 5 && ops::NOP::width == 1 && ops::JMPIF::J == 2);
  EXPECT_EQ(kOpcodeOperands[OP_ADD], 4);
  EXPECT_EQ(kOpcodeOperands[OP_NOP], 0);
  EXPECT_EQ(kOpcodeOperands[OP_DEFINED], 5);
}

TEST(Bytecode, AnInstructionIsItsOpcodeThenItsOperands) {
  std::vector<uint32_t> code{OP_NOP};
  EXPECT_EQ(append_instruction(code, OP_MOVE, {3, 4}), 1u);
  EXPECT_EQ(append_instruction(code, OP_RETURN, {3}), 4u);
  EXPECT_EQ(code, (std::vector<uint32_t>{OP_NOP, OP_MOVE, 3, 4, OP_RETURN, 3}));
}

TEST(BytecodeDeathTest, AWrongOperandCountStopsTheCompiler) {
  std::vector<uint32_t> code;
  EXPECT_DEATH(append_instruction(code, OP_MOVE, {3}), "MOVE emitted with operand count 1, the opcode table's is 2");
  EXPECT_DEATH(append_instruction(code, OP_ADD, {1, 2, 3, 4, 5}), "ADD emitted with operand count 5");
  EXPECT_DEATH(append_instruction(code, Opcode(OP_COUNT), {}), "no opcode");
}

} // namespace
} // namespace garnet::vm
