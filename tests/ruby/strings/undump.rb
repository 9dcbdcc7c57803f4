# String#undump reads back what String#dump writes: escapes, \x bytes,
# \u and \u{} code points (the text becomes UTF-8), a force_encoding
# suffix (UTF-16's dump); and raises RuntimeError with CRuby's message for
# text that is not a dump.
samples = ["plain", "tab\t nl\n \"q\" \\ \#{x} \#@y", "caf\u00e9 \u3042 \u{1F600}", "\x00\xff".b,
           "x\u00e9".encode("ISO-8859-1"), "\u3042".encode("UTF-16LE")]
samples.each do |s|
  d = s.dump
  u = d.undump
  p [d, d.encoding, u == s, u.encoding]
end
p '"\\u{3042 3044}\\x41\\e"'.undump
p "\"a\\qb\"".undump
['foo', '"foo', '"\\x"', '"\\u{"', '"\\u{110000}"', '"".force_encoding("Nope")',
 '"\\u3042".force_encoding("UTF-8")', "\"\u3042\"", "\"a\0\"", '"\\xff\\u3042"'].each do |bad|
  bad.undump
rescue RuntimeError => e
  puts "#{bad.inspect}: #{e.message}"
end
begin
  '"foo"'.encode("UTF-16LE").undump
rescue Encoding::CompatibilityError => e
  puts e.message
end
