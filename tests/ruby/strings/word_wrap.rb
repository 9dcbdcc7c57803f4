# A word-wrapping routine built on split/each_with_object/ljust, and a text justifier
def wrap(text, width)
  text.split.each_with_object([+""]) do |word, lines|
    if lines.last.empty?
      lines.last << word
    elsif lines.last.size + 1 + word.size <= width
      lines.last << " " << word
    else
      lines << word.dup
    end
  end
end
text = "The quick brown fox jumps over the lazy dog and keeps running far away"
wrap(text, 20).each { |l| puts "|#{l.ljust(20)}|" }
wrap(text, 12).each { |l| puts "|#{l.center(12)}|" }
p wrap("", 10), wrap("supercalifragilistic", 5)
puts text.scan(/.{1,25}(?:\s|$)/).map(&:strip)
