# File.read/readlines/foreach/open with a block on the script itself, exist?/file?/directory?, and sizes
lines = File.readlines(__FILE__)
p lines.first.chomp, lines.size > 5, File.exist?(__FILE__), File.file?(__FILE__), File.directory?(".")
p File.read(__FILE__).lines.size == lines.size, File.basename(__FILE__), File.size(__FILE__) > 100
n = 0
File.foreach(__FILE__) { |l| n += 1 if l.start_with?("p ") }
p n
first = File.open(__FILE__) { |f| f.gets }
p first == lines.first
File.open(__FILE__) do |f|
  p f.readline.start_with?("#"), f.lineno, f.each_line.count > 3, f.eof?
end
p File.readlines(__FILE__, chomp: true)[1].start_with?("lines")
p File.exist?("no_such_file_here.txt"), File.extname(__FILE__)
begin
  File.read("no_such_file_here.txt")
rescue Errno::ENOENT => e
  p e.class, e.message
end
