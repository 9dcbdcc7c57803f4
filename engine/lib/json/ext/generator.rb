# json/ext/generator.so for Garnet: JSON::Ext::Generator::State and the
# to_json methods (GeneratorMethods), the half of the json gem (2.18) that
# CRuby writes in C; Ruby 4.0's json/ext/generator/state.rb adds
# configure, to_h and [] to State, and json/common.rb includes the
# GeneratorMethods into the core classes. Output, options and
# GeneratorError/NestingError messages are the gem's.
module JSON
  module Ext
    module Generator
      class State
        ESCAPES = {'"' => '\"', "\\" => "\\\\", "\b" => "\\b", "\f" => "\\f", "\n" => "\\n", "\r" => "\\r",
                   "\t" => "\\t"}.freeze
        PLAIN_STRING = /\A[^"\\\x00-\x1f]*\z/
        CORE_CLASSES = [::Float, ::String, ::Hash, ::Array].freeze
        private_constant :ESCAPES, :PLAIN_STRING, :CORE_CLASSES

        def self.from_state(opts)
          return opts if opts.is_a?(State)
          return new(opts) if opts.is_a?(Hash)
          return new(opts.to_h) if opts.respond_to?(:to_h)
          new
        end

        # Generates obj with the options `opts`, into io when given.
        def self.generate(obj, opts, io) = new(opts).generate(obj, io)

        # A State with the gem's defaults, which its C half sets when it
        # allocates one; json/ext/generator/state.rb's initialize then
        # configures it.
        def self.new(*args, &block)
          state = allocate
          state.__send__(:__defaults)
          state.__send__(:initialize, *args, &block)
          state
        end

        attr_accessor :indent, :space, :space_before, :object_nl, :array_nl, :max_nesting, :depth
        attr_reader :as_json, :buffer_initial_length
        def allow_nan? = @allow_nan
        def ascii_only? = @ascii_only
        def script_safe = @script_safe
        alias script_safe? script_safe
        alias escape_slash script_safe
        alias escape_slash? script_safe
        def strict = @strict
        alias strict? strict
        def check_circular? = @max_nesting.positive?
        def allow_nan=(value)
          @allow_nan = value ? true : false
        end

        def ascii_only=(value)
          @ascii_only = value ? true : false
        end

        def script_safe=(value)
          @script_safe = value ? true : false
        end
        alias escape_slash= script_safe=

        def strict=(value)
          @strict = value ? true : false
        end

        def as_json=(callable)
          unless callable.nil? || callable == false || callable.respond_to?(:call)
            raise TypeError, "as_json must be a callable"
          end
          @as_json = callable || nil
        end

        def buffer_initial_length=(length)
          @buffer_initial_length = length if length.is_a?(Integer) && length > 0
        end

        def generate(obj, io = nil)
          out = +""
          value(obj, out)
          out.force_encoding(Encoding::UTF_8)
          return out unless io
          io.write(out)
          io
        end

        # Appends the JSON of a core value whatever its class (a Hash
        # subclass as a Hash...): the to_json methods' entry point.
        def core_value(obj, out)
          case obj
          when ::Hash then object(obj, out)
          when ::Array then array(obj, out)
          when ::String then string(obj, out)
          when ::Float then float(obj, out)
          else value(obj, out)
          end
        end

        # Appends obj's JSON; objects other than the core values write
        # their own to_json.
        def value(obj, out, as_json_called = false)
          case obj
          when nil then out << "null"
          when true then out << "true"
          when false then out << "false"
          when Integer then out << obj.to_s
          when Symbol then string(obj.name, out)
          when ::Float, ::String, ::Hash, ::Array # a subclass writes its own to_json
            CORE_CLASSES.include?(obj.class) ? core_value(obj, out) : fallback(obj, out, as_json_called)
          when JSON::Fragment then out << obj.json
          else fallback(obj, out, as_json_called)
          end
        end

        # The settings are the C half's: not instance variables to Ruby
        # (to_h lists those a program adds).
        def instance_variables = super - SETTINGS

        private

        SETTINGS = %i[@indent @space @space_before @object_nl @array_nl @as_json @allow_nan @ascii_only @script_safe
                      @strict @max_nesting @depth @buffer_initial_length @allow_duplicate_key].freeze

        def __defaults
          @indent = @space = @space_before = @object_nl = @array_nl = ""
          @as_json = nil
          @allow_nan = @ascii_only = @script_safe = @strict = false
          @max_nesting = 100
          @depth = 0
          @buffer_initial_length = 1024
          @allow_duplicate_key = nil
        end

        def _configure(opts)
          opts.each do |key, v|
            case key.to_sym
            when :indent then @indent = v.to_s
            when :space then @space = v.to_s
            when :space_before then @space_before = v.to_s
            when :object_nl then @object_nl = v.to_s
            when :array_nl then @array_nl = v.to_s
            when :allow_nan then self.allow_nan = v
            when :ascii_only then self.ascii_only = v
            when :max_nesting then @max_nesting = v ? Integer(v) : 0
            when :depth then @depth = Integer(v)
            when :buffer_initial_length then self.buffer_initial_length = v
            when :script_safe, :escape_slash then self.script_safe = v
            when :strict then self.strict = v
            when :as_json then self.as_json = v
            when :allow_duplicate_key then @allow_duplicate_key = v ? true : false
            end
          end
          self
        end

        def allow_duplicate_key? = @allow_duplicate_key

        def fallback(obj, out, as_json_called)
          if @strict
            if @as_json && !as_json_called
              return value(@as_json.call(obj, false), out, true)
            end
            raise GeneratorError.new("#{obj.class} not allowed in JSON", obj)
          end
          if obj.respond_to?(:to_json)
            text = obj.to_json(self)
            raise TypeError, "wrong argument type #{text.class} (expected String)" unless text.is_a?(::String)
            out << text
          else
            string(obj.to_s, out)
          end
        end

        def nest
          @depth += 1
          return unless @max_nesting.positive? && @depth > @max_nesting
          @depth -= 1
          raise NestingError, "nesting of #{@depth} is too deep. Did you try to serialize objects with circular references?"
        end

        def object(hash, out)
          key_kind = nil
          container("{", "}", @object_nl, hash, out) do |(key, val)|
            kind = key.is_a?(::Symbol) ? :symbol : :string
            if key_kind && kind != key_kind && @allow_duplicate_key != true
              JSON.send(:on_mixed_keys_hash, hash, @allow_duplicate_key == false)
            end
            key_kind ||= kind
            string(object_key(key), out)
            out << @space_before << ":" << @space
            value(val, out)
          end
        end

        def object_key(key)
          case key
          when ::String then key
          when ::Symbol then key.name
          else
            if @strict
              return object_key(@as_json.call(key, true)) if @as_json
              raise GeneratorError.new("#{key.class} not allowed as object key in JSON", key)
            end
            key.to_s
          end
        end

        def array(items, out) = container("[", "]", @array_nl, items, out) { |item| value(item, out) }

        # Appends `open`, the items (each written by the block) separated by
        # commas and `nl` and indented to the depth, then `close`: a Hash's
        # or an Array's layout, "{}" or "[]" when empty.
        def container(open, close, nl, items, out)
          nest
          if items.empty?
            @depth -= 1
            return out << open << close
          end
          out << open << nl
          first = true
          items.each do |item|
            out << "," << nl unless first
            first = false
            out << @indent * @depth unless @indent.empty?
            yield item
          end
          @depth -= 1
          out << nl << @indent * @depth unless nl.empty?
          out << close
        end

        def string(text, out)
          text = utf8(text)
          if PLAIN_STRING.match?(text) && !@ascii_only && !(@script_safe && text.match?(%r{[/\u2028\u2029]}))
            return out << '"' << text << '"'
          end
          escaped = text.gsub(/["\\\x00-\x1f]/) { |c| ESCAPES[c] || format("\\u%04x", c.ord) }
          escaped = escaped.gsub(%r{[/\u2028\u2029]}) { |c| c == "/" ? "\\/" : format("\\u%04x", c.ord) } if @script_safe
          if @ascii_only
            escaped = escaped.gsub(/[^\x00-\x7f]/) do |c|
              code = c.ord
              next format("\\u%04x", code) if code < 0x10000
              code -= 0x10000
              format("\\u%04x\\u%04x", 0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF))
            end
          end
          out << '"' << escaped << '"'
        end

        # The text as valid UTF-8: binary text that is valid UTF-8 is taken
        # as UTF-8, other encodings are converted; else GeneratorError.
        def utf8(text)
          if text.encoding == Encoding::UTF_8 || text.encoding == Encoding::US_ASCII
            return text if text.valid_encoding?
          else
            if text.encoding == Encoding::BINARY
              utf8 = text.dup.force_encoding(Encoding::UTF_8)
              return utf8 if utf8.valid_encoding?
            end
            begin
              return text.encode(Encoding::UTF_8)
            rescue EncodingError => e
              raise GeneratorError.new(e.message, text)
            end
          end
          raise GeneratorError.new("source sequence is illegal/malformed utf-8", text)
        end

        # The gem's float text: the shortest digits, written out in full when
        # the leading digit's decimal exponent is within -9..14, else d.ddde+N.
        def float(f, out)
          if f.nan? || f.infinite?
            if !@allow_nan && @strict && @as_json
              casted = @as_json.call(f, false)
              return value(casted, out, true) unless casted.equal?(f)
            end
            raise GeneratorError.new("#{f} not allowed in JSON", f) unless @allow_nan
            return out << f.to_s
          end
          return out << f.to_s if f.zero?
          mantissa, exponent = f.abs.to_s.split("e")
          whole, fraction = mantissa.split(".")
          digits = (whole + fraction).sub(/\A0+/, "")
          k = exponent.to_i - fraction.size
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

      # The to_json of the core classes: the receiver generated with the
      # given State (or options).
      module CoreToJson
        def to_json(state = nil, *)
          state = State.from_state(state)
          out = +""
          state.core_value(self, out)
          out.force_encoding(Encoding::UTF_8)
        end
      end
      private_constant :CoreToJson

      # The to_json methods json/common.rb includes into the core classes.
      module GeneratorMethods
        module Object
          def to_json(state = nil, *) = to_s.to_json(state)
        end

        %i[Hash Array Integer Float String TrueClass FalseClass NilClass].each do |name|
          const_set(name, Module.new { include CoreToJson })
        end
      end
    end
  end
end

require "json/ext/generator/state"
