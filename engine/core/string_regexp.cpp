// string_regexp.cpp — the String methods that take a Regexp: =~, match,
// match?, scan, sub/gsub/sub!/gsub! (string or hash replacement), split,
// index/rindex/byteindex, start_with?, []/slice/slice!/[]=, partition/rpartition.
// Methods that also take String patterns are wrappers: a Regexp argument is
// handled here, anything else goes to the original native (string_search.cpp),
// kept under the private name "__plain_<name>". Block forms: prelude/97_regexp.rb.
#include <atomic>
#include <oniguruma.h>

#include <vector>

#include "core/regexp_internal.h"
#include "core/string_internal.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

// The String-pattern natives (string_search.cpp) that the natives here wrap,
// kept by wrap() when the first World is built (they are the same in every
// World).
enum PlainNative {
  kSub, kGsub, kSubBang, kGsubBang, kSplit, kIndex, kRindex, kByteindex, kStartWith, kAref, kSliceBang,
  kAset, kPartition, kRpartition, kPlainNativeCount
};
std::atomic<NativeFn> plain_natives[kPlainNativeCount];

Value call_plain(Context& cx, PlainNative which, Value self, int argc, Value* argv, Value block) {
  return plain_natives[which].load(std::memory_order_relaxed)(cx, self, argc, argv, block);
}

size_t char_len_at(const std::string& s, Enc enc, size_t at) {
  return size_t(enc_char_len(enc, s.data() + at, s.data() + s.size()));
}

Value sub_str(Context& cx, const std::string& s, Enc enc, long b, long e) {
  return str_make(cx, std::string_view(s).substr(size_t(b), size_t(e - b)), enc);
}

NATIVE(str_match_op) {
  Value pat = argv[0];
  if (is_string(pat)) return raise(cx, cx.world->c.TypeError, "type mismatch: String given");
  Value s = self;
  return call(cx, pat, cx.world->sym.match_op, 1, &s);
}

NATIVE(str_match) {
  Value re = regexp_from_pattern(cx, argv[0], false);
  if (re.is_undef()) return re;
  int64_t pos = 0;
  if (argc > 1 && !to_int64(cx, argv[1], pos)) return Value::undef();
  return regexp_do_match(cx, re, self, pos, true);
}

NATIVE(str_match_p) {
  Value re = regexp_from_pattern(cx, argv[0], false);
  if (re.is_undef()) return re;
  int64_t pos = 0;
  if (argc > 1 && !to_int64(cx, argv[1], pos)) return Value::undef();
  return regexp_test(cx, re, self, pos);
}

NATIVE(str_scan) {
  Value re = regexp_from_pattern(cx, argv[0], true);
  if (re.is_undef()) return re;
  const std::string& s = str(self); // no Ruby code runs while scanning
  Enc enc = str_enc(self);
  Region rg;
  std::vector<Value> out;
  size_t start = 0;
  Value last = Value::nil();
  Value fro = Value::undef();
  while (start <= s.size()) {
    long b = regexp_search(cx, re, self, s, start, s.size(), rg.r);
    if (b == -2) return Value::undef();
    if (b < 0) break;
    long e = rg.r->end[0];
    if (rg.r->num_regs == 1) {
      out.push_back(sub_str(cx, s, enc, b, e));
    } else {
      std::vector<Value> caps;
      for (int i = 1; i < rg.r->num_regs; i++)
        caps.push_back(rg.r->beg[i] < 0 ? Value::nil() : sub_str(cx, s, enc, rg.r->beg[i], rg.r->end[i]));
      out.push_back(new_array(cx, std::move(caps)));
    }
    if (fro.is_undef()) fro = frozen_copy(cx, self);
    last = make_match(cx, re, fro, rg.r);
    if (last.is_undef()) return last;
    if (b == e) start = size_t(e) + (size_t(e) < s.size() ? char_len_at(s, str_enc(self), size_t(e)) : 1);
    else start = size_t(e);
  }
  set_last_match(cx, last);
  return new_array(cx, std::move(out));
}

