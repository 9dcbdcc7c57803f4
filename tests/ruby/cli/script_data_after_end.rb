# DATA reads the script's text after its __END__ line
# expected output written by hand: the reference CRuby's driver (ruby.wasm) defines no DATA; Debian's ruby 3.1 prints this
p DATA.class
p DATA.read
DATA.rewind
p DATA.gets
p eval("__END__\nnot DATA")
__END__
hello
  world
