# IO's block forms: each_line over gets (the reading itself is native).
class IO
  def each_line(sep = $/, chomp: false)
    return to_enum(:each_line, sep, chomp: chomp) unless block_given?
    while (line = gets(sep, chomp: chomp))
      yield line
    end
    self
  end

  def readline(*args, **opts)
    line = gets(*args, **opts)
    raise EOFError, "end of file reached" if line.nil?
    line
  end
end

# File's block forms and whole-file helpers over File.new (core/file_stream.cpp).
class File
  def self.open(*args, **opts)
    file = new(*args, **opts)
    return file unless block_given?
    begin
      yield file
    ensure
      file.close
    end
  end

  def self.write(path, data, mode: "w")
    open(path, mode) { |f| f.write(data) }
  end

  def self.readlines(path, sep = $/, chomp: false)
    open(path) { |f| f.readlines(sep, chomp: chomp) }
  end

  def self.foreach(path, sep = $/, chomp: false, &block)
    return to_enum(:foreach, path, sep, chomp: chomp) unless block
    open(path) { |f| f.each_line(sep, chomp: chomp, &block) }
    nil
  end
end
