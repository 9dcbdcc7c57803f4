# begin/rescue/else/ensure ordering and values; ensure with explicit return; method-level rescue/else
def m1
  yield
  :body
rescue ArgumentError => e
  "rescued #{e.message}"
else
  :else_branch
ensure
  puts "ensure m1"
end
p m1 { }, m1 { raise ArgumentError, "bad" }
def m2
  return :from_body
ensure
  puts "ensure m2"
end
p m2
def m3
  [1, 2].each do |x|
    begin
      return x * 10 if x == 2
    ensure
      puts "ensure #{x}"
    end
  end
end
p m3
def m4 = (Integer("zz") rescue -1)
p m4
v = begin
  10
ensure
  20
end
p v
def m5
  raise "first"
rescue => e
  raise "second: #{e.message}"
end
begin
  m5
rescue => e
  p e.message, e.cause.message
end
