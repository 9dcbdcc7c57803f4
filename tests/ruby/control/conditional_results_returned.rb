# The value of an if, unless, ternary or case that ends a method or block
# is what it returns, from every arm, with ensure clauses run and rescued
# bodies left as Ruby leaves them.
def ternary(x) = x ? :yes : :no
def arms(n)
  if n == 1
    :one
  elsif n == 2
    two = :two
    two
  end
end
def unless_arm(flag)
  unless flag
    :unflagged
  end
end
def ensured(x, log)
  x ? :first : :second
ensure
  log << :ensure
end
def rescued(x)
  begin
    x ? Integer("z") : :plain
  rescue ArgumentError
    :rescued
  end
end
def chosen(v)
  case v
  when Integer then v > 1 ? :many : :few
  when String then :text
  end
end
def self_when(flag) = flag ? self : nil

p [ternary(1), ternary(nil)]
p [arms(1), arms(2), arms(3)]
p [unless_arm(false), unless_arm(true)]
log = []
p [ensured(true, log), ensured(false, log), log]
p [rescued(true), rescued(false)]
p [chosen(5), chosen(1), chosen("s"), chosen(:x)]
p self_when(true).equal?(self), self_when(false)
p [1, 2, 3].map { _1.odd? ? _1 : -_1 }
p [4, 5].map { |x| if x > 4 then x * 2 else next x end }
