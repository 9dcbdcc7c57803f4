# index/rindex with offsets, include?, start_with?, count of substrings, partition/rpartition, each occurrence
s = "the cat sat on the mat with the hat"
p s.index("the"), s.index("the", 1), s.rindex("the"), s.rindex("the", 20), s.index("dog"), s.index("")
p s.include?("mat"), s.start_with?("the cat"), s.end_with?("hat"), s.scan("the").size, s.count("t")
pos = []
i = -1
pos << i while (i = s.index("at", i + 1))
p pos
p s.partition(" on "), s.rpartition("the"), s.partition("zzz"), s.rpartition("zzz")
p s.split.each_index.select { |k| s.split[k] == "the" }, s.sub("the", "a"), s[s.index("sat"), 3]
p s.each_char.with_index.select { |c, _| c == "h" }.map(&:last), s.byteindex("cat"), s.delete("aeiou ").size
