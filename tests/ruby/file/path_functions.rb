# File.join/basename/dirname/extname/split/absolute_path?/expand_path with absolute bases
p File.join("a", "b", "c.rb"), File.join("a/", "/b"), File.join, File.join("", "x"), File.join(["p", ["q"]])
p File.basename("/usr/lib/ruby.rb"), File.basename("/usr/lib/ruby.rb", ".rb"), File.basename("a.tar.gz", ".*")
p File.basename("/"), File.basename("dir/"), File.basename("noext")
p File.dirname("/usr/lib/ruby.rb"), File.dirname("file.rb"), File.dirname("/"), File.dirname("a/b/"), File.dirname("/a/b/c", 2)
p File.extname("x.rb"), File.extname("x.tar.gz"), File.extname(".bashrc"), File.extname("noext"), File.extname("a.")
p File.split("/a/b/c"), File.split("c"), File.absolute_path?("/x"), File.absolute_path?("x")
p File.expand_path("/a/b/../c"), File.expand_path("x/./y", "/base"), File.expand_path("../z", "/base/dir")
p File.expand_path("/"), File.expand_path("a//b", "/r"), File::SEPARATOR, File::ALT_SEPARATOR
