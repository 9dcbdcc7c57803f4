// dir_glob.cpp — Dir.glob and Dir[]'s native half (Dir.__glob). A pattern
// is cut at '/' (not inside [...] or {...}) into segments: a literal name
// (looked up without listing its folder), a segment with wildcards
// (matched with File.fnmatch's matcher, core/path_match.h), "**/" (any
// number of directories, hidden ones only with FNM_DOTMATCH, never through
// a symbolic link), or one with braces. The walk visits each path once
// with the set of segments that may come next there, depth first, a
// directory's entries in name order (sort: true) or the host's. Where a
// segment with braces comes next, the rest of the pattern is expanded there
// and each alternative walked in turn from that directory, except right
// after "**/", where the segment matches each entry as File.fnmatch with
// FNM_EXTGLOB would: so results come in CRuby's order. The separators are
// kept as the pattern writes them ("a//b" finds "a//b").
#include <algorithm>

#include "core/core.h"
#include "platform/file_system.h"
#include "core/dir.h"
#include "core/file_stream.h"
#include "core/path_match.h"

namespace garnet::core {

using namespace vm;
namespace pm = path_match;

namespace {

struct Segment {
  enum class Kind { Literal, Wildcard, Brace, Recursive };
  Kind kind;
  std::string text;    // Literal: the name; otherwise the pattern
  std::string raw;     // as written (escapes kept)
  std::string slashes; // the separator before it, as written ("" for the first)
};

struct Pattern {
  std::string root;     // "/" (or "//"...) for an absolute pattern, else ""
  std::string trailing; // the separator after the last segment: only directories match
  std::vector<Segment> segments;
};

Pattern parse_pattern(const std::string& text, int flags) {
  Pattern pattern;
  size_t i = 0;
  while (i < text.size() && text[i] == '/') pattern.root += text[i++];
  std::string slashes;
  while (i < text.size()) {
    size_t cut = pm::next_separator(text, i, flags);
    std::string part = text.substr(i, cut - i);
    size_t after = cut;
    while (after < text.size() && text[after] == '/') after++;
    std::string separator = text.substr(cut, after - cut);
    bool last = after >= text.size();
    i = after;
    Segment::Kind kind = part == "**" && !separator.empty() ? Segment::Kind::Recursive
                         : pm::has_brace(part, flags)       ? Segment::Kind::Brace
                         : pm::has_wildcard(part, flags)    ? Segment::Kind::Wildcard
                                                            : Segment::Kind::Literal;
    pattern.segments.push_back({kind, kind == Segment::Kind::Literal ? pm::unescape(part, flags) : part, part, slashes});
    slashes = separator;
    if (last) pattern.trailing = kind == Segment::Kind::Recursive ? "/" : separator;
  }
  return pattern;
}

// The pattern from segment `from` on, as written.
std::string rest_of(const Pattern& pattern, size_t from) {
  std::string out;
  for (size_t i = from; i < pattern.segments.size(); i++)
    out += (i == from ? "" : pattern.segments[i].slashes) + pattern.segments[i].raw;
  return out + pattern.trailing;
}

using States = std::vector<size_t>; // indexes of the segments that may come next, ascending

struct GlobRun {
  Context& cx;
  const platform::Directories& dirs;
  int flags;
  bool sort;
  std::string base; // empty: none
  std::vector<Value>& out;
};

class Walk {
 public:
  Walk(GlobRun& run, const Pattern& pattern)
      : run_(run), pattern_(pattern),
        match_flags_((run.flags & (pm::kNoEscape | pm::kDotMatch)) | pm::kPathname),
        dotmatch_(run.flags & pm::kDotMatch) {}

  // Walks from `path` (where the pattern's first segment is matched; its
  // separator before: `first_slashes`).
  void from(const std::string& path, const std::string& first_slashes) {
    first_slashes_ = first_slashes;
    visit(path, {0});
  }

 private:
  GlobRun& run_;
  const Pattern& pattern_;
  std::string first_slashes_;
  int match_flags_;
  bool dotmatch_;

  size_t end() const { return pattern_.segments.size(); }
  const Segment& segment(size_t i) const { return pattern_.segments[i]; }

  // Where the host finds `path` (relative paths are relative to base:).
  std::string host_path(const std::string& path) const {
    if (!path.empty() && path[0] == '/') return path;
    if (run_.base.empty()) return path.empty() ? "." : path;
    return path.empty() ? run_.base : run_.base + "/" + path;
  }

  // dir's entry `name`, matched by segment i: after the separator the
  // pattern writes before that segment ("**/" puts one '/' between the
  // directories it takes).
  std::string join(const std::string& dir, size_t i, const std::string& name) const {
    if (dir.empty()) return name;
    if (segment(i).kind == Segment::Kind::Recursive) return dir + "/" + name;
    return dir + (i == 0 ? first_slashes_ : segment(i).slashes) + name;
  }

  bool status(const std::string& path, platform::FileStatus& out) const {
    const platform::Platform* p = run_.cx.iso->platform;
    return p->file_system && p->file_system->stat(p->user, host_path(path), out) == 0;
  }

  bool is_directory(const std::string& path) const {
    platform::FileStatus s;
    return status(path, s) && (s.mode & platform::FileType::kMask) == platform::FileType::kDirectory;
  }

  // Adds i and, for "**/" (which may stand for no directory), what follows it.
  void add(States& states, size_t i) const {
    while (true) {
      if (std::find(states.begin(), states.end(), i) == states.end()) states.push_back(i);
      if (i >= end() || segment(i).kind != Segment::Kind::Recursive) break;
      i++;
    }
  }

