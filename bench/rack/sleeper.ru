# Seed 002's scenario on a Rack server (bench/rack_load.py): a thread beside
# the app sleeps 0.0001 s in a loop and times each sleep; GET /sleeps answers
# their median, p99 and worst (seconds) since the previous GET /sleeps.
SLEEPS = []
SLEEPS_LOCK = Mutex.new
Thread.new do
  loop do
    before = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    sleep 0.0001
    taken = Process.clock_gettime(Process::CLOCK_MONOTONIC) - before
    SLEEPS_LOCK.synchronize { SLEEPS << taken }
  end
end

run lambda { |env|
  if env["PATH_INFO"] == "/sleeps"
    sorted = SLEEPS_LOCK.synchronize { SLEEPS.slice!(0..) }.sort
    text = sorted.empty? ? "none" : "median: #{sorted[sorted.size / 2]} p99: #{sorted[sorted.size * 99 / 100]} max: #{sorted.last}"
    [200, { "content-type" => "text/plain" }, [text]]
  else
    [200, { "content-type" => "text/plain" }, ["Hello, world!\n"]]
  end
}
