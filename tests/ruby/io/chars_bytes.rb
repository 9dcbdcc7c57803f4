# Characters and bytes of a File: getc/getbyte/ungetc/ungetbyte/readchar/readbyte, each_char/each_byte, binmode and the encodings reads answer
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it, and its WASI file system lacks permissions and links), adjusted by hand for Ruby 4.0 (Encoding#inspect "#<Encoding:BINARY (ASCII-8BIT)>", ArgumentError "string contains null byte").
dir = ENV.fetch("TMPDIR")
path = File.join(dir, "chars.txt")
File.write(path, "hé€😀x\n")
File.open(path) do |f|
  p f.getc, f.getc, f.getc, f.getc, f.getc.encoding, f.getc, f.getc
  f.rewind
  p f.getbyte, f.readbyte, f.readchar, f.getbyte
  p f.ungetc("Q"), f.getc, f.ungetc(0x41), f.read(2)
  f.ungetbyte(0x42)
  p f.getc, f.read
  begin
    f.readchar
  rescue EOFError => e
    p e.message
  end
  begin
    f.readbyte
  rescue EOFError => e
    p e.message
  end
end
File.open(path) { |f| p f.each_char.to_a, f.each_char.to_a }
File.open(path) { |f| p f.each_byte.first(4), f.each_byte.class }
File.open(path) do |f|
  chars = []
  p f.each_char { |c| chars << c }.class, chars.size
end
File.open(path) do |f|
  p f.binmode?, f.binmode.equal?(f), f.binmode?, f.getc, f.getc, f.read(2).encoding, f.gets.encoding
end
File.open(path, "rb") { |f| p f.getc, f.each_char.to_a.size, f.read.encoding }
File.open(path) { |f| p f.read(3), f.read(3).encoding, f.read.encoding, f.read(1) }
File.open(path) { |f| p f.gets(2), f.gets(1), f.gets(3), f.gets(100) }
File.open(path) { |f| p f.readpartial(3), f.readpartial(100), f.read_nonblock(2, exception: false) }
File.open(path) do |f|
  buf = +"old"
  p f.read(2, buf), buf, f.readpartial(2, buf), buf, f.read(nil, buf).size, f.read(1, buf), buf
end
