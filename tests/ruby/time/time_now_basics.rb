# Time.now is a Time, monotonic enough for differences, and Process.clock_gettime gives Floats
t1 = Time.now
t2 = Time.now
p t1.class, t2 >= t1, (t2 - t1).class, (t2 - t1) >= 0, t1.year >= 2024
p t1.to_i.class, t1.to_f.class, Time.now.utc.utc?
c = Process.clock_gettime(Process::CLOCK_MONOTONIC)
p c.class, Process.clock_gettime(Process::CLOCK_MONOTONIC) >= c
elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC, :millisecond)
p elapsed.class
p Time.now.is_a?(Comparable), Time.respond_to?(:at), Time.at(0).utc.frozen?
