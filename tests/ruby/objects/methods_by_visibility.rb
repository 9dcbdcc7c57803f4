# protected_methods / private_methods / public_methods with and without
# ancestors: false lists the singleton classes' (a class's superclasses'
# too) and the class's own, leaving modules out.
module Mixed
  protected def m_pro = 1
end
class Base
  include Mixed
  protected def b_pro = 1
  private def b_pri = 1
  class << self
    protected def bs_pro = 1
  end
end
class Derived < Base
  protected def d_pro = 1
  private def d_pri = 1
  class << self
    protected def ds_pro = 1
  end
end
o = Derived.new
def o.own_pub = 1
p o.protected_methods.sort, o.protected_methods(false).sort
p o.private_methods(false).sort, o.public_methods(false).sort
p Derived.protected_methods(false).sort, Derived.protected_methods.include?(:bs_pro)
p Base.new.protected_methods(nil).sort
