# StringScanner driving tokenizers: a CSV-style field splitter (quotes, doubled quotes, CRLF), a JSON-ish lexer, and ERB's scanner-based compiler
require "strscan"
require "erb"

def csv_rows(text, sep = ",")
  s = StringScanner.new(text)
  unquoted = /[^"#{Regexp.escape(sep)}\r\n]*/
  rows = [[]]
  loop do
    if s.skip(/"/)
      field = +""
      loop do
        field << s.scan(/[^"]*/)
        raise "Unclosed quoted field at #{s.pos}" unless s.skip(/"/)
        break unless s.skip(/"/)
        field << '"'
      end
      rows.last << field
    else
      field = s.scan(unquoted)
      rows.last << (field.empty? ? nil : field)
    end
    next if s.skip(sep)
    break if s.eos?
    s.skip(/\r?\n/) or raise "Illegal quoting at #{s.pos}: #{s.peek(5).inspect}"
    break if s.eos?
    rows << []
  end
  rows
end

p csv_rows("a,b,\"c,d\"\n1,\"x\"\"y\",3\n")
p csv_rows("h1;h2\r\nv1;\"multi\r\nline\"\r\n;", ";")
p csv_rows("名前,値\n\"日本\",語\n")
begin
  csv_rows("a,\"b\nc")
rescue => e
  p e.message
end
begin
  csv_rows("a,b\"c\"\n")
rescue => e
  p e.message
end

def lex(json)
  s = StringScanner.new(json)
  tokens = []
  until s.eos?
    if s.skip(/\s+/) then next
    elsif s.scan(/[{}\[\]:,]/) then tokens << s.matched.to_sym
    elsif s.scan(/"((?:[^"\\]|\\.)*)"/) then tokens << [:str, s[1]]
    elsif s.scan(/(?<int>-?\d+)(?<frac>\.\d+)?(?<exp>[eE][+-]?\d+)?/)
      tokens << (s[:frac] || s[:exp] ? [:float, s.matched.to_f] : [:int, s[:int].to_i])
    elsif s.scan(/true|false|null/) then tokens << s.matched.to_sym
    else raise "unexpected #{s.getch.inspect} at #{s.pos - 1}"
    end
  end
  tokens
end

p lex('{"a": [1, -2.5, 3e2, "x\"y"], "b": null, "ç": true}')
begin
  lex("[1, @]")
rescue => e
  p e.message
end

template = <<~T
  % items.each do |i|
  * <%= i %>
  % end
  <%# comment %>
  <%% literal %%>
  <%- if true -%>
  yes
  <%- end -%>
T
items = %w[a b]
p ERB.new(template, trim_mode: "%-").result(binding)
p ERB.new("a <%= 1 + 1 %>\n<% x = 3 %>b<%= x %>\n", trim_mode: "<>").result(binding)
p ERB.new("x\n<% 2 %>\ny", trim_mode: ">").result(binding)
