# IO.select over pipes: readable and writable sets, timeouts (nil when the
# time runs out), a writer thread waking a selecting thread, errors
r1, w1 = IO.pipe
r2, w2 = IO.pipe
p IO.select([r1, r2], nil, nil, 0.01)
w2 << "x"
ready = IO.select([r1, r2])
p ready[0] == [r2], ready[1], ready[2]
p IO.select([r1], [w1], nil, 0)[1] == [w1]
t = Thread.new { sleep 0.005; w1 << "y" }
p IO.select([r1], nil, nil, 5)[0] == [r1]
t.join
p r1.read(1), r2.read(1)
p IO.select([], nil, nil, 0.001)
begin
  IO.select([r1], nil, nil, -1)
rescue ArgumentError => e
  p e.message
end
begin
  IO.select([1])
rescue TypeError => e
  p e.message
end
