// ast.h — the abstract syntax tree the parser produces and the compiler reads.
//
// One generic node type keeps the tree cheap to build and to walk: a kind, a
// source position, a string payload, numeric payloads, flags and an ordered
// list of children whose meaning depends on the kind (documented per kind
// below). Nodes live in an Arena owned by the parse result and are never
// freed one by one.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace garnet::parse {

// Each entry: name — payload and children (kids[i]). "opt" marks a child that
// may be nullptr. "name" means Node::str.
#define GARNET_AST_KINDS(X)                                                              \
  /* ---- literals ---- */                                                               \
  X(Nil)        /* nil */                                                                \
  X(True)       /* true */                                                               \
  X(False)      /* false */                                                              \
  X(Self)       /* self */                                                               \
  X(Int)        /* ival: a value that fits in int64 */                                   \
  X(BigInt)     /* str: decimal digits with optional leading '-' (too big for int64) */  \
  X(Float)      /* fval */                                                               \
  X(Str)        /* str: the bytes, escapes already processed */                          \
  X(DStr)       /* kids: parts, each a Str or any expression (interpolated, to_s'd) */   \
  X(XStr)       /* backticks / %x(): kids as DStr */                                     \
  X(Sym)        /* str: symbol name */                                                   \
  X(DSym)       /* :"a#{b}": kids as DStr */                                             \
  X(Regex)      /* kids as DStr; flags: REGEX_I/M/X/O */                                 \
  X(Array)      /* kids: elements; an element may be Splat */                            \
  X(Hash)       /* kids: Pair or DoubleSplat; flag BRACELESS for f(a: 1) style kwargs */ \
  X(Pair)       /* kids[0] key, kids[1] value ({x:} shorthand: value is LVar or Call) */ \
  X(Range)      /* kids[0] opt low, kids[1] opt high; flag EXCLUSIVE for ... */          \
  X(Lambda)     /* ->(x) {}: kids[0] opt Params, kids[1] opt body */                     \
  /* ---- variables and assignment ---- */                                               \
  X(LVar)       /* name: a local known to the parser's scope */                          \
  X(IVar)       /* name incl. '@' */                                                     \
  X(GVar)       /* name incl. '$' ($stdout, $0, $~, $!, ...) */                          \
  X(CVar)       /* name incl. '@@' */                                                    \
  X(NthRef)     /* $1..$9...: ival = n */                                                \
  X(BackRef)    /* $& $` $' $+: str = the char after '$' */                              \
  X(Const)      /* name; kids[0] opt scope (Foo::Bar); flag TOP_LEVEL for ::Foo */       \
  X(LAsgn)      /* name; kids[0] value (missing when used as a target in Mlhs etc.) */   \
  X(IAsgn)      /* name; kids[0] value (or none as target) */                            \
  X(GAsgn)      /* name; kids[0] value (or none as target) */                            \
  X(CVAsgn)     /* name; kids[0] value (or none as target) */                           \
  X(ConstAsgn)  /* name; kids[0] opt scope, kids[1] value (or only kids[0] as target);   \
                   flag TOP_LEVEL */                                                     \
  X(OpAsgn)     /* str: operator ("+", "-", "||", "&&", "<<", ...); kids[0] target: a   \
                   LVar/IVar/GVar/CVar/Const, or a Call (a.b: reader name; a[i]: "[]"), \
                   kids[1] value */                                                      \
  X(MultiAsgn)  /* kids[0] Mlhs, kids[1] value (an Array node when the rhs has commas   \
                   or a splat; otherwise the single expression) */                       \
  X(Mlhs)       /* kids: targets — value-less assignment nodes, Call (attr / index       \
                   assignment target: a.b or a[i], flag ATTR_ASSIGN, no value), Splat    \
                   (kids[0] opt target), or a nested Mlhs */                             \
  /* ---- calls ---- */                                                                  \
  X(Call)       /* name: method name; kids[0] opt receiver, kids[1] opt Args,           \
                   kids[2] opt Block or BlockPass. flags: SAFE_NAV (a&.b), VCALL (a      \
                   bare identifier: no receiver, no args, no parens), FCALL (no          \
                   receiver), ATTR_ASSIGN (a.b = v / a[i] = v: name is "b=" / "[]=" and \
                   the value is the last arg; the expression's value is that arg).       \
                   Operators are Calls: a + b is Call("+", a, Args[b]); -a is "-@";     \
                   !a and `not a` are "!"; a != b is "!="; a =~ b is "=~". */            \
  X(Args)       /* kids: arguments; an argument may be Splat, a BRACELESS Hash (kwargs) \
                   which is always last, or BlockPass is NOT here (it goes in the        \
                   Call's kids[2]) */                                                    \
  X(Splat)      /* kids[0] opt expr (missing: anonymous * forwarding) */                 \
  X(DoubleSplat)/* kids[0] opt expr (missing: anonymous ** forwarding) */                \
  X(BlockPass)  /* &expr: kids[0] opt expr (missing: anonymous & forwarding) */          \
  X(ForwardArgs)/* `...` used as an argument: appears alone or last in Args */           \
  X(Block)      /* { |params| body } / do...end: kids[0] opt Params, kids[1] opt body;   \
                   flags NUMBERED_PARAMS (ival = highest _N used) or IT_PARAM */         \
  X(Super)      /* super(...) with explicit parens/args: kids[0] opt Args, kids[1] opt  \
                   Block/BlockPass */                                                    \
  X(ZSuper)     /* bare super: kids[0] opt Block/BlockPass */                            \
  X(Yield)      /* kids[0] opt Args */                                                   \
  X(And)        /* && and `and`: kids[0], kids[1] */                                     \
  X(Or)         /* || and `or` */                                                        \
  X(Defined)    /* defined?(expr): kids[0] */                                            \
  X(MatchAsgn)  /* /(?<name>..)/ =~ expr, a regexp literal without interpolation whose  \
                   groups name locals: kids[0] the =~ Call, kids[1..] one value-less     \
                   LAsgn per name (assigned the capture, or nil when no match) */        \
  /* ---- control flow ---- */                                                           \
  X(Seq)        /* kids: statements (value is the last; empty Seq is nil) */             \
  X(If)         /* kids[0] cond, kids[1] opt then, kids[2] opt else (unless, ternary,   \
                   modifiers all become If) */                                           \
  X(While)      /* kids[0] cond, kids[1] opt body; flags UNTIL, DO_WHILE (begin..end     \
                   while: body runs before the first test) */                            \
  X(For)        /* for a, b in expr: kids[0] target (value-less asgn or Mlhs), kids[1]   \
                   iterable, kids[2] opt body */                                         \
  X(Case)       /* kids[0] opt subject, kids[1] opt else, kids[2..] When */              \
  X(When)       /* kids[0] Args (conditions, may contain Splat), kids[1] opt body */     \
  X(CaseIn)     /* kids[0] subject, kids[1] opt else, kids[2..] InClause */              \
  X(InClause)   /* kids[0] pattern, kids[1] opt guard, kids[2] opt body; flag           \
                   GUARD_UNLESS when the guard is `unless` */                            \
  X(MatchPattern) /* expr => pat / expr in pat: kids[0] expr, kids[1] pattern; flag     \
                   PATTERN_TEST for `in` (evaluates to true/false) */                    \
  X(Break)      /* kids[0] opt value (several values: an Array node) */                  \
  X(Next)       /* kids[0] opt value */                                                  \
  X(Redo)       /* */                                                                    \
  X(Retry)      /* */                                                                    \
  X(Return)     /* kids[0] opt value */                                                  \
  X(Begin)      /* begin/rescue/else/ensure, def/block bodies with rescue, and `a rescue \
                   b`: kids[0] opt body, kids[1] opt else, kids[2] opt ensure body,      \
                   kids[3..] RescueClause. A plain begin..end without clauses is just    \
                   its Seq. */                                                           \
  X(RescueClause) /* kids[0] opt exception list (Array node; missing = StandardError),  \
                   kids[1] opt target (value-less asgn node: `=> e`), kids[2] opt body */ \
  /* ---- patterns (case/in) ---- */                                                     \
  X(PatValue)   /* kids[0] expr, matched with ===  (literals, constants, ranges) */      \
  X(PatPin)     /* ^x / ^@a / ^(expr): kids[0] expr, matched with === */                 \
  X(PatBind)    /* name: binds the matched value to a local; kids[0] opt subpattern     \
                   (pat => name); a bare identifier pattern has no kids */               \
  X(PatArray)   /* [a, *r, b] / Const(a, b): kids[0] opt Const, kids[1..] elements; at  \
                   most one element is PatSplat */                                       \
  X(PatFind)    /* [*, x, *]: kids[0] opt Const, kids[1] PatSplat, kids[2..n-2]          \
                   middle patterns, kids[n-1] PatSplat */                                \
  X(PatHash)    /* {k: pat, **rest}: kids[0] opt Const, kids[1..] PatPair or PatKwRest */ \
  X(PatPair)    /* name: key symbol name; kids[0] opt pattern (missing: `k:` binds k)   */ \
  X(PatKwRest)  /* name: binding (empty for bare **); flag NIL_KWREST for **nil */       \
  X(PatSplat)   /* name: binding, empty for bare * */                                    \
  X(PatAlt)     /* pat | pat: kids[0], kids[1] */                                        \
  /* ---- definitions ---- */                                                            \
  X(Def)        /* name; kids[0] opt singleton target (def self.x / def obj.x),          \
                   kids[1] opt Params, kids[2] opt body. Endless defs are the same. */   \
  X(Params)     /* kids: Param, in source order */                                       \
  X(Param)      /* name (may be empty for anonymous *, **, &); flags: one PARAM_* kind;  \
                   kids[0]: default value for PARAM_OPT / PARAM_KEY (missing = required  \
                   keyword), or the Mlhs for PARAM_DESTRUCTURE */                        \
  X(Class)      /* kids[0] cpath (Const), kids[1] opt superclass, kids[2] opt body */    \
  X(SClass)     /* class << expr: kids[0] expr, kids[1] opt body */                      \
  X(Module)     /* kids[0] cpath (Const), kids[1] opt body */                            \
  X(Alias)      /* kids[0], kids[1]: Sym nodes (new name, old name), or GVar nodes */    \
  X(Undef)      /* kids: Sym nodes */

