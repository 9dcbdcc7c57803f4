# File objects: File.open with and without a block, modes, reading lines,
# reading everything or n bytes, writing, appending, eof?, closed streams,
# errors, File.write/readlines/foreach
path = "garnet_file_test.txt"
File.open(path, "w") do |f|
  p f.class, f.path, f.closed?
  f.puts "first line", "second line"
  f.print "third", " line\n"
  f << "fourth" << " line\n"
  p f.write("no newline", "!")
end
f = File.open(path)
p f.gets, f.lineno
p f.gets(chomp: true)
p f.readline
p f.read(3), f.read(4)
p f.read
p f.read, f.read(1), f.gets, f.eof?
f.close
p f.closed?, f.close
begin
  f.gets
rescue IOError => e
  p e.class, e.message
end
File.open(path, "a") { |a| a.puts "appended" }
p File.readlines(path).size, File.readlines(path, chomp: true).last
lines = []
File.foreach(path) { |line| lines << line.chomp }
p lines.first, lines.length, File.foreach(path).count
p File.write(path, "x\ny\n"), File.read(path)
File.open(path, "r+") { |rw| p rw.gets; rw.write("Z") }
p File.read(path)
File.open(path) { |r| p r.each_line.to_a, r.eof? }
File.open(path, "r") do |r|
  begin
    r.write("no")
  rescue IOError => e
    p e.message
  end
end
File.open(path, "w") do |w|
  begin
    w.read
  rescue IOError => e
    p e.message
  end
end
begin
  File.open("no/such/dir/file.txt")
rescue Errno::ENOENT => e
  p e.class, e.message
end
begin
  File.open(path, "q")
rescue ArgumentError => e
  p e.message
end
begin
  File.open(path, "wx")
rescue Errno::EEXIST => e
  p e.class
end
File.open(path, File::WRONLY | File::TRUNC) { |w| w.write("flags") }
p File.read(path), File::Constants::APPEND == File::APPEND
p File.open(path) { |r| r.readlines }
File.open(path) do |r|
  p r.read(2), r.pos
  r.rewind
  p r.gets, r.pos, r.seek(-2, IO::SEEK_END), r.read
end
p File.open(path).inspect.start_with?("#<File:garnet_file_test.txt")
p File.delete(path), File.exist?(path)
begin
  File.delete(path)
rescue SystemCallError => e
  p e.class, e.message
end
