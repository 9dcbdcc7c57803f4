# Pathname#cleanpath (both modes), relative_path_from, each_filename, ascend, descend
def show(desc, value) = puts("#{desc} => #{value.inspect}")
%w[a/b/c a/./b/../c/ /../a/.. ../a/../.. ./ //a//b// a/b/. a/b/.. a/b/../ a/b/./ / ../. /.].push("").each do |s|
  show("#{s.inspect} cleanpath", [Pathname(s).cleanpath, Pathname(s).cleanpath(true)])
end
[["a/b", "a/c"], ["/a/b/c", "/a/d/e"], ["a", "."], [".", "a/b"], ["/", "/a"], ["/a", "/"],
 ["a/../b", "c/./d/.."], ["../a", "../b"], ["a", "a"]].each do |dest, base|
  show("#{dest} from #{base}", Pathname(dest).relative_path_from(base))
end
[["a", ".."], ["a", "x/../../b"], ["/a", "b"], ["a", "/b"], ["/a", "b/../c"]].each do |dest, base|
  Pathname(dest).relative_path_from(Pathname(base))
rescue ArgumentError => e
  puts "#{dest} from #{base}: ArgumentError: #{e.message}"
end
show("each_filename", Pathname("//a//b/").each_filename.to_a)
show("each_filename block", Pathname("a/b").each_filename { |n| print n, " " })
show("descend", Pathname("/a/b/c").descend.map(&:to_s))
show("descend dots", Pathname("a/./b/..").descend.map(&:to_s))
show("descend //a", Pathname("//a").descend.map(&:to_s))
show("ascend", Pathname("a/b/c").ascend.map(&:to_s))
show("ascend a//b", Pathname("a//b").ascend.map(&:to_s))
show("ascend /a//b/", Pathname("/a//b/").ascend.map(&:to_s))
show("ascend /", Pathname("/").ascend.map(&:to_s))
show("ascend block", Pathname("x/y").ascend { })
show("descend enum", Pathname("x").descend.class)
