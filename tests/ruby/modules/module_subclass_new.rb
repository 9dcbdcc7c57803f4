# Module.new on a subclass of Module runs the subclass's initialize with the
# arguments and the block; Module#initialize runs a block as module_exec,
# given the module.
class Configured < Module
  attr_reader :settings

  def initialize(name, **settings)
    @settings = settings
    super() do |mod|
      define_method(:configured_by) { [name, mod.class] }
    end
  end
end

m = Configured.new("db", pool: 5)
p m.settings, m.instance_variables, m.class
host = Class.new { include m }.new
p host.configured_by

plain = Module.new { |mod| def self.made_by = :block }
p plain.made_by, plain.class
AnyModule = Class.new(Module)
p AnyModule.new { def hi = :hi }.instance_methods
begin
  AnyModule.new(1)
rescue ArgumentError => e
  p e.message
end
