# Spectral norm (Computer Language Benchmarks Game): Float arithmetic in
# nested loops over Arrays. Prints the norm to 9 decimals.
def eval_a(i, j)
  1.0 / ((i + j) * (i + j + 1) / 2 + i + 1)
end

def times_u(u, n)
  v = Array.new(n, 0.0)
  i = 0
  while i < n
    sum = 0.0
    j = 0
    while j < n
      sum += eval_a(i, j) * u[j]
      j += 1
    end
    v[i] = sum
    i += 1
  end
  v
end

def times_at_u(u, n)
  v = Array.new(n, 0.0)
  i = 0
  while i < n
    sum = 0.0
    j = 0
    while j < n
      sum += eval_a(j, i) * u[j]
      j += 1
    end
    v[i] = sum
    i += 1
  end
  v
end

def times_at_a_u(u, n) = times_at_u(times_u(u, n), n)

n = (ARGV[0] || 200).to_i
u = Array.new(n, 1.0)
v = nil
10.times do
  v = times_at_a_u(u, n)
  u = times_at_a_u(v, n)
end
vbv = 0.0
vv = 0.0
n.times do |i|
  vbv += u[i] * v[i]
  vv += v[i] * v[i]
end
puts "%.9f" % Math.sqrt(vbv / vv)
