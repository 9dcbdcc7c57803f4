# An encoding magic comment that names no encoding: the file does not run,
# and require/load/eval raise ArgumentError with the line and an excerpt
# underlining the name (Ruby 4.0's message).

def show(error)
  puts error.class
  # The first line names the file: print it without the directory.
  first, *rest = error.message.lines
  puts first.sub(/\A.*\//, "")
  puts rest.join
end

begin
  require_relative "fixtures/unknown_magic_encoding"
rescue ArgumentError => e
  show(e)
end
p $LOADED_FEATURES.any? { |f| f.end_with?("unknown_magic_encoding.rb") }

begin
  eval("# encoding: foo\n1")
rescue ArgumentError => e
  show(e)
end

begin
  eval("#!/usr/bin/env ruby\n# vim: set fileencoding=bogus-1 :\n:x", binding, "given.rb", 10)
rescue ArgumentError => e
  show(e)
end

# Past the first two lines the comment is an ordinary comment.
p eval("\n\n# encoding: foo\n:fine")
# A known name changes the source encoding.
p eval("# encoding: binary\n__ENCODING__")
p eval("# coding: us-ascii\n'a'.encoding")
