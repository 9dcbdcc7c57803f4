# A class made by Class.allocate has no superclass: it can't make
# instances or be inherited from, but its methods can be defined.
klass = Class.allocate
checks = {
  new: -> { klass.new },
  allocate: -> { klass.allocate },
  superclass: -> { klass.superclass },
  inherit: -> { Class.new(klass) },
  ancestors: -> { klass.ancestors == [klass] },
  include: -> { klass.include(Module.new); klass.ancestors.size },
  define: -> { klass.class_eval { def x; end }; klass.instance_methods(false) },
  name: -> { klass.name },
  class: -> { klass.class },
}
checks.each do |label, check|
  begin
    puts "#{label}: #{check.call.inspect}"
  rescue TypeError => e
    puts "#{label}: #{e.class}: #{e.message}"
  end
end
