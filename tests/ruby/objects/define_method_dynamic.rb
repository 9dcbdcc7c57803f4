# Metaprogramming: define_method with arguments, instance_variable_get/set, send, attr generation, const_get
class Settings
  %w[host port user].each do |name|
    define_method(name) { instance_variable_get("@#{name}") }
    define_method("#{name}=") { |v| instance_variable_set("@#{name}", v) }
    define_method("#{name}?") { !instance_variable_get("@#{name}").nil? }
  end
  define_method(:describe) { |prefix = ">", *rest, sep: ":"| "#{prefix}#{[host, port].join(sep)}#{rest.join}" }
end
s = Settings.new
s.host = "localhost"
s.port = 8080
p s.host, s.port?, s.user?, s.describe, s.describe("#", "!", sep: "/")
p Settings.instance_methods(false).sort.first(5), s.public_send(:host), s.instance_variables
p Settings.method_defined?(:port=), Object.const_get(:Settings) == Settings, Object.const_defined?(:Nope)
klass = Class.new(Settings) { def extra = :extra }
p klass.new.extra, klass.superclass, klass.name
Named = klass
p Named.name, Named.new.respond_to?(:host=)
Settings.send(:remove_method, :user?)
p s.respond_to?(:user?)
