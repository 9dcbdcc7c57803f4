// ast_dump.cpp — the S-expression AST printer declared in ast_dump.h.
#include "parse/ast_dump.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace garnet::parse {

namespace {

bool has_name(NodeKind kind) {
  switch (kind) {
    case NodeKind::BigInt: case NodeKind::Str: case NodeKind::Sym: case NodeKind::LVar:
    case NodeKind::IVar: case NodeKind::GVar: case NodeKind::CVar: case NodeKind::BackRef:
    case NodeKind::Const: case NodeKind::LAsgn: case NodeKind::IAsgn: case NodeKind::GAsgn:
    case NodeKind::CVAsgn: case NodeKind::ConstAsgn: case NodeKind::OpAsgn: case NodeKind::Call:
    case NodeKind::PatBind: case NodeKind::PatPair: case NodeKind::PatKwRest:
    case NodeKind::PatSplat: case NodeKind::Def: case NodeKind::Param:
      return true;
    default:
      return false;
  }
}

void append_quoted(std::string& out, const std::string& s) {
  out += '"';
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20 || c == 0x7f) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\x%02X", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}

// Shortest representation that reads back to the same double.
void append_float(std::string& out, double value) {
  char buf[40];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*g", precision, value);
    if (std::strtod(buf, nullptr) == value) break;
  }
  out += buf;
}

const char* const kFlagNames[] = {
    "braceless", "exclusive", "top_level", "safe_nav", "vcall", "fcall", "attr_assign",
    "numbered", "it", "until", "do_while", "guard_unless", "test", "nil_kwrest",
    "i", "m", "x", "o", "lambda_do", "private_recv", "n", "flip_flop", "run_once", "excess_comma",
};

const char* const kParamKindNames[] = {
    "?", "req", "opt", "rest", "post", "key", "kwrest", "nokw", "block", "forward",
    "destructure", "block_local",
};

// "(Kind name value flags": a node's dump up to its kids.
void dump_head(std::string& out, const Node* n) {
  out += '(';
  out += node_kind_name(n->kind);
  if (has_name(n->kind)) {
    out += ' ';
    append_quoted(out, n->str);
  }
  if (n->kind == NodeKind::Int || n->kind == NodeKind::NthRef ||
      ((n->kind == NodeKind::Block || n->kind == NodeKind::Lambda) && (n->flags & NUMBERED_PARAMS))) {
    out += ' ';
    out += std::to_string(n->ival);
  }
  if (n->kind == NodeKind::Float) {
    out += ' ';
    append_float(out, n->fval);
  }
  if (n->kind == NodeKind::Param) {
    out += ' ';
    out += n->flags < sizeof kParamKindNames / sizeof *kParamKindNames ? kParamKindNames[n->flags] : "?";
  } else {
    for (size_t bit = 0; bit < sizeof kFlagNames / sizeof *kFlagNames; ++bit) {
      if (n->flags & (1u << bit)) {
        out += ' ';
        out += kFlagNames[bit];
      }
    }
  }
}

} // namespace

std::string dump_ast(const Node* node) {
  struct Open {
    const Node* node;
    size_t next, count; // the kid to dump next; kids up to the last non-null one
  };
  std::string out;
  std::vector<Open> open; // an explicit stack: trees may nest deeply
  auto enter = [&](const Node* n) {
    if (!n) {
      out += '_';
      return;
    }
    dump_head(out, n);
    size_t count = n->kids.size();
    while (count > 0 && !n->kids[count - 1]) --count;
    open.push_back({n, 0, count});
  };
  enter(node);
  while (!open.empty()) {
    Open& top = open.back();
    if (top.next == top.count) {
      out += ')';
      open.pop_back();
      continue;
    }
    const Node* kid = top.node->kids[top.next++];
    out += ' ';
    enter(kid);
  }
  return out;
}

} // namespace garnet::parse
