# FizzBuzz written four ways (case/in, hash of divisors, string building, lazy) with identical results
a = (1..15).map do |i|
  case [i % 3, i % 5]
  in [0, 0] then "FizzBuzz"
  in [0, _] then "Fizz"
  in [_, 0] then "Buzz"
  else i.to_s
  end
end
rules = { 3 => "Fizz", 5 => "Buzz" }
b = (1..15).map { |i| (s = rules.map { |d, w| w if (i % d).zero? }.join).empty? ? i.to_s : s }
c = (1..15).map { |i| x = +""; x << "Fizz" if i % 3 == 0; x << "Buzz" if i % 5 == 0; x.empty? ? i.to_s : x }
d = (1..).lazy.map { |i| i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : i.to_s }.first(15)
puts a.join(" ")
p a == b, b == c, c == d, a.tally.select { |k, _| k =~ /z/ }
