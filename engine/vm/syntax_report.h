// syntax_report.h — how source that does not compile is shown: Ruby 4.0's
// (prism's) excerpt of the lines around the errors, the report of syntax
// errors, and the ArgumentError message of an unknown magic-comment encoding.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "parse/ast.h"

namespace garnet::vm {

// Ruby 4.0's report: "FILE: FILE:LINE: syntax error(s) found (SyntaxError)"
// naming the first error's line, then the excerpt (source_excerpt) and a
// blank line. When a line with an error is not valid UTF-8, prism shows no
// source: each error is then "FILE:LINE: message".
std::string syntax_report(std::string_view source, const std::string& file, std::vector<parse::SyntaxError> errors);

// The lines around the errors ("> N | " marks an error line, two lines of
// context on each side) with the offending token underlined (^~~)
// and the message, when it has one, after it; errors in order of position
// (errors at one place: the latest first, as prism). Lines are numbered from
// first_line (eval's line argument).
std::string source_excerpt(std::string_view source, std::vector<parse::SyntaxError> errors, uint32_t first_line = 1);

// "FILE:LINE: unknown or invalid encoding in the magic comment" and the
// excerpt underlining the name: the message of Ruby 4.0's ArgumentError.
std::string unknown_encoding_message(std::string_view source, const std::string& file, const parse::ParseResult& tree,
                                     uint32_t first_line = 1);

} // namespace garnet::vm
