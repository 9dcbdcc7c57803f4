# concurrent-ruby from Debian's ruby-concurrent, found without -I: a Future,
# a Promises chain, a fixed thread pool with a latch, an AtomicFixnum under
# contention and a Concurrent::Map, on Garnet's threads (expected output from
# Debian's ruby 3.1 with the same package: the reference CRuby 4.0 on WASI
# has no installed gems). $VERBOSE is nil while it loads: it warns
# "Possibly unsupported Ruby implementation" for any RUBY_ENGINE it does not
# know (Garnet's is "garnet") and then uses its portable implementations.
verbose, $VERBOSE = $VERBOSE, nil
require "concurrent"
$VERBOSE = verbose

future = Concurrent::Future.execute { 6 * 7 }
p future.value, future.fulfilled?
p Concurrent::Promises.future(2) { |x| x * 3 }.then { |y| y + 1 }.value!
p Concurrent::Promises.zip(Concurrent::Promises.future { 1 }, Concurrent::Promises.future { 2 }).value!
failed = Concurrent::Promises.future { raise ArgumentError, "boom" }.rescue { |e| "rescued #{e.message}" }
p failed.value!

pool = Concurrent::FixedThreadPool.new(4)
latch = Concurrent::CountDownLatch.new(20)
counter = Concurrent::AtomicFixnum.new(0)
20.times do
  pool.post do
    100.times { counter.increment }
    latch.count_down
  end
end
p latch.wait(10), counter.value
pool.shutdown
p pool.wait_for_termination(10)

map = Concurrent::Map.new
threads = 4.times.map { |t| Thread.new { 50.times { |i| map.compute_if_absent("k#{i}") { t } } } }
threads.each(&:join)
p map.size, map.key?("k49")
