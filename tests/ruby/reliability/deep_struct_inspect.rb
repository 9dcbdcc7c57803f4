# Inspecting a chain of 30,000 nested Structs ends, with its text or SystemStackError, in linear time and memory
# expected output written by hand: the reference CRuby on WASI crashes on the deep chain (the other lines are its output)
S = Struct.new(:a)
s = nil
30_000.times { s = S.new(s) }
begin
  s.inspect
  puts "ended"
rescue SystemStackError
  puts "ended"
end
p S.new(S.new(S.new(nil))).inspect
D = Data.define(:x, :y)
p S.new(D.new(1, S.new(2)))
r = S.new(nil)
r.a = r
p r
class T < Struct.new(:v)
  def inspect = "T!"
end
p S.new(T.new(1)), S.new([S.new(:z)])
