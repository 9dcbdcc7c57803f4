# StringScanner constants, constructor options, inspect, and errors: RangeError from pos=, ScanError from unscan, TypeError and Encoding errors from patterns
require "strscan"

require_relative "fixtures/show"

p StringScanner::Version, StringScanner::Version.frozen?, StringScanner::Id
p StringScanner::Error.superclass, ScanError.equal?(StringScanner::Error)
p StringScanner.must_C_version
t { StringScanner.new("a").fixed_anchor? }
t { StringScanner.new("a", fixed_anchor: true).fixed_anchor? }
t { StringScanner.new("a", fixed_anchor: nil).fixed_anchor? }
t { StringScanner.new("a", fixed_anchor: 1).fixed_anchor? }
t { StringScanner.new("a", {fixed_anchor: true}).fixed_anchor? }
t { StringScanner.new("a", true).fixed_anchor? }
t { StringScanner.new("a", fixed_anchor: true, other: 1) }
t { StringScanner.new(nil) }
t { StringScanner.new(:sym) }
t { StringScanner.new }

s = StringScanner.new("test string")
t { s.inspect }
s.scan(/test/)
t { s.inspect }
s.scan(/ str/)
t { s.inspect }
s.terminate
t { s.inspect }
t { StringScanner.new("").inspect }
t { StringScanner.new("ab").tap { _1.getch }.inspect }
t { StringScanner.new("abcdef").tap { _1.pos = 5 }.inspect }

s = StringScanner.new("abc")
t { s.pos = 4 }
t { s.pos = -4 }
t { s.pos = 3 }
t { s.pos = -3 }
t { s.pos = 1.8 }
t { s.pos }
t { s.pos = nil }
t { s.pos = "1" }
t { s.unscan }
s.scan(/b/)
t { s.unscan.pos }
t { s.unscan }
s.getch
t { s.unscan.pos }
begin
  s.unscan
rescue ScanError => e
  p e.class
end
t { s.scan(1) }
t { s.scan(nil) }
t { s.scan_until(:b) }
t { s.peek(-1) }
t { s.peek(nil) }
t { s.peek(2.5) }
t { s.concat(3) }
t { s.string = 3 }
t { StringScanner.new("a".freeze).concat("b") }

# String patterns need compatible encodings
b = StringScanner.new("caf\xC3\xA9".b)
t { b.scan("caf") }
t { b.scan("é") }
t { b.scan_until("é") }
t { b.scan("\xC3".b) }
u = StringScanner.new("abc")
t { u.scan("ab".encode("UTF-16LE")) }
t { u.scan("a".b) }
t { u.scan("é") }

# the scanned string shrinking under the scanner
str = +"abcdef"
s = StringScanner.new(str)
s.scan(/abcd/)
str.replace("ab")
t { [s.pos, s.eos?, s.rest, s.rest_size, s.matched, s.pre_match, s.post_match, s.bol?] }
t { [s.scan(/./), s.getch, s.peek(1), s.inspect] }
