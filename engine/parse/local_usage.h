// local_usage.h — which local variables a program assigns and never reads,
// scope by scope, for Ruby's -w warning "assigned but unused variable - x"
// (warnings.cpp walks the tree and tells this what it meets).
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "parse/ast.h"

namespace garnet::parse {

class LocalUsage {
 public:
  // Disabled (without -w), every call returns at once.
  explicit LocalUsage(bool enabled) : enabled_(enabled) {}

  // A new scope: a method, class or module body (`hard`: it sees no outer
  // locals) or a block (it sees its enclosing scopes' locals). A `quiet`
  // scope's unused locals are not warned about (eval's top level), nor those
  // of the blocks in it.
  void open(bool hard, bool quiet = false);
  // An assignment of `name` at `line`: a local of the innermost scope, unless
  // a scope it sees has it already. A parameter, or an assignment Ruby does
  // not warn about (one in a condition), counts as a use.
  void assign(const std::string& name, uint32_t line, bool counts_as_use = false);
  // A read of `name`.
  void use(const std::string& name);
  // Ends the innermost scope, adding a verbose-only warning for each of its
  // locals never read, in the order they were first assigned.
  void close(std::vector<SyntaxError>& warnings);

 private:
  struct Local {
    std::string name;
    uint32_t line;
    bool used;
  };
  struct Scope {
    bool hard;
    bool quiet;
    std::vector<Local> locals;                      // in the order first assigned
    std::unordered_map<std::string, size_t> index; // name -> position in locals
  };
  Local* find(const std::string& name);
  bool enabled_;
  std::vector<Scope> scopes_;
};

} // namespace garnet::parse
