# Array patterns with splats, find patterns [*, x, *], alternative patterns, and nested arrays
def classify(v)
  case v
  in [] then "empty"
  in [x] then "one #{x}"
  in [Integer => a, Integer => b] then "two ints #{a + b}"
  in [String, *rest] then "string head, #{rest.size} more"
  in [*, :needle, *post] then "needle before #{post}"
  in [[a, b], *] then "nested #{a}/#{b}"
  in [1 | 2 | 3 => small, *] then "small #{small}"
  else "other"
  end
end
p classify([]), classify([7]), classify([1, 2]), classify(["a", 1, 2]), classify([0, :needle, 5, 6])
p classify([[1, 2], 3]), classify([3, "x", :y]), classify([9.5, 1, 1])
case [1, [2, 3, 4]]
in [a, [b, *c]]
  p a, b, c
end
case ["key", 10, "other", 20]
in [*, String => s, Integer => n, *] if n > 15
  p [s, n]
in [*, String => s, Integer => n, *]
  p [:first, s, n]
end
result = case [1, 2, 3, 42, 5]
         in [*pre, 40..50 => hit, *post] then [pre, hit, post]
         end
p result
p(([1, [2]] in [_, [_]]), ([1, 2] in [_]), (5 in Integer | Float))