// sub/gsub with a Regexp and a String or Hash replacement. 1 matched, 0 not, -1 raised.
int regexp_substitute(Context& cx, Value self, Value re, Value repl_arg, bool global, std::string& result) {
  Value hash = is_hash(repl_arg) ? repl_arg : Value::undef();
  Value repl = Value::undef();
  if (hash.is_undef()) {
    repl = is_string(repl_arg) ? repl_arg : implicit_string(cx, repl_arg);
    if (repl.is_undef()) return -1;
  }
  std::string r = repl.is_undef() ? std::string() : str(repl);
  std::string s = str(self);
  Enc enc = str_enc(self);
  Value fro = frozen_copy(cx, self);
  Region rg;
  size_t offset = 0, start = 0;
  bool matched = false;
  Value last = Value::nil();
  result.clear();
  while (start <= s.size()) {
    long b = regexp_search(cx, re, self, s, start, s.size(), rg.r);
    if (b == -2) return -1;
    if (b < 0) break;
    matched = true;
    last = make_match(cx, re, fro, rg.r);
    if (last.is_undef()) return -1;
    long e = rg.r->end[0];
    result.append(s, offset, size_t(b) - offset);
    if (!hash.is_undef()) {
      Value v = hash_get(cx, hash, sub_str(cx, s, enc, b, e));
      if (v.is_undef()) return -1;
      if (is_string(v)) result += str(v);
      else if (!append_to_s(cx, result, v)) return -1;
    } else {
      ReplacementMatch m{rg.r->num_regs, rg.r->beg, rg.r->end,
                         [&](std::string_view name) { return regexp_name_to_group(re, name, rg.r); }};
      if (!expand_replacement(cx, result, r, s, m)) return -1;
    }
    offset = size_t(e);
    if (!global) break;
    if (b == e) {
      if (size_t(e) >= s.size()) break;
      size_t n = char_len_at(s, str_enc(self), size_t(e));
      result.append(s, size_t(e), n);
      offset = size_t(e) + n;
    }
    start = offset;
  }
  set_last_match(cx, last);
  if (!matched) return 0;
  if (offset < s.size()) result.append(s, offset, std::string::npos);
  return 1;
}

Value sub_common(Context& cx, PlainNative plain, Value self, int argc, Value* argv, Value block, bool global,
                 bool bang) {
  if (argc != 2 || !is_regexp(argv[0])) return call_plain(cx, plain, self, argc, argv, block);
  if (bang && !check_frozen(cx, self)) return Value::undef();
  std::string out;
  int r = regexp_substitute(cx, self, argv[0], argv[1], global, out);
  if (r < 0) return Value::undef();
  Enc enc = str_enc(self);
  if (!bang) {
    if (r == 0) return str_make(cx, std::string_view(str(self)), enc);
    return str_make(cx, std::move(out), enc);
  }
  if (r == 0) return Value::nil();
  if (!check_frozen(cx, self)) return Value::undef();
  str_mut(self) = std::move(out);
  return self;
}

NATIVE(str_sub) { return sub_common(cx, kSub, self, argc, argv, block, false, false); }
NATIVE(str_gsub) { return sub_common(cx, kGsub, self, argc, argv, block, true, false); }
NATIVE(str_sub_bang) { return sub_common(cx, kSubBang, self, argc, argv, block, false, true); }
NATIVE(str_gsub_bang) { return sub_common(cx, kGsubBang, self, argc, argv, block, true, true); }

NATIVE(str_split) {
  if (argc < 1 || !is_regexp(argv[0])) return call_plain(cx, kSplit, self, argc, argv, block);
  Value re = argv[0];
  int64_t lim = 0;
  if (argc > 1 && !to_int64(cx, argv[1], lim)) return Value::undef();
  const std::string& s = str(self); // no Ruby code runs while splitting
  Enc enc = str_enc(self);
  std::vector<Value> out;
  if (lim == 1) {
    if (!s.empty()) out.push_back(str_make(cx, std::string_view(s), enc));
    return new_array(cx, std::move(out));
  }
  bool limited = lim > 0;
  int64_t i = 1;
  size_t beg = 0, start = 0;
  bool last_null = false;
  Region rg;
  while (start <= s.size()) {
    long end = regexp_search(cx, re, self, s, start, s.size(), rg.r);
    if (end == -2) return Value::undef();
    if (end < 0) break;
    if (size_t(end) == start && rg.r->beg[0] == rg.r->end[0]) {
      if (s.empty()) {
        out.push_back(str_make(cx, std::string_view(), enc));
        break;
      } else if (last_null) {
        out.push_back(str_make(cx, std::string_view(s).substr(beg, char_len_at(s, str_enc(self), beg)), enc));
        beg = start;
      } else {
        start += start < s.size() ? char_len_at(s, str_enc(self), start) : 1;
        last_null = true;
        continue;
      }
    } else {
      out.push_back(str_make(cx, std::string_view(s).substr(beg, size_t(end) - beg), enc));
      beg = start = size_t(rg.r->end[0]);
    }
    last_null = false;
    for (int g = 1; g < rg.r->num_regs; g++) {
      if (rg.r->beg[g] < 0) continue;
      out.push_back(sub_str(cx, s, enc, rg.r->beg[g], rg.r->end[g]));
    }
    if (limited && lim <= ++i) break;
  }
  if (!s.empty() && (limited || s.size() > beg || lim < 0))
    out.push_back(str_make(cx, std::string_view(s).substr(beg), enc));
  if (lim == 0)
    while (!out.empty() && str(out.back()).empty()) out.pop_back();
  return new_array(cx, std::move(out));
}


