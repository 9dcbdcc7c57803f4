// iseq_image.h — compiled code as bytes: the prelude's bytecode image.
//
// The core prelude is compiled when Garnet is built (tools: the
// garnet-prelude-image generator) and stored in the binary as an image that
// VM start-up reads back into Iseqs, instead of parsing and compiling the
// prelude's source at every start (decision 043). The image is portable
// between the native and WebAssembly builds (Value is the same 64-bit word on
// both), so one generator, built for the host, serves both.
//
// What an image holds that depends on the world it was written in is written
// by name and bound again on reading: symbols (operands, call names,
// parameter names, Symbol literals), String, Float and Integer literals,
// Encoding literals (by encoding index) and once-slots (renumbered from the
// world's counter).
//
// Each iseq is written as a header (what defining and describing a method
// reads: names, parameters, registers) followed by its body (code, tables,
// children) and the body's size. Read lazily, a method's body stays unread
// until the method is first called (read_image_body): a short program calls
// few of the prelude's methods.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "vm/iseq.h"
#include "vm/world.h"

namespace garnet::vm {

// One compiled file of an image.
struct ImageFile {
  std::string name;
  std::unique_ptr<Iseq> code;
};

// The image of `files` (each a top-level Iseq as the compiler made it); ""
// with `error` set for code an image cannot hold (an iseq with evaluated_by,
// a literal of another kind than those above).
std::string write_iseq_image(const World& world, const std::vector<const ImageFile*>& files, std::string& error);

enum class ImageReading {
  Eager, // every body read now: all of a malformed image is found here
  Lazy,  // method bodies read when first called; `image` must live as long as
         // `world`, and must be trusted (one the binary carries): a body found
         // malformed then ends the process
};

// The files of `image`, bound to `world`; none, with `error` set, when the
// image is malformed or was written for another instruction set.
std::vector<ImageFile> read_iseq_image(World& world, std::string_view image, std::string& error,
                                       ImageReading reading = ImageReading::Eager);

// What reading an image's deferred bodies needs: the image, its symbols'
// names and those bound so far, and the first of its once-slots. Owned by
// the world (World::image_sources).
struct ImageSource {
  World& world;
  std::string_view image;
  std::vector<std::string_view> symbol_names; // by image index (0: none)
  std::vector<Sym> symbols;                   // the same, interned when first read (0: unread)
  uint32_t once_base = 0;
};

namespace image_format {

constexpr char kMagic[4] = {'G', 'R', 'N', 'I'};
constexpr uint32_t kVersion = 4; // 4: jump operands relative

// A fingerprint of the instruction set (names and operand lists): an image
// written for other instructions is refused.
uint32_t instruction_set_fingerprint();

// Literal kinds.
enum LiteralTag : uint8_t { kImmediate, kSymbol, kString, kHeapFloat, kBignum, kEncoding };

// For each opcode, the operand positions (1-based, from the opcode word)
// that hold symbols (S, S2), once-slots (X of ONCE and SETONCE) and a jump
// target (J).
struct OperandRoles {
  std::vector<uint8_t> symbols;
  int once_slot = 0; // 0: none
  int jump = 0;      // 0: none
};
const std::vector<OperandRoles>& operand_roles();

// The kinds ParamSpec::list names, by index.
constexpr const char* kParamKinds[] = {"req", "opt", "rest", "keyreq", "key", "keyrest", "nokey", "block"};

} // namespace image_format

} // namespace garnet::vm
