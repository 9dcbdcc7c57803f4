# Each block iteration gets fresh locals (closures in each/times capture distinct values); while shares one
procs = []
[1, 2, 3].each { |i| procs << -> { i * 10 } }
p procs.map(&:call)
procs2 = []
i = 0
while i < 3
  procs2 << -> { i }
  i += 1
end
p procs2.map(&:call)
procs3 = 3.times.map { |k| j = k * 2; -> { j } }
p procs3.map(&:call)
procs4 = []
for n in 1..3
  procs4 << -> { n }
end
p procs4.map(&:call), n
