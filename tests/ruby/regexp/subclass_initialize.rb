# Regexp.new in a subclass runs the subclass's initialize, whose super
# compiles the regexp from what it is given; a made Regexp is never
# initialized again.
class Shouting < Regexp
  def initialize(source, *rest)
    @given = source
    super(source.upcase, *rest)
  end
  attr_reader :given
end
r = Shouting.new("hi", Regexp::IGNORECASE)
p r, r.class, r.given, r.casefold?, r =~ "oh HI"
p Shouting.compile("x").source

class Plain < Regexp; end
p Plain.new("a|b").class, Plain.new(/c/) =~ "abc"

class Refusing < Regexp
  def initialize(*) = raise(ArgumentError, "no regexp today")
end
p((Refusing.new("a") rescue $!))

p((Regexp.new("x").send(:initialize, "y") rescue $!))
p((//.send(:initialize, "") rescue $!))
p Regexp.private_instance_methods(false).include?(:initialize)
