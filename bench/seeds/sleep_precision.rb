# Seed program: how long `sleep 0.0001` really takes in a thread, five times
# (one duration in seconds a line).
Thread.new do
  5.times do
    before = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    sleep 0.0001
    after = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    puts(after - before)
  end
end.join
