# case/when with values, multiple values per when, strings, symbols, nil, no-match -> nil, then
def describe(x)
  case x
  when 1, 2, 3 then "small int"
  when "hi", "hello" then "greeting"
  when :sym then "symbol"
  when nil then "nil"
  when true, false then "bool"
  else "other"
  end
end
p [1, 3, "hi", :sym, nil, false, 99].map { describe(_1) }
r = case 5 when 6 then :six end
p r
c = case
    when 1 > 2 then :a
    when 2 > 1 then :b
    end
p c
v = 1.0
p(case v when 1 then :int_eq_float end)
p(case "x" when "x" then :first when "x" then :second end)
