# The benchmark function of the seed report (Ruby bug #20489), on one isolate.
def tarai(x, y, z) =
  x <= y ? y : tarai(tarai(x - 1, y, z), tarai(y - 1, z, x), tarai(z - 1, x, y))

t = Process.clock_gettime(Process::CLOCK_MONOTONIC)
result = tarai(12, 6, 0)
elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - t
puts "tarai(12, 6, 0) = #{result} in #{format('%.3f', elapsed)} s"
