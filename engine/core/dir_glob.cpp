// dir_glob.cpp — Dir.glob and Dir[]'s native half (Dir.__glob). Each
// pattern's braces are expanded first (core/path_match.h); each expansion
// is cut at '/' into segments: a literal name, a segment with wildcards
// (matched with File.fnmatch's matcher), or "**/" (any number of
// directories, hidden ones only with FNM_DOTMATCH, never through a
// symbolic link). The walk visits each path once with the set of segments
// that may come next there, depth first, a directory's entries in name
// order (sort: true) or the host's: so results come as CRuby gives them.
// Literal segments are looked up without listing their directory.
#include <algorithm>

#include "core/core.h"
#include "core/dir.h"
#include "core/file_stream.h"
#include "core/path_match.h"

namespace garnet::core {

using namespace vm;
namespace pm = path_match;

namespace {

struct Segment {
  enum class Kind { Literal, Wildcard, Recursive };
  Kind kind;
  std::string text; // Literal: the name; Wildcard: the pattern
};

struct Pattern {
  bool absolute = false;
  bool directories_only = false; // it ends with '/'
  std::vector<Segment> segments;
};

Pattern parse_pattern(const std::string& text, int flags) {
  Pattern pattern;
  pattern.absolute = !text.empty() && text[0] == '/';
  pattern.directories_only = text.size() > 1 && text.back() == '/';
  size_t i = 0;
  while (i < text.size()) {
    size_t slash = text.find('/', i);
    bool last = slash == std::string::npos;
    std::string part = text.substr(i, last ? std::string::npos : slash - i);
    i = last ? text.size() : slash + 1;
    if (part.empty()) continue;
    if (part == "**" && (!last || pattern.directories_only)) pattern.segments.push_back({Segment::Kind::Recursive, part});
    else if (pm::has_wildcard(part, flags)) pattern.segments.push_back({Segment::Kind::Wildcard, part});
    else pattern.segments.push_back({Segment::Kind::Literal, pm::unescape(part, flags)});
  }
  return pattern;
}

using States = std::vector<size_t>; // indexes of the segments that may come next, ascending

class Walk {
 public:
  Walk(Context& cx, const platform::Directories& dirs, const Pattern& pattern, int flags, bool sort,
       const std::string& base, std::vector<Value>& out)
      : cx_(cx), dirs_(dirs), pattern_(pattern), sort_(sort), base_(base), out_(out),
        match_flags_((flags & (pm::kNoEscape | pm::kDotMatch)) | pm::kPathname), dotmatch_(flags & pm::kDotMatch) {}

  void run() {
    if (pattern_.segments.empty()) {
      if (pattern_.absolute) out_.push_back(new_string(cx_, "/"));
      return;
    }
    visit(pattern_.absolute ? "/" : "", {0});
  }

 private:
  Context& cx_;
  const platform::Directories& dirs_;
  const Pattern& pattern_;
  bool sort_;
  std::string base_;
  std::vector<Value>& out_;
  int match_flags_;
  bool dotmatch_;

  size_t end() const { return pattern_.segments.size(); }

  // Where the host finds `path` (relative paths are relative to base:).
  std::string host_path(const std::string& path) const {
    if (pattern_.absolute || base_.empty()) return path.empty() ? "." : path;
    return path.empty() ? base_ : base_ + "/" + path;
  }

  static std::string join(const std::string& dir, const std::string& name) {
    if (dir.empty()) return name;
    return dir.back() == '/' ? dir + name : dir + "/" + name;
  }

  bool status(const std::string& path, platform::PathStatus& out) const {
    const platform::Platform* p = cx_.iso->platform;
    return p->stat_path && p->stat_path(p->user, host_path(path), out) == 0;
  }

