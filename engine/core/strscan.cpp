// strscan.cpp — StringScanner's hot methods in C++: the eight scanning
// methods (scan, skip, match?, check and their _until forms) and [] with an
// Integer. engine/lib/strscan.rb owns the scanner: its state is the
// instance variables that file sets, and these methods read and write the
// same ones as its do_scan and group would. They take the common case only:
// a Regexp whose compiled form the scanner's pattern cache holds, matched
// on the whole string at a position on a character boundary; or a String
// whose bytes alone say whether it is at the position. Any other case (a
// pattern's first use, a lookbehind, a position inside a character, a
// frozen scanner...) is handed, before anything has changed, to the Ruby
// methods: do_scan and group_at.
#include <cstring>

#include "core/core.h"
#include "core/regexp_internal.h"
#include "core/string_internal.h"
#include "core/utf8.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

// The scanner's instance variables that the natives use (lib/strscan.rb).
enum Field {
  kString, kCurr, kPrev, kFixedAnchor, kPatternCaches, kSnapshot, kMatched, kRegex, kMatch, kBase, kNumRegs,
  kMatchBeg, kMatchEnd, kFieldCount
};
constexpr const char* kFieldNames[kFieldCount] = {
  "@string", "@curr", "@prev", "@fixed_anchor", "@pattern_caches", "@snapshot", "@matched", "@regex", "@match",
  "@base", "@num_regs", "@match_beg", "@match_end",
};
// Each variable's slot in the layout last seen (shared by every isolate,
// as the interpreter's own caches are).
IvarCache field_caches[kFieldCount];

// self must be an unfrozen Object (scanner_fits).
Value get(Context& cx, Value self, Field f) {
  Value v = ivar_get_cached(self, field_caches[f], 0);
  if (!v.is_undef()) return v;
  return ivar_get(cx, self, intern(cx, kFieldNames[f]), &field_caches[f]);
}

void set(Context& cx, Value self, Field f, Value v) {
  if (!ivar_set_cached(self, field_caches[f], v)) ivar_set(cx, self, intern(cx, kFieldNames[f]), v, &field_caches[f]);
}

// The scanner's string and position when the natives can work on them:
// an unfrozen Object scanning a String at a position inside it.
bool scanner_fits(Context& cx, Value self, Value& string, size_t& curr) {
  if (!is_type(self, Type::Object) || self.as_obj()->frozen()) return false;
  string = get(cx, self, kString);
  Value position = get(cx, self, kCurr);
  if (!is_string(string) || !position.is_fixnum() || position.as_fixnum() < 0) return false;
  curr = size_t(position.as_fixnum());
  return curr <= str(string).size();
}

// The Regexp that the scanner's pattern cache holds for pattern, when it is
// matched on the whole string (lib/strscan.rb, compiled_pattern).
bool cached_pattern(Context& cx, Value self, Value pattern, bool anchored, Value& compiled) {
  Value caches = get(cx, self, kPatternCaches);
  size_t which = (get(cx, self, kFixedAnchor).truthy() ? 2 : 0) + (anchored ? 1 : 0);
  if (!is_array(caches) || as_array(caches)->items.size() != 4) return false;
  Value cache = as_array(caches)->items[which];
  if (!is_hash(cache) || !as_hash(cache)->identity()) return false;
  bool found;
  Value entry = hash_lookup(cx, as_hash(cache), pattern, found);
  if (!found || !is_array(entry) || as_array(entry)->items.size() != 2) return false;
  auto& items = as_array(entry)->items;
  if (!is_regexp(items[0]) || items[1].truthy()) return false;
  compiled = items[0];
  return true;
}

// The frozen String the Regexp is matched on (lib/strscan.rb, snapshot).
Value snapshot(Context& cx, Value self, Value string) {
  if (is_frozen(string)) return string;
  Value copy = get(cx, self, kSnapshot);
  if (is_string(copy) && str(copy).size() == str(string).size() && str_enc(copy) == str_enc(string)) return copy;
  copy = str_make(cx, std::string_view(str(string)), str_enc(string));
  copy.as_obj()->flags |= FL_FROZEN;
  set(cx, self, kSnapshot, copy);
  return copy;
}

