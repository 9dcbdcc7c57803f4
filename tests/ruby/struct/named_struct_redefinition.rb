# Struct.new("Name") under Struct (or a subclass) warns "redefining
# constant" when the name is taken and replaces it; a name that is no
# constant's raises NameError naming it.
Struct.new("RedefW", :a)
Struct.new("RedefW", :b)
p Struct::RedefW.members
class MyS < Struct; end
MyS.new("Pt", :x)
MyS.new("Pt", :y)
p MyS::Pt.members
Struct.new("Résumé", :c)
p Struct::Résumé.new(1)
["foo", "Foo bar", "_X", "9A"].each do |n|
  Struct.new(n)
rescue NameError => e
  p [e.message, e.name]
end
