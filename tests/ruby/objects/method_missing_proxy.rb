# method_missing and respond_to_missing? for a proxy that records calls, with public_send and send
class Recorder < BasicObject
  def initialize(target)
    @target = target
    @log = []
  end
  def __log = @log
  def method_missing(name, *args, &blk)
    @log << [name, args]
    @target.__send__(name, *args, &blk)
  end
  def respond_to_missing?(name, include_private = false) = @target.respond_to?(name, include_private)
end
r = Recorder.new([3, 1, 2])
p r.sort, r.map { |x| x * 2 }, r.size, r.__log.map(&:first)
class Ghost
  def method_missing(name, *args)
    name.to_s.start_with?("get_") ? name.to_s.delete_prefix("get_").to_sym : super
  end
  def respond_to_missing?(name, priv = false) = name.to_s.start_with?("get_") || super
end
g = Ghost.new
p g.get_name, g.respond_to?(:get_x), g.respond_to?(:other), g.method(:get_y).call
begin
  g.other_thing
rescue NoMethodError => e
  p e.name, e.message
end
p 5.send(:+, 3), "abc".public_send(:upcase), [1, 2].send(:map) { |x| -x }
