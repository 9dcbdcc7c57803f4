# Character classification and grouping: chars with group_by on regexps, partition of letters/digits, tally of case
s = "Hello World 2024! Ruby 4.0"
groups = s.chars.group_by do |c|
  case c
  when /[A-Z]/ then :upper
  when /[a-z]/ then :lower
  when /\d/ then :digit
  when " " then :space
  else :other
  end
end
p groups.transform_values(&:size), groups[:other], groups[:digit].join
p s.scan(/\d+/).map(&:to_i).sum, s.count("A-Z"), s.count("a-z"), s.delete("^0-9"), s.squeeze("l"), s.swapcase
p s.each_char.chunk_while { |a, b| (a =~ /\w/) == (b =~ /\w/) }.map(&:join).reject { _1.strip.empty? }
