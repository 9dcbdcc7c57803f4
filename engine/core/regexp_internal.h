// regexp_internal.h — what regexp.cpp gives the other C++ methods that
// match Regexps (String's, in string_regexp.cpp; StringScanner's, in
// strscan.cpp): searching, MatchData objects and their groups.
#pragma once

#include <oniguruma.h>

#include <string_view>
#include <utility>
#include <vector>

#include "vm/runtime.h"

namespace garnet::core {

// A MatchData's state.
struct MatchInfo {
  vm::Value regexp; // a String for a match of sub/gsub's String pattern, until match_regexp quotes it
  vm::Value string; // frozen
  std::vector<std::pair<long, long>> groups; // byte offsets, -1 when unmatched
};

bool is_regexp(vm::Value v);
bool is_matchdata(vm::Value v);
MatchInfo* match_info(vm::Value v);
// s itself when frozen, else a frozen copy of it.
vm::Value frozen_copy(vm::Context& cx, vm::Value s);
vm::Value regexp_from_pattern(vm::Context& cx, vm::Value pat, bool quote);
// Searches s (the bytes of String subject, or a copy of them) from byte
// `start` toward byte `range` (range < start: backward). Returns the match's
// byte offset, -1 when none, -2 when it raised.
long regexp_search(vm::Context& cx, vm::Value re, vm::Value subject, std::string_view s, size_t start, size_t range,
                   OnigRegion* region);
// Anchored match at byte `at`: length matched, -1 none, -2 raised.
long regexp_match_at(vm::Context& cx, vm::Value re, vm::Value subject, std::string_view s, size_t at,
                     OnigRegion* region);
vm::Value make_match(vm::Context& cx, vm::Value re, vm::Value frozen_str, OnigRegion* region);
int regexp_name_to_group(vm::Value re, std::string_view name, OnigRegion* region);
vm::Value regexp_do_match(vm::Context& cx, vm::Value re, vm::Value s, int64_t pos, bool set);
vm::Value regexp_test(vm::Context& cx, vm::Value re, vm::Value s, int64_t pos);

// An Oniguruma region that frees itself.
struct Region {
  OnigRegion* r = onig_region_new();
  Region() = default;
  Region(const Region&) = delete;
  Region& operator=(const Region&) = delete;
  ~Region() { onig_region_free(r, 1); }
};

} // namespace garnet::core
