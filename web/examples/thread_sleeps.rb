# Precise sleeps on green threads: a 100 µs sleep, and a 100 µs join timeout
# on a thread that sleeps for long, should each take about 100 µs.
def measure(label)
  5.times do
    before = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    yield
    after = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    puts format('%-18s %7.0f µs', label, (after - before) * 1e6)
  end
end

Thread.new { measure('sleep 0.0001') { sleep 0.0001 } }.join

sleeper = Thread.new { sleep 10 }
Thread.new { measure('join 0.0001') { sleeper.join 0.0001 } }.join
sleeper.kill