// The bytes [beg, end) of the scanned string, as a new String (extract).
Value extract(Context& cx, Value string, size_t beg, size_t end) {
  const std::string& s = str(string);
  if (beg > s.size()) return Value::nil();
  return str_make(cx, std::string_view(s).substr(beg, std::min(end, s.size()) - beg), str_enc(string));
}

// Whether a String pattern equals the scanned text exactly when their bytes
// do (String#==): one encoding, or an ASCII-only pattern that the string's
// encoding is compatible with.
bool same_bytes_mean_equal(Value string, Value pattern) {
  Enc common;
  return str_enc(pattern) == str_enc(string) || (str_ascii_only(pattern) && str_compatible_enc(string, pattern, common));
}

Value scan_in_ruby(Context& cx, Value self, Value pattern, bool advance, bool return_string, bool anchored) {
  Value args[] = {pattern, Value::boolean(advance), Value::boolean(return_string), Value::boolean(anchored)};
  return call(cx, self, intern(cx, "do_scan"), 4, args);
}

// do_scan: matches pattern at the position (anchored) or after it, moves
// past the match when advance, and answers the text from the position to
// the match's end, or its length; nil when it does not match.
Value scan(Context& cx, Value self, Value pattern, bool advance, bool return_string, bool anchored) {
  Value string;
  size_t curr;
  if (!scanner_fits(cx, self, string, curr)) return scan_in_ruby(cx, self, pattern, advance, return_string, anchored);
  const std::string& s = str(string);
  size_t match_beg, match_end;
  if (is_regexp(pattern)) {
    Value compiled;
    if (!cached_pattern(cx, self, pattern, anchored, compiled) || !utf8::is_char_boundary(s, str_is_binary(string), curr))
      return scan_in_ruby(cx, self, pattern, advance, return_string, anchored);
    set(cx, self, kMatched, Value::boolean(false));
    set(cx, self, kRegex, pattern);
    Value subject = snapshot(cx, self, string);
    const std::string& text = str(subject);
    static thread_local Region region; // its group arrays are kept from one scan to the next
    long found = anchored ? regexp_match_at(cx, compiled, subject, text, curr, region.r)
                          : regexp_search(cx, compiled, subject, text, curr, text.size(), region.r);
    if (found == -2) return Value::undef();
    if (found < 0) return Value::nil();
    Value match = make_match(cx, compiled, subject, region.r);
    if (match.is_undef()) return match;
    match_beg = size_t(region.r->beg[0]);
    match_end = size_t(region.r->end[0]);
    set(cx, self, kMatch, match);
    set(cx, self, kBase, Value::fixnum(0));
    set(cx, self, kNumRegs, Value::fixnum(region.r->num_regs));
  } else if (is_string(pattern) && anchored && same_bytes_mean_equal(string, pattern)) {
    const std::string& p = str(pattern);
    set(cx, self, kMatched, Value::boolean(false));
    set(cx, self, kRegex, Value::nil());
    if (s.size() - curr < p.size() || std::memcmp(s.data() + curr, p.data(), p.size()) != 0) return Value::nil();
    match_beg = curr;
    match_end = curr + p.size();
    set(cx, self, kMatch, Value::nil());
    if (get(cx, self, kNumRegs) == Value::fixnum(0)) set(cx, self, kNumRegs, Value::fixnum(1));
  } else {
    return scan_in_ruby(cx, self, pattern, advance, return_string, anchored);
  }
  set(cx, self, kMatchBeg, Value::fixnum(int64_t(match_beg)));
  set(cx, self, kMatchEnd, Value::fixnum(int64_t(match_end)));
  set(cx, self, kMatched, Value::boolean(true));
  set(cx, self, kPrev, Value::fixnum(int64_t(curr)));
  if (advance) set(cx, self, kCurr, Value::fixnum(int64_t(match_end)));
  return return_string ? extract(cx, string, curr, match_end) : Value::fixnum(int64_t(match_end - curr));
}

