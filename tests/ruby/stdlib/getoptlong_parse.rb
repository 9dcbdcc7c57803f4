# getoptlong: long and short options with required, optional and no
# arguments, in PERMUTE order; an unknown option's error.
require "getoptlong"
ARGV.replace(%w[--name Ann -v file1 --count=3 -o file2 --opt])
opts = GetoptLong.new(
  ["--name", "-n", GetoptLong::REQUIRED_ARGUMENT],
  ["--verbose", "-v", GetoptLong::NO_ARGUMENT],
  ["--count", GetoptLong::REQUIRED_ARGUMENT],
  ["--opt", "-o", GetoptLong::OPTIONAL_ARGUMENT],
)
opts.quiet = true
opts.each { |name, arg| p [name, arg] }
p ARGV
ARGV.replace(%w[--bogus])
opts = GetoptLong.new(["--name", GetoptLong::REQUIRED_ARGUMENT])
opts.quiet = true
begin
  opts.each { }
rescue GetoptLong::InvalidOption => e
  p [e.class, e.message]
end
