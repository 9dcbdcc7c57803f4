# define_method (with args, closures), instance_variable_get/set, instance_variables, methods list
class Config
  %w[host port user].each_with_index do |name, i|
    define_method(name) { instance_variable_get("@#{name}") || "default_#{i}" }
    define_method("#{name}=") { |v| instance_variable_set("@#{name}", v) }
  end
  define_method(:pair) { |a, b = 2, *c, k: 0| [a, b, c, k] }
end
c = Config.new
p c.host, c.port
c.host = "localhost"
p c.host, c.instance_variables, c.instance_variable_get(:@host), c.instance_variable_get(:@nope)
c.instance_variable_set(:@port, 8080)
p c.port, c.instance_variables, c.instance_variable_defined?(:@port)
p c.pair(1), c.pair(1, 3, 4, k: 5)
p Config.instance_methods(false).sort.first(4), Config.public_method_defined?(:host)
p c.remove_instance_variable(:@host), c.instance_variables
ret = Config.send(:define_method, :dyn) { :dyn }
p ret, c.dyn
