// disasm.h — human-readable listing of compiled bytecode (--dump-bytecode).
#pragma once

#include <string>

#include "vm/world.h"

namespace garnet::vm {

std::string disassemble(const World& world, const Iseq& iseq);

} // namespace garnet::vm
