// ast.cpp — names of the AST node kinds (for dumps and diagnostics).
#include "parse/ast.h"

namespace garnet::parse {

const char* node_kind_name(NodeKind kind) {
  switch (kind) {
#define GARNET_AST_NAME(name) \
  case NodeKind::name:        \
    return #name;
    GARNET_AST_KINDS(GARNET_AST_NAME)
#undef GARNET_AST_NAME
  }
  return "?";
}

} // namespace garnet::parse
