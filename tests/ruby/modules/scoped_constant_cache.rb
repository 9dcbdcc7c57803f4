# A::X read again and again from one place in the code: each read sees the
# constant as it is now, after remove_const, const_set, private_constant and
# public_constant, an include that brings the constant, a const_missing that
# answers, and with a different scope through the same expression.
# expected output from CRuby 4.0 (tools/ruby-ref).

module Config
  LIMIT = 10
end

def limit = Config::LIMIT

def attempt
  yield
rescue NameError => e
  "#{e.class}: #{e.message}"
end

p limit
p limit
Config.send(:remove_const, :LIMIT)
p attempt { limit }
Config.const_set(:LIMIT, 20)
p limit

Config.private_constant :LIMIT
p attempt { limit }
Config.public_constant :LIMIT
p limit

module Extra
  BONUS = :from_extra
end

class Holder; end

def bonus = Holder::BONUS

p attempt { bonus }
Holder.include(Extra)
p bonus
Holder.const_set(:BONUS, :own)
p bonus

module Red; SHADE = "red"; end
module Blue; SHADE = "blue"; end

def shade(scope) = scope::SHADE

p [Red, Blue, Red, Blue].map { |scope| shade(scope) }

module Lazy
  @asked = 0
  def self.const_missing(name)
    @asked += 1
    "#{name} asked #{@asked}"
  end
end

def lazy = Lazy::ANSWER

p lazy
p lazy
Lazy.const_set(:ANSWER, 42)
p lazy

TOP = :first
def top = ::TOP
p top
Object.send(:remove_const, :TOP)
TOP = :second
p top

begin
  shade(42)
rescue TypeError => e
  p e.message
end
