# Process.pid type, monotonic clock is a Float and non-decreasing, Time subtraction gives a Float
p Process.pid.is_a?(Integer), Process.pid == Process.pid
t1 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
x = (1..1000).sum
t2 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
p t1.class, t2 >= t1, x
a = Time.now
b = Time.now
p (b - a).class, (b - a) >= 0, a.is_a?(Comparable), Time.now.year >= 2025
p Process.clock_gettime(Process::CLOCK_MONOTONIC, :millisecond).class
p Time.at(0).utc.year, Time.at(86400 * 365).utc.year, Time.utc(2000, 1, 2).yday
