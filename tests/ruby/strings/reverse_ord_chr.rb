# reverse, ord/chr, each_char building, string multiplication and comparison chain
p "stressed".reverse
p "a".ord, 97.chr, "ABC".sum, "z".ord - "a".ord
p (97..101).map(&:chr).join
p "hello".each_char.map { |c| (c.ord + 1).chr }.join
p "racecar" == "racecar".reverse
w = "Madam"
p w.downcase == w.downcase.reverse
p "abc".chars.rotate.join, "abc".chars.reverse.join("-")
p 256.chr rescue p $!.class, $!.message
