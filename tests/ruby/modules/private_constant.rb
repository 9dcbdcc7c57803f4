# private_constant hides a constant from Mod::X and Mod.constants; inside the module it reads as usual
class Box
  SECRET = 1
  OPEN = 2
  private_constant :SECRET
  def self.peek = SECRET
end
p Box.constants.sort, Box.peek, Box::OPEN
begin
  Box::SECRET
rescue NameError => e
  p e.class, e.message, e.name
end
p Box.const_get(:SECRET)
class Box
  public_constant :SECRET
end
p Box::SECRET
begin
  Box.send(:private_constant, :NOPE)
rescue NameError => e
  p e.message
end
