# begin/rescue => e, message/class/backtrace type, rescue modifiers, method-level rescue, rescue value
begin
  raise "boom"
rescue => e
  p e, e.message, e.class, e.backtrace.is_a?(Array), e.backtrace.first.start_with?("rescue_basics.rb:3:in ")
end
v = (Integer("x") rescue :fallback)
p v
def risky(n)
  10 / n
rescue ZeroDivisionError => e
  "rescued #{e.message}"
else
  "ok"
ensure
  puts "ensure #{n}"
end
p risky(0), risky(2)
r = begin
  [1, 2].fetch(5)
rescue IndexError => e
  e.message
end
p r
x = begin; 42; rescue; 0; end
p x
begin
  raise ArgumentError
rescue => e
  p e.message, e.inspect
end
p RuntimeError.new("m").message, StandardError.new.message, (raise "x" rescue $!.message), $!
