// path_match.cpp — the matcher behind File.fnmatch and Dir.glob. A pattern
// is matched a segment at a time (with FNM_PATHNAME, '/' ends a segment on
// both sides); within a segment, '*' remembers where it stood so that a
// later mismatch retries with it taking one more character, and "**/"
// remembers the same way which directory of the path it may take next.
#include "core/path_match.h"

#include "core/utf8.h"

namespace garnet::core::path_match {

namespace {

constexpr size_t kNone = std::string_view::npos;

class Matcher {
 public:
  Matcher(std::string_view pattern, std::string_view path, int flags)
      : pat_(pattern), str_(path), escape_(!(flags & kNoEscape)), pathname_(flags & kPathname),
        period_(!(flags & kDotMatch)), nocase_(flags & kCaseFold) {}

  bool whole() {
    size_t p = 0, s = 0;
    if (!pathname_) return segment(p, s);
    size_t resume_p = kNone, resume_s = kNone; // after the last "**/": the pattern, and where in the path it takes over
    while (true) {
      if (starts_recursion(p)) {
        while (starts_recursion(p)) p += 3;
        resume_p = p;
        resume_s = s;
      }
      size_t pp = p, ss = s;
      if (segment(pp, ss)) {
        while (ss < str_.size() && str_[ss] != '/') ss += len(str_, ss);
        if (pp < pat_.size() && ss < str_.size()) {
          p = pp + 1;
          s = ss + 1;
          continue;
        }
        if (pp >= pat_.size() && ss >= str_.size()) return true;
      }
      // "**/" takes one more directory of the path (never a hidden one without FNM_DOTMATCH).
      if (resume_p == kNone || (period_ && resume_s < str_.size() && str_[resume_s] == '.')) return false;
      while (resume_s < str_.size() && str_[resume_s] != '/') resume_s += len(str_, resume_s);
      if (resume_s >= str_.size()) return false;
      p = resume_p;
      s = ++resume_s;
    }
  }

 private:
  std::string_view pat_, str_;
  bool escape_, pathname_, period_, nocase_;

  bool starts_recursion(size_t p) const { return pat_.substr(p, 3) == "**/"; }
  bool at_end(std::string_view t, size_t i) const { return i >= t.size() || (pathname_ && t[i] == '/'); }
  size_t unescaped(size_t p) const { return escape_ && p < pat_.size() && pat_[p] == '\\' ? p + 1 : p; }
  static size_t len(std::string_view t, size_t i) { return size_t(utf8::char_len(t.data() + i, t.data() + t.size(), false)); }
  static uint32_t code(std::string_view t, size_t i) {
    const char* q = t.data() + i;
    return utf8::next(q, t.data() + t.size(), false);
  }
  // FNM_CASEFOLD folds ASCII letters only, as CRuby's.
  uint32_t folded(std::string_view t, size_t i) const {
    uint32_t c = code(t, i);
    return nocase_ && c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
  }
  bool same_char(size_t p, size_t s) const {
    size_t n = len(pat_, p);
    if (str_.substr(s, n) == pat_.substr(p, n)) return true;
    return nocase_ && folded(pat_, p) == folded(str_, s);
  }

  // Matches the segment of the path at s against the pattern at p. On
  // success p is at the pattern segment's end and s at or inside the
  // path's (a final '*' leaves the rest of it unread).
  bool segment(size_t& pi, size_t& si) {
    size_t p = pi, s = si;
    size_t star_p = kNone, star_s = kNone; // after the last '*', and what it has taken up to
    if (period_ && s < str_.size() && str_[s] == '.') {
      size_t q = unescaped(p);
      if (q >= pat_.size() || pat_[q] != '.') return false; // a hidden name needs an explicit '.'
    }
    while (true) {
      bool ok;
      if (p < pat_.size() && pat_[p] == '*') {
        while (p < pat_.size() && pat_[p] == '*') p++;
        if (at_end(pat_, unescaped(p))) {
          pi = unescaped(p);
          si = s;
          return true;
        }
        if (at_end(str_, s)) return false;
        star_p = p;
        star_s = s;
        continue;
      }
      if (p < pat_.size() && pat_[p] == '?') {
        if (at_end(str_, s)) return false;
        p++;
        s += len(str_, s);
        continue;
      }
      if (p < pat_.size() && pat_[p] == '[') {
        if (at_end(str_, s)) return false;
        size_t after;
        ok = in_set(p + 1, s, after);
        if (ok) {
          p = after;
          s += len(str_, s);
          continue;
        }
      } else {
        p = unescaped(p);
        if (at_end(str_, s)) {
          pi = p;
          si = s;
          return at_end(pat_, p);
        }
        ok = !at_end(pat_, p) && same_char(p, s);
        if (ok) {
          s += len(str_, s);
          p += len(pat_, p);
          continue;
        }
      }
      if (star_p == kNone) return false;
      p = star_p; // the last '*' takes one more character
      star_s += len(str_, star_s);
      s = star_s;
    }
  }

