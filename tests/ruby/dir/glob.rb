# Dir.glob and Dir[]: *, ?, sets, **/ (recursive, hidden folders only with FNM_DOTMATCH), braces, trailing '/', escapes, flags, base:, sort:, arrays of patterns, the block form
root = ENV.fetch("TMPDIR")
Dir.chdir(root) do
  %w[a a/b a/b/c .hid B e].each { |d| Dir.mkdir(d) }
  %w[a/x.rb a/b/c/y.rb a/b/c/z.py z.txt .dot a/.hx .hid/h.rb B/q.rb w*.txt].each { |f| File.write(f, "") }
  p Dir.glob("*"), Dir.glob("*", File::FNM_DOTMATCH), Dir.glob(".*"), Dir.glob("?")
  p Dir.glob("**/*"), Dir.glob("**/*.rb"), Dir.glob("**/*.rb", File::FNM_DOTMATCH)
  p Dir.glob("**/"), Dir.glob("*/"), Dir.glob("a/"), Dir.glob("z.txt/"), Dir.glob("**")
  p Dir.glob("a/**/*", File::FNM_DOTMATCH), Dir.glob("**/b/**/*.??"), Dir.glob("a/*/c"), Dir.glob("*/*/*/*")
  p Dir.glob("{z,a,nope}*"), Dir.glob("a/{b,x.rb}"), Dir.glob("{a/{b,x*},e}"), Dir.glob("{z"), Dir.glob("[a-c]"), Dir.glob("[!a-c]*")
  p Dir.glob("w\\*.txt"), Dir.glob("w*.txt"), Dir.glob("w\\*.txt", File::FNM_NOESCAPE), Dir.glob("\\a")
  p Dir.glob("b"), Dir.glob("B"), Dir.glob("a/../z.txt"), Dir.glob("./a"), Dir.glob("nope/*"), Dir.glob("z.txt/*"), Dir.glob("")
  p Dir.glob("*.rb", base: "a"), Dir.glob("**/*.py", base: "a"), Dir.glob("*", base: "nope"), Dir.glob("c/*", base: "a/b")
  p Dir.glob(["z*", "a", "nope"]), Dir.glob("*", flags: File::FNM_DOTMATCH) == Dir.glob("*", File::FNM_DOTMATCH)
  p Dir.glob("**/*", sort: false).sort == Dir.glob("**/*"), Dir.glob("*", sort: true)
  p Dir["z*", "a"], Dir["*.rb", base: "a"], Dir["{B,e}"], Dir[]
  seen = []
  p Dir.glob("a/*") { |path| seen << path }, seen
  p (Dir.glob("a\0b") rescue $!), (Dir.glob(1) rescue $!), (Dir.glob("*", "x") rescue $!), (Dir.glob("*", base: 1) rescue $!)
end
