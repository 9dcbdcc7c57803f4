# json/ext/parser.so for Garnet: JSON::Ext::ParserConfig and
# JSON::Ext::Parser.parse, the half of the json gem (2.18) that CRuby writes
# in C; Ruby 4.0's own json.rb and json/common.rb run on top. A
# recursive-descent parser over the source's bytes with the gem's options
# (max_nesting, allow_nan, allow_trailing_comma, allow_control_characters,
# symbolize_names, freeze, on_load, decimal_class, allow_duplicate_key),
# comments, and ParserError messages worded and placed as the gem's,
# including its line count (a quirk: the newline just before the error's
# line is not counted).
module JSON
  module Ext
    class ParserConfig
      def initialize(opts)
        @max_nesting = 100
        @allow_nan = @allow_trailing_comma = @allow_control_characters = false
        @symbolize_names = @freeze = false
        @on_load = @decimal_class = nil
        @duplicate_key = :deprecated
        raise TypeError, "wrong argument type #{opts.class} (expected Hash)" unless opts.nil? || opts.is_a?(Hash)
        opts&.each { |key, value| __option(key, value) }
      end

      def parse(source) = Parsing.new(self, source).parse

      attr_reader :max_nesting, :allow_nan, :allow_trailing_comma, :allow_control_characters, :symbolize_names,
                  :freeze, :on_load, :decimal_class, :duplicate_key

      private def __option(key, value)
        case key
        when :max_nesting then @max_nesting = value ? Integer(value) : 0
        when :allow_nan then @allow_nan = value ? true : false
        when :allow_trailing_comma then @allow_trailing_comma = value ? true : false
        when :allow_control_characters then @allow_control_characters = value ? true : false
        when :symbolize_names then @symbolize_names = value ? true : false
        when :freeze then @freeze = value ? true : false
        when :on_load then @on_load = value || nil
        when :allow_duplicate_key then @duplicate_key = value ? :ignore : :raise
        when :decimal_class then @decimal_class = value || nil
        end
      end
    end

    class Parser
      def self.parse(source, opts) = ParserConfig.new(opts).parse(source)
    end

    # One parse: the source's bytes and the cursor.
    class Parsing
      FRAGMENT_LENGTH = 32
      WHITESPACE = [32, 9, 10, 13].freeze
      ESCAPES = {34 => '"', 92 => "\\", 47 => "/", 98 => "\b", 102 => "\f", 110 => "\n", 114 => "\r",
                 116 => "\t"}.freeze
      STRING_STOP = /["\\\x00-\x1f]/n
      NON_DIGIT = /[^0-9]/n

      def initialize(config, source)
        @config = config
        @s = __utf8(String.new(source.to_str))
        @bytes = @s.b.freeze # frozen: a regexp search keeps it in $~ without copying it
        @pos = 0
        @depth = 0
      end

      def parse
        value = parse_any
        skip_whitespace
        error("unexpected token at end of stream %s") if @pos < @bytes.bytesize
        value
      end

      private

      # The source as UTF-8: binary text is taken as UTF-8, others converted.
      def __utf8(text)
        return text if text.encoding == Encoding::UTF_8
        return text.force_encoding(Encoding::UTF_8) if text.encoding == Encoding::BINARY
        text.encode(Encoding::UTF_8)
      end

      def byte(at = @pos) = @bytes.getbyte(at)

      # Raises ParserError with `format` ("%s": the text at the cursor, as
      # the gem quotes it; `plain`: none) and the cursor's line and column.
      def error(format, at = @pos, plain: false)
        @pos = at
        line, column = cursor_position
        message = plain ? format : format.sub("%s") { fragment }
        exception = ParserError.new("#{message} at line #{line} column #{column}")
        exception.instance_variable_set(:@line, line)
        exception.instance_variable_set(:@column, column)
        raise exception
      end

      def fragment
        return "EOF" if @pos >= @bytes.bytesize
        length = 0
        length += 1 while length < FRAGMENT_LENGTH && (b = byte(@pos + length)) && ![0, 10, 32, 9, 13].include?(b)
        return @bytes.byteslice(@pos..).split("\0", 2)[0].force_encoding(Encoding::UTF_8) if length.zero?
        piece = @bytes.byteslice(@pos, length)
        piece = piece.byteslice(0, piece.bytesize - 1) while piece.bytesize > 0 && (0x80...0xC0).cover?(piece.getbyte(-1))
        piece = piece.byteslice(0, piece.bytesize - 1) if piece.bytesize > 0 && piece.getbyte(-1) >= 0xC0
        "'#{piece.force_encoding(Encoding::UTF_8)}'"
      end

      def cursor_position
        column = 0
        at = @pos
        while at >= 0
          b = @bytes.getbyte(at) || 0
          at -= 1
          break if b == 10
          column += 1
        end
        line = 1 + (at >= 0 ? @bytes.byteslice(0, at + 1).count("\n") : 0)
        [line, column]
      end

      def skip_whitespace
        while (b = byte)
          if WHITESPACE.include?(b)
            @pos += 1
          elsif b == 47 # "/"
            skip_comment
          else
            break
          end
        end
      end

      def skip_comment
        start = @pos
        case byte(@pos + 1)
        when 47
          newline = @bytes.index("\n", @pos)
          @pos = newline ? newline + 1 : @bytes.bytesize
        when 42
          finish = @bytes.index("*/", @pos + 2)
          error("unterminated comment, expected closing '*/'", start) unless finish
          @pos = finish + 2
        else
          error("unexpected token %s", start)
        end
      end

      def push(value)
        @config.on_load ? @config.on_load.call(value) : value
      end

      def parse_any
        skip_whitespace
        case byte
        when 110 then literal("null", nil)
        when 116 then literal("true", true)
        when 102 then literal("false", false)
        when 78 then @config.allow_nan ? literal("NaN", Float::NAN) : error("unexpected token %s")
        when 73 then @config.allow_nan ? literal("Infinity", Float::INFINITY) : error("unexpected token %s")
        when 45
          if @bytes.byteslice(@pos + 1, 8) == "Infinity"
            error("unexpected token %s") unless @config.allow_nan
            @pos += 9
            return push(-Float::INFINITY)
          end
          push(number)
        when 48..57 then push(number)
        when 34 then push(string(false))
        when 91 then array
        when 123 then object
        when nil, 0 then error("unexpected end of input")
        else error("unexpected character: %s")
        end
      end

      def literal(word, value)
        error("unexpected token %s") unless @bytes.byteslice(@pos, word.bytesize) == word
        @pos += word.bytesize
        push(value)
      end

      def number
        start = @pos
        @pos += 1 if byte == 45
        first = byte
        integer_digits = skip_digits
        error("invalid number: %s", start) if (first == 48 && integer_digits > 1) || integer_digits.zero?
        float = false
        if byte == 46
          float = true
          @pos += 1
          error("invalid number: %s", start) if skip_digits.zero?
        end
        if byte == 101 || byte == 69
          float = true
          @pos += 1
          @pos += 1 if byte == 43 || byte == 45
          error("invalid number: %s", start) if skip_digits.zero?
        end
        text = @bytes.byteslice(start, @pos - start)
        return text.to_i unless float
        return decimal(text) if @config.decimal_class
        text.to_f
      end

      # Moves past the digits at the cursor; how many there were.
      def skip_digits
        finish = @bytes.index(NON_DIGIT, @pos) || @bytes.bytesize
        count = finish - @pos
        @pos = finish
        count
      end

      # A decimal number made by decimal_class, as the gem calls it.
      def decimal(text)
        klass = @config.decimal_class
        return klass.try_convert(text) if klass.respond_to?(:try_convert)
        return klass.new(text) if klass.respond_to?(:new)
        Kernel.send(klass.name, text)
      end

      def string(is_name)
        @pos += 1
        out = +""
        loop do
          stop = @bytes.index(STRING_STOP, @pos)
          error("unexpected end of input, expected closing \"", @bytes.bytesize) unless stop
          out << @bytes.byteslice(@pos, stop - @pos)
          b = byte(stop)
          if b == 34
            @pos = stop + 1
            break
          elsif b == 92
            @pos = escape(stop, out)
          else
            error("invalid ASCII control character in string: %s", stop) unless @config.allow_control_characters
            out << b.chr
            @pos = stop + 1
          end
        end
        out.force_encoding(Encoding::UTF_8)
        return out.to_sym if is_name && @config.symbolize_names
        is_name || @config.freeze ? -out : out
      end

      # Appends the escape at `at` (a backslash); the position after it.
      def escape(at, out)
        b = byte(at + 1)
        if (simple = ESCAPES[b])
          out << simple
          return at + 2
        end
        unless b == 117 # "u"
          error("unexpected end of input, expected closing \"", @bytes.bytesize) if b.nil?
          if b < 0x20 && !@config.allow_control_characters
            error(b == 10 ? "Invalid unescaped newline character (\\n) in string: %s" : "invalid ASCII control character in string: %s", at)
          end
          error("invalid escape character in string: %s", at)
        end
        code = hex4(at)
        finish = at + 6
        if (code & 0xFC00) == 0xD800
          error("incomplete surrogate pair at %s", at) unless @bytes.byteslice(finish, 2) == "\\u"
          low = hex4(finish)
          error("invalid surrogate pair at %s", at) unless (low & 0xFC00) == 0xDC00
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          finish += 6
        end
        out << __utf8_bytes(code)
        finish
      end

      def hex4(at)
        digits = @bytes.byteslice(at + 2, 4)
        error("incomplete unicode character escape sequence at %s", at) unless digits&.match?(/\A\h{4}\z/n)
        digits.hex
      end

      # UTF-8 bytes of a code point, lone surrogates included (as the gem writes them).
      def __utf8_bytes(code)
        return code.chr if code < 0x80
        return [0xC0 | (code >> 6), 0x80 | (code & 0x3F)].pack("C*") if code < 0x800
        if code < 0x10000
          return [0xE0 | (code >> 12), 0x80 | ((code >> 6) & 0x3F), 0x80 | (code & 0x3F)].pack("C*")
        end
        [0xF0 | (code >> 18), 0x80 | ((code >> 12) & 0x3F), 0x80 | ((code >> 6) & 0x3F), 0x80 | (code & 0x3F)].pack("C*")
      end

      def nest
        @depth += 1
        max = @config.max_nesting
        raise NestingError, "nesting of #{@depth} is too deep" if max && max > 0 && @depth > max
      end

      def array
        @pos += 1
        skip_whitespace
        items = []
        if byte == 93
          @pos += 1
          return push(finish_array(items))
        end
        nest
        items << parse_any
        loop do
          skip_whitespace
          case byte
          when 44
            @pos += 1
            if @config.allow_trailing_comma
              skip_whitespace
              next if byte == 93
            end
            items << parse_any
          when 93
            @pos += 1
            @depth -= 1
            return push(finish_array(items))
          else
            error("expected ',' or ']' after array value")
          end
        end
      end

      def finish_array(items) = @config.freeze ? items.freeze : items

      def object
        start = @pos
        @pos += 1
        skip_whitespace
        pairs = []
        if byte == 125
          @pos += 1
          return push(finish_object(pairs, start))
        end
        nest
        pair(pairs, "expected object key, got %s", "expected ':' after object key")
        loop do
          skip_whitespace
          case byte
          when 125
            @pos += 1
            @depth -= 1
            return push(finish_object(pairs, start))
          when 44
            @pos += 1
            skip_whitespace
            next if @config.allow_trailing_comma && byte == 125
            pair(pairs, "expected object key, got: %s", "expected ':' after object key, got: %s")
          else
            error("expected ',' or '}' after object value, got: %s")
          end
        end
      end

      # Appends a key and its value to pairs; the gem words the errors
      # differently for the first pair and the others.
      def pair(pairs, no_key, no_colon)
        error(no_key) unless byte == 34
        pairs << push(string(true))
        skip_whitespace
        error(no_colon) unless byte == 58
        @pos += 1
        pairs << parse_any
      end

      # The Hash of key-value pairs; a duplicate key warns (deprecated
      # category), raises or passes, as allow_duplicate_key says.
      def finish_object(pairs, start)
        hash = {}
        pairs.each_slice(2) { |key, value| hash[key] = value }
        if hash.size < pairs.size / 2 && @config.duplicate_key != :ignore
          seen = {}
          duplicate = pairs.each_slice(2).map(&:first).find { |key| seen.key?(key) || !(seen[key] = true) }
          duplicate = duplicate.to_s if duplicate.is_a?(Symbol)
          error("duplicate key #{duplicate.inspect}", start, plain: true) if @config.duplicate_key == :raise
          finish = @pos
          @pos = start
          line, column = cursor_position
          @pos = finish
          JSON.deprecation_warning("detected duplicate key #{duplicate.inspect} in JSON object. This will raise an " \
                                   "error in json 3.0 unless enabled via `allow_duplicate_key: true` at line " \
                                   "#{line} column #{column}")
        end
        hash.freeze if @config.freeze
        hash
      end
    end
    private_constant :Parsing
  end
end
