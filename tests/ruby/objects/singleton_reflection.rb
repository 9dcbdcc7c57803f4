# methods(false) lists singleton methods only; to_s of an instance of an
# anonymous class; Module#const_missing; included_modules leaves the module
# itself out.
class Plain; def a; end; end
o = Plain.new
def o.own; end
p Plain.new.methods(false), o.methods(false)
m = Module.new { def self.hello; end }
p m.dup.methods(false)
p Class.new.new.to_s.match?(/\A#<#<Class:0x\h+>:0x\h+>\z/)
module Holder; end
begin
  Holder.const_missing(:Absent)
rescue NameError => e
  p e.message, e.name
end
module Inner; end
module Outer; include Inner; end
p Outer.included_modules, Comparable.included_modules
