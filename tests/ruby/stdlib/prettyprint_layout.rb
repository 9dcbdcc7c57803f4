# prettyprint: groups break to fit a line width, nest indents, and
# PrettyPrint.singleline_format keeps one line.
require "prettyprint"
def layout(width)
  out = +""
  q = PrettyPrint.new(out, width)
  q.group(1, "[", "]") do
    %w[alpha beta gamma delta].each_with_index do |w, i|
      if i > 0
        q.text ","
        q.breakable
      end
      q.nest(2) { q.text w }
    end
  end
  q.flush
  out
end
puts layout(80), layout(12)
out = PrettyPrint.singleline_format(+"") { |q| q.group { q.text "a"; q.breakable; q.text "b" } }
p out
out = PrettyPrint.format(+"", 5) { |q| q.group(2, "(", ")") { q.text "one"; q.breakable; q.text "two" } }
puts out