  // A segment with braces is expanded where it comes next, unless it comes
  // right after "**/" without a '/' of its own: then it matches entries.
  bool expands(size_t i) const {
    if (i >= end() || segment(i).kind != Segment::Kind::Brace) return false;
    bool after_recursion = i > 0 && segment(i - 1).kind == Segment::Kind::Recursive;
    return !after_recursion || segment(i).text.find('/') != std::string::npos;
  }

  void visit(const std::string& path, const States& next) {
    States states;
    for (size_t i : next) add(states, i);
    std::sort(states.begin(), states.end());
    if (std::any_of(states.begin(), states.end(), [&](size_t i) { return expands(i); })) {
      expand(path, states.front());
      return;
    }
    // The walk's start is a path only when it names one (a base: or a folder).
    if (states.back() == end() && (!path.empty() || !run_.base.empty())) found(path);
    if (states.front() == end()) return;
    bool list = false;
    for (size_t i : states)
      if (i < end() && segment(i).kind != Segment::Kind::Literal) list = true;
    if (list) visit_listed(path, states);
    else visit_named(path, states);
  }

  // Walks each alternative of the pattern's rest from segment `from` on.
  void expand(const std::string& path, size_t from) {
    for (const std::string& alternative : pm::expand_braces(rest_of(pattern_, from), run_.flags)) {
      Pattern rest = parse_pattern(alternative, run_.flags);
      Walk(run_, rest).from(path, from == 0 ? first_slashes_ : segment(from).slashes);
    }
  }

  void found(const std::string& path) {
    if (pattern_.trailing.empty()) {
      run_.out.push_back(new_string(run_.cx, path));
      return;
    }
    if (is_directory(path)) run_.out.push_back(new_string(run_.cx, path + pattern_.trailing));
  }

  // Only literal names may come next: look each up.
  void visit_named(const std::string& path, const States& states) {
    for (size_t i : states) {
      std::string child = join(path, i, segment(i).text);
      platform::FileStatus s;
      if (status(child, s)) visit(child, {i + 1});
    }
  }

  void visit_listed(const std::string& path, const States& states) {
    std::vector<platform::DirectoryEntry> entries;
    if (list_directory(run_.cx, run_.dirs, host_path(path), entries) != 0) return; // not a directory: no match
    if (run_.sort)
      std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
    for (size_t i : states) { // "." and ".." only by their names
      if (i < end() && segment(i).kind == Segment::Kind::Literal && (segment(i).text == "." || segment(i).text == ".."))
        visit(join(path, i, segment(i).text), {i + 1});
    }
    for (const platform::DirectoryEntry& e : entries) {
      if (e.name == "." || e.name == "..") continue;
      States next;
      size_t via = end(); // the segment whose separator comes before the entry
      for (size_t i : states) {
        if (i == end()) continue;
        const Segment& seg = segment(i);
        bool matched = false;
        switch (seg.kind) {
          case Segment::Kind::Recursive:
            matched = e.kind == platform::DirectoryEntry::Kind::Directory && (dotmatch_ || e.name[0] != '.');
            if (matched) next.push_back(i);
            break;
          case Segment::Kind::Wildcard:
          case Segment::Kind::Brace:
            matched = pm::matches(seg.text, e.name, match_flags_ | (seg.kind == Segment::Kind::Brace ? pm::kExtGlob : 0));
            if (matched) next.push_back(i + 1);
            break;
          case Segment::Kind::Literal:
            matched = e.name == seg.text;
            if (matched) next.push_back(i + 1);
            break;
        }
        if (matched && via == end()) via = i;
      }
      if (!next.empty()) visit(join(path, via, e.name), next);
    }
  }
};

// Appends the patterns an argument stands for (a String, or an Array of them).
bool pattern_texts(Context& cx, Value arg, std::vector<std::string>& out) {
  if (is_array(arg)) {
    std::vector<Value> items = as_array(arg)->items.to_vector();
    for (Value item : items)
      if (!pattern_texts(cx, item, out)) return false;
    return true;
  }
  Value text = implicit_string(cx, arg);
  if (text.is_undef()) return false;
  if (str(text).find('\0') != std::string::npos) {
    raise(cx, cx.world->c.ArgumentError, "nul-separated glob pattern is deprecated");
    return false;
  }
  out.push_back(str(text));
  return true;
}

// Dir.__glob(patterns, flags, base, sort): the matching paths, an Array.
NATIVE(dir_s_glob) {
  std::vector<std::string> patterns;
  if (!pattern_texts(cx, argv[0], patterns)) return Value::undef();
  int64_t flags = 0;
  if (!argv[1].is_nil() && !to_int64(cx, argv[1], flags)) return Value::undef();
  std::string base;
  if (!argv[2].is_nil() && !path_arg(cx, argv[2], base)) return Value::undef();
  if (!argv[3].is_true() && !argv[3].is_false()) {
    std::string shown;
    if (!append_inspect(cx, shown, argv[3])) return Value::undef();
    return raise(cx, cx.world->c.ArgumentError, "expected true or false as sort: " + shown);
  }
  bool sort = argv[3].truthy();
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return Value::undef();
  std::vector<Value> found;
  GlobRun run{cx, *dirs, int(flags), sort, base, found};
  for (const std::string& text : patterns) {
    Pattern pattern = parse_pattern(text, int(flags));
    if (pattern.segments.empty()) {
      if (!pattern.root.empty()) found.push_back(new_string(cx, pattern.root));
      else if (!base.empty() && text.empty()) found.push_back(new_string(cx, ""));
      continue;
    }
    Walk(run, pattern).from(pattern.root, "");
  }
  return new_array(cx, std::move(found));
}

} // namespace

void init_dir_glob(World& w, Class* dir) { define_singleton_method(w, dir, "__glob", dir_s_glob, 4, 4); }

} // namespace garnet::core
