# An implicit conversion (to_str, to_ary, to_hash, to_int) that answers the
# wrong type raises TypeError naming the method and what it gave, as
# CRuby's rb_convert_type does.
o = Object.new
def o.to_str = 5
def o.to_ary = 5
def o.to_hash = 5
def o.to_int = "x"
p(("a" + o rescue $!))
p(([1] + o rescue $!))
p(({}.merge(o) rescue $!))
p(([1, 2].first(o) rescue $!))
p((File.join(o) rescue $!))
p(("ab".start_with?(o) rescue $!))
p(([1].join(o) rescue $!))
p((String.try_convert(o) rescue $!))
p((Array.try_convert(o) rescue $!))
p(("a".include?(o) rescue $!))
f = Object.new
def f.to_int = 2.5
p(([1, 2, 3].first(f) rescue $!))
p(("abc"[f] rescue $!))
p(([1, 2, 3].rotate(f) rescue $!))
p((1.round(f) rescue $!))
