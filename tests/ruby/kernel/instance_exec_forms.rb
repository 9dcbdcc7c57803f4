# instance_exec/instance_eval for DSLs: self switching, block params, method_missing builders
class Config
  def initialize = @settings = {}
  def set(k, v) = @settings[k] = v
  def settings = @settings
  def self.build(&blk)
    c = new
    c.instance_eval(&blk)
    c
  end
end
cfg = Config.build do
  set :name, "app"
  set :port, 8080
end
p cfg.settings
class HTMLish
  def initialize = @out = +""
  def method_missing(tag, content = nil, &blk)
    @out << "<#{tag}>"
    content ? @out << content.to_s : instance_exec(&blk)
    @out << "</#{tag}>"
  end
  def respond_to_missing?(*) = true
  def result = @out
end
h = HTMLish.new
h.instance_exec { div { span "hi"; b 1 } }
p h.result, h.respond_to?(:anything)
adder = proc { |a, b| a + b + @base }
obj = Object.new
obj.instance_variable_set(:@base, 100)
p obj.instance_exec(1, 2, &adder)
p 5.instance_eval { self + 1 }, "str".instance_exec { length }
k = Class.new { attr_accessor :v }
o = k.new
o.instance_eval { self.v = 7 }
p o.v
