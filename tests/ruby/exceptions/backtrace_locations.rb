# Exception#backtrace_locations and Kernel#caller_locations: Thread::Backtrace::Location's path, lineno, label, base_label, to_s, inspect
class Foo
  def bar
    [1].map { raise ArgumentError, "x" }
  rescue => e
    e.backtrace_locations
  end

  def self.locs
    caller_locations
  end

  def where(n = 0)
    caller_locations(n, 2)
  end
end
locs = Foo.new.bar
p locs.size >= 3, locs.first.class
locs.first(3).each { |l| p [l.path, l.lineno, l.label, l.base_label, l.to_s, l.inspect] }
p locs.first.absolute_path == File.expand_path("backtrace_locations.rb")
p Foo.locs.first.then { |l| [l.lineno, l.label] }
p Foo.new.where.map(&:to_s), Foo.new.where(1).first.label
p RuntimeError.new("not raised").backtrace_locations
e = RuntimeError.new("m")
e.set_backtrace(["a:1:in 'x'", "hand-written"])
p e.backtrace_locations
p Thread::Backtrace::Location.respond_to?(:new), Thread::Backtrace::Location.instance_methods(false).sort
