# optparse: a parser with typed options, defaults, a banner and separators;
# its --help text, a parse of typical arguments, and its errors.
require "optparse"

options = {verbose: false, level: 1, tags: []}
parser = OptionParser.new do |o|
  o.banner = "Usage: tool [options] FILE..."
  o.separator ""
  o.separator "Specific options:"
  o.on("-v", "--[no-]verbose", "Run verbosely") { |v| options[:verbose] = v }
  o.on("-l", "--level=LEVEL", Integer, "Level (default 1)") { |v| options[:level] = v }
  o.on("-t", "--tag TAG", "Add a tag (repeatable)") { |v| options[:tags] << v }
  o.on("--mode=MODE", [:fast, :safe], "Mode: fast or safe") { |v| options[:mode] = v }
  o.on("-r", "--ratio R", Float, "A ratio") { |v| options[:ratio] = v }
  o.on("--list=A,B", Array, "A list") { |v| options[:list] = v }
  o.separator ""
  o.on_tail("-h", "--help", "Show this message") { puts o; options[:help] = true }
  o.on_tail("--version", "Show version") { puts "tool 1.0" }
end
puts parser.help
rest = parser.parse(%w[-v --level 3 -t a --tag=b --mode fast -r 0.5 --list x,y,z in.txt out.txt])
p options, rest
p parser.parse(%w[--no-verbose]), options[:verbose]
parser.parse(%w[--help])
[%w[--level x], %w[--mode slow], %w[--unknown], %w[--level], %w[-r abc]].each do |args|
  parser.parse(args)
rescue OptionParser::ParseError => e
  p [e.class, e.message]
end
into = {}
OptionParser.new { |o| o.on("-a"); o.on("-b VALUE", Integer) }.parse(%w[-a -b 7 rest], into: into)
p into
