# Blocks run by instance_exec, class_eval, module_eval and Class.new define
# methods on their receiver, but constants, class and module keywords and
# constant lookups stay in the block's lexical scope; string evals do not.
module M; IN_M = :m; end
M.class_eval { C1 = 1; class K1; end; module K2; end }
p M.constants.sort, Object.const_defined?(:C1), Object.const_defined?(:K1)
p((M.class_eval { IN_M } rescue $!.class))
M.class_eval "C3 = 3; class K3; end"
p M.constants.sort
o = Object.new
o.instance_eval "C4 = 4"
p o.singleton_class.constants
Class.new { C5 = 5 }
p Object.const_defined?(:C5)
k = Class.new { def self.z = 1; Z6 = 6 }
p k.constants, Object.const_defined?(:Z6)
M.module_eval { def helper = :h }
p M.instance_methods
p Object.const_defined?(:C1), Object.const_defined?(:K2)
module Outer; module Inner; end; end
o = Object.new
o.instance_exec { module Outer; X = 1; end }
p Outer::X rescue p $!
o.instance_exec { module Fresh; end }
p (Fresh rescue $!)
p o.singleton_class.constants
o.instance_exec { C2 = 5 }
p o.singleton_class.constants, (C2 rescue $!)
o.instance_exec { module Outer::Inner::Deep; end }
p Outer::Inner::Deep
class Holder
  @@count = 1
end
Holder.class_eval { p((@@count rescue $!.class)) }
Holder.class_eval "p @@count"
p(Holder.class_eval { Module.nesting })
begin
  eval "@@top = 1"
rescue RuntimeError => e
  p e.message
end
def reads_class_variable = @@top
p((reads_class_variable rescue $!.message))
p defined?(@@top)
