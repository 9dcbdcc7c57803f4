# String#grapheme_clusters and #each_grapheme_cluster: UTF-8 text by
# extended grapheme cluster (combining marks, CR LF, flags, emoji ZWJ
# sequences, Hangul syllables), other encodings and invalid text by
# character; the block form yields each and returns self.
p "a\u0301b".grapheme_clusters
p "🇯🇵🇫🇷👨‍👩‍👧👍🏽".grapheme_clusters
p "\r\nx\n".grapheme_clusters
p "\u1100\u1161\u11A8\u1100".grapheme_clusters.size
p "\xA0\xA1".force_encoding("UTF-8").grapheme_clusters
p "\u3042\u3044".encode("EUC-JP").grapheme_clusters.map(&:encoding).uniq
r = "ab".grapheme_clusters { |c| print c, " " }
puts
p r
e = "e\u0301te\u0301".each_grapheme_cluster
p e.size, e.to_a
class Word < String; end
p Word.new("xy").each_grapheme_cluster.map(&:class)
p "".grapheme_clusters