  // A set "[...]" starting after its '[' at p: whether the character at s
  // is in it; `after` is past its ']'. An unterminated set matches nothing.
  bool in_set(size_t p, size_t s, size_t& after) const {
    bool negated = false, found = false;
    if (p < pat_.size() && (pat_[p] == '!' || pat_[p] == '^')) {
      negated = true;
      p++;
    }
    size_t n = len(str_, s);
    uint32_t c = folded(str_, s);
    while (p < pat_.size() && pat_[p] != ']') {
      size_t first = unescaped(p);
      if (first >= pat_.size()) return false;
      p = first + len(pat_, first);
      if (p >= pat_.size()) return false;
      if (pat_[p] == '-' && p + 1 < pat_.size() && pat_[p + 1] != ']') {
        size_t last = unescaped(p + 1);
        if (last >= pat_.size()) return false;
        p = last + len(pat_, last);
        if (found) continue;
        if (str_.substr(s, n) == pat_.substr(first, len(pat_, first)) ||
            str_.substr(s, n) == pat_.substr(last, len(pat_, last)) ||
            (c >= folded(pat_, first) && c <= folded(pat_, last)))
          found = true;
      } else if (!found && str_.substr(s, n) == pat_.substr(first, len(pat_, first))) { // exact, even with FNM_CASEFOLD
        found = true;
      }
    }
    if (p >= pat_.size()) return false;
    after = p + 1;
    return found != negated;
  }
};

void expand_into(const std::string& pattern, bool escape, std::vector<std::string>& out) {
  size_t open = kNone, close = kNone;
  int depth = 0;
  for (size_t i = 0; i < pattern.size(); i++) {
    char ch = pattern[i];
    if (ch == '{' && depth++ == 0) open = i;
    if (ch == '}' && open != kNone && --depth == 0) {
      close = i;
      break;
    }
    if (ch == '\\' && escape && ++i >= pattern.size()) break;
  }
  if (open == kNone) {
    out.push_back(pattern);
    return;
  }
  if (close == kNone) return; // unbalanced: stands for nothing
  std::string head = pattern.substr(0, open), tail = pattern.substr(close + 1);
  size_t i = open;
  while (i < close) {
    size_t start = ++i;
    depth = 0;
    while (i < close && !(pattern[i] == ',' && depth == 0)) {
      if (pattern[i] == '{') depth++;
      if (pattern[i] == '}') depth--;
      if (pattern[i] == '\\' && escape && ++i >= close) break;
      i++;
    }
    expand_into(head + pattern.substr(start, std::min(i, close) - start) + tail, escape, out);
  }
}

} // namespace

bool matches(std::string_view pattern, std::string_view path, int flags) {
  if (!(flags & kExtGlob)) return Matcher(pattern, path, flags).whole();
  for (const std::string& alternative : expand_braces(pattern, flags))
    if (Matcher(alternative, path, flags).whole()) return true;
  return false;
}

std::vector<std::string> expand_braces(std::string_view pattern, int flags) {
  std::vector<std::string> out;
  expand_into(std::string(pattern), !(flags & kNoEscape), out);
  return out;
}

namespace {

// Whether `segment` holds one of `chars` unescaped.
bool has_unescaped(std::string_view segment, std::string_view chars, int flags) {
  for (size_t i = 0; i < segment.size(); i++) {
    if (chars.find(segment[i]) != std::string_view::npos) return true;
    if (segment[i] == '\\' && !(flags & kNoEscape)) i++;
  }
  return false;
}

} // namespace

size_t next_separator(std::string_view pattern, size_t from, int flags) {
  bool open = false; // inside [...] or {...}, not counting nesting (as CRuby)
  for (size_t i = from; i < pattern.size(); i++) {
    char ch = pattern[i];
    if (ch == '[' || ch == '{') open = true;
    else if (ch == ']' || ch == '}') open = false;
    else if (ch == '/' && !open) return i;
    else if (ch == '\\' && !(flags & kNoEscape)) i++;
  }
  return pattern.size();
}

bool has_wildcard(std::string_view segment, int flags) { return has_unescaped(segment, "*?[", flags); }
bool has_brace(std::string_view segment, int flags) { return has_unescaped(segment, "{", flags); }

std::string unescape(std::string_view segment, int flags) {
  if (flags & kNoEscape) return std::string(segment);
  std::string out;
  for (size_t i = 0; i < segment.size(); i++) {
    if (segment[i] == '\\' && i + 1 < segment.size()) i++;
    out += segment[i];
  }
  return out;
}

} // namespace garnet::core::path_match
