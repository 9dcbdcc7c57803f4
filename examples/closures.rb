# Closures, lambdas, procs, and iterators written in Ruby (Garnet's prelude).
def counter
  count = 0
  increment = -> { count += 1 }
  read = -> { count }
  [increment, read]
end

inc, read = counter
3.times { inc.() }
puts "counter: #{read.call}"

compose = ->(f, g) { ->(x) { f.(g.(x)) } }
double = ->(x) { x * 2 }
succ = :succ.to_proc
puts "double(succ(20)) = #{compose.(double, succ).(20)}"

words = %w[apple banana cherry avocado blueberry]
puts words.group_by { it[0] }.map { |letter, ws| "#{letter}: #{ws.join(', ')}" }
puts words.each_slice(2).map { |pair| pair.join(' & ') }.inspect
puts words.each_with_index.select { |_, i| i.even? }.map(&:first).inspect
puts "20! = #{(1..20).reduce(:*)}"
