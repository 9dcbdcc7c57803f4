# Run-length encoding and decoding with chunk_while, gsub with blocks, and scan
def rle(s) = s.chars.chunk_while { |a, b| a == b }.map { |run| "#{run.size}#{run[0]}" }.join
def unrle(s) = s.scan(/(\d+)(\D)/).map { |n, c| c * n.to_i }.join
samples = ["aaabccdddd", "abc", "", "zzzzzzzzzzzz", "aabbaa"]
enc = samples.map { |s| rle(s) }
p enc, enc.map { |e| unrle(e) } == samples
p "WWWWBBBW".gsub(/(.)\1*/) { |m| "#{m.size}#{m[0]}" }, "aaab".squeeze, "aaab".chars.slice_when { |a, b| a != b }.map(&:size)
