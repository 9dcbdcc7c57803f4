# Methods whose params and locals blocks capture: each call has its own
# captured variables, defaults computed at entry are captured too, and
# closures made by earlier calls keep their own values.

def counter(start, step = 1)
  n = start
  [-> { n += step }, -> { n }]
end
inc_a, get_a = counter(10)
inc_b, get_b = counter(100, 5)
3.times { inc_a.call }
inc_b.call
p get_a.call, get_b.call

def adders(base, by: base * 2, &fallback)
  [1, 2, 3].map { |x| x + by + base + (fallback ? fallback.call(x) : 0) }
end
p adders(1), adders(1, by: 0), adders(2) { |x| x * 100 }

def collect(**opts)
  keys = []
  opts.each { |k, v| keys << "#{k}=#{v}" }
  [keys, opts.class, opts.empty?]
end
p collect, collect(a: 1, b: 2)

def many(a, b, c, d, e)
  sum = 0
  [a, b, c, d, e].each { |v| sum += v }
  f = -> { [a, e, sum] }
  f.call
end
p many(1, 2, 3, 4, 5), many(10, 20, 30, 40, 50)

def procs_by_call(tag)
  proc { tag }
end
list = %w[x y z].map { |t| procs_by_call(t) }
p list.map(&:call)

def with_binding(v, w = v + 1)
  [1].each { w += 1 }
  b = binding
  [b.local_variable_get(:v), b.local_variable_get(:w), b.local_variables.sort]
end
p with_binding(5)

def evaluated(x)
  [1].each { x *= 3 }
  eval("x + 1")
end
p evaluated(4)

def nested(a)
  outer = a
  [1, 2].map do |i|
    inner = i
    [3].map { |j| outer + inner + j }
  end
end
p nested(100)

def recursive_closures(n)
  return [] if n.zero?
  here = n
  recursive_closures(n - 1) + [-> { here }]
end
p recursive_closures(5).map(&:call)

def shadowed(x)
  [1].each { |x| x + 1 }
  [2].each { x += 1 }
  x
end
p shadowed(40)
