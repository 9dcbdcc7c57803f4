# Pathname.new/Kernel#Pathname conversions and errors, inspect, to_s, equality, ordering, hash, constants
s = +"abc"
pa = Pathname.new(s)
p pa, pa.to_s, pa.to_path, pa.to_s.frozen?, pa.to_s.equal?(pa.to_s)
p Pathname("x").equal?(Pathname("x")), (q = Pathname("q"); Pathname(q).equal?(q))
p Kernel.Pathname("k"), Kernel.private_method_defined?(:Pathname)
o = Object.new
def o.to_path = "from_to_path"
p Pathname.new(o)
o = Object.new
def o.to_str = "from_to_str"
p Pathname.new(o)
[1, nil, :sym].each do |bad|
  Pathname.new(bad)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
begin
  Pathname("a\0b")
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
p Pathname("a") == Pathname("a"), Pathname("a").eql?(Pathname("a")), Pathname("a") == "a", Pathname("a") == Pathname("a/")
p Pathname("a") === Pathname("a"), Pathname("a").hash == Pathname("a").hash
p Pathname("a") <=> Pathname("b"), Pathname("b") <=> Pathname("a"), Pathname("a") <=> "a", Pathname("a") <=> Pathname("a/")
p [Pathname("a.b"), Pathname("a/b"), Pathname("a"), Pathname("a!")].sort
p Pathname::SEPARATOR_PAT, Pathname::VERSION, Pathname.const_defined?(:SEPARATOR_LIST)
p Pathname("a").frozen?, Pathname("a").freeze.frozen?, Pathname("a").freeze.to_s.frozen?
p s.frozen?
class Sub < Pathname; end
p Sub.new("a/b").basename, Sub.new("a") + "b", Sub.new("a/../b").cleanpath, Sub.new("a.x").sub_ext(".y")
p Pathname("foo.rb").sub(/o+/) { |m| m.upcase }, Pathname("foo").sub("o", "0")
begin
  Pathname("a").sub("a")
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
