// disasm.cpp — prints an iseq and its children, one instruction per line,
// with operands decoded from the opcode table; and the report of an
// instruction emitted with the wrong operand count.
#include "vm/disasm.h"

#include <cstdio>
#include <cstdlib>

#include "vm/iseq_image.h"

namespace garnet::vm {

namespace {

void dump(const World& w, const Iseq& iseq, std::string& out, int depth) {
  std::string indent(size_t(depth) * 2, ' ');
  char buf[256];
  snprintf(buf, sizeof buf, "%s== %s (%s:%u) regs=%u env=%u params: req=%u opt=%u rest=%d post=%u kw=%zu block=%d\n",
           indent.c_str(), iseq.name.c_str(), iseq.file ? iseq.file->c_str() : "?", iseq.first_line, iseq.num_regs,
           iseq.env_size, iseq.params.required, iseq.params.optional, iseq.params.rest, iseq.params.post,
           iseq.params.keywords.size(), iseq.params.block);
  out += buf;
  size_t pc = 0;
  while (pc < iseq.code.size()) {
    uint32_t op = iseq.code[pc];
    if (op >= OP_COUNT) {
      out += indent + "  ??\n";
      break;
    }
    snprintf(buf, sizeof buf, "%s  %04zu %4u  %-14s", indent.c_str(), pc, iseq.line_at(uint32_t(pc)), kOpcodeNames[op]);
    out += buf;
    int jump = image_format::operand_roles()[op].jump;
    for (int i = 1; i <= kOpcodeOperands[op]; i++) {
      uint32_t operand = iseq.code[pc + size_t(i)];
      // A jump's target, as an offset (the operand holds its distance).
      if (i == jump) operand = uint32_t(int64_t(pc) + i + int32_t(operand));
      snprintf(buf, sizeof buf, " %u", operand);
      out += buf;
    }
    static_assert(same_offset(ops::SUPER::CI, ops::SEND::CI) && same_offset(ops::YIELD::CI, ops::SEND::CI) &&
                  same_offset(ops::ASET::CI, ops::SEND::CI));
    if (op == OP_SEND || op == OP_SENDSELF || op == OP_SUPER || op == OP_YIELD || op == OP_ASET) {
      const CallInfo& ci = iseq.calls[iseq.code[pc + ops::SEND::CI]];
      snprintf(buf, sizeof buf, "    ; %s argc=%u flags=%u%s", w.name(ci.name).c_str(), ci.argc, ci.flags,
               ci.block >= 0 ? " +block" : "");
      out += buf;
    }
    out += "\n";
    pc += size_t(kOpcodeOperands[op]) + 1;
  }
  for (const Handler& h : iseq.handlers) {
    snprintf(buf, sizeof buf, "%s  handler %s [%u, %u) -> %u reg %u\n", indent.c_str(),
             h.kind == Handler::Rescue ? "rescue" : "ensure", h.start, h.end, h.target, h.reg);
    out += buf;
  }
  for (const auto& child : iseq.children) dump(w, *child, out, depth + 1);
}

} // namespace

void bad_operand_count(Opcode op, size_t given) {
  if (op < OP_COUNT)
    fprintf(stderr, "garnet: bytecode: %s emitted with operand count %zu, the opcode table's is %d\n",
            kOpcodeNames[op], given, kOpcodeOperands[op]);
  else
    fprintf(stderr, "garnet: bytecode: no opcode %u\n", unsigned(op));
  abort();
}

std::string disassemble(const World& world, const Iseq& iseq) {
  std::string out;
  dump(world, iseq, out, 0);
  return out;
}

} // namespace garnet::vm
