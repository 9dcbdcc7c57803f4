# Seed program: how long `join(0.0001)` on a sleeping thread really takes, five times
# (one duration in seconds a line).
th = Thread.new { sleep 10 }

Thread.new do
  5.times do
    before = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    th.join 0.0001
    after = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    puts(after - before)
  end
end.join
