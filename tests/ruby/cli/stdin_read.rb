# Reading stdin (stdin_read.in): gets, chomp, each_line, read, and gets at EOF returns nil
first = gets
p first, first.chomp, $_
second = $stdin.gets.chomp
p second.split.map(&:to_i).sum
rest = $stdin.each_line.map(&:chomp)
p rest
p gets, $stdin.read, $stdin.eof?
p $stdin.gets, STDIN.equal?($stdin), $stdin.fileno
p $stdin.read(5), $stdin.each_line.to_a
