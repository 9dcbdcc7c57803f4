# A read of a FIFO (File.mkfifo) parks only its own thread: the main thread keeps running, then writes, and the reader gets the data
# Expected output written by hand from Debian's ruby 3.1 (the WebAssembly CRuby has no threads); nothing here differs in Ruby 4.0.
fifo = File.join(ENV.fetch("TMPDIR"), "fifo")
File.mkfifo(fifo)
reader = Thread.new { File.read(fifo) }
ticks = 0
5.times do
  ticks += 1
  sleep 0.01
end
p ticks, reader.status, reader.alive?
p File.write(fifo, "through the fifo\n")
p reader.value
lines = Thread.new { File.open(fifo) { |f| f.each_line.map(&:chomp) } }
counter = Thread.new { 3.times.map { |i| sleep 0.01; i } }
sleep 0.01 until lines.status == "sleep"
p counter.value
File.open(fifo, "w") do |w|
  w.puts "one"
  w.flush
  sleep 0.02
  w.puts "two"
end
p lines.value
