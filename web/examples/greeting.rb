# Reading standard input: the text in the stdin box is what `gets` reads.
print 'Your name? '
name = gets&.chomp
puts name.nil? || name.empty? ? "\nNothing on stdin: type a name in the stdin box." : "\nHello, #{name}!"
count = $stdin.each_line.count
puts "#{count} more line#{count == 1 ? '' : 's'} on stdin"
