# Pathname#+, /, join, parent, basename/dirname/extname/split, sub_ext, root?/absolute?/relative?
def show(desc, value) = puts("#{desc} => #{value.inspect}")
[["a", "b/./c"], ["a", "b//c"], ["a", "./b"], ["a", "."], ["a", ".."], ["a", "../.."],
 ["a/b/", "../c"], ["a/.", "../c"], ["./a", "b"], [".", "b"], [".", ".."], ["..", ".."],
 ["/", ".."], ["/", "../a"], ["/a", "../../b"], ["//a", "b"], ["/usr", "/etc//passwd"],
 ["a", "b/.."], ["a", "./../b"], ["a", "../b/."], ["", "a"], ["", ""], ["a//", "b"],
 ["a/b/..", ".."], ["x/y", "./."], ["a", "b/"]].each do |base, other|
  show("#{base.inspect} + #{other.inspect}", Pathname(base) + other)
end
show("/", Pathname("/usr") / "bin")
show("join()", Pathname("a").join)
show("join(b, c)", Pathname("a").join("b", Pathname("c")))
show("join(b, /c, d)", Pathname("a").join("b", "/c", "d"))
%w[/a/b / a . .. a/b/ .].each { |s| show("#{s}.parent", Pathname(s).parent) }
pa = Pathname("/a/b.rb")
show("basename", pa.basename)
show("basename(.rb)", pa.basename(".rb"))
show("basename(.*)", pa.basename(".*"))
show("dirname", pa.dirname)
show("extname", pa.extname)
show("split", pa.split)
%w[a.tar.gz .bashrc foo. a.d/b a.rb].each { |s| show("#{s}.sub_ext", Pathname(s).sub_ext(".x")) }
%w[/ // /a a .].each { |s| show("#{s} root/abs/rel", [Pathname(s).root?, Pathname(s).absolute?, Pathname(s).relative?]) }
begin
  Pathname("a") + 1
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
