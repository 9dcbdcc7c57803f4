# Matching does not copy the subject, yet a MatchData keeps the string as it
# was when the match was made, whatever happens to the original later.
s = "a" * 200_000
t = Time.now
ok = 0
20_000.times { ok += 1 if s.match?(/\Ga/, 4) }
p ok
p(/a/.match?(s, 199_999))
m = s.match(/a{3}/, 5)
s.replace("bbb")
p m[0], m.pre_match.size, m.string.size, m.string.frozen?

u = +"hello world"
m = u.match(/o (w)/)
u << "!"
u[0] = "J"
p m.string, m[1], m.post_match, m.string.frozen?

u = +"a1b2c3"
seen = []
u.scan(/\d/) { |d| seen << [d, $~.pre_match] }
p seen, u
u.gsub!(/\d/) { |d| (d.to_i + 1).to_s }
p u
big = "x" * 100_000 + "y"
n = 0
big.scan(/x{1000}/) { n += 1 }
p n