NATIVE(str_index) {
  if (!is_regexp(argv[0])) return call_plain(cx, kIndex, self, argc, argv, block);
  Value re = argv[0];
  int64_t pos = 0;
  if (argc > 1 && !to_int64(cx, argv[1], pos)) return Value::undef();
  int64_t slen = int64_t(str_char_count(self));
  if (pos < 0) pos += slen;
  if (pos < 0 || pos > slen) {
    set_last_match(cx, Value::nil());
    return Value::nil();
  }
  Value m = regexp_do_match(cx, re, self, pos, true);
  if (m.is_undef() || m.is_nil()) return m;
  return Value::fixnum(int64_t(str_byte_to_char(self, size_t(match_info(m)->groups[0].first))));
}

// Searches self for re from byte `start` towards `range`, sets $~, and
// answers the MatchData (at: its byte offset), nil, or undef (raised).
Value search_recording_match(Context& cx, Value re, Value self, size_t start, size_t range, long& at) {
  Region rg;
  at = regexp_search(cx, re, self, str(self), start, range, rg.r);
  if (at == -2) return Value::undef();
  if (at < 0) {
    set_last_match(cx, Value::nil());
    return Value::nil();
  }
  Value m = make_match(cx, re, frozen_copy(cx, self), rg.r);
  if (!m.is_undef()) set_last_match(cx, m);
  return m;
}

NATIVE(str_byteindex) {
  if (!is_regexp(argv[0])) return call_plain(cx, kByteindex, self, argc, argv, block);
  Value re = argv[0];
  int64_t pos = 0;
  if (argc > 1 && !to_int64(cx, argv[1], pos)) return Value::undef();
  const std::string& s = str(self);
  int64_t n = int64_t(s.size());
  if (pos < 0) pos += n;
  if (pos < 0 || pos > n) {
    set_last_match(cx, Value::nil());
    return Value::nil();
  }
  if (!utf8::is_char_boundary(s, str_is_binary(self), size_t(pos)))
    return raisef(cx, cx.world->c.IndexError, "offset %lld does not land on character boundary", (long long)pos);
  long b;
  Value m = search_recording_match(cx, re, self, size_t(pos), s.size(), b);
  return m.is_undef() || m.is_nil() ? m : Value::fixnum(b);
}

// String#__byteindex_rest(regexp, base, pos), private, for StringScanner
// (lib/strscan.rb): byteindex on the rest of self from byte `base`, which
// may fall inside a character (as strscan's C scans its buffer), searching
// from byte pos of the rest; $~ is set on the rest. As strscan's, the
// encoding check is on self, not on the rest that starts in a character.
NATIVE(str_byteindex_rest) {
  if (!is_regexp(argv[0])) return raise(cx, cx.world->c.TypeError, "wrong argument type (expected Regexp)");
  int64_t base = 0, pos = 0;
  if (!to_int64(cx, argv[1], base) || !to_int64(cx, argv[2], pos)) return Value::undef();
  const std::string& s = str(self);
  if (base < 0 || pos < 0 || uint64_t(base) + uint64_t(pos) > s.size()) {
    set_last_match(cx, Value::nil());
    return Value::nil();
  }
  Value rest = str_make(cx, std::string_view(s).substr(size_t(base)), str_enc(self));
  rest.as_obj()->flags |= FL_FROZEN;
  Region rg;
  long at = regexp_search(cx, argv[0], self, str(rest), size_t(pos), str(rest).size(), rg.r);
  if (at == -2) return Value::undef();
  if (at < 0) {
    set_last_match(cx, Value::nil());
    return Value::nil();
  }
  Value m = make_match(cx, argv[0], rest, rg.r);
  if (m.is_undef()) return m;
  set_last_match(cx, m);
  return Value::fixnum(at);
}

