# The json library (`require "json"`): JSON.generate/dump/pretty_generate
# with #to_json on core classes, and JSON.parse (RFC 8259 with scalars at
# the top level, as the json gem 2.x accepts).

module JSON
  class JSONError < StandardError; end
  class ParserError < JSONError; end
  class NestingError < ParserError; end
  class GeneratorError < JSONError; end

  PRETTY = { indent: "  ", space: " ", object_nl: "\n", array_nl: "\n" }.freeze

  # Generation settings and the current nesting depth (pretty_generate).
  class State
    ESCAPES = { '"' => '\"', "\\" => "\\\\", "\b" => "\\b", "\f" => "\\f", "\n" => "\\n",
                "\r" => "\\r", "\t" => "\\t" }.freeze

    def self.from(state) = state.is_a?(State) ? state : new(state)

    def initialize(opts = nil)
      opts ||= {}
      @indent = opts[:indent] || ""
      @space = opts[:space] || ""
      @object_nl = opts[:object_nl] || ""
      @array_nl = opts[:array_nl] || ""
      @depth = 0
    end

    def generate(obj)
      out = +""
      value(obj, out)
      out
    end

    def value(obj, out)
      case obj
      when Hash then object(obj, out)
      when Array then array(obj, out)
      when String then string(obj, out)
      when Integer then out << obj.to_s
      when Float then float(obj, out)
      when nil then out << "null"
      when true then out << "true"
      when false then out << "false"
      else out << obj.to_json(self)
      end
    end

    private

    def object(h, out)
      return out << "{}" if h.empty?
      @depth += 1
      out << "{" << @object_nl
      first = true
      h.each do |k, v|
        out << "," << @object_nl unless first
        first = false
        out << @indent * @depth
        string(k.to_s, out)
        out << ":" << @space
        value(v, out)
      end
      @depth -= 1
      out << @object_nl << @indent * @depth << "}"
    end

    def array(a, out)
      return out << "[]" if a.empty?
      @depth += 1
      out << "[" << @array_nl
      a.each_with_index do |v, i|
        out << "," << @array_nl if i > 0
        out << @indent * @depth
        value(v, out)
      end
      @depth -= 1
      out << @array_nl << @indent * @depth << "]"
    end

    def string(s, out)
      out << '"' << s.gsub(/["\\\x00-\x1f]/) { |c| ESCAPES[c] || format("\\u%04x", c.ord) } << '"'
    end

    # The json gem's float text: the shortest digits, written out in full
    # when the leading digit's decimal exponent is within -9..14, else d.ddde+N.
    def float(f, out)
      raise GeneratorError, "#{f} not allowed in JSON" if f.nan? || f.infinite?
      return out << f.to_s if f.zero?
      mant, exp = f.abs.to_s.split("e")
      int, frac = mant.split(".")
      digits = (int + frac).sub(/\A0+/, "")
      k = exp.to_i - frac.size
      trimmed = digits.sub(/0+\z/, "")
      k += digits.size - trimmed.size
      digits = trimmed
      n = digits.size
      e = k + n - 1
      out << "-" if f < 0
      if e < -9 || e > 14
        out << digits[0] << (n > 1 ? "." + digits[1..] : "") << "e" << (e < 0 ? "-" : "+") << e.abs.to_s
      elsif k >= 0
        out << digits << "0" * k << ".0"
      else
        point = n + k
        out << (point <= 0 ? "0." + "0" * -point + digits : digits[0, point] + "." + digits[point..])
      end
    end
  end

  # A recursive-descent parser over the bytes of the source.
  class Parser
    WS = [32, 9, 10, 13].freeze
    NUMBER = /\A-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/
    SIMPLE_ESCAPES = { 34 => '"', 92 => "\\", 47 => "/", 98 => "\b", 102 => "\f", 110 => "\n",
                       114 => "\r", 116 => "\t" }.freeze

    def initialize(source, symbolize_names)
      @s = source.to_str
      @sym = symbolize_names
      @pos = 0
    end

    def parse
      v = value
      skip_ws
      error("unexpected character") if @pos < @s.bytesize
      v
    end

    private

    def error(what)
      raise ParserError, @pos >= @s.bytesize ? "unexpected end of input" : "#{what} at '#{@s.byteslice(@pos, 20)}'"
    end

    def skip_ws
      @pos += 1 while WS.include?(@s.getbyte(@pos))
    end

    def value
      skip_ws
      case @s.getbyte(@pos)
      when 123 then object
      when 91 then array
      when 34 then string
      when 116 then literal("true", true)
      when 102 then literal("false", false)
      when 110 then literal("null", nil)
      when 45, 48..57 then number
      else error("unexpected character")
      end
    end

    def literal(word, result)
      error("unexpected token") unless @s.byteslice(@pos, word.bytesize) == word
      @pos += word.bytesize
      result
    end

    # The number at @pos, read from a growing slice of the text; the slice
    # is matched as bytes, since its end may cut a character in two.
    def number
      len = 32
      while true
        text = @s.byteslice(@pos, len).force_encoding(Encoding::BINARY)
        m = NUMBER.match(text)
        break if m.nil? || m[0].bytesize < text.bytesize || @pos + len >= @s.bytesize
        len *= 4
      end
      error("unexpected character") if m.nil?
      @pos += m[0].bytesize
      m[1] || m[2] ? m[0].to_f : m[0].to_i
    end

    def object
      @pos += 1
      h = {}
      skip_ws
      if @s.getbyte(@pos) == 125
        @pos += 1
        return h
      end
      while true
        skip_ws
        error("expected object key") unless @s.getbyte(@pos) == 34
        k = string
        skip_ws
        error("expected ':'") unless @s.getbyte(@pos) == 58
        @pos += 1
        h[@sym ? k.to_sym : k] = value
        skip_ws
        c = @s.getbyte(@pos)
        @pos += 1
        return h if c == 125
        error("expected ',' or '}'") unless c == 44
      end
    end

    def array
      @pos += 1
      a = []
      skip_ws
      if @s.getbyte(@pos) == 93
        @pos += 1
        return a
      end
      while true
        a << value
        skip_ws
        c = @s.getbyte(@pos)
        @pos += 1
        return a if c == 93
        error("expected ',' or ']'") unless c == 44
      end
    end

    def string
      @pos += 1
      out = +""
      while true
        stop = @s.byteindex(/["\\\x00-\x1f]/, @pos)
        error("unexpected end of string") if stop.nil?
        out << @s.byteslice(@pos, stop - @pos)
        @pos = stop + 1
        c = @s.getbyte(stop)
        return out if c == 34
        error("invalid character in string") unless c == 92
        out << escape
      end
    end

    def escape
      c = @s.getbyte(@pos)
      @pos += 1
      simple = SIMPLE_ESCAPES[c]
      return simple if simple
      error("invalid escape") unless c == 117
      cp = hex4
      if cp >= 0xD800 && cp < 0xDC00 && @s.byteslice(@pos, 2) == "\\u"
        @pos += 2
        low = hex4
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00)
      end
      [cp].pack("U")
    end

    def hex4
      h = @s.byteslice(@pos, 4)
      error("invalid unicode escape") unless h.match?(/\A\h{4}\z/)
      @pos += 4
      h.hex
    end
  end

  def self.generate(obj, opts = nil) = State.new(opts).generate(obj)

  def self.pretty_generate(obj, opts = nil) = State.new(PRETTY.merge(opts || {})).generate(obj)

  def self.dump(obj, io = nil)
    s = generate(obj)
    return s unless io
    io.write(s)
    io
  end

  def self.parse(source, opts = nil)
    Parser.new(source, opts && opts[:symbolize_names]).parse
  end

  def self.load(source) = source.nil? ? nil : parse(source)
end

class Object
  def to_json(state = nil, *) = to_s.to_json(state)
end

[Hash, Array, String, Integer, Float, NilClass, TrueClass, FalseClass].each do |klass|
  klass.define_method(:to_json) { |state = nil, *| JSON::State.from(state).generate(self) }
end

module Kernel
  private

  def JSON(object) = object.is_a?(String) ? JSON.parse(object) : JSON.generate(object)
end
