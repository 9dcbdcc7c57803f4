# A::X looks through A's ancestors, skipping only Object's own constants, so
# modules included into Object are searched; NameError names an anonymous
# module by its own #name or #inspect.
module Everywhere
  FROM_INCLUDED = :found
end
class Object
  include Everywhere
end
TOP_ONLY = :top
class Holder; end
p Holder::FROM_INCLUDED
p defined?(Holder::FROM_INCLUDED), defined?(Holder::TOP_ONLY)
begin
  Holder::TOP_ONLY
rescue NameError => e
  p e.message
end
named = Module.new do
  def self.name = "Named"
end
shown = Module.new do
  def self.inspect = "<shown>"
end
[named, shown].each do |m|
  m::MISSING
rescue NameError => e
  p e.message
end
