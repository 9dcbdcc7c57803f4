# Exception#message answers what to_s answers, a String or not.
class Odd < StandardError
  def to_s = 5
end
p Odd.new.message
class Named < StandardError
  def to_s = "named"
end
p Named.new.message
p RuntimeError.new("plain").message