NATIVE(str_rindex) {
  if (!is_regexp(argv[0])) return call_plain(cx, kRindex, self, argc, argv, block);
  Value re = argv[0];
  int64_t slen = int64_t(str_char_count(self));
  int64_t pos = slen;
  if (argc > 1) {
    if (!to_int64(cx, argv[1], pos)) return Value::undef();
    if (pos < 0) {
      pos += slen;
      if (pos < 0) {
        set_last_match(cx, Value::nil());
        return Value::nil();
      }
    }
    if (pos > slen) pos = slen;
  }
  long b;
  Value m = search_recording_match(cx, re, self, str_char_to_byte(self, size_t(pos)), 0, b);
  return m.is_undef() || m.is_nil() ? m : Value::fixnum(int64_t(str_byte_to_char(self, size_t(b))));
}

NATIVE(str_start_with_p) {
  for (int i = 0; i < argc; i++) {
    Value a = argv[i];
    if (is_regexp(a)) {
      Region rg;
      long r = regexp_match_at(cx, a, self, str(self), 0, rg.r);
      if (r == -2) return Value::undef();
      if (r >= 0) {
        Value m = make_match(cx, a, frozen_copy(cx, self), rg.r);
        if (m.is_undef()) return m;
        set_last_match(cx, m);
        return Value::true_value();
      }
      set_last_match(cx, Value::nil());
      continue;
    }
    Value one[1] = {a};
    Value r = call_plain(cx, kStartWith, self, 1, one, block);
    if (r.is_undef() || r.truthy()) return r;
  }
  return Value::false_value();
}

// Normalizes a capture index for byteoffset: negative counts from the end
// and never reaches the whole match (CRuby's rb_reg_nth_match); out of
// range: nil result.
bool capture_in_range(Value m, Value& cap) {
  if (!cap.is_fixnum()) return true;
  int64_t n = int64_t(match_info(m)->groups.size());
  int64_t i = cap.as_fixnum();
  if (i < 0 && (i += n) == 0) return false;
  if (i < 0 || i >= n) return false;
  cap = Value::fixnum(i);
  return true;
}

int group_bytes(Context& cx, Value self, Value re, Value cap, long& b, long& e) {
  Value m = regexp_do_match(cx, re, self, 0, true);
  if (m.is_undef()) return -1;
  if (m.is_nil()) return 0;
  if (!capture_in_range(m, cap)) return 0;
  Value off = call(cx, m, cx.world->intern("byteoffset"), 1, &cap);
  if (off.is_undef()) return -1;
  Value bv = as_array(off)->items[0];
  if (bv.is_nil()) return 0;
  b = long(bv.as_fixnum());
  e = long(as_array(off)->items[1].as_fixnum());
  return 1;
}

NATIVE(str_aref) {
  if (!is_regexp(argv[0])) return call_plain(cx, kAref, self, argc, argv, block);
  long b = 0, e = 0;
  int r = group_bytes(cx, self, argv[0], argc > 1 ? argv[1] : Value::fixnum(0), b, e);
  if (r < 0) return Value::undef();
  if (r == 0) return Value::nil();
  return sub_str(cx, str(self), str_enc(self), b, e);
}

NATIVE(str_slice_bang) {
  if (!is_regexp(argv[0])) return call_plain(cx, kSliceBang, self, argc, argv, block);
  if (!check_frozen(cx, self)) return Value::undef();
  long b = 0, e = 0;
  int r = group_bytes(cx, self, argv[0], argc > 1 ? argv[1] : Value::fixnum(0), b, e);
  if (r < 0) return Value::undef();
  if (r == 0) return Value::nil();
  Value out = sub_str(cx, str(self), str_enc(self), b, e);
  str_mut(self).erase(size_t(b), size_t(e - b));
  return out;
}

NATIVE(str_aset) {
  if (!is_regexp(argv[0])) return call_plain(cx, kAset, self, argc, argv, block);
  if (!check_frozen(cx, self)) return Value::undef();
  Value cap = argc == 3 ? argv[1] : Value::fixnum(0);
  Value val = argv[argc - 1];
  Value v = is_string(val) ? val : implicit_string(cx, val);
  if (v.is_undef()) return v;
  Value m = regexp_do_match(cx, argv[0], self, 0, true);
  if (m.is_undef()) return m;
  if (m.is_nil()) return raise(cx, cx.world->c.IndexError, "regexp not matched");
  Value c = cap;
  if (!capture_in_range(m, c)) {
    return raisef(cx, cx.world->c.IndexError, "index %lld out of regexp", (long long)cap.as_fixnum());
  }
  Value off = call(cx, m, cx.world->intern("byteoffset"), 1, &c);
  if (off.is_undef()) return off;
  Value bv = as_array(off)->items[0];
  if (bv.is_nil()) {
    std::string t;
    if (!append_to_s(cx, t, cap)) return Value::undef();
    return raisef(cx, cx.world->c.IndexError, "regexp group %s not matched", t.c_str());
  }
  long b = long(bv.as_fixnum()), e = long(as_array(off)->items[1].as_fixnum());
  str_mut(self).replace(size_t(b), size_t(e - b), str(v));
  return val;
}

