# A Signal.trap handler runs as the main thread, as CRuby runs it: it runs
# while main sleeps (main's sleep then goes on), Thread.current is main, a
# Mutex it locks stays locked by main after it ends (main may unlock it),
# and Mutex#lock is refused in it.
# Expected output: Debian's ruby 3.1 (the reference CRuby 4.0 on WASI has no threads).
lock = Mutex.new
Signal.trap(:USR1) do
  p [:handler, Thread.current == Thread.main]
  p lock.try_lock
  $handled = true
end
Process.kill(:USR1, Process.pid)
sleep 0.001 until $handled
p [lock.locked?, lock.owned?]
lock.unlock
p lock.locked?

Signal.trap(:USR2) do
  lock.lock
rescue ThreadError => e
  p e.message
end
Process.kill(:USR2, Process.pid)
sleep 0.05

waker = Thread.new do
  sleep 0.02
  Process.kill(:USR1, Process.pid)
end
$handled = false
started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
sleep 0.2
p [:slept_through, $handled, Process.clock_gettime(Process::CLOCK_MONOTONIC) - started >= 0.19]
waker.join
p Thread.list.size
