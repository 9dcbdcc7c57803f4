# The blocking-call hand-off for FIFOs: THREADS reader threads each File.read
# their own FIFO (File.mkfifo) until writer threads have written ROUNDS lines,
# and a ticker thread sleeps 1 ms at a time. A read (or an open) waiting on a
# FIFO parks only its green thread, so the ticker's longest gap (on stderr)
# stays near 1 ms; prints the bytes read. (Debian's CRuby 3.1 deadlocks on it now
# and then: seen once in three runs of 4 x 50.)
require_relative "ticker"
require "tmpdir"
THREADS = (ARGV[0] || 4).to_i
ROUNDS = (ARGV[1] || 200).to_i
ticker = Ticker.new
total = Dir.mktmpdir do |dir|
  fifos = Array.new(THREADS) { |i| File.join(dir, "fifo#{i}").tap { |f| File.mkfifo(f) } }
  # Writes that meet one open of the reader's arrive together: a reader
  # reads until it has every round's line.
  readers = fifos.map do |f|
    Thread.new do
      text = +""
      text << File.read(f) while text.count("\n") < ROUNDS
      text.bytesize
    end
  end
  writers = fifos.map { |f| Thread.new { ROUNDS.times { |k| File.write(f, "round #{k}\n") } } }
  writers.each(&:join)
  readers.sum(&:value)
end
ticker.finish
puts "#{total} bytes read"
