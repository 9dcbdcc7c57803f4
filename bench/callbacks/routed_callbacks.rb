# The cost of Ruby code that a C++ method calls, inline and routed to a
# pooled native stack (decision 049): nanoseconds of CPU per "#{o}" with a
# Ruby to_s and per miss of a Hash with a default proc, in loops of N
# (default 1,000,000), first with no other thread (inline), then with a
# sleeping thread alive (Garnet routes the calls; CRuby runs them the same).
#   build/native/garnet bench/callbacks/routed_callbacks.rb; ruby bench/callbacks/routed_callbacks.rb
N = Integer(ARGV[0] || 1_000_000)

class Named
  def to_s = "named"
end

def cpu_seconds = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)

# The loops are written out (no block per call), so that they time the call itself.
def interpolation_ns(named)
  started = cpu_seconds
  i = 0
  while i < N
    "#{named}"
    i += 1
  end
  (cpu_seconds - started) * 1e9 / N
end

def default_proc_ns(defaults)
  started = cpu_seconds
  i = 0
  while i < N
    defaults[i]
    i += 1
  end
  (cpu_seconds - started) * 1e9 / N
end

def measure(label)
  printf "%-22s interpolation %6.1f ns, default proc %6.1f ns\n", label,
         interpolation_ns(Named.new), default_proc_ns(Hash.new { |_, key| key })
end

measure("one thread:")
sleeper = Thread.new { sleep }
Thread.pass
measure("another thread alive:")
sleeper.kill
