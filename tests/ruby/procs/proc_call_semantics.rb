# Procs vs lambdas: argument splatting, missing/extra arguments, return/next/break behaviour
pr = proc { |a, b| [a, b] }
la = lambda { |a, b| [a, b] }
p pr.call(1), pr.call(1, 2, 3), pr.call([4, 5]), pr.yield(6), pr.(7, 8)
p la.call(1, 2)
begin
  la.call(1)
rescue ArgumentError => e
  p e.message
end
begin
  la.call([1, 2])
rescue ArgumentError => e
  p e.message
end
def run_proc
  [1, 2, 3].each { |x| return x * 10 if x == 2 }
  :never
end
def run_lambda
  l = -> { return :from_lambda }
  l.call
  :after_lambda
end
p run_proc, run_lambda
p [1, 2, 3].map { |x| next 0 if x == 2; x }, [1, 2, 3].each { |x| break x * 100 if x == 2 }
counter = 0
inc = proc { counter += 1 }
3.times(&inc)
p counter
p proc { |a, (b, c), *d| [a, b, c, d] }.call(1, [2, 3], 4, 5)
p proc(&la).lambda?, Proc.new { }.lambda?
gen = proc { |x, y = :dflt, *rest, z| [x, y, rest, z] }
p gen.call(1), gen.call(1, 2), gen.call(1, 2, 3, 4, 5)
p pr.to_proc.equal?(pr), pr.hash == pr.dup.hash rescue p $!.class
