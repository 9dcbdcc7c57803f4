# A reader whose gets has part of a line waits for the rest without using
# the CPU (the writer pauses mid-line), then gets the whole line. The CPU
# time is measured only while the reader waits: a reader that spun would
# use the whole pause.
# Expected output written by hand (CRuby 4.0 on WASI has no threads);
# Debian's CRuby 3.1 prints the same.
r, w = IO.pipe
reader = Thread.new { [r.gets, r.gets] }
w.write("first line\nsecond ")
sleep 0.05 # the reader has its first line and waits for the rest of the second
before = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
sleep 0.3
waiting = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - before
w.write("half\n")
p reader.value
p waiting < 0.1
