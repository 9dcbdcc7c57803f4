// ast_dump.h — renders an AST as a compact S-expression, for tests and the
// CLI's --dump-ast: `(Call "+" _ (Int 1) (Args (Int 2)))`.
//
// Format: `(Kind` then the name in quotes for named kinds, the number for
// Int/NthRef (and numbered-param blocks), the value for Float, the flag names
// (lower case: fcall vcall safe_nav ...; Param shows its kind: req opt rest
// ...), then the children; a missing child prints as `_` and trailing missing
// children are omitted.
#pragma once

#include <string>

#include "parse/ast.h"

namespace garnet::parse {

std::string dump_ast(const Node* node);

} // namespace garnet::parse
