# Module#const_get, const_defined?, constants, remove_const and
# const_source_location: paths, the inherit flag, names given by to_str.
class Base; BASE = :base; end
module Mixin; MIXED = :mixed; end
class Child < Base
  include Mixin
  OWN = :own
end

name = Object.new
def name.to_str = "OWN"

p Child.const_get(name)
p Child.const_get("Child::OWN"), Object.const_get("::Child::BASE")
p Child.const_defined?(:BASE), Child.const_defined?(:BASE, false), Child.const_defined?(:BASE, nil)
p Child.const_defined?("Mixin::MIXED"), Child.const_defined?("Nope::X"), Object.const_defined?("::String")
p Mixin.const_get(:String), Mixin.const_defined?(:String, false)
begin
  Child.const_get(:BASE, false)
rescue NameError => e
  p e.message
end
["X::", "1::X", "Child::lower"].each do |bad|
  Child.const_get(bad)
rescue NameError => e
  p e.message
end
begin
  Object.const_get("RUBY_VERSION::X")
rescue TypeError => e
  p e.message
end
begin
  Child.const_get(42)
rescue TypeError => e
  p e.message
end

p Child.constants.sort, Child.constants(false)
p Child.const_source_location(:OWN), Child.const_source_location(:BASE)
p Object.const_source_location(:String), Child.const_source_location(:NOPE)
p Child.const_source_location("Mixin::MIXED")

p Child.send(:remove_const, :OWN), Child.const_defined?(:OWN, false)
begin
  Child.send(:remove_const, :BASE)
rescue NameError => e
  p e.message, e.name
end
begin
  Child.send(:remove_const, :lower)
rescue NameError => e
  p e.message
end
p Child.private_methods.include?(:remove_const)

Base.const_set(:LATER, 1)
p Base.const_source_location(:LATER)
Base::LATER = 2
p Base::LATER

o = Object.new
o.instance_eval { module DefinedInEval; end }
Base.class_eval { EVAL_CONSTANT = 3 }
Module.new { MODULE_NEW_CONSTANT = 4 }
p defined?(DefinedInEval), defined?(EVAL_CONSTANT), defined?(Base::EVAL_CONSTANT), defined?(MODULE_NEW_CONSTANT)
