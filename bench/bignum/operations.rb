# The CPU time of each million-digit operation alone (best of 3), without
# start-up or the building of the operands; run by hand on each engine:
#   build/native/garnet bench/bignum/operations.rb; ruby bench/bignum/operations.rb
def cpu = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)

def measure(label)
  best = nil
  3.times do
    s = cpu
    yield
    d = cpu - s
    best = d if best.nil? || d < best
  end
  printf("%-8s %.3f s\n", label, best)
end

ten = 10**1_000_000
nines = "9" * 1_000_000
a = 7**1_183_300 # 1,000,001 digits
b = 3**1_048_000 # 500,027 digits
measure("to_s") { ten.to_s }
measure("parse") { Integer(nines) }
measure("divmod") { a.divmod(b) }
measure("isqrt") { Integer.sqrt(ten) }
measure("multiply") { a * a }
