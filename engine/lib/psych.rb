# psych.so for Garnet: what Ruby's psych.rb builds on (CRuby writes it in C
# over libyaml). Psych::Parser, which feeds a handler the events libyaml
# parses, one at a time (natives in core/psych_parser.cpp); Psych::Emitter,
# the handler that writes YAML (core/psych_emitter.cpp); Psych.libyaml_version;
# ClassLoader#path2class and Visitors::ToRuby#build_exception, with which
# loading finds classes and makes exceptions.
module Psych
  def self.libyaml_version
    __libyaml_version
  end

  class Handler
  end

  class Emitter < Handler
    __psych_emitter(self)
  end

  # Where the parser's errors come from (as CRuby's psych.so requires it).
  require "psych/syntax_error"

  class Parser
    # The encodings a stream may declare (libyaml's).
    ANY = 0
    UTF8 = 1
    UTF16LE = 2
    UTF16BE = 3

    __psych_parser(self)

    # Where the parser reads, while it calls its handler.
    def mark
      Mark.new(*__mark)
    end

    private

    def _native_parse(handler, yaml, path)
      __parse_start(*__input_of(yaml))
      while (event = __next_event)
        name = event[0]
        if name == :error
          raise Psych::SyntaxError.new(path, event[1], event[2], event[3], event[4], event[5])
        end
        handler.event_location(event[1], event[2], event[3], event[4])
        handler.__send__(name, *event[5..])
      end
      self
    end

    # [bytes, encoding] for libyaml: what an IO reads, or a String's bytes
    # (binary and ASCII read as UTF-8; other encodings converted to it).
    def __input_of(yaml)
      unless yaml.is_a?(String)
        return [yaml.read.b, @external_encoding] if yaml.respond_to?(:read)
        yaml = "" + yaml # to_str, or TypeError "no implicit conversion of X into String"
      end
      case yaml.encoding
      when Encoding::UTF_8, Encoding::BINARY, Encoding::US_ASCII then [yaml, UTF8]
      when Encoding::UTF_16LE then [yaml, UTF16LE]
      when Encoding::UTF_16BE then [yaml, UTF16BE]
      else
        begin
          [yaml.encode(Encoding::UTF_8), ANY]
        rescue EncodingError
          [yaml, ANY]
        end
      end
    end
  end

  class ClassLoader
    private

    # The class or module a path such as "Foo::Bar" names.
    def path2class(path)
      path = path.to_str
      if path.empty? || path.start_with?("#")
        raise ArgumentError, "can't retrieve anonymous class #{path}"
      end
      scope = Object
      position = 0
      while position < path.size
        stop = path.index(":", position) || path.size
        name = path[position...stop]
        if stop < path.size
          raise ArgumentError, "undefined class/module #{path[0, stop]}" unless path[stop, 2] == "::"
          stop += 2
        end
        unless name.match?(/\A[A-Z][A-Za-z0-9_]*\z/) && scope.const_defined?(name, false)
          raise ArgumentError, "undefined class/module #{path[0, stop]}"
        end
        scope = scope.const_get(name, false)
        raise TypeError, "#{path} does not refer to class/module" unless scope.is_a?(Module)
        position = stop
      end
      scope
    end
  end

  module Visitors
    class Visitor
    end

    class ToRuby < Visitor
      private

      # An exception of class klass with that message, made without calling
      # its initialize.
      def build_exception(klass, message)
        Exception.instance_method(:exception).bind_call(klass.allocate, message)
      end
    end
  end
end
