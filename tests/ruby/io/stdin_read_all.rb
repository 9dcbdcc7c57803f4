# $stdin.read, each_line and readlines on piped input: word counts and line statistics
text = $stdin.read
p text.lines.size, text.split.size, text.bytesize, text.lines.map(&:chomp).max_by(&:size)
freq = text.downcase.scan(/[a-z']+/).tally.sort_by { |w, c| [-c, w] }.first(3)
p freq
p $stdin.read, $stdin.eof?
