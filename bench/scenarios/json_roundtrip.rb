# JSON round trip: builds a JSON document from nested Hashes and Arrays, then
# parses it back, with a small hand-written generator and recursive-descent
# parser (not the `json` library, so that it measures the interpreter): String building, character
# scanning, Hash and Array construction. Prints the length and a checksum.
# The document has 100 records (about 10 KB): Garnet's String#[] with an
# Integer index scans from the start of the string, so a parser indexing
# characters is quadratic in the document's length there.
def generate(value, out)
  case value
  when Hash
    out << "{"
    first = true
    value.each do |k, v|
      out << "," unless first
      first = false
      generate(k.to_s, out)
      out << ":"
      generate(v, out)
    end
    out << "}"
  when Array
    out << "["
    value.each_with_index do |v, i|
      out << "," if i > 0
      generate(v, out)
    end
    out << "]"
  when String then out << '"' << value.gsub("\\") { "\\\\" }.gsub('"') { '\\"' } << '"'
  when nil then out << "null"
  else out << value.to_s
  end
  out
end

class Parser
  def initialize(text)
    @s = text
    @i = 0
  end

  def parse
    c = @s[@i]
    if c == "{"
      @i += 1
      h = {}
      return (@i += 1; h) if @s[@i] == "}"
      loop do
        key = parse
        @i += 1 # ':'
        h[key] = parse
        c = @s[@i]
        @i += 1
        break if c == "}"
      end
      h
    elsif c == "["
      @i += 1
      a = []
      return (@i += 1; a) if @s[@i] == "]"
      loop do
        a << parse
        c = @s[@i]
        @i += 1
        break if c == "]"
      end
      a
    elsif c == '"'
      start = @i + 1
      @i = start
      buf = "".dup
      while (c = @s[@i]) != '"'
        if c == "\\"
          @i += 1
          c = @s[@i]
        end
        buf << c
        @i += 1
      end
      @i += 1
      buf
    elsif c == "n"
      @i += 4
      nil
    elsif c == "t"
      @i += 4
      true
    elsif c == "f"
      @i += 5
      false
    else
      start = @i
      @i += 1 while "-+.0123456789eE".include?(@s[@i])
      text = @s[start...@i]
      text.include?(".") ? text.to_f : text.to_i
    end
  end
end

rounds = (ARGV[0] || 50).to_i
users = 100 # the document stays small: see the note at the top
doc = {
  "users" => Array.new(users) do |i|
    { "id" => i, "name" => "user \"#{i}\"", "score" => i * 1.5, "active" => i % 3 == 0,
      "tags" => ["t#{i % 7}", "t#{i % 11}"], "manager" => (i % 5 == 0 ? nil : i / 5) }
  end,
  "count" => users
}
checksum = 0
length = 0
rounds.times do |r|
  doc["count"] = r
  text = generate(doc, "".dup)
  back = Parser.new(text).parse
  raise "round trip changed the document" unless back == doc
  length += text.size
  back["users"].each { |u| checksum = (checksum * 31 + u["id"] + u["name"].size + u["tags"][1].size) % 1_000_000_007 }
end
puts length
puts checksum
