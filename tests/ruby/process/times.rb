# Process.times: a Process::Tms (a Struct) of the CPU seconds the process
# and its waited-for children have used, as Floats that never go back.
t = Process.times
p t.class, Process::Tms.superclass, Process::Tms.members
p t.to_a.all? { |v| v.is_a?(Float) && v >= 0 }
x = 0
300_000.times { x += 1 }
later = Process.times
p later.utime + later.stime >= t.utime + t.stime
