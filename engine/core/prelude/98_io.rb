# IO's block forms: each_line over gets (the reading itself is native).
class IO
  def each_line(sep = $/, chomp: false)
    return to_enum(:each_line, sep, chomp: chomp) unless block_given?
    while (line = gets)
      yield(chomp ? line.chomp : line)
    end
    self
  end
end
