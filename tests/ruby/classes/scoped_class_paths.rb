# class and module paths may be any expression followed by ::Name; the
# expression runs first and must give a class or module (TypeError otherwise).
def namespace = String
class namespace::Inner
  def hi = :inner
end
p String::Inner.new.hi
module (Comparable)::Helper; end
p Comparable::Helper
[0, nil, "text"].each do |scope|
  begin
    eval "class scope::C1; end"
  rescue TypeError => e
    p e.message
  end
end
begin
  eval "module 0::M1; end"
rescue TypeError => e
  p e.message
end
