# Dir.chdir: plain and with a block (its value, the path it yields, back to the previous directory even after an exception, nesting), Dir.pwd/getwd, and the warning for a plain chdir inside a block
root = ENV.fetch("TMPDIR")
start = Dir.pwd
Dir.mkdir(File.join(root, "a"))
Dir.mkdir(File.join(root, "a", "b"))
inside = Dir.chdir(root) { |path| [path == root, File.basename(Dir.pwd) == File.basename(root), File.exist?("a"), :done] }
p inside, Dir.pwd == start, Dir.getwd == Dir.pwd
Dir.chdir(root) do
  p Dir.chdir("a") { |path| [path, File.basename(Dir.pwd)] }
  p Dir.chdir("a") { Dir.chdir("b") { File.basename(Dir.pwd) } }, Dir.glob("*")
  begin
    Dir.chdir("a") { raise IOError, "inside" }
  rescue IOError => e
    p e.message, Dir.glob("*")
  end
  p catch(:out) { Dir.chdir("a/b") { throw :out, Dir.children("..").sort } }, Dir.glob("*")
  p [1, 2].map { |i| Dir.chdir("a") { File.basename(Dir.pwd) + i.to_s } }
  p Dir.chdir("a"), File.basename(Dir.pwd)
  p Dir.chdir(".."), Dir.glob("*")
  p (Dir.chdir("nope") rescue $!), (Dir.chdir("nope") { :never } rescue $!), Dir.glob("*")
end
p Dir.pwd == start
p (Dir.chdir(1) rescue $!), (Dir.chdir("a\0") rescue $!), (Dir.chdir("a", "b") rescue $!)
def via_method(dir) = Dir.chdir(dir) { Dir.glob("*") }
p via_method(root), Dir.pwd == start
