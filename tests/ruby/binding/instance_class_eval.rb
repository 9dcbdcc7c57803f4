# instance_eval/class_eval/module_eval/instance_exec with blocks: self, ivars, def targets, block arguments
class Box
  def initialize = @secret = 42
end
b = Box.new
p(b.instance_eval { @secret }, b.instance_eval { |o| o.equal?(b) })
b.instance_eval { @added = :yes }
p b.instance_variables
Box.class_eval do
  def reveal = @secret
end
Box.class_eval { def twice = @secret * 2 }
p b.reveal, b.twice
p(Box.class_eval { self }, b.instance_eval { self }.equal?(b), Box.class_exec(5) { |k| k })
p b.instance_exec(3) { |n| @secret * n }
String.class_eval { def shout = upcase + "!" }
p "hi".shout
m = Module.new
m.module_eval { def helper = :helped }
Box.include(m)
p b.helper
