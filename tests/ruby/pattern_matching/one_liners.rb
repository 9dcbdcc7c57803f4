# Rightward assignment `=>` and boolean `in` one-liners; NoMatchingPatternError and NoMatchingPatternKeyError messages
h = { name: "Bob", roles: [:admin, :dev] }
h => { name: }
p name
h => { roles: [first_role, *] }
p first_role
p((1 in Integer), ("x" in Integer), ({ a: 1 } in { a: Integer }), ([1, [2]] in [_, [_]]))
[1, 2] => [a, b]
p a + b
42 => answer
p answer
begin
  { name: "x" } => { age: }
rescue NoMatchingPatternKeyError => e
  p e.class, e.message, e.key
end
begin
  5 => String
rescue NoMatchingPatternError => e
  p e.class, e.message
end
begin
  case [1, 2]
  in [_] then 1
  end
rescue NoMatchingPatternError => e
  p e.message
end
p NoMatchingPatternKeyError.superclass, NoMatchingPatternError.superclass
if h in { roles: [*, :dev, *] }
  p :is_dev
end
