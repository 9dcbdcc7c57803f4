# Core methods written in Ruby, called for the first time by several Ractors
# at once: each must see the whole method, whichever Ractor got to it first.
# expected output written by hand (checked against CRuby 3.1's Ractor with
# take for value): the reference CRuby 4.0 on WASI has no Ractor.
Warning[:experimental] = false
ractors = 4.times.map do |i|
  Ractor.new(i) do |n|
    countdown = []
    20.downto(16 + n) { countdown << _1 }
    [countdown, 50.remainder(n + 3), [3, 1, 2, 5].each_slice(n + 1).to_a, 100.step(130, 10 + n).to_a,
     [4, 5, 6].each_with_index.map { |x, j| x * j }]
  end
end
ractors.each { p _1.value }
