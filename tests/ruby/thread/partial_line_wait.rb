# A reader whose gets has part of a line waits for the rest without using
# the CPU (the writer pauses mid-line), then gets the whole line.
# Expected output written by hand (CRuby 4.0 on WASI has no threads);
# Debian's CRuby 3.1 prints the same.
r, w = IO.pipe
reader = Thread.new { [r.gets, r.gets] }
w.write("first line\nsecond ")
sleep 0.3
w.write("half\n")
cpu = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
p reader.value
p cpu < 0.2
