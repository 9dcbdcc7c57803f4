# The blocking-call hand-off for child processes: THREADS threads each start
# their share of CHILDREN short children, half waited for with Process.wait,
# half read through IO.popen, while a ticker thread sleeps 1 ms at a time.
# A wait or a popen read parks only its green thread, so the ticker's
# longest gap (on stderr) stays near 1 ms; prints the children completed.
THREADS = (ARGV[0] || 4).to_i
CHILDREN = (ARGV[1] || 400).to_i
done = false
worst = 0.0
ticker = Thread.new do
  last = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  until done
    sleep 0.001
    now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    worst = now - last if now - last > worst
    last = now
  end
end
Array.new(THREADS) do
  Thread.new do
    (CHILDREN / THREADS).times { |k| k.even? ? Process.wait(spawn("true")) : IO.popen("echo", &:read) }
  end
end.each(&:join)
done = true
ticker.join
warn format("longest ticker gap: %.1f ms", worst * 1000)
puts "#{CHILDREN / THREADS * THREADS} children completed"
