# MatchData#match and #match_length: a group's text and its length in
# characters, by number or name; nil for a group that took no part;
# IndexError for a group there is not.
md = /(.)(.)(\d+)(\d)/.match("THX1138.")
p md.match(0), md.match(3), md.match_length(3), md.match_length(0)
md = /\d+(\w)?/.match("THX1138.")
p md.match(1), md.match_length(1)
md = 'haystack'.match(/(?<t>t(?<a>ack))/)
p md.match(:a), md.match("t"), md.match_length(:t)
p((md.match(9) rescue $!), (md.match(:nope) rescue $!), (md.match_length(-9) rescue $!))
md = /(é+)/.match("aééb")
p md.match(1), md.match_length(1), (md.match(-1) rescue $!)
