# A match's start is where \K puts it, for every String method that
# searches; a backward search (rindex with a position) finds matches that
# begin at the position even when they end past it.
p "abcd".split(/(?<=b)c/)
p "abcd".split(/b\Kc/)
p "a1 a2 a3".scan(/a\K\d/)
p "abcdbce".rpartition(/b\Kc/)
p "abcdbce".partition(/b\Kc/)
p "xab".index(/a\Kb/), $~[0], $~.pre_match
p "aXbX".sub(/a\KX/, "-"), "aXbXaX".gsub(/a\KX/, "-")

p "hello,lo".rindex(/l./, 3), "hello,lo".rindex(/l./, 4), "hello,lo".rindex(/l./)
p "hello,lo".rindex(/lo/, 3), "hello,lo".rindex(/l/, 3)
p "héllo".rindex(/l+/, 3), $~[0], "héllo".rindex(/é/, 1)
p "abc".rindex(/x/, 1), "abc".rindex(/a/, 0), "ab".rindex(/(?<=a)b/, 1)
p "foo".rindex(//), $~.offset(0)
