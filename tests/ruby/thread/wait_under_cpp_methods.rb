# Ruby code that a C++ method calls (to_s under string interpolation, puts
# and print; inspect under p; a Hash's default proc; Array#join) may wait as
# any other Ruby code may while the program has other threads: Queue#pop, a
# contended Mutex, Thread#value, sleep, Enumerator#next, with the other
# threads running meanwhile.
# Expected output: Debian's CRuby 3.1 prints the same (CRuby 4.0 on WASI
# has no threads).
REQUESTS = Queue.new
Thread.new do
  while (request = REQUESTS.pop)
    value, reply = request
    sleep 0.01
    reply << value
  end
end

# A Queue that a thread running already fills with value a moment later.
def handoff(value)
  reply = Queue.new
  REQUESTS << [value, reply]
  reply
end

o = Object.new
o.define_singleton_method(:to_s) { handoff("waited").pop }
puts "interpolation: #{o}"
puts o
print o, "\n"
$stdout.puts o

h = Hash.new { |hash, k| hash[k] = handoff(k * 2).pop }
puts h[21]
puts h.fetch(21)

i = Object.new
i.define_singleton_method(:inspect) { handoff("inspected").pop }
p i
p [i, 1]
puts [o, 1].join("-")

m = Mutex.new
Thread.new { m.synchronize { sleep 0.05 } }
sleep 0.01
locked = Object.new
locked.define_singleton_method(:to_s) { m.synchronize { "locked" } }
puts "mutex: #{locked}"

e = [1, 2].each
n = Object.new
n.define_singleton_method(:to_s) { e.next.to_s }
puts "next: #{n} #{n}"

t = Thread.new { 7 }
v = Object.new
v.define_singleton_method(:to_s) { t.value.to_s }
puts "value: #{v}"

ticks = []
Thread.new { 3.times { ticks << :tick; sleep 0.005 } }
s = Object.new
s.define_singleton_method(:to_s) { sleep 0.05; "slept" }
puts "#{s} after #{ticks.size} ticks"
