# Process.wait and reads from IO.popen park only their green thread: the other threads of the isolate keep running (expected output written by hand from Debian's ruby 3.1)
waiter = Thread.new do
  pid = spawn("sleep 0.2")
  Process.wait(pid)
  [:waited, $?.success?]
end
reader = Thread.new { IO.popen("sleep 0.2; echo late", &:read) }
ticks = 0
while waiter.alive? || reader.alive?
  ticks += 1
  puts "tick" if ticks == 1
  sleep 0.01
end
p waiter.value, reader.value
p ticks >= 5 # a wait that held the carrier would leave the ticker one or two turns
