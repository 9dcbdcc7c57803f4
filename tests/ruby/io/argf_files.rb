# ARGF and $< over the files named in ARGV: gets/lineno/filename/file/argv across files, $., Kernel#gets, each_line, read, readlines, eof?, skip
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it); nothing here differs in Ruby 4.0.
p ARGV, ARGF.argv.equal?(ARGV), $<.equal?(ARGF), ARGF.to_s, ARGF.class.to_s
p ARGF.filename, ARGV, ARGF.file.class, ARGF.lineno
p gets, $., ARGF.lineno, $_
p ARGF.gets(chomp: true), ARGF.eof?, ARGF.gets, ARGF.eof?, ARGF.filename
p $<.gets, ARGF.lineno, $., ARGV, ARGF.filename
p ARGF.each_line.first(1)
p ARGF.read, ARGF.gets, ARGF.read, gets
ARGV.replace(["argf_files.in", "argf_files.in"])
p ARGF.readlines.size, ARGF.lineno
ARGV.replace(["argf_files.in", "argf_files.in"])
lines = []
ARGF.each_line(chomp: true) { |l| lines << "#{ARGF.filename}:#{ARGF.lineno}:#{l}" }
p lines
ARGV.replace(["argf_files.in", "argf_files.in"])
p ARGF.read(5), ARGF.read.size, readlines
ARGV.replace(["argf_files.in", "argf_files.in"])
p ARGF.gets, ARGF.skip.equal?(ARGF), ARGF.gets, ARGF.getc, ARGF.readchar
ARGV.replace(["no_such_file.txt"])
begin
  ARGF.gets
rescue Errno::ENOENT => e
  p e.message
end
