// local_usage.cpp — see local_usage.h.
#include "parse/local_usage.h"

namespace garnet::parse {

namespace {

// Names Ruby never warns about: _-prefixed ones, and the parser's own hidden
// locals (not identifiers).
bool warned_name(const std::string& name) {
  if (name.empty() || name[0] == '_') return false;
  unsigned char first = static_cast<unsigned char>(name[0]);
  return (first >= 'a' && first <= 'z') || first >= 0x80;
}

} // namespace

void LocalUsage::open(bool hard, bool quiet) {
  if (!enabled_) return;
  bool inherited_quiet = !hard && !scopes_.empty() && scopes_.back().quiet;
  scopes_.push_back({hard, quiet || inherited_quiet, {}, {}});
}

LocalUsage::Local* LocalUsage::find(const std::string& name) {
  for (size_t i = scopes_.size(); i-- > 0;) {
    auto found = scopes_[i].index.find(name);
    if (found != scopes_[i].index.end()) return &scopes_[i].locals[found->second];
    if (scopes_[i].hard) break;
  }
  return nullptr;
}

void LocalUsage::assign(const std::string& name, uint32_t line, bool counts_as_use) {
  if (!enabled_ || scopes_.empty()) return;
  Local* l = find(name);
  if (!l) {
    Scope& innermost = scopes_.back();
    innermost.index.emplace(name, innermost.locals.size());
    innermost.locals.push_back({name, line, false});
    l = &innermost.locals.back();
  }
  if (counts_as_use) l->used = true;
}

void LocalUsage::use(const std::string& name) {
  if (!enabled_) return;
  if (Local* l = find(name)) l->used = true;
}

void LocalUsage::close(std::vector<SyntaxError>& warnings) {
  if (!enabled_ || scopes_.empty()) return;
  const Scope& s = scopes_.back();
  if (!s.quiet)
    for (const Local& l : s.locals) {
      if (l.used || !warned_name(l.name)) continue;
      SyntaxError w{l.line, 0, "assigned but unused variable - " + l.name};
      w.verbose_only = true;
      warnings.push_back(w);
    }
  scopes_.pop_back();
}

} // namespace garnet::parse
