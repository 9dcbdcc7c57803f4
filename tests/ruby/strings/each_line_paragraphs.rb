# Paragraph mode (a separator of ""): a line ends with two newlines in a row,
# "\n" or "\r\n" each; newlines after them belong to no line; chomp takes the
# two off, and a last line without them keeps what it ends with.
p "hello\r\n\r\nworld".each_line("").to_a
p "hello\r\n\r\nworld".each_line("", chomp: true).to_a
p "hello\r\n\r\n\r\nworld\r\n".each_line("").to_a
p "hello\r\n\r\n\r\nworld\r\n".each_line("", chomp: true).to_a
p "a\n\r\nb\r\n\nc".each_line("").to_a
p "a\r\n\r\nb".lines("")
p "a\r\n\r\nb".lines("", chomp: true)
p "a\n\n\nb\n\n".lines("", chomp: true)
p "a\r\n\nb".each_line("").to_a
p "\n\nabc\n\n\ndef".lines("")
p "\n\nabc\n\n\ndef".lines("", chomp: true)
p "a\nb\n\nc\n".lines("", chomp: true)
p "a\nb\n\nc\n".lines("")
p "a\r\r\nb".lines("")
p "a\n\n".lines("", chomp: true)
p "a\n\n\n\n".lines("")
p "\n\n\n".lines("")
p "x\r\n\n\r\ny".lines("", chomp: true)
p "".lines(""), "abc".lines("")