enum class NodeKind : uint8_t {
#define GARNET_AST_ENUM(name) name,
  GARNET_AST_KINDS(GARNET_AST_ENUM)
#undef GARNET_AST_ENUM
};

const char* node_kind_name(NodeKind kind);

// Node::flags bits. Each kind uses only the bits its comment names.
enum NodeFlag : uint32_t {
  BRACELESS = 1u << 0,       // Hash: keyword arguments written without braces
  EXCLUSIVE = 1u << 1,       // Range: ...
  TOP_LEVEL = 1u << 2,       // Const/ConstAsgn: ::Foo
  SAFE_NAV = 1u << 3,        // Call: a&.b
  VCALL = 1u << 4,           // Call: bare identifier
  FCALL = 1u << 5,           // Call: no explicit receiver (foo(1), puts x)
  ATTR_ASSIGN = 1u << 6,     // Call: a.b = v, a[i] = v
  NUMBERED_PARAMS = 1u << 7, // Block/Lambda: uses _1.._9 (ival = highest)
  IT_PARAM = 1u << 8,        // Block/Lambda: uses `it`
  UNTIL = 1u << 9,           // While
  DO_WHILE = 1u << 10,       // While
  GUARD_UNLESS = 1u << 11,   // InClause
  PATTERN_TEST = 1u << 12,   // MatchPattern: `expr in pat`
  NIL_KWREST = 1u << 13,     // PatKwRest: **nil
  REGEX_I = 1u << 14,
  REGEX_M = 1u << 15,
  REGEX_X = 1u << 16,
  REGEX_O = 1u << 17,
  REGEX_N = 1u << 20,        // no encoding (/.../n)
  LAMBDA_DO = 1u << 18,      // Lambda written with do...end (no effect on semantics)
  PRIVATE_RECV = 1u << 19,   // Call: receiver is literally `self` (self.foo = 1 may
                             // call a private writer)
  FLIP_FLOP = 1u << 21,      // Range in a condition: a flip-flop whose state is the
                             // hidden local named by str
  RUN_ONCE = 1u << 22,       // Call: runs the first time it is reached only (END { })
  EXCESS_COMMA = 1u << 23,   // Params: |a, | (a proc given one Array takes its first element)
  REGEX_U = 1u << 24,        // Regex: /.../u, a UTF-8 regexp of fixed encoding
  REGEX_E = 1u << 25,        // Regex: /.../e, EUC-JP
  REGEX_S = 1u << 26,        // Regex: /.../s, Windows-31J
  STR_UNICODE = 1u << 27,    // Str: holds a \u escape of a non-ASCII character (a
                             // UTF-8 literal whatever the source's encoding)
  NUMBER_LITERAL = 1u << 28, // Call: the Rational or Complex call a literal such as
                             // 3r or 2i is made into
  NAMED_CALL = 1u << 29,     // Call: named after `.`, `::` or as `a[...]`, so a
                             // block may follow whatever the name (a.+(1) {})
};

