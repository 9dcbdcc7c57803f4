# Kernel#gets and ARGF read standard input when ARGV is empty: filename "-", lineno and $., readline, eof?, read, and nil at the end
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it); nothing here differs in Ruby 4.0.
p ARGV, ARGF.filename, ARGF.file.equal?($stdin)
p gets, $., $_, ARGF.lineno
p readline(chomp: true), ARGF.gets, $<.gets, $.
p ARGF.eof?, ARGF.read, ARGF.eof?, gets, ARGF.read, $_
begin
  readline
rescue EOFError => e
  p e.message
end
