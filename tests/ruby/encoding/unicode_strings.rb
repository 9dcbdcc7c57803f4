# UTF-8 strings: length vs bytesize, reverse, slicing, upcase of accented letters, center with wide chars, ord
s = "naïve café 日本"
p s.length, s.bytesize, s.reverse, s[6, 4], s.upcase, s.chars.last(2), s.index("café"), s.byteindex("café")
p "ÅÄÖ".downcase, "ǅ".downcase
p "日本語".center(9, "*"), "é".ord, 233.chr(Encoding::UTF_8), "\u00e9" == "é"
p "héllo".tr("é", "e"), "héllo".delete("é"), "héllo".count("é"), "héllo".squeeze("l")
p "a😀b".length, "a😀b".bytes.size, "😀".codepoints, "a😀b".each_char.to_a
p "Straße".length, "résumé".sub("é", "e"), "résumé".gsub("é", "e"), "zürich".capitalize