// Param kinds, stored in Param's flags (not combined with NodeFlag bits).
enum ParamKind : uint32_t {
  PARAM_REQ = 1,         // a
  PARAM_OPT,             // a = 1
  PARAM_REST,            // *a or *
  PARAM_POST,            // required params after the rest param
  PARAM_KEY,             // k: or k: 1
  PARAM_KWREST,          // **kw or **
  PARAM_NO_KW,           // **nil
  PARAM_BLOCK,           // &blk or &
  PARAM_FORWARD,         // ... (implies *, **, & forwarding)
  PARAM_DESTRUCTURE,     // (a, b) in a block or method param list: kids[0] Mlhs
  PARAM_BLOCK_LOCAL,     // |a; b| — b is a block-local variable
};

// A stretch of source text from (line, column) to (end_line, end_column),
// end exclusive; all 1-based, columns in bytes. line 0: nothing recorded.
struct Span {
  uint32_t line = 0, column = 0;
  uint32_t end_line = 0, end_column = 0;
};

struct Node {
  NodeKind kind;
  uint32_t line = 0;   // 1-based
  uint32_t column = 0; // 1-based, in bytes
  uint32_t flags = 0;
  // What an error report points at (error_highlight), recorded for these
  // kinds: Call — its method name as written (`.name`, `&.name`, `::name`,
  // `name`, an operator, `[args]`; an attribute or index assignment extends
  // it through the `=`); Args — the arguments, without a block pass (an
  // assignment's value included); OpAsgn — the operand (`x += v`: v;
  // `a[i] += v`: from i through v); Def — the method name (with the `.` of a
  // singleton def); Lambda — the `->`; Block — the `{` or `do`.
  Span spot;
  int64_t ival = 0;
  double fval = 0;
  std::string str;
  std::vector<Node*> kids;

