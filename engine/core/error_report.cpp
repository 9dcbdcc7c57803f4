// error_report.cpp — the text Ruby writes for an exception: the decoration
// of Exception#detailed_message (the class after the first line, bold and
// underline under highlight: true), Exception#full_message (order :top or
// :bottom, the chain of causes, SystemStackError's trimmed backtrace), and
// the same text for the report of an exception that ends the program or a
// thread (World::error_text, called by vm/unwind.cpp's report_exception).
#include <algorithm>
#include <set>

#include "core/core.h"
#include "vm/error_highlight.h"
#include "vm/interp.h"

namespace garnet::core {

using namespace vm;

namespace {

constexpr const char* kBold = "\033[1m";
constexpr const char* kUnderline = "\033[1;4m";
constexpr const char* kReset = "\033[m";

// "message (Class)": the class after the first line; an empty message shows
// the class alone ("unhandled exception" for a RuntimeError). Highlighted,
// each non-empty line is bold and the class underlined, as CRuby writes it.
std::string decorate(const std::string& message, const std::string& cls, bool is_runtime_error, bool highlight) {
  if (message.empty()) {
    std::string shown = is_runtime_error ? "unhandled exception" : cls;
    return highlight ? kUnderline + shown + kReset : shown;
  }
  size_t nl = message.find('\n');
  std::string first = message.substr(0, nl);
  if (!highlight) return first + " (" + cls + ")" + (nl == std::string::npos ? "" : message.substr(nl));
  std::string out = kBold + first + " (" + kUnderline + cls + kReset + kBold + ")" + kReset;
  if (nl == std::string::npos) return out;
  size_t at = nl;
  while (at < message.size()) { // the newlines as they are, the lines between them bold
    size_t line = message.find_first_not_of('\n', at);
    out += message.substr(at, (line == std::string::npos ? message.size() : line) - at);
    if (line == std::string::npos) break;
    size_t end = message.find('\n', line);
    out += kBold + message.substr(line, (end == std::string::npos ? message.size() : end) - line) + kReset;
    at = end == std::string::npos ? message.size() : end;
  }
  return out;
}

// detailed_message's highlight: (false when absent).
bool highlight_option(Context& cx, Value kw) {
  Value h = kwarg(cx, kw, "highlight");
  return !h.is_undef() && h.truthy();
}

// The highlight: and order: options of full_message (false and :top when
// absent or nil); false if one is of the wrong kind (ArgumentError raised).
bool report_options(Context& cx, Value kw, bool& highlight, bool& reverse) {
  Value h = kwarg(cx, kw, "highlight");
  if (h.is_true() || h.is_false()) highlight = h.is_true();
  else if (!h.is_undef() && !h.is_nil()) {
    Value shown = inspect(cx, h);
    if (shown.is_undef()) return false;
    raisef(cx, cx.world->c.ArgumentError, "expected true or false as highlight: %s", str(shown).c_str());
    return false;
  }
  Value order = kwarg(cx, kw, "order");
  if (order.is_symbol() && (cx.world->name(order.as_symbol()) == "top" || cx.world->name(order.as_symbol()) == "bottom"))
    reverse = cx.world->name(order.as_symbol()) == "bottom";
  else if (!order.is_undef() && !order.is_nil()) {
    Value shown = inspect(cx, order);
    if (shown.is_undef()) return false;
    raisef(cx, cx.world->c.ArgumentError, "expected :top or :bottom as order: %s", str(shown).c_str());
    return false;
  }
  return true;
}

// The "Did you mean?" lines for a NameError (on-demand prelude
// did_you_mean.rb); anything it raises is dropped.
std::string did_you_mean(Context& cx, Value exc) {
  if (!is_a(cx, exc, cx.world->c.NameError)) return "";
  std::string text;
  if (load_on_demand(cx, "did_you_mean.rb")) {
    Value r = call(cx, exc, cx.world->intern("__did_you_mean"));
    if (is_string(r)) text = str(r);
  }
  cx.pending = Value::undef();
  return text;
}

// exc.detailed_message(highlight:) into `text`; false if it raised. When
// it raises or gives no String and `tolerant`, the class's name instead
// (the report of an uncaught exception must still be written).
bool detailed_text(Context& cx, Value exc, bool highlight, bool tolerant, std::string& text) {
  Value kw = new_hash(cx);
  hash_store(cx, as_hash(kw), Value::symbol(cx.world->intern("highlight")), Value::boolean(highlight));
  Value detail = call_with_keywords(cx, exc, cx.world->intern("detailed_message"), 0, nullptr, kw);
  if (detail.is_undef() && !tolerant) return false;
  if (is_string(detail)) {
    text = str(detail);
    return true;
  }
  cx.pending = Value::undef();
  text = decorate("", class_path(cx, real_class(cx, exc)), false, highlight);
  return true;
}

class ReportWriter {
 public:
  ReportWriter(Context& cx, bool highlight, bool reverse, bool tolerant, std::string position)
      : cx_(cx), highlight_(highlight), reverse_(reverse), tolerant_(tolerant), position_(std::move(position)) {}

