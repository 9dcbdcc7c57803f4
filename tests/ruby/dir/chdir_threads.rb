# Dir.chdir and threads: while one thread is inside a chdir block, a chdir from another thread or Ractor raises RuntimeError (the working directory is the process's); after the block, others may chdir again.
# expected output written by hand: checked against Debian's ruby 3.1 (the
# reference CRuby 4.0 on WASI has no Thread or Ractor), which prints the same.
Warning[:experimental] = false
root = ENV.fetch("TMPDIR")
Dir.mkdir(File.join(root, "a"))
start = Dir.pwd
Dir.chdir(root) do
  plain = Thread.new { Dir.chdir(root) rescue $! }.value
  block = Thread.new { Dir.chdir(root) { :never } rescue $! }.value
  p plain, block
  p Thread.new { [Dir.glob("*"), File.basename(Dir.pwd) == File.basename(root)] }.value
  p Fiber.new { Dir.chdir("a") { Dir.glob("*") } }.resume
end
p Dir.pwd == start
Dir.chdir(root) { p Ractor.new(root) { |dir| Dir.chdir(dir) rescue $! }.take }
p Ractor.new(root) { |dir| Dir.chdir(dir) { Dir.glob("*") } }.take, Dir.pwd == start
p Thread.new { Dir.chdir(root) { Dir.glob("*") } }.value, Dir.pwd == start
q = Queue.new
inner = Queue.new
t = Thread.new { Dir.chdir(root) { q << :in; inner.pop; Dir.glob("*") } }
q.pop
p (Dir.chdir(root) rescue $!), Dir.pwd == start
inner << :go
p t.value, Dir.pwd == start
