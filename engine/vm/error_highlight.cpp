// error_highlight.cpp — recording where a raised exception points in the
// source, and the snippet error_highlight shows for it in reports:
//
//   file.rb:2:in 'String#+': no implicit conversion of Integer into String (TypeError)
//
//   def label(n) = "item " + n
//                            ^
//
// An exception points at the backtrace entries' source positions ("sites"):
// the innermost frame of the program, or for an arity error also its caller.
// A site is a call instruction (its method name or its arguments) or, for a
// frame whose arguments did not bind, the definition of its method, lambda
// or block. Sites are kept in a hidden ivar as a flat Array, five values a
// site: file, line (the backtrace entry's), then the span's line, first and
// end column (all 0 when the site shows no snippet).
#include "vm/error_highlight.h"

#include <cctype>
#include <cstring>

#include "vm/interp.h"

namespace garnet::vm {

namespace {

constexpr const char* kSpotsIvar = "__error_spots";
constexpr size_t kSiteValues = 5;

enum class Spot : uint8_t {
  None,  // no snippet (most exception classes)
  Name,  // the failed call's method name
  Args,  // the failed call's arguments
  Arity, // caller's call and callee's definition
};

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// error_highlight's test for the messages of arity and keyword errors.
bool arity_message(const std::string& m) {
  static const struct {
    const char* text;
    bool plural; // an "s" may follow
  } forms[] = {{"wrong number of arguments", false},
               {"missing keyword", true},
               {"unknown keyword", true},
               {"no keywords accepted", false}};
  for (const auto& form : forms) {
    size_t n = std::strlen(form.text);
    if (m.compare(0, n, form.text) != 0) continue;
    if (form.plural && n < m.size() && m[n] == 's') n++;
    return n == m.size() || !word_char(m[n]);
  }
  return false;
}

Spot spot_kind(Context& cx, Value exc) {
  World& w = *cx.world;
  if (is_a(cx, exc, w.c.NameError)) return Spot::Name;
  if (is_a(cx, exc, w.c.TypeError)) return Spot::Args;
  if (!is_a(cx, exc, w.c.ArgumentError)) return Spot::None;
  Value message = ivar_get(cx, exc, w.sym.mesg);
  return is_string(message) && arity_message(str(message)) ? Spot::Arity : Spot::Args;
}

// The span a frame points at: a frame that has not started (its arguments
// did not bind) its definition; any other the call it is making.
SourceSpan span_in(const Frame& f, Spot kind) {
  uint32_t off = uint32_t(f.pc - f.iseq->code.data());
  if (off == 0) return kind == Spot::Args ? SourceSpan{} : f.iseq->head;
  const CallSpans* spans = f.iseq->call_spans_at(off);
  if (!spans) return {};
  return kind == Spot::Args ? spans->args : spans->name;
}

struct Site {
  std::string file;
  uint32_t line = 0;
  SourceSpan span;
};

std::vector<Site> recorded_sites(Context& cx, Value exc) {
  std::vector<Site> sites;
  Value v = ivar_get(cx, exc, intern(cx, kSpotsIvar));
  if (!is_array(v)) return sites;
  const vm::ValueVector& items = as_array(v)->items;
  for (size_t i = 0; i + kSiteValues <= items.size(); i += kSiteValues) {
    if (!is_string(items[i])) return {};
    for (size_t k = 1; k < kSiteValues; k++)
      if (!items[i + k].is_fixnum() || items[i + k].as_fixnum() < 0 || items[i + k].as_fixnum() > UINT32_MAX)
        return {};
    auto number = [&](size_t k) { return uint32_t(items[i + k].as_fixnum()); };
    sites.push_back({str(items[i]), number(1), {number(2), number(3), number(4)}});
  }
  return sites;
}

// The site's source line and, under it, carets below the span (tabs before
// the span kept, so that the carets line up). False when there is nothing to
// show: no span, source not kept, or a line that is not ASCII (as
// error_highlight, which counts columns in characters).
bool picture(Context& cx, const Site& site, std::string& line, std::string& marker) {
  if (site.span.empty() || site.span.column == 0) return false;
  line = cx.world->source_line(site.file, site.span.line);
  if (site.span.end_column - 1 > line.size()) return false;
  for (char c : line)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  marker.clear();
  for (uint32_t i = 0; i + 1 < site.span.column; i++) marker += line[i] == '\t' ? '\t' : ' ';
  marker.append(site.span.end_column - site.span.column, '^');
  return true;
}

// "caller: file:line" and "callee: file:line", each with its line and
// carets below a "| " gutter; the callee is left out when it is the
// caller's own call (a native method's arity error).
std::string arity_report(Context& cx, const std::vector<Site>& sites) {
  if (sites.size() < 2) return "";
  const Site& callee = sites[0];
  const Site& caller = sites[1];
  bool same = !caller.span.empty() && caller.file == callee.file && caller.line == callee.line &&
              caller.span.line == callee.span.line && caller.span.column == callee.span.column &&
              caller.span.end_column == callee.span.end_column;
  std::string out = "\n";
  auto entry = [&](const char* header, const Site& site) {
    out += "\n    " + std::string(header) + ": " + site.file + ":" + std::to_string(site.line);
    std::string line, marker;
    if (picture(cx, site, line, marker)) out += "\n    | " + line + "\n      " + marker;
  };
  entry("caller", caller);
  if (!same) entry("callee", callee);
  return out;
}

} // namespace

void record_error_spots(Context& cx, Value exc, const Frame* const located[2]) {
  Spot kind = spot_kind(cx, exc);
  size_t count = kind == Spot::Arity ? 2 : 1;
  if (kind == Spot::None || !located[0] || !located[count - 1]) return;
  std::vector<Value> items;
  for (size_t i = 0; i < count; i++) {
    const Frame& f = *located[i];
    SourceSpan span = span_in(f, kind);
    if (span.empty() && kind != Spot::Arity) return;
    if (span.empty()) span = {};
    items.push_back(new_string(cx, *f.iseq->file));
    items.push_back(Value::fixnum(frame_line(f)));
    items.push_back(Value::fixnum(span.line));
    items.push_back(Value::fixnum(span.column));
    items.push_back(Value::fixnum(span.end_column));
  }
  ivar_set(cx, exc, intern(cx, kSpotsIvar), new_array(cx, std::move(items)));
}

std::string error_highlight(Context& cx, Value exc) {
  std::vector<Site> sites = recorded_sites(cx, exc);
  if (sites.empty()) return "";
  if (spot_kind(cx, exc) == Spot::Arity) return arity_report(cx, sites);
  std::string line, marker;
  if (!picture(cx, sites[0], line, marker)) return "";
  return "\n\n" + line + "\n" + marker;
}

} // namespace garnet::vm
