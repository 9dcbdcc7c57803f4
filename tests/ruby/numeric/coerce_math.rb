# The coerce protocol with a user class, Numeric's generic methods, and the
# Math module (domain errors, big-Integer arguments).
def t
  r = yield
  p r
rescue => e
  puts "#{e.class}: #{e.message}"
end

class Meters
  attr_reader :v
  def initialize(v) = @v = v
  def coerce(other) = [Meters.new(other), self]
  def +(o) = Meters.new(v + (o.is_a?(Meters) ? o.v : o))
  def -(o) = Meters.new(v - (o.is_a?(Meters) ? o.v : o))
  def *(o) = Meters.new(v * (o.is_a?(Meters) ? o.v : o))
  def <=>(o) = v <=> (o.is_a?(Meters) ? o.v : o)
  def <(o) = (self <=> o) < 0
  def inspect = "#<Meters #{v}>"
end

class Bad
  def coerce(other) = :nope
end

t { 5 + Meters.new(2) }
t { 5 - Meters.new(2) }
t { 2.5 * Meters.new(2) }
t { (2**70) + Meters.new(1) }
t { 5 <=> Meters.new(7) }
t { 5 < Meters.new(7) }
t { 1.5 < Meters.new(7) }
t { 1 + Bad.new }
t { 1 <=> Object.new }
t { 1 < Object.new }
t { 1.0 > Object.new }

class Num < Numeric
  def initialize(v) = @v = v
  def to_f = @v.to_f
  def <=>(o) = @v <=> o
  def <(o) = @v < o
  def >(o) = @v > o
  def ==(o) = @v == o
  def -@ = Num.new(-@v)
  def inspect = "#<Num #{@v}>"
end

t { Num.new(3).integer? }
t { Num.new(0).zero? }
t { Num.new(3).zero? }
t { Num.new(3).positive? }
t { Num.new(-3).negative? }
t { Num.new(-3).abs }
t { Num.new(3).abs }
t { Num.new(3).nonzero? }
t { Num.new(0).nonzero? }
t { Num.new(3).finite? }
t { Num.new(3).infinite? }
t { Num.new(3).real? }
t { Num.new(3).coerce(2) }

t { Math.sqrt(16) }
t { Math.sqrt(2) }
t { Math.sqrt(-1) }
t { Math.sqrt(10**400) }
t { Math.cbrt(27) }
t { Math.cbrt(-8.0) }
t { [Math.sin(0), Math.cos(0), Math.tan(0), Math.atan(1)] }
t { Math.atan2(1, 1) }
t { Math.atan2(-0.0, -1.0) }
t { Math.exp(0) }
t { Math.log(Math::E) }
t { Math.log(8, 2) }
t { Math.log(100, 10) }
t { Math.log(0) }
t { Math.log(-1) }
t { Math.log(10**400) }
t { Math.log2(8) }
t { Math.log2(2**1000) }
t { Math.log10(1000) }
t { Math.log10(10**500) }
t { Math.log10(-1) }
t { Math.log2(-1) }
t { Math.hypot(3, 4) }
t { Math.acos(2) }
t { Math.asin(1) }
t { Math.acosh(0.5) }
t { Math.atanh(1) }
t { Math.gamma(5) }
t { Math.gamma(0.5).round(10) }
t { Math.gamma(-1) }
t { Math.lgamma(3) }
t { Math.ldexp(0.5, 3) }
t { Math.frexp(8.0) }
t { Math.erf(0) }
t { Math.sqrt("4") }
t { Math.sqrt(nil) }
t { Math::PI }
t { Math::DomainError.ancestors.include?(ArgumentError) }
class UsesMath
  include Math
  def r = sqrt(9)
end
t { UsesMath.new.r }
