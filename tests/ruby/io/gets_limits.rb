# IO#gets with separators, limits, paragraph mode and chomp; readlines/each_line with the same; lineno and $.
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it, and its WASI file system lacks permissions and links), adjusted by hand for Ruby 4.0 (Encoding#inspect "#<Encoding:BINARY (ASCII-8BIT)>", ArgumentError "string contains null byte").
dir = ENV.fetch("TMPDIR")
path = File.join(dir, "lines.txt")
File.write(path, "alpha\nbeta\n\n\n\ngamma delta\nlast")
File.open(path) do |f|
  p f.gets, $., f.gets(chomp: true), f.gets("ta"), f.gets(4), f.gets("mm", 10), f.gets(nil), f.gets, $.
end
File.open(path) { |f| p f.gets(""), f.gets(""), f.gets(""), f.gets("") }
File.open(path) { |f| p f.gets("", chomp: true), f.gets("", chomp: true) }
File.open(path) { |f| p f.gets(nil, 8), f.gets("a", chomp: true), f.gets(0), f.lineno }
File.open(path) { |f| p f.readlines.size, f.readlines }
File.open(path) { |f| p f.readlines("a"), f.rewind, f.readlines(3).first(3), f.rewind, f.readlines("", chomp: true) }
File.open(path) { |f| p f.each_line(6).to_a.first(3), f.rewind, f.each_line("\n", 4, chomp: true).first(3) }
File.open(path) { |f| p f.each_line.with_index.map { |l, i| "#{i}:#{l.chomp}" } }
File.open(path) do |f|
  f.each_line { |l| l }
  p f.lineno, $.
end
File.open(path) do |f|
  begin
    f.each_line(0) { }
  rescue ArgumentError => e
    p e.message
  end
  p f.each.class, f.each_line.next
end
File.open(path) do |f|
  while (line = f.gets)
    print $_.upcase if line.start_with?("g")
  end
  puts
  p $_
end
