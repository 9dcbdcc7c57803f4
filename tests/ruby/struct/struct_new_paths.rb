# The ways a struct instance comes to be: Class#new and [] on the struct
# class and its subclasses, a class-level new that calls super, an
# initialize that does not call super (members stay nil), Class#new's
# method object, and Data's allocate.
Pair = Struct.new(:left, :right)
p Pair.new(1, 2), Pair[3, 4], Pair.new(1)
p Pair.method(:new).owner == Pair.singleton_class, Pair.method(:new).arity

class Triple < Pair
  def initialize(a, b, c)
    super(a, b)
    @c = c
  end
  attr_reader :c
end
t = Triple.new(1, 2, 3)
p t, t.c, t.to_a

class Quiet < Struct.new(:a, :b)
  def initialize(*) = nil
end
p Quiet.new(1, 2).to_a

class Counted < Struct.new(:n)
  @made = 0
  class << self
    attr_reader :made
    def new(*args)
      @made += 1
      super
    end
  end
end
Counted.new(1)
Counted[2]
p Counted.made, Counted.new(7).n

Opts = Struct.new(:host, :port, keyword_init: true)
p Opts.new(host: "h", port: 1), Opts.new(port: 2).to_h
p((Opts.new(nope: 1) rescue $!))
p((Pair.new(1, 2, 3) rescue $!))
p Struct.new.members

Point = Data.define(:x, :y)
q = Point.allocate
p q.x, q.frozen?
p((Data.allocate rescue $!))
p Struct.new(:a).new(1).instance_variables
