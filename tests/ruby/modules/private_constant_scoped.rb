# A private constant is reachable only without a scope: A::X, ::X, defined?
# and reopening `class A::X` treat it as missing (const_missing, then
# NameError naming the module that holds it), wherever in the ancestry it is.
module Vault
  SECRET = :s
  private_constant :SECRET
  class Box; end
  private_constant :Box
  def self.inside = [SECRET, defined?(SECRET)]
end
module Holder
  include Vault
  def self.through_self = self::SECRET
end
class Keeper
  include Vault
  def peek = SECRET
end

def show
  r = yield
  puts "ok #{r.inspect}"
rescue NameError => e
  puts "#{e.class}: #{e.message} (receiver #{e.receiver.inspect}, name #{e.name.inspect})"
end

show { Vault::SECRET }
show { Holder.through_self }
show { Keeper::SECRET }
show { Keeper.new.peek }
show { Vault.inside }
show { defined?(Vault::SECRET) }
show { defined?(Keeper::SECRET) }
show { class Vault::Box; end }
show { module Vault; class Box; :reopened; end; end }

HIDDEN_TOP = 1
Object.send(:private_constant, :HIDDEN_TOP)
show { ::HIDDEN_TOP }
show { defined?(::HIDDEN_TOP) }
show { HIDDEN_TOP }

odd = Module.new
odd.const_set(:Foo, 1)
odd.send(:private_constant, :Foo)
def odd.const_missing(name) = [:missing, name]
show { odd::Foo }
show { odd.const_get(:Foo) }
