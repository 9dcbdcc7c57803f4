# The blocking-call hand-off for FIFOs: THREADS reader threads each File.read
# their own FIFO (File.mkfifo) until writer threads have written ROUNDS lines,
# and a ticker thread sleeps 1 ms at a time. A read (or an open) waiting on a
# FIFO parks only its green thread, so the ticker's longest gap (on stderr)
# stays near 1 ms; prints the bytes read. (Debian's CRuby 3.1 deadlocks on it now
# and then: seen once in three runs of 4 x 50.)
require "tmpdir"
THREADS = (ARGV[0] || 4).to_i
ROUNDS = (ARGV[1] || 200).to_i
done = false
worst = 0.0
ticker = Thread.new do
  last = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  until done
    sleep 0.001
    now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    worst = now - last if now - last > worst
    last = now
  end
end
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
done = true
ticker.join
warn format("longest ticker gap: %.1f ms", worst * 1000)
puts "#{total} bytes read"
