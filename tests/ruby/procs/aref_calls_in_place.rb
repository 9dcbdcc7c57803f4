# pr[x], the index form of Proc#call, on procs and lambdas taking one
# argument, which the interpreter enters where the argument is, and on
# those it does not: results, argument rules, self, next, return, break
# and recursion must be Ruby's either way. Expected output: CRuby 4.0.
pr = proc { |x| x }
la = lambda { |x| [x] }
p pr[1], pr[[2, 3]], la[4], la[[5, 6]]
pair = proc { |a, b| [a, b] }
p pair[1], pair[[1, 2]]
trailing = proc { |a, | a }
p trailing[[7, 8]]
begin
  lambda { |a, b| [a, b] }[1]
rescue ArgumentError => e
  p e.message
end
begin
  lambda { 1 }[1]
rescue ArgumentError => e
  p e.message
end
p proc { :none }[1]

class Holder
  def initialize = @v = :held
  def getter = proc { |k| [k, @v, self.class] }
end
p Holder.new.getter[:key]

skips = proc { |x| next x * 2; :never }
p skips[5]
def through_lambda = lambda { |x| return x + 1; :never }[1] + 100
p through_lambda
def returns_from_method
  proc { |x| return x * 10 }[3]
  :never
end
p returns_from_method
p [1, 2, 3].each { |x| break proc { |y| y + x }[10] if x == 2 }

fact = ->(n) { n < 2 ? 1 : n * fact[n - 1] }
p fact[20]
depth = ->(n) { n.zero? ? 0 : depth[n - 1] + 1 }
p depth[3000]
begin
  depth[10_000_000]
rescue SystemStackError => e
  p e.class
end

class Proc2 < Proc
  def [](x) = "own [] #{x}"
end
p Proc2.new { |x| x }[1]
p :upcase.to_proc["abc"], method(:p).to_proc.arity
def twice(x) = x * 2
p method(:twice).to_proc[21]

# a call site that sees a proc, then a Hash, then a lambda
readers = [proc { |k| "proc #{k}" }, { a: "hash a" }, ->(k) { "lambda #{k}" }]
p readers.map { |r| r[:a] }
