# Encoding::Converter over String#encode.

class Encoding
  class Converter
    INVALID_MASK = 0x0f
    INVALID_REPLACE = 0x02
    UNDEF_MASK = 0xf0
    UNDEF_REPLACE = 0x20
    UNDEF_HEX_CHARREF = 0x30
    PARTIAL_INPUT = 0x10000
    AFTER_OUTPUT = 0x20000
    UNIVERSAL_NEWLINE_DECORATOR = 0x100
    CRLF_NEWLINE_DECORATOR = 0x1000
    CR_NEWLINE_DECORATOR = 0x2000
    XML_TEXT_DECORATOR = 0x4000
    XML_ATTR_CONTENT_DECORATOR = 0x8000
    XML_ATTR_QUOTE_DECORATOR = 0x100000

    # The ASCII-compatible encoding text in a non-ASCII-compatible one
    # converts through (UTF-8 for UTF-16/32), or nil.
    def self.asciicompat_encoding(enc)
      enc = Encoding.find(enc.to_str) unless enc.is_a?(Encoding)
      enc.ascii_compatible? || enc.dummy? ? nil : Encoding::UTF_8
    rescue ArgumentError
      nil
    end

    attr_reader :source_encoding, :destination_encoding

    def initialize(source, destination, flags = 0, **opts)
      @source_encoding = __find(source, source, destination)
      @destination_encoding = __find(destination, source, destination)
      @options = opts
      @options = @options.merge(invalid: :replace) if flags.is_a?(Integer) && flags & INVALID_REPLACE != 0
      @options = @options.merge(undef: :replace) if flags.is_a?(Integer) && flags & UNDEF_MASK == UNDEF_REPLACE
      @options = @options.merge(universal_newline: true) if flags.is_a?(Integer) && flags & UNIVERSAL_NEWLINE_DECORATOR != 0
      @options = @options.merge(crlf_newline: true) if flags.is_a?(Integer) && flags & CRLF_NEWLINE_DECORATOR != 0
      @options = @options.merge(cr_newline: true) if flags.is_a?(Integer) && flags & CR_NEWLINE_DECORATOR != 0
      @options = @options.merge(xml: :text) if flags.is_a?(Integer) && flags & XML_TEXT_DECORATOR != 0
      "".encode(@destination_encoding, @source_encoding) # ConverterNotFoundError when there is no converter
    end

    def convert(str)
      str.to_str.encode(@destination_encoding, @source_encoding, **@options)
    end

    def finish
      "".encode(@destination_encoding)
    end

    def replacement
      r = @options[:replace]
      return r if r
      @destination_encoding.name.start_with?("UTF-") ? "\uFFFD" : "?"
    end

    def inspect
      "#<Encoding::Converter: #{@source_encoding.name} to #{@destination_encoding.name}>"
    end

    private def __find(enc, source, destination)
      return enc if enc.is_a?(Encoding)
      Encoding.find(enc.to_str)
    rescue ArgumentError
      raise Encoding::ConverterNotFoundError, "code converter not found (#{source} to #{destination})"
    end
  end
end

# Unicode normalization, as CRuby does it: String#unicode_normalize and its
# kin load Ruby's own unicode_normalize/normalize.rb (the standard library's
# tables, Unicode 17.0.0) on first use and call UnicodeNormalize.
class Encoding
  UNICODE_VERSION = "17.0.0"
  UNICODE_EMOJI_VERSION = "17.0"
end

class String
  def unicode_normalize(form = :nfc)
    require "unicode_normalize/normalize.rb"
    UnicodeNormalize.normalize(self, form)
  end

  def unicode_normalize!(form = :nfc)
    replace(unicode_normalize(form))
  end

  def unicode_normalized?(form = :nfc)
    require "unicode_normalize/normalize.rb"
    UnicodeNormalize.normalized?(self, form)
  end
end
