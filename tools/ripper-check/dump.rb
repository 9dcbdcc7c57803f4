# Writes Ripper.lex of each file of src/ (names FROM...TO in sorted order) to
# out/NAME.lex, one token a line: position, event, text, state. Run from the
# folder holding src/ and out/, by check.py, on Garnet and on CRuby 4.0.
require "ripper"

from, to = ARGV.map(&:to_i)
Dir.children("src").sort[from...to].each do |name|
  next if File.exist?("out/#{name}.lex")
  source = File.binread("src/#{name}").force_encoding(Encoding::UTF_8)
  text = +""
  begin
    Ripper.lex(source).each { |pos, event, tok, state| text << "#{pos.inspect} #{event} #{tok.inspect} #{state}\n" }
  rescue => e
    text << "ERROR #{e.class}\n"
  end
  File.write("out/#{name}.lex", text)
end