  Node* kid(size_t i) const { return i < kids.size() ? kids[i] : nullptr; }
};

// Owns every node of one parse. Addresses are stable.
class Arena {
 public:
  Node* make(NodeKind kind, uint32_t line, uint32_t column) {
    Node& n = nodes_.emplace_back();
    n.kind = kind;
    n.line = line;
    n.column = column;
    return &n;
  }

 private:
  std::deque<Node> nodes_;
};

struct SyntaxError {
  uint32_t line = 0;
  uint32_t column = 0;
  std::string message; // e.g. "unexpected end-of-input; expected a `)` to close the arguments"
  uint32_t length = 1;  // columns of the offending token, underlined in reports
  bool verbose_only = false; // a warning Ruby gives only under -w ($VERBOSE true)
};

// `# shareable_constant_value: MODE`: what a constant assignment makes of
// its value (Ruby 3.0).
enum class ShareableConstants : uint8_t {
  None,       // nothing
  Literal,    // a literal made shareable; any other value must be shareable already
  Everything, // experimental_everything: every value made shareable
  Copy,       // experimental_copy: a shareable deep copy of every value
};

// The mode that holds from a comment's line on.
struct ShareableConstantsFrom {
  uint32_t line;
  ShareableConstants mode;
};

struct ParseResult {
  Arena arena;
  Node* root = nullptr;           // a Seq; valid (possibly partial) even on error
  std::vector<SyntaxError> errors; // empty on success
  std::vector<SyntaxError> warnings; // what Ruby warns of (regex literal in condition), in order
  bool frozen_string_literal = false; // magic comment seen
  // shareable_constant_value comments, in line order, and at the end of a
  // class or module body that held one, the mode before it.
  std::vector<ShareableConstantsFrom> shareable_constants;
  std::string source_encoding;        // an encoding magic comment's name ("" when none)
  uint32_t source_encoding_line = 0;  // where that name is (1-based column)
  uint32_t source_encoding_column = 0;
  size_t data_offset = 0;         // byte offset after __END__\n, 0 if none
  bool stack_exhausted = false;   // the parse ran out of native stack (errors says "stack level too deep")
};

} // namespace garnet::parse
