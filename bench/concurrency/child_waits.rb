# The blocking-call hand-off for child processes: THREADS threads each start
# their share of CHILDREN short children, half waited for with Process.wait,
# half read through IO.popen, while a ticker thread sleeps 1 ms at a time.
# A wait or a popen read parks only its green thread, so the ticker's
# longest gap (on stderr) stays near 1 ms; prints the children completed.
require_relative "ticker"
THREADS = (ARGV[0] || 4).to_i
CHILDREN = (ARGV[1] || 400).to_i
ticker = Ticker.new
Array.new(THREADS) do
  Thread.new do
    (CHILDREN / THREADS).times { |k| k.even? ? Process.wait(spawn("true")) : IO.popen("echo", &:read) }
  end
end.each(&:join)
ticker.finish
puts "#{CHILDREN / THREADS * THREADS} children completed"
