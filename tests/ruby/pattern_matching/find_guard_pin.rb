# Find pattern [*, x, *], guards (if/unless), pin operator with locals/ivars/expressions, alternatives
def find_pair(list)
  case list
  in [*, [:key, value], *post] then "found #{value}, #{post.size} after"
  else "no key"
  end
end
p find_pair([[:a, 1], [:key, 42], [:b, 2]]), find_pair([[:a, 1]])
expected = 5
@limit = 10
def check(v, expected, limit)
  case v
  in ^expected then "pinned match"
  in Integer if v > limit then "over limit"
  in Integer unless v.odd? then "even"
  in ^(limit - 1) then "expression pin"
  in :a | :b | "c" then "alternative"
  else "nothing"
  end
end
p [5, 11, 4, 9, :b, "c", 3].map { check(_1, expected, @limit) }
case [1, 1]
in [x, ^x] then p :same_twice
end
case { n: 3, m: 3 }
in { n:, m: ^n } then p :hash_pin
end
arr = [1, 2]
p(case [1, 2]; in ^arr then :array_pin; end)
