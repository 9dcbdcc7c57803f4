// iseq_image.cpp — what the image's writer and reader share: the
// instruction set's fingerprint and the roles of its operands, both read
// from the opcode table (vm/opcodes.h).
#include "vm/iseq_image.h"

#include <string>

namespace garnet::vm::image_format {

namespace {

// The operand names of "(A, S, X)", in order.
std::vector<std::string> operand_names(const char* list) {
  std::vector<std::string> names;
  std::string name;
  for (const char* p = list; *p; p++) {
    if (*p == '(' || *p == ' ') continue;
    if (*p == ',' || *p == ')') {
      if (!name.empty()) names.push_back(name);
      name.clear();
    } else {
      name += *p;
    }
  }
  return names;
}

} // namespace

uint32_t instruction_set_fingerprint() {
  uint32_t hash = 2166136261u; // FNV-1a
  auto mix = [&](const char* s) {
    for (; *s; s++) hash = (hash ^ uint8_t(*s)) * 16777619u;
    hash = (hash ^ 0xff) * 16777619u;
  };
  for (uint32_t op = 0; op < OP_COUNT; op++) {
    mix(kOpcodeNames[op]);
    mix(kOpcodeOperandNames[op]);
  }
  return hash;
}

const std::vector<OperandRoles>& operand_roles() {
  static const std::vector<OperandRoles> roles = [] {
    std::vector<OperandRoles> table(OP_COUNT);
    for (uint32_t op = 0; op < OP_COUNT; op++) {
      std::vector<std::string> names = operand_names(kOpcodeOperandNames[op]);
      for (size_t i = 0; i < names.size(); i++) {
        if (names[i] == "S" || names[i] == "S2") table[op].symbols.push_back(uint8_t(i + 1));
        if (names[i] == "X" && (op == OP_ONCE || op == OP_SETONCE)) table[op].once_slot = int(i + 1);
        if (names[i] == "J") table[op].jump = int(i + 1);
      }
    }
    return table;
  }();
  return roles;
}

} // namespace garnet::vm::image_format
