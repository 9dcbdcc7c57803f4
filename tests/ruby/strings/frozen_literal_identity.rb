# "text".freeze and -"text" answer one frozen String per content, the same
# as -str for a String built at run time; a redefined freeze or -@ is
# called on a new String.
a = "foo".freeze
b = "foo".freeze
p a.frozen?, a.equal?(b), (-"foo").equal?(a)
c = +"fo"
c << "o"
p (-c).equal?(a), c.frozen?, (-c).frozen?
d = +"dynamic-only"
p (-d).equal?(-(+"dynamic-only")), (-d).equal?(d)
e = "é".b
p (-e).encoding, (-e).equal?("é".freeze)
p "bar".freeze.encoding, (-"bar") == "bar"
class String
  def freeze = [:freeze_called, frozen?]
  def -@ = [:uminus_called, frozen?]
end
p "x".freeze, -"y"
