# IO.pipe between green threads: a read on an empty pipe parks the reading
# thread until the writer writes (gets, gets(chomp:), read, read(n), eof?,
# readlines), then closing; $stdin.readlines
r, w = IO.pipe
p r.class, w.class
reader = Thread.new { [r.gets, r.gets(chomp: true), r.read] }
sleep 0.01
w.puts "one"
sleep 0.01
w.write "two\nrest"
w.close
p reader.value
p r.eof?, r.gets, r.read
r.close
p r.closed?, w.closed?
IO.pipe do |a, b|
  t = Thread.new { a.readlines }
  3.times { |i| b.puts i; Thread.pass }
  b.close
  p t.value
end
r, w = IO.pipe
w << "x"
p r.read(1)
t = Thread.new { r.read(2) }
sleep 0.005
w << "yz"
p t.value
begin
  w.gets
rescue IOError => e
  p e.message
end
p $stdin.readlines.size
