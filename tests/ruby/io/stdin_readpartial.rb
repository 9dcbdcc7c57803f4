# readpartial on standard input answers what there is (up to the length)
# without waiting for the whole length; EOFError at its end. Reads of
# lines, lengths and the rest share one buffer with it, and copy_stream
# reads standard input the same way.
first = STDIN.readpartial(4)
p first, first.encoding
p STDIN.gets
p STDIN.readpartial(1000)
p((STDIN.readpartial(10) rescue $!))
p STDIN.read, STDIN.eof?
p STDIN.readpartial(0)
