# 60,000 adjacent string literals ("a" "a" ...) concatenate in linear time and memory
p eval('"a" ' * 60_000).size
x = 1
p eval('"a" "#{x}" ' * 20_000).size
p "a" "b#{x}" 'c' "d"
