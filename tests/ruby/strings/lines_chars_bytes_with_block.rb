# lines, chars, bytes and codepoints with a block yield each piece and
# answer the receiver, as each_line, each_char, each_byte, each_codepoint.
s = "ab\ncd"
r = s.lines { |l| p l }
p r.equal?(s)
p s.lines("b") { |l| p l }.equal?(s)
p s.lines(chomp: true) { |l| p l }.equal?(s)
p s.chars { |c| print c, "," }.equal?(s)
puts
p s.bytes { |b| print b, "," }.equal?(s)
puts
p "é".codepoints { |c| p c }.equal?("é")
p s.lines, s.chars, s.bytes.size, s.codepoints.size
begin
  s.lines(1, 2) { }
rescue ArgumentError => e
  puts e.message
end
begin
  s.each_line(3) { }
rescue TypeError => e
  puts e.message
end
