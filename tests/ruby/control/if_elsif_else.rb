# if/elsif/else values, truthiness of nil/false/0/""/[], if as an expression, then keyword
def t(x) = x ? "truthy" : "falsy"
p [nil, false, 0, "", [], {}, :sym, true].map { t(_1) }
def sign(n)
  if n > 0 then :pos
  elsif n < 0 then :neg
  else :zero
  end
end
p sign(5), sign(-2), sign(0)
x = if false then 1 end
p x
y = if true
  a = 10
  a * 2
end
p y, a
z = (if nil then :no else :yes end)
p z
p(if 1 == 1.0 then "eq" end)
