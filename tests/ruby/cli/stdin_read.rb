# Reading stdin (stdin_read.in): gets, chomp, each_line, read, and gets at EOF returns nil
first = gets
p first, first.chomp, $_
second = $stdin.gets.chomp
p second.split.map(&:to_i).sum
rest = $stdin.each_line.map(&:chomp)
p rest
p gets, $stdin.read, $stdin.eof?
