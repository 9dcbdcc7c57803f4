# include at the top level includes the module in Object, so every object
# gets its methods; it is a private method of main.
module Greeting
  def greet = "hello from #{self.class}"
end
include Greeting
p Object.include?(Greeting)
puts 5.greet, "s".greet
p self.private_methods.include?(:include)
