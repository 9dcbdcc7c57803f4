# Value patterns: ranges, regexps, classes, constants, nil/true, lambdas as patterns, and arrays of mixed patterns
POS = ->(x) { x.is_a?(Numeric) && x.positive? }
def kind(v)
  case v
  in nil then "nil"
  in true | false then "bool"
  in Integer | Float => n if n.zero? then "zero"
  in POS then "positive number"
  in ..0 then "non-positive"
  in /\A\d+\z/ then "numeric string"
  in String then "string"
  in [] then "empty array"
  in [_, _] then "pair"
  in Symbol then "symbol"
  else "other"
  end
end
p [nil, true, 0, 0.0, 5, -2, "42", "hi", [], [1, 2], :s, 3..4].map { |v| kind(v) }
