# readpartial(0) and sysread(0) return an empty String at once, even when
# nothing is there to read.
rd, wr = IO.pipe
p rd.readpartial(0), rd.sysread(0)
wr << "ab"
p rd.readpartial(0), rd.readpartial(5)
