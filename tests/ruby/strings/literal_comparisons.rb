# x == "text" and `when "text"` compare a String with the literal; any
# other receiver or subject gets a new, unfrozen String, as a literal is.
s = +"get"
p s == "get", s == "GET", "get" == s, s != "get"
p "é".b == "é", "abc".b == "abc", "abc".encode("UTF-16LE") == "abc"
p nil == "x", :x == "x", 1 == "1", [] == "x"
class Probe
  def ==(other) = [:eq, other, other.frozen?]
  def to_str = "probe"
end
p Probe.new == "k"
class Sub < String; end
p Sub.new("k") == "k"
def classify(x)
  case x
  when "get", "head" then :read
  when "post" then :write
  when Probe then :probe
  else :other
  end
end
p classify("get"), classify("head"), classify(+"post"), classify(Sub.new("post")), classify(Probe.new), classify(nil), classify(:get)
class Matcher
  def to_str = "post"
end
p classify(Matcher.new)
class Symbol
  def ===(other) = true
end
p(case :a when :b then :symbol_eqq_redefined else :identity end)
class Symbol
  def ==(other) = true
end
p :a == :b, :a == "text"
class NilClass
  def ==(other) = other.is_a?(String)
end
p nil == "text", nil == 1
class Integer
  def ===(other) = other == :anything
end
p(case :anything when 1 then :integer_eqq_redefined else :identity end)
class String
  def ==(other) = :redefined
end
p s == "get"
