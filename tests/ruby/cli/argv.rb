# ARGV holds the extra command-line arguments (from argv.args), $0/__FILE__ name the script
p ARGV, ARGV.size, ARGV.frozen?
p $0, __FILE__, $PROGRAM_NAME, __FILE__ == $0
first, *rest = ARGV
p first, rest
p ARGV.map(&:to_i).sum
p __method__, __LINE__, __dir__.nil?
p ARGV.include?("-x"), ARGV.last.split("="), ARGV.first.upcase
ARGV.shift
p ARGV, ARGV.length
p $*.equal?(ARGV)