NATIVE(scanner_scan) { return scan(cx, self, argv[0], true, true, true); }
NATIVE(scanner_skip) { return scan(cx, self, argv[0], true, false, true); }
NATIVE(scanner_match_p) { return scan(cx, self, argv[0], false, false, true); }
NATIVE(scanner_check) { return scan(cx, self, argv[0], false, true, true); }
NATIVE(scanner_scan_until) { return scan(cx, self, argv[0], true, true, false); }
NATIVE(scanner_skip_until) { return scan(cx, self, argv[0], true, false, false); }
NATIVE(scanner_exist_p) { return scan(cx, self, argv[0], false, false, false); }
NATIVE(scanner_check_until) { return scan(cx, self, argv[0], false, true, false); }

// [] with an Integer (group_at has the rest): the text of that group of the
// last match, nil when there is none.
NATIVE(scanner_aref) {
  Value string;
  size_t curr;
  Value index = argv[0];
  if (!index.is_fixnum() || !scanner_fits(cx, self, string, curr)) return call(cx, self, intern(cx, "group_at"), 1, argv);
  if (!get(cx, self, kMatched).truthy()) return Value::nil();
  Value count = get(cx, self, kNumRegs);
  if (!count.is_fixnum()) return call(cx, self, intern(cx, "group_at"), 1, argv);
  int64_t group = index.as_fixnum();
  if (group < 0) group += count.as_fixnum();
  if (group < 0 || group >= count.as_fixnum()) return Value::nil();
  Value beg = get(cx, self, kMatchBeg), end = get(cx, self, kMatchEnd);
  if (group == 0 && beg.is_fixnum() && end.is_fixnum() && beg.as_fixnum() >= 0 && end.as_fixnum() >= beg.as_fixnum())
    return extract(cx, string, size_t(beg.as_fixnum()), size_t(end.as_fixnum()));
  Value match = get(cx, self, kMatch), base = get(cx, self, kBase);
  if (group == 0 || !is_matchdata(match) || !base.is_fixnum())
    return call(cx, self, intern(cx, "group_at"), 1, argv);
  const auto& groups = match_info(match)->groups;
  if (size_t(group) >= groups.size() || groups[size_t(group)].first < 0) return Value::nil();
  size_t offset = size_t(base.as_fixnum());
  return extract(cx, string, size_t(groups[size_t(group)].first) + offset, size_t(groups[size_t(group)].second) + offset);
}

// Kernel#__strscan_natives(StringScanner), from lib/strscan.rb once the
// class has its Ruby methods.
NATIVE(k_strscan_natives) {
  Class* klass = natives_target(cx, argv[0], "__strscan_natives");
  if (!klass) return Value::undef();
  World& w = *cx.world;
  define_method(w, klass, "scan", scanner_scan, 1, 1);
  define_method(w, klass, "skip", scanner_skip, 1, 1);
  define_method(w, klass, "match?", scanner_match_p, 1, 1);
  define_method(w, klass, "check", scanner_check, 1, 1);
  define_method(w, klass, "scan_until", scanner_scan_until, 1, 1);
  define_method(w, klass, "skip_until", scanner_skip_until, 1, 1);
  define_method(w, klass, "exist?", scanner_exist_p, 1, 1);
  define_method(w, klass, "check_until", scanner_check_until, 1, 1);
  define_method(w, klass, "[]", scanner_aref, 1, 1);
  return Value::nil();
}

} // namespace

void init_strscan(World& w) {
  define_method(w, w.c.Kernel, "__strscan_natives", k_strscan_natives, 1, 1, Visibility::Private);
}

} // namespace garnet::core
