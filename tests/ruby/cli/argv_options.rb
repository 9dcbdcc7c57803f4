# Parsing ARGV by hand: flags, key=value options, positional arguments, and ARGV mutation with shift
opts = { verbose: false, n: 1 }
pos = []
args = ARGV.dup
until args.empty?
  a = args.shift
  case a
  when "-v", "--verbose" then opts[:verbose] = true
  when /\A--(\w+)=(.*)\z/ then opts[$1.to_sym] = $2
  when "-n" then opts[:n] = Integer(args.shift)
  else pos << a
  end
end
p opts, pos, ARGV.size, ARGV.first, $0, __FILE__ == $0, $PROGRAM_NAME
