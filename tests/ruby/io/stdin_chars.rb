# Characters and bytes of standard input: $stdin.getc/getbyte/readchar/each_char, STDIN.read(n), then gets and read
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it); nothing here differs in Ruby 4.0.
p $stdin.getc, $stdin.getc, STDIN.getc, $stdin.getbyte, $stdin.readchar, $stdin.readbyte
p STDIN.read(3), $stdin.gets, $stdin.each_char.to_a, $stdin.getc, $stdin.getbyte, $stdin.read, $stdin.read(1)
begin
  $stdin.readchar
rescue EOFError => e
  p e.message
end
