// pattern_errors.cpp — the errors of a failed pattern match: the private
// Kernel#__no_matching_pattern the compiler calls (compile_pattern.cpp),
// with Ruby 4.0's explanation of why a single pattern failed, and
// NoMatchingPatternKeyError's matchee and key.
#include <cstring>

#include "core/core.h"

namespace garnet::core {

using namespace vm;

namespace {

// The explanation of each failure reason the compiler records; %p stands for
// the inspected values, in order.
struct PatternFailure {
  const char* kind;
  const char* format;
};
constexpr PatternFailure kFailures[] = {
    {"eqq", "%p === %p does not return true"},
    {"deconstruct", "%p does not respond to #deconstruct"},
    {"length", "%p length mismatch (given %p, expected %p)"},
    {"length_min", "%p length mismatch (given %p, expected %p+)"},
    {"find", "%p does not match to find pattern"},
    {"deconstruct_keys", "%p does not respond to #deconstruct_keys"},
    {"key", "key not found: %p"},
    {"not_empty", "%p is not empty"},
    {"rest", "rest of %p is not empty"},
    {"guard", "guard clause does not return true"},
};

// Appends `format` with each %p replaced by the next value's inspect; false
// when an inspect raised.
bool append_explanation(Context& cx, std::string& out, const char* format, const Value* values) {
  for (const char* p = format; *p; p++) {
    if (p[0] == '%' && p[1] == 'p') {
      Value text = inspect(cx, *values++);
      if (text.is_undef()) return false;
      out += str(text);
      p++;
    } else {
      out += *p;
    }
  }
  return true;
}

// __no_matching_pattern(subject, reason = nil, a, b, c): raises
// NoMatchingPatternError "subject inspected: explanation" (the explanation
// only for a known reason), or NoMatchingPatternKeyError for a missing key
// (a: the deconstructed hash, b: the key). For "rest", b holds the pattern's
// keys and the message shows what else the hash has.
NATIVE(k_no_matching_pattern) {
  Value text = inspect(cx, argv[0]);
  if (text.is_undef()) return text;
  std::string message = str(text);
  Value reason = argc > 1 ? argv[1] : Value::nil();
  Value values[3] = {argc > 2 ? argv[2] : Value::nil(), argc > 3 ? argv[3] : Value::nil(),
                     argc > 4 ? argv[4] : Value::nil()};
  if (!reason.is_symbol()) return raise(cx, cx.world->c.NoMatchingPatternError, message);
  const std::string& kind = cx.world->name(reason.as_symbol());
  if (kind == "rest") {
    std::vector<Value> keys = is_array(values[1]) ? as_array(values[1])->items.to_vector() : std::vector<Value>{};
    values[0] = call(cx, values[0], cx.world->intern("except"), int(keys.size()), keys.data());
    if (values[0].is_undef()) return values[0];
  }
  for (const PatternFailure& f : kFailures) {
    if (kind != f.kind) continue;
    message += ": ";
    if (!append_explanation(cx, message, f.format, kind == "key" ? values + 1 : values)) return Value::undef();
    break;
  }
  if (kind != "key") return raise(cx, cx.world->c.NoMatchingPatternError, message);
  Value exc = new_exception(cx, cx.world->c.NoMatchingPatternKeyError, message);
  ivar_set(cx, exc, intern(cx, "@matchee"), values[0]);
  ivar_set(cx, exc, intern(cx, "@key"), values[1]);
  return raise(cx, exc);
}

} // namespace

void init_pattern_errors(World& w) {
  define_method(w, w.c.Kernel, "__no_matching_pattern", k_no_matching_pattern, 1, 5, Visibility::Private);
}

} // namespace garnet::core
