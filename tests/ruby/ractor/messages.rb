# Messages between Ractors are deep copies: the receiver's changes never
# reach the sender; shared structure and cycles survive; frozen flags stay;
# shareable objects and classes pass as they are; a Proc can't be sent.
# expected output written by hand (checked against CRuby's Ractor, Ruby 4.0's
# formats): the reference CRuby 4.0 on WASI has no Ractor.
Warning[:experimental] = false
Point = Struct.new(:x, :y)
echo = Ractor.new do
  loop { Ractor.yield Ractor.receive }
end
s = +"text"
echo << s
copy = echo.take
copy << "!"
p s, copy, s.equal?(copy)
inner = [1, 2]
outer = [inner, inner, { inner => "k" }]
echo << outer
back = echo.take
p back, back[0].equal?(back[1]), back[0].equal?(outer[0])
cyc = [1]
cyc << cyc
echo << cyc
c = echo.take
p c[1].equal?(c), c[0]
echo << "frozen".freeze
p echo.take.frozen?
echo << [1.5, 2**80, 1..3, :sym, nil, true, Point.new(1, 2)]
p echo.take
shared = Ractor.make_shareable([["deep"]])
echo << shared
p echo.take.equal?(shared)
echo << String
p echo.take.equal?(String)
begin
  echo << proc { 1 }
rescue TypeError => e
  p e.class, e.message
end
h = Hash.new(0)
h[:a] += 1
echo << h
got = echo.take
p got, got[:missing]
