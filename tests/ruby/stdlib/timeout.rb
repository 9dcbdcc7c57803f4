# Timeout on green threads, and in a Ractor: a block that finishes, one that
# runs out (Timeout::Error, "execution expired"), a custom error class and
# message, nesting, and a timeout that ends a blocking Queue#pop.
# Expected output written by hand (CRuby 4.0 on WASI has no threads);
# Debian's CRuby 3.1 prints the same for the threads.
require "timeout"

p Timeout.timeout(1) { :done }
begin
  Timeout.timeout(0.05) { sleep 5 }
rescue Timeout::Error => e
  p e.class, e.message
end
class Slow < StandardError; end
begin
  Timeout.timeout(0.05, Slow, "too slow") { loop { Thread.pass } }
rescue Slow => e
  p e.class, e.message
end
begin
  Timeout.timeout(1) do
    Timeout.timeout(0.05) { sleep 5 }
  end
rescue Timeout::Error => e
  puts "inner: #{e.message}"
end
queue = Queue.new
begin
  Timeout.timeout(0.05) { queue.pop }
rescue Timeout::Error
  puts "pop timed out"
end
workers = 3.times.map { |i| Thread.new { Timeout.timeout(0.05) { sleep 5 } rescue "thread #{i} expired" } }
puts workers.map(&:value)
# In a Ractor, Timeout keeps a state of its own (Ractor.store_if_absent),
# its clock a shareable Method, as Ruby 4.0's timeout does.
r = Ractor.new do
  require "timeout"
  Timeout.timeout(0.05) { sleep 5 }
rescue Timeout::Error => error
  "ractor: #{error.class}"
end
puts r.value
