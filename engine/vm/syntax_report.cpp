// syntax_report.cpp — excerpts of source that does not compile, the syntax
// error report and the unknown-encoding message (syntax_report.h).
#include "vm/syntax_report.h"

#include <algorithm>

#include "core/utf8.h"

namespace garnet::vm {

namespace {

std::vector<std::string_view> split_lines(std::string_view source) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start < source.size()) {
    size_t nl = source.find('\n', start);
    if (nl == std::string_view::npos) nl = source.size();
    lines.push_back(source.substr(start, nl - start));
    start = nl + 1;
  }
  return lines;
}

bool valid_utf8(std::string_view text) {
  for (const char *p = text.data(), *e = p + text.size(); p < e;) {
    int n = core::utf8::valid_len(p, e);
    if (n == 0) return false;
    p += n;
  }
  return true;
}

} // namespace

std::string source_excerpt(std::string_view source, std::vector<parse::SyntaxError> errors, uint32_t first_line) {
  std::vector<std::string_view> lines = split_lines(source);
  std::reverse(errors.begin(), errors.end());
  std::stable_sort(errors.begin(), errors.end(), [](const parse::SyntaxError& a, const parse::SyntaxError& b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  });
  uint32_t first = errors[0].line, last = first;
  for (const auto& e : errors) {
    first = std::min(first, e.line);
    last = std::max(last, e.line);
  }
  uint32_t end = first_line + uint32_t(lines.size()); // past the last line
  uint32_t from = std::max(first > 2 ? first - 2 : 1, first_line);
  uint32_t to = std::max(last, std::min<uint32_t>(last + 2, end - 1));
  size_t width = std::to_string(to).size();
  std::string out;
  for (uint32_t line = from; line <= to; line++) {
    std::string number = std::to_string(line);
    number.insert(0, width - number.size(), ' ');
    std::string_view text = line < end ? lines[line - first_line] : std::string_view();
    bool has_error = false;
    for (const auto& e : errors) has_error |= e.line == line;
    out += (has_error ? "> " : "  ") + number + " | " + std::string(text) + "\n";
    bool past_end = line >= end; // the end of the input, after its last line break
    bool first_here = true;
    for (const auto& e : errors) {
      if (e.line != line) continue;
      if (past_end && !first_here) out += "\n"; // prism separates these with a blank line
      first_here = false;
      std::string underline = "^" + std::string(e.length > 1 ? e.length - 1 : 0, '~');
      out += std::string(width + 3, ' ') + "| " + std::string(e.column > 0 ? e.column - 1 : 0, ' ') + underline +
             (e.message.empty() ? "" : " " + e.message) + "\n";
    }
  }
  return out;
}

std::string syntax_report(std::string_view source, const std::string& file, std::vector<parse::SyntaxError> errors) {
  std::string out = file + ": " + file + ":" + std::to_string(errors[0].line) + ": syntax error" +
                    (errors.size() > 1 ? "s" : "") + " found (SyntaxError)\n";
  std::vector<std::string_view> lines = split_lines(source);
  bool showable = std::all_of(errors.begin(), errors.end(), [&](const parse::SyntaxError& e) {
    return e.line == 0 || e.line > lines.size() || valid_utf8(lines[e.line - 1]);
  });
  if (!showable) {
    for (const auto& e : errors) out += file + ":" + std::to_string(e.line) + ": " + e.message + "\n";
    return out;
  }
  return out + source_excerpt(source, std::move(errors)) + "\n";
}

std::string unknown_encoding_message(std::string_view source, const std::string& file, const parse::ParseResult& tree,
                                     uint32_t first_line) {
  parse::SyntaxError name{tree.source_encoding_line, tree.source_encoding_column, "",
                          uint32_t(std::max<size_t>(tree.source_encoding.size(), 1))};
  return file + ":" + std::to_string(name.line) + ": unknown or invalid encoding in the magic comment\n" +
         source_excerpt(source, {name}, first_line);
}

} // namespace garnet::vm
