# method_missing with respond_to_missing?, falling back to super (NoMethodError), method() on ghost methods
class Ghost
  def method_missing(name, *args, &blk)
    if name.to_s.start_with?("get_")
      "got #{name.to_s.delete_prefix("get_")} #{args.inspect}#{blk ? ' +blk' : ''}"
    else
      super
    end
  end
  def respond_to_missing?(name, include_private = false) = name.to_s.start_with?("get_") || super
end
g = Ghost.new
p g.get_name, g.get_x(1, 2), g.get_y { }, g.respond_to?(:get_z), g.respond_to?(:other)
p g.method(:get_abc).call(9)
begin
  g.unknown_thing
rescue NoMethodError => e
  p e.message, e.name, e.args
end
class Recorder < BasicObject
  def initialize = @calls = []
  def method_missing(n, *a) = (@calls << [n, *a]; self)
  def calls = @calls
end
r = Recorder.new
p r.foo(1).bar.baz(2, 3).calls
