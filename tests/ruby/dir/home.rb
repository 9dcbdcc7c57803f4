# Home directories: File.expand_path with "~" and "~user", File.absolute_path (no "~"), Dir.home, Dir.chdir without an argument, and their ArgumentErrors
root = ENV.fetch("TMPDIR")
ENV["HOME"] = "/home/me"
p File.expand_path("~"), File.expand_path("~/a/../b"), File.expand_path("~/"), File.expand_path("~", "/x"), File.expand_path("a", "~/d")
p File.expand_path("/a/~b"), (File.expand_path("~nosuchuserx", "/") rescue $!)
p File.absolute_path("~") == File.join(Dir.pwd, "~"), File.absolute_path("x", "~") == File.join(Dir.pwd, "~/x"), File.absolute_path("/~")
p File.expand_path("a~") == File.join(Dir.pwd, "a~"), Dir.home, Dir.home(nil), Dir.home("")
p (Dir.home("nosuchuserx") rescue $!), (File.expand_path("~nosuchuserx/a") rescue $!), (Dir.home(1) rescue $!)
ENV["HOME"] = "relative"
p (File.expand_path("~") rescue $!), Dir.home, File.expand_path("x")  == File.join(Dir.pwd, "x")
ENV["HOME"] = root
Dir.mkdir(File.join(root, "in_home"))
start = Dir.pwd
p Dir.chdir { |path| [path == root, Dir.glob("*")] }, Dir.pwd == start
p Dir.chdir, Dir.glob("*")