NATIVE(str_partition) {
  if (!is_regexp(argv[0])) return call_plain(cx, kPartition, self, argc, argv, block);
  const std::string& s = str(self);
  Enc enc = str_enc(self);
  Value m = regexp_do_match(cx, argv[0], self, 0, true);
  if (m.is_undef()) return m;
  if (m.is_nil()) {
    Value parts[3] = {str_make(cx, std::string_view(s), enc), str_make(cx, std::string_view(), enc),
                      str_make(cx, std::string_view(), enc)};
    return new_array(cx, parts, 3);
  }
  auto [b, e] = match_info(m)->groups[0];
  Value parts[3] = {sub_str(cx, s, enc, 0, b), sub_str(cx, s, enc, b, e), sub_str(cx, s, enc, e, long(s.size()))};
  return new_array(cx, parts, 3);
}

NATIVE(str_rpartition) {
  if (!is_regexp(argv[0])) return call_plain(cx, kRpartition, self, argc, argv, block);
  Value re = argv[0];
  const std::string& s = str(self);
  Enc enc = str_enc(self);
  Region rg;
  long b = regexp_search(cx, re, self, s, s.size(), 0, rg.r);
  if (b == -2) return Value::undef();
  if (b < 0) {
    set_last_match(cx, Value::nil());
    Value parts[3] = {str_make(cx, std::string_view(), enc), str_make(cx, std::string_view(), enc),
                      str_make(cx, std::string_view(s), enc)};
    return new_array(cx, parts, 3);
  }
  Value m = make_match(cx, re, frozen_copy(cx, self), rg.r);
  if (m.is_undef()) return m;
  set_last_match(cx, m);
  long e = rg.r->end[0];
  Value parts[3] = {sub_str(cx, s, enc, 0, b), sub_str(cx, s, enc, b, e), sub_str(cx, s, enc, e, long(s.size()))};
  return new_array(cx, parts, 3);
}

// Keeps the current native `name` of String as "__plain_<name>" (private),
// for the prelude, and as plain_natives[which], for the native that replaces
// it.
void keep_plain(World& w, const char* name, PlainNative which) {
  Class* k = w.c.String;
  auto it = k->methods.find(w.intern(name));
  if (it == k->methods.end()) return;
  plain_natives[which].store(it->second->native, std::memory_order_relaxed);
  auto* e = new MethodEntry(*it->second);
  e->name = w.intern(std::string("__plain_") + name);
  e->original_name = e->name;
  e->visibility = Visibility::Private;
  add_method(w, k, e);
}

void wrap(World& w, const char* name, PlainNative which, NativeFn fn, int min_args, int max_args) {
  keep_plain(w, name, which);
  define_method(w, w.c.String, name, fn, min_args, max_args);
}

} // namespace

void init_string_regexp(World& w) {
  Class* c = w.c.String;
  define_method(w, c, "=~", str_match_op, 1, 1);
  define_method(w, c, "match", str_match, 1, 2);
  define_method(w, c, "match?", str_match_p, 1, 2);
  define_method(w, c, "scan", str_scan, 1, 1);
  wrap(w, "sub", kSub, str_sub, 1, 2);
  wrap(w, "gsub", kGsub, str_gsub, 1, 2);
  wrap(w, "sub!", kSubBang, str_sub_bang, 1, 2);
  wrap(w, "gsub!", kGsubBang, str_gsub_bang, 1, 2);
  wrap(w, "split", kSplit, str_split, 0, 2);
  wrap(w, "index", kIndex, str_index, 1, 2);
  wrap(w, "rindex", kRindex, str_rindex, 1, 2);
  wrap(w, "byteindex", kByteindex, str_byteindex, 1, 2);
  define_method(w, c, "__byteindex_rest", str_byteindex_rest, 3, 3, Visibility::Private);
  wrap(w, "start_with?", kStartWith, str_start_with_p, 0, -1);
  wrap(w, "[]", kAref, str_aref, 1, 2);
  wrap(w, "slice", kAref, str_aref, 1, 2);
  wrap(w, "slice!", kSliceBang, str_slice_bang, 1, 2);
  wrap(w, "[]=", kAset, str_aset, 2, 3);
  wrap(w, "partition", kPartition, str_partition, 1, 1);
  wrap(w, "rpartition", kRpartition, str_rpartition, 1, 1);
}

} // namespace garnet::core