  // Adds i and, for "**/" (which may stand for no directory), what follows it.
  void add(States& states, size_t i) const {
    while (true) {
      if (std::find(states.begin(), states.end(), i) == states.end()) states.push_back(i);
      if (i >= end() || pattern_.segments[i].kind != Segment::Kind::Recursive) break;
      i++;
    }
  }

  void visit(const std::string& path, const States& next) {
    States states;
    for (size_t i : next) add(states, i);
    std::sort(states.begin(), states.end());
    if (states.back() == end() && !path.empty()) found(path);
    if (states.front() == end()) return;
    bool list = false;
    for (size_t i : states)
      if (i < end() && pattern_.segments[i].kind != Segment::Kind::Literal) list = true;
    if (list) visit_listed(path, states);
    else visit_named(path, states);
  }

  void found(const std::string& path) {
    if (!pattern_.directories_only) {
      out_.push_back(new_string(cx_, path));
      return;
    }
    platform::PathStatus s;
    if (status(path, s) && s.is_directory) out_.push_back(new_string(cx_, path + "/"));
  }

  // Only literal names may come next: look each up.
  void visit_named(const std::string& path, const States& states) {
    for (size_t i : states) {
      std::string child = join(path, pattern_.segments[i].text);
      platform::PathStatus s;
      if (status(child, s)) visit(child, {i + 1});
    }
  }

  void visit_listed(const std::string& path, const States& states) {
    std::vector<platform::DirectoryEntry> entries;
    if (list_directory(cx_, dirs_, host_path(path), entries) != 0) return; // not a directory (any more): no match
    if (sort_)
      std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
    for (size_t i : states) { // "." and ".." only by their names
      const Segment& seg = pattern_.segments[i];
      if (seg.kind == Segment::Kind::Literal && (seg.text == "." || seg.text == "..")) visit(join(path, seg.text), {i + 1});
    }
    for (const platform::DirectoryEntry& e : entries) {
      if (e.name == "." || e.name == "..") continue;
      States next;
      for (size_t i : states) {
        if (i == end()) continue;
        const Segment& seg = pattern_.segments[i];
        switch (seg.kind) {
          case Segment::Kind::Recursive:
            if (e.kind == platform::DirectoryEntry::Kind::Directory && (dotmatch_ || e.name[0] != '.')) next.push_back(i);
            break;
          case Segment::Kind::Wildcard:
            if (pm::matches(seg.text, e.name, match_flags_)) next.push_back(i + 1);
            break;
          case Segment::Kind::Literal:
            if (e.name == seg.text) next.push_back(i + 1);
            break;
        }
      }
      if (!next.empty()) visit(join(path, e.name), next);
    }
  }
};

// Appends the patterns an argument stands for (a String, or an Array of them).
bool pattern_texts(Context& cx, Value arg, std::vector<std::string>& out) {
  if (is_array(arg)) {
    std::vector<Value> items = as_array(arg)->items;
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
Value dir_s_glob(Context& cx, Value, int, Value* argv, Value) {
  std::vector<std::string> patterns;
  if (!pattern_texts(cx, argv[0], patterns)) return Value::undef();
  int64_t flags = 0;
  if (!argv[1].is_nil() && !to_int64(cx, argv[1], flags)) return Value::undef();
  std::string base;
  if (!argv[2].is_nil() && !path_arg(cx, argv[2], base)) return Value::undef();
  bool sort = argv[3].truthy();
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return Value::undef();
  std::vector<Value> found;
  for (const std::string& text : patterns) {
    for (const std::string& expanded : pm::expand_braces(text, int(flags))) {
      Pattern pattern = parse_pattern(expanded, int(flags));
      Walk(cx, *dirs, pattern, int(flags), sort, base, found).run();
      if (has_pending(cx)) return Value::undef();
    }
  }
  return new_array(cx, std::move(found));
}

} // namespace

void init_dir_glob(World& w, Class* dir) { define_singleton_method(w, dir, "__glob", dir_s_glob, 4, 4); }

} // namespace garnet::core
