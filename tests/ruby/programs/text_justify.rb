# Full text justification: distributing spaces evenly with divmod across gaps, last line left-aligned
def justify(words, width)
  lines = []
  cur = []
  words.each do |w|
    if (cur + [w]).join(" ").size > width
      lines << cur
      cur = [w]
    else
      cur << w
    end
  end
  lines << cur unless cur.empty?
  lines.each_with_index.map do |l, i|
    next l.join(" ").ljust(width) if i == lines.size - 1 || l.size == 1
    gaps = l.size - 1
    spaces, extra = (width - l.sum(&:size)).divmod(gaps)
    l.each_with_index.map { |w, j| j < gaps ? w + " " * (spaces + (j < extra ? 1 : 0)) : w }.join
  end
end
text = "This is an example of text justification done with Ruby arrays and divmod".split
justify(text, 16).each { |l| puts "|#{l}|" }
justify(text, 30).each { |l| puts "|#{l}|" }