  // The text for exc; false if a detailed_message raised (never when tolerant).
  bool write(Value exc, std::string& out) {
    shown_.insert(exc.bits());
    if (reverse_) {
      out_ += highlight_ ? std::string(kBold) + "Traceback" + kReset : std::string("Traceback");
      out_ += " (most recent call last):\n";
      if (!causes(exc) || !entry(exc)) return false;
    } else if (!entry(exc) || !causes(exc)) {
      return false;
    }
    out = out_;
    return true;
  }

 private:
  // One exception: its first line and its backtrace, in the order chosen.
  bool entry(Value exc) {
    std::vector<std::string> lines;
    Value bt = exception_backtrace(cx_, exc);
    if (is_array(bt))
      for (size_t i = 0; i < as_array(bt)->items.size(); i++)
        if (is_string(as_array(bt)->items[i])) lines.push_back(str(as_array(bt)->items[i]));
    std::string head = lines.empty() ? position_ : lines[0];
    std::string detail;
    if (!detailed_text(cx_, exc, highlight_, tolerant_, detail)) return false;
    std::string first = head + ": " + detail + "\n";
    if (!reverse_) out_ += first;
    backtrace(exc, lines);
    if (reverse_) out_ += first;
    return true;
  }

  // Lines after the first: "\tfrom X", or numbered from the outermost under
  // :bottom; a SystemStackError's shows its head and tail only, as CRuby's.
  void backtrace(Value exc, const std::vector<std::string>& lines) {
    constexpr size_t kHead = 8, kTail = 5, kMax = kHead + kTail + 5;
    size_t n = lines.size();
    bool trimmed = n > kMax && is_a(cx_, exc, cx_.world->c.SystemStackError);
    size_t width = std::to_string(n > 1 ? n - 1 : 1).size();
    std::vector<std::string> shown;
    for (size_t i = 1; i < n; i++) {
      if (trimmed && i == kHead + 1) {
        size_t skipped = n - kMax + 5;
        shown.push_back("\t ... " + std::to_string(skipped) + " levels...\n");
        i += skipped - 1;
        continue;
      }
      if (!reverse_) {
        shown.push_back("\tfrom " + lines[i] + "\n");
        continue;
      }
      std::string number = std::to_string(i);
      shown.push_back("\t" + std::string(width - number.size(), ' ') + number + ": from " + lines[i] + "\n");
    }
    if (reverse_) std::reverse(shown.begin(), shown.end());
    for (auto& line : shown) out_ += line;
  }

  // The chain of causes, each once (a cycle ends it): after the exception
  // under :top, before it (the deepest first) under :bottom.
  bool causes(Value exc) {
    Value cause = ivar_get(cx_, exc, cx_.world->sym.cause);
    if (cause.is_nil() || cause.is_undef() || !shown_.insert(cause.bits()).second) return true;
    return reverse_ ? causes(cause) && entry(cause) : entry(cause) && causes(cause);
  }

  Context& cx_;
  bool highlight_, reverse_, tolerant_;
  std::string position_; // the first line's place when an exception has no backtrace
  std::set<uint64_t> shown_;
  std::string out_;
};

// The report of an exception that ends the program or a thread: highlight
// off, order :top, the script's name where there is no backtrace.
std::string error_text(Context& cx, Value exc) {
  std::string text;
  ReportWriter(cx, false, false, true, cx.iso->script_name).write(exc, text);
  return text;
}

// detailed_message(highlight: false, **): "message (Class)", then
// error_highlight's snippet and did_you_mean's suggestions (turned off by
// error_highlight: false / did_you_mean: false).
NATIVE(exc_detailed_message) {
  Value kw = argc > 0 && kwargs_given(cx) ? argv[argc - 1] : Value::undef();
  Value m = call(cx, self, cx.world->sym.message);
  if (m.is_undef()) return m;
  Class* k = real_class(cx, self);
  std::string s = decorate(is_string(m) ? str(m) : "", class_path(cx, k), k == cx.world->c.RuntimeError,
                           highlight_option(cx, kw));
  if (!kwarg(cx, kw, "error_highlight").is_false()) s += error_highlight(cx, self);
  if (!kwarg(cx, kw, "did_you_mean").is_false()) {
    std::string suggestions = did_you_mean(cx, self);
    if (!suggestions.empty() && suggestions.back() == '\n') suggestions.pop_back();
    if (!suggestions.empty()) s += "\n" + suggestions;
  }
  return new_string(cx, s);
}

// full_message(highlight: false, order: :top)
NATIVE(exc_full_message) {
  Value kw = argc > 0 && kwargs_given(cx) ? argv[argc - 1] : Value::undef();
  bool highlight = false, reverse = false;
  if (!report_options(cx, kw, highlight, reverse)) return Value::undef();
  // Without a backtrace, Ruby names the place full_message is called from.
  ReportWriter writer(cx, highlight, reverse, false, current_position(cx) + ":in 'full_message'");
  std::string text;
  if (!writer.write(self, text)) return Value::undef();
  return new_string(cx, text);
}

} // namespace

void init_error_report(World& w) {
  define_method(w, w.c.Exception, "detailed_message", exc_detailed_message, 0, 1);
  define_method(w, w.c.Exception, "full_message", exc_full_message, 0, 1);
  w.error_text = error_text;
}

} // namespace garnet::core
