# Dir's listings: entries, children, each_child, foreach, Dir objects (open with and without a block, read, each, children, tell/seek/rewind, fileno, path, inspect, close), exist?, empty?, mkdir (with a mode), rmdir/delete/unlink
root = ENV.fetch("TMPDIR")
Dir.chdir(root) do
  p Dir.mkdir("d"), Dir.mkdir("d/sub", 0700), Dir.exist?("d/sub")
  %w[d/b.txt d/a.txt d/.h].each { |f| File.write(f, "x") }
  names = %w[.h a.txt b.txt sub]
  # "." and ".." are left out of what is printed: some hosts do not list them
  p Dir.entries("d").sort - %w[. ..] == names, Dir.children("d").sort, (Dir.entries("d") - Dir.children("d") - %w[. ..]).size
  seen = []
  p Dir.each_child("d") { |n| seen << n }, seen.sort
  seen = []
  p Dir.foreach("d") { |n| seen << n }, (seen - %w[. ..]).sort
  p Dir.foreach("d").class, Dir.each_child("d").to_a.sort, Dir.children("d").sort == Dir.each_child("d").sort
  dir = Dir.new("d")
  p dir.class, dir.path, dir.to_path, dir.inspect, dir.fileno.is_a?(Integer), dir.tell.is_a?(Integer)
  first = dir.read
  at = dir.tell
  second = dir.read
  p first.class, at.is_a?(Integer), dir.seek(at).equal?(dir), dir.read == second, (dir.pos = at).equal?(at), dir.read == second
  rest = []
  p dir.each { |n| rest << n }.equal?(dir), rest.sort == Dir.entries("d").sort, dir.read
  p dir.rewind.equal?(dir), dir.read == first, dir.children.sort, dir.read
  dir.rewind
  p dir.each_child.to_a.sort, dir.is_a?(Enumerable), dir.rewind.map(&:size).sum == Dir.entries("d").map(&:size).sum
  p dir.close, dir.close, dir.path, dir.inspect
  p Dir.open("d") { |d| [d.class, d.path, d.children.sort] }
  opened = Dir.open("d")
  p opened.class, opened.read.class, opened.close
  p Dir.exist?("d"), Dir.exist?("d/a.txt"), Dir.exist?("nope"), Dir.exist?(root)
  p Dir.empty?("d"), Dir.empty?("d/sub"), Dir.empty?("d/a.txt")
  p Dir.rmdir("d/sub"), Dir.exist?("d/sub"), Dir.mkdir("e"), Dir.delete("e"), Dir.mkdir("f"), Dir.unlink("f"), Dir.exist?("f")
  p Dir.children(".").sort, Dir.glob("*")
end
