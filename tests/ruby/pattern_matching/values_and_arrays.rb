# case/in with literal values, ranges, classes, array patterns with splats and nested arrays
def m(x)
  case x
  in 0 then "zero"
  in Integer | Float => n if n < 0 then "negative #{n}"
  in 1..9 then "digit"
  in String => s then "string #{s}"
  in [] then "empty array"
  in [a] then "one: #{a}"
  in [Integer => a, Integer => b] then "two ints #{a + b}"
  in [first, *rest] if rest.size > 2 then "long, first #{first}, rest #{rest}"
  in [_, [x, y]] then "nested #{x},#{y}"
  in nil then "nil"
  else "other #{x.inspect}"
  end
end
[0, -3, -1.5, 7, "hi", [], [9], [1, 2], [1, 2, 3, 4], [:a, [:b, :c]], nil, 10**20, [1, "x"]].each { puts m(_1) }
case [1, [2, 3, 4]]
in [a, [b, *c]]
  p [a, b, c]
end
case [1, 2, 3]
in [*, 3] then p :ends_with_3
end
