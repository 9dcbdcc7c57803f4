# Proc#call, .(), yield and === on procs and lambdas whose params are only
# required ones, which the interpreter enters where the arguments are, and
# on the procs it does not: the results, argument rules, self, break, next
# and return must be Ruby's either way. Expected output: CRuby 4.0.
pr = proc { |x| x }
la = lambda { |x, y| [x, y] }
p pr.call(1), pr.(2), pr.yield(3), pr.call, pr.call(4, 5), pr.call([6, 7])
p la.call(1, 2), la.(3, 4)
begin
  la.call(1)
rescue ArgumentError => e
  p e.message
end
pair = proc { |a, b| [a, b] }
p pair.call(1), pair.call([1, 2]), pair.call(1, 2, 3), pair.call
trailing = proc { |a, | a }
p trailing.call([1, 2]), trailing.call(3)
p proc { 42 }.call(1, 2), lambda { 43 }.call
begin
  lambda { 1 }.call(1)
rescue ArgumentError => e
  p e.message
end
p (proc { |x| x * 2 } === 21)

class Holder
  def initialize = @v = :held
  def maker = proc { |x| [self.class, @v, x] }
  def early
    pr = proc { |x| return x * 10 }
    pr.call(5)
    :not_reached
  end
end
p Holder.new.maker.call(1), Holder.new.early
p [1, 2, 3].map { |x| proc { |y| next y + 1; :no }.call(x) }
orphan = Holder.new.maker
p orphan.call(:later)
breaker = proc { |x| break x }
begin
  breaker.call(1)
rescue LocalJumpError => e
  p e.message
end

# Procs the general path takes: a block param, a rest, keywords,
# Method#to_proc, Symbol#to_proc, a block given to call.
p proc { |x, &b| [x, b.call] }.call(1) { :blk }
p proc { |*r| r }.call(1, 2), proc { |k: 1| k }.call(k: 2)
p 5.method(:+).to_proc.call(6), :upcase.to_proc.call("s")
p proc { |x| x }.call(*[9]), proc { |x| x }.call(*[])

counter = 0
rec = proc { |n| counter += 1; n.zero? ? :done : rec.call(n - 1) }
p rec.call(1000), counter
deep = proc { |n| deep.call(n + 1) }
begin
  deep.call(0)
rescue SystemStackError => e
  p e.class
end
