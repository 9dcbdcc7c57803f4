# StringIO line reading: gets with separators, paragraph mode, nil separator, limits and chomp; readline, readlines, each_line/each, $_
require "stringio"

require_relative "fixtures/show"

def lines(str, *args, **kw) = StringIO.new(str).each_line(*args, **kw).to_a

t { lines("a\nb\r\nc") }
t { lines("a\nb\r\nc\n", chomp: true) }
t { lines("a--b--c--", "--") }
t { lines("a--b--c--", "--", chomp: true) }
t { lines("a\r\nb\rc", "\r", chomp: true) }
t { lines("abc", "") }
t { lines("\n\n\npara 1\nline 2\n\n\n\npara 2\r\n\r\nend\n\n", "") }
t { lines("\n\n\npara 1\nline 2\n\n\n\npara 2\r\n\r\nend\n\n", "", chomp: true) }
t { lines("\n\n\n", "") }
t { lines("a\nb\n", nil) }
t { lines("a\nb\n", nil, chomp: true) }
t { lines("abcdef", 4) }
t { lines("ab\ncdef", 3) }
t { lines("h\u00e9llo w\u00f6rld", 2) }
t { lines("a,b,c", ",", 1) }
t { lines("abcdef", "cd", 3) }
t { lines("abcdef", nil, 4) }
t { lines("ab\ncd\n", -1) }
t { lines("a\nb", 0) }
t { StringIO.new("a").readlines(0) }
t { StringIO.new("a").gets(0) }
t { lines("a\nb", 1, 2, 3) }
t { lines("a\nb", :x) }
t { lines("a\nb", "\n", "2") }
t { lines("a\nb", foo: 1) }

io = StringIO.new("one\ntwo\nthree")
t { [io.gets, $_, io.gets(chomp: true), io.gets, io.gets, $_] }
io.rewind
t { [io.readline, io.readline(chomp: true), io.readline("e"), io.readline] }
t { io.readline }
io.rewind
t { io.readlines("o", chomp: true) }
io.rewind
t { [io.gets(""), io.gets(nil), io.gets(3)] }
t { io.rewind; [io.gets(2), io.gets(1), io.gets("t", 20), io.gets(nil, 2)] }
t { io.rewind; e = io.each_line("o"); [e.class, e.size, e.next, e.next] }
t { io.rewind; io.each { |l| break l } }
t { io.rewind; io.each_line(chomp: true).with_index.to_a }
t { io.rewind; io.map(&:upcase) }
t { io.rewind; [io.each_line { }, io.eof?].map(&:class) }

sep = $/
$/ = "o"
t { StringIO.new("foo bar\nbaz").gets }
$/ = sep

sep = "e".encode("UTF-16LE")
t { StringIO.new("one").gets(sep) }
t { StringIO.new("one").gets("".encode("UTF-16LE")) }
