// iseq.cpp — queries on compiled code: line numbers, call spans and
// parameter arity.
#include "vm/iseq.h"

#include <algorithm>

namespace garnet::vm {

uint32_t Iseq::line_at(uint32_t pc) const {
  if (lines.empty()) return first_line;
  auto it = std::upper_bound(lines.begin(), lines.end(), std::make_pair(pc, UINT32_MAX));
  if (it == lines.begin()) return lines.front().second;
  return std::prev(it)->second;
}

const CallSpans* Iseq::call_spans_at(uint32_t pc) const {
  auto it = std::lower_bound(call_spans.begin(), call_spans.end(), pc,
                             [](const CallSpans& s, uint32_t at) { return s.code_end < at; });
  return it != call_spans.end() && it->code_end == pc ? &*it : nullptr;
}

int ParamSpec::arity() const {
  int req = required + post;
  bool required_kw = false;
  for (bool r : kw_required) required_kw |= r;
  if (required_kw) req++;
  // -(min + 1) when more arguments than the minimum are accepted.
  if (optional || rest || (has_kw() && !required_kw)) return -(req + 1);
  return req;
}

} // namespace garnet::vm
