# A file that one thread is requiring is waited for by another thread's
# require (which then answers false, the file having run once); when the
# first load raises, the waiting thread loads the file itself. The files
# are written into the test's temporary folder; the loading thread holds
# until the other thread is seen waiting inside require.
# Expected output: Debian's ruby 3.1 (the reference CRuby 4.0 on WASI has no threads).
dir = ENV.fetch("TMPDIR")
$events = Queue.new
File.write(File.join(dir, "slow.rb"), <<~RUBY)
  $events << :slow_starts
  if (waiter = Thread.current[:waiter])
    Thread.pass until waiter.stop? && waiter.backtrace.any? { |line| line.include?("require") }
  end
  raise "first load fails" if Thread.current[:fail]
  $events << :slow_ends
  SLOW = :loaded
RUBY

def race(path, fail_first:)
  waiter = nil
  first = Thread.new do
    Thread.pass until waiter
    Thread.current[:waiter] = waiter
    Thread.current[:fail] = fail_first
    begin
      [:first, require(path)]
    rescue RuntimeError => e
      [:first, e.message]
    end
  end
  waiter = Thread.new do
    Thread.pass until $events.size > 0
    [:waiter, require(path)]
  end
  results = [first.value, waiter.value]
  events = []
  events << $events.pop until $events.empty?
  p events, results
end

race(File.join(dir, "slow.rb"), fail_first: false)
p SLOW
$LOADED_FEATURES.delete(File.join(dir, "slow.rb"))
Object.send(:remove_const, :SLOW)
race(File.join(dir, "slow.rb"), fail_first: true)
p SLOW
