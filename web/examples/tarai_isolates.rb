# Takeuchi's function on 1 isolate, then split over N isolates (Ractors):
# with N cores free, the same work should take about 1/N of the time.
def tarai(x, y, z) =
  x <= y ? y : tarai(tarai(x - 1, y, z), tarai(y - 1, z, x), tarai(z - 1, x, y))

TASKS = 16
N = 4
clock = -> { Process.clock_gettime(Process::CLOCK_MONOTONIC) }

t = clock.call
TASKS.times { tarai(11, 5, 0) }
one = clock.call - t
puts format('1 isolate:  %d × tarai(11, 5, 0) in %.3f s', TASKS, one)

t = clock.call
ractors = N.times.map do
  Ractor.new(TASKS / N) { |n| n.times { tarai(11, 5, 0) } }
end
ractors.each(&:value)
many = clock.call - t
puts format('%d isolates: %d × tarai(11, 5, 0) in %.3f s (speed-up %.1f×)', N, TASKS, many, one / many)
