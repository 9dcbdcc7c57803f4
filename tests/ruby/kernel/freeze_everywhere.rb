# freeze/frozen? on core objects, literals, and user objects; FrozenError messages and dup/clone
p 1.frozen?, :a.frozen?, nil.frozen?, true.frozen?, 1.5.frozen?, (2**70).frozen?, (1..2).frozen?
p "lit".frozen?, String.new.frozen?, [].frozen?, {}.frozen?, Object.new.frozen?
class Acct
  attr_accessor :bal
  def initialize = @bal = 0
end
a = Acct.new.freeze
begin
  a.bal = 5
rescue FrozenError => e
  p e.message.sub(/0x\h+/, "XX")
end
begin
  a.instance_variable_set(:@x, 1)
rescue => e
  p e.class
end
s = "abc".dup.freeze
begin
  s << "d"
rescue => e
  p e.message
end
begin
  [1].freeze.push(2)
rescue => e
  p e.message
end
begin
  { a: 1 }.freeze.delete(:a)
rescue => e
  p e.message
end
p s.dup.frozen?, s.clone.frozen?, s.clone(freeze: false).frozen?, s.upcase.frozen?, (s + "x").frozen?
h = { "k" => [1] }.freeze
h["k"] << 2
p h, h.frozen?, h["k"].frozen?
p Acct.frozen?, :sym.to_proc.frozen?
def Object.const_frozen = :ok
p Object.const_frozen
