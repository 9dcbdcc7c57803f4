# Expected output written by hand as CRuby 4.0 prints it (CRuby 4.0 on WASI
# crashes on this recursion); CRuby 3.1 prints the same.
# Unbounded recursion that goes Ruby -> C++ method -> Ruby without a block
# (conversion protocols, hooks, operators the core calls back, a Hash's
# default proc, interpolation): each raises SystemStackError, rescued here.
h = Hash.new { |hh, k| hh[k + 1] }
begin; h[0]; rescue SystemStackError => e; p [:default_proc, e.class]; end
class R1; def to_s = "#{self}"; end
begin; R1.new.to_s; rescue SystemStackError => e; p [:interpolation, e.class]; end
class R2; def to_s = format("%s", self); end
begin; R2.new.to_s; rescue SystemStackError => e; p [:format, e.class]; end
class R3; def inspect = [self].inspect; end
begin; R3.new.inspect; rescue SystemStackError => e; p [:inspect, e.class]; end
class C1; def coerce(o) = [o, 1 + self]; end
begin; 1 + C1.new; rescue SystemStackError; p :coerce; end
class C2; def to_str = "a" + self; end
begin; "a" + C2.new; rescue SystemStackError; p :to_str; end
class C3; def <=>(o) = ([self, o].max; 0); end
begin; [C3.new, C3.new].max; rescue SystemStackError; p :max; end
class C4; def <=>(o) = ([self, o].sort; 0); end
begin; [C4.new, C4.new].sort; rescue SystemStackError; p :sort; end
class C5; def initialize_copy(o) = o.dup; end
begin; C5.new.dup; rescue SystemStackError; p :initialize_copy; end
class C6; def self.inherited(k) = Class.new(self); end
begin; Class.new(C6); rescue SystemStackError; p :inherited; end
class C7; def self.const_missing(n) = const_get(:Zork); end
begin; C7::Zork; rescue SystemStackError; p :const_missing; end
class C8; def to_s = [self].join; end
begin; C8.new.to_s; rescue SystemStackError; p :join; end
class C9; def respond_to_missing?(m, p = false) = respond_to?(m); end
begin; C9.new.respond_to?(:zz); rescue SystemStackError; p :respond_to_missing; end
class CA; def to_int = [1, 2][self]; end
begin; [1, 2][CA.new]; rescue SystemStackError; p :to_int; end
class CB; def to_s = (puts(self); ""); end
begin; puts CB.new; rescue SystemStackError; p :puts; end
class CC < StandardError; def message = full_message; end
begin; CC.new.full_message; rescue SystemStackError; p :full_message; end
p :alive
