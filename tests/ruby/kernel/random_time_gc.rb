# Kernel#rand/srand, Random, Process.clock_gettime, Time (UTC arithmetic and
# strftime), GC and RubyVM::YJIT: properties that hold whatever the seed or clock.
def t
  r = yield
  p r
rescue => e
  puts "#{e.class}: #{e.message}"
end

srand(1234)
a = Array.new(5) { rand(100) }
srand(1234)
b = Array.new(5) { rand(100) }
t { a == b }
t { srand(99) }
t { srand(5) }
t { a.all? { |x| x.is_a?(Integer) && x >= 0 && x < 100 } }
t { 100.times.all? { r = rand; r.is_a?(Float) && r >= 0.0 && r < 1.0 } }
t { 100.times.all? { (1..6).cover?(rand(1..6)) } }
t { 100.times.all? { r = rand(1.0...2.0); r >= 1.0 && r < 2.0 } }
t { 100.times.all? { rand(-3).between?(0, 2) } }
t { rand(0).is_a?(Float) }
t { rand(nil).is_a?(Float) }
t { rand(5..1) }
t { rand(2**70) < 2**70 }
t { 100.times.map { rand(3) }.uniq.sort }
r1 = Random.new(42)
r2 = Random.new(42)
t { Array.new(5) { r1.rand(1000) } == Array.new(5) { r2.rand(1000) } }
t { r1.seed }
t { r1.rand(10).between?(0, 9) }
t { f = r1.rand(2.5); f >= 0 && f < 2.5 }
t { r1.rand(3..4).between?(3, 4) }
t { r1.rand.is_a?(Float) }
t { r1.rand(0) }
t { r1.rand(-5) }
t { r1.rand(-1.5) }
t { r1.bytes(7).bytesize }
t { Random.rand(10).between?(0, 9) }
t { Random.new_seed.is_a?(Integer) }

t { Process.pid.is_a?(Integer) }
t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
t1 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
t { t0.is_a?(Float) && t1 >= t0 }
t { Process.clock_gettime(Process::CLOCK_MONOTONIC, :nanosecond).is_a?(Integer) }
t { Process.clock_gettime(Process::CLOCK_MONOTONIC, :millisecond).is_a?(Integer) }
t { Process.clock_gettime(Process::CLOCK_REALTIME, :float_millisecond).is_a?(Float) }
t { Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID).is_a?(Float) }
t { Process.clock_gettime(Process::CLOCK_MONOTONIC, :bogus) }

now = Time.now
t { now.is_a?(Time) }
t { (Time.now - now).is_a?(Float) }
t { now.year >= 2024 }
u = Time.at(0).utc
t { u.to_s }
t { u.inspect }
t { [u.year, u.month, u.day, u.hour, u.min, u.sec, u.wday, u.yday] }
t { u.to_i }
v = Time.at(1700000000.5).utc
t { v.to_s }
t { v.inspect }
t { v.usec }
t { v.to_f }
t { (v + 86400).to_s }
t { (v - 3600).to_s }
t { v - u }
t { v.strftime("%Y-%m-%d %H:%M:%S.%L %z %s %% %a %A %b %B %j %e %-d %I %p %y %F %T %3N %6N") }
w = Time.utc(2024, 2, 29, 13, 5, 9)
t { w.to_s }
t { w.strftime("%c | %D | %R | %r | %u %w") }
t { w.utc? }
t { w > u }
t { [w <=> u, u <=> w, w == Time.utc(2024, 2, 29, 13, 5, 9)] }
t { Time.utc(1969, 12, 31, 23, 59, 59).to_i }
t { Time.utc(2000, "jan", 1).yday }

t { GC.start }
t { GC.count.is_a?(Integer) }
t { GC.disable }
t { GC.disable }
t { GC.enable }
t { GC.enable }
t { GC.stat.is_a?(Hash) }
t { GC.stat[:count].is_a?(Integer) }
t { GC.stat(:count).is_a?(Integer) }
t { GC.stat(:total_allocated_objects) > 0 }
t { RubyVM::YJIT.enabled? }
