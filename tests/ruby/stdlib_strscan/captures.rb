# StringScanner match registers: [] by index, negative index, name (String or Symbol), size, captures, values_at, named_captures, and their errors
require "strscan"

require_relative "fixtures/show"

s = StringScanner.new("Fri Dec 12 1975 14:39")
t { [s[0], s.size, s.captures, s.values_at(0), s.named_captures] }
t { s.scan(/(\w+) (\w+) (\d+) /) }
t { [s[0], s[1], s[2], s[3], s[4], s[-1], s[-3], s[-4], s[-5], s[1.9]] }
t { [s.size, s.captures, s.values_at(0, -1, 5, 2)] }
t { s.named_captures }
t { s["name"] }
t { s[:name] }
t { s[nil] }
t { s[Object.new] }
t { s.scan(/(?<year>\d+) (?<hour>\d+)(:)?(?<min>\d+)?/) }
t { [s[:year], s["hour"], s[:min], s[1], s[2], s[3], s.size, s.captures] }
t { s.named_captures }
t { s[:nope] }
t { s["nope"] }
t { s.scan(/:(?<min>\d+)/) }
t { [s[:min], s.named_captures, s.pre_match, s.post_match] }

# a failed match clears the registers but keeps the Regexp's names
s = StringScanner.new("ab")
t { s.scan(/(?<x>z)/) }
t { [s[0], s[:x], s.size, s.captures, s.values_at(0), s.named_captures] }

# groups sharing a name: the one that took part in the match
s = StringScanner.new("b-a")
t { s.scan(/(?<c>a)|(?<c>b)/) }
t { [s[:c], s[1], s[2], s.captures, s.named_captures] }
t { s.scan(/-/) }
t { s.scan(/(?<c>a)|(?<c>b)/) }
t { [s[:c], s[1], s[2], s.named_captures] }

# String patterns, getch and get_byte have no groups of their own
s = StringScanner.new("abcdef")
t { s.scan(/(a)(b)(c)/) }
t { s.getch }
t { [s[0], s[1], s.size, s.captures, s.named_captures] }
t { s[:x] }
t { s.scan("e") }
t { s.scan("de") }
t { [s[0], s.size, s.captures] }
t { s.get_byte }
t { [s.size, s.captures, s.matched] }
s = StringScanner.new("xy")
t { s.scan("x") }
t { [s.size, s.captures, s[1]] }
t { s.scan_byte }
t { [s.size, s[0], s.matched] }
