# Objects referenced only through closures and ivars survive GC; strings built in loops stay intact
def make = -> { @payload ||= "x" * 1000 }
holders = Array.new(10) { make }
GC.start
p holders.map(&:call).map(&:size).uniq
s = +""
10_000.times { |i| s << (i % 10).to_s }
GC.start
p s.size, s[0, 12], s.count("7")
syms = (1..100).map { |i| :"dyn_sym_#{i}" }
GC.start
p syms.last, syms.map(&:to_s).uniq.size
