# Zlib::GzipReader: reads one gzip member from an io (or, for Zlib.gunzip,
# from a String): parses the header, inflates the raw deflate data into a
# buffer that the reading methods take from, and checks the footer once
# the data is all read. Zlib::GzipReader.zcat reads every member.
module Zlib
  class GzipReader < GzipFile
    include Enumerable

    CHUNK = 16 * 1024
    private_constant :CHUNK

    def self.open(filename, **options, &block)
      open_file(filename, "rb", **options, &block)
    end

    # The data of every gzip member in +io+: one String, or, with a block,
    # each line given to the block (then nil).
    def self.zcat(io, **options, &block)
      data = block ? nil : "".b
      loop do
        gz = new(io, **options)
        if block
          gz.each(&block)
        else
          data << gz.read
        end
        unused = gz.unused
        gz.finish
        break if unused.nil?
        io.pos -= unused.bytesize
      end
      data
    end

    # Zlib.gunzip: the first member of the String +src+.
    def self.gunzip_string(src)
      src = String.try_convert(src) || raise(TypeError, "no implicit conversion of #{src.class} into String")
      reader = allocate
      reader.__send__(:start_reading, nil, src.b, {})
      data = reader.read.force_encoding(Encoding::BINARY)
      reader.__send__(:check_footer) unless reader.__send__(:footer_checked?)
      data
    end
    private_class_method :gunzip_string

    def initialize(io, **options)
      start_reading(io, "".b, options)
    end

    def external_encoding
      @encoding
    end

    attr_accessor :lineno

    # What followed the gzip member in the input (nil: nothing, or the
    # member has not been read to its end).
    def unused
      ensure_open
      return nil unless data_finished?
      check_footer unless footer_checked?
      @raw.empty? ? nil : @raw.dup
    end

    def rewind
      ensure_open
      @io.seek(@start_pos) if @io.respond_to?(:seek)
      start_reading(@io, "".b, @options)
      0
    end

    def pos
      ensure_open
      @length - available
    end
    alias tell pos

    def eof?
      ensure_open
      fill(1) if available == 0
      available == 0 && data_finished?
    end
    alias eof eof?

    def read(length = nil, outbuf = nil)
      ensure_open
      if length
        length = Integer(length)
        raise ArgumentError, "negative length #{length} given" if length < 0
        data = read_bytes(length)
      else
        check_footer_when_drained
        fill(nil)
        data = take(available).force_encoding(@encoding)
      end
      outbuf ? (data ? outbuf.replace(data) : outbuf.clear && nil) : data
    end

    def readpartial(maxlen, outbuf = nil)
      ensure_open
      raise ArgumentError, "negative length #{maxlen} given" if maxlen < 0
      check_footer_when_drained
      fill(1) if available == 0
      raise EOFError, "end of file reached" if available == 0 && maxlen > 0
      data = take([maxlen, available].min)
      outbuf ? outbuf.replace(data) : data
    end

    def getbyte
      ensure_open
      check_footer_when_drained
      fill(1)
      return nil if available == 0
      byte = @buf.getbyte(@offset)
      @offset += 1
      byte
    end

    def readbyte
      getbyte or raise EOFError, "end of file reached"
    end

    def each_byte
      return enum_for(:each_byte) unless block_given?
      while (byte = getbyte)
        yield byte
      end
      self
    end

    def getc
      ensure_open
      check_footer_when_drained
      fill(8)
      return nil if available == 0
      take(peek(8).force_encoding(@encoding)[0].bytesize).force_encoding(@encoding)
    end

    def readchar
      getc or raise EOFError, "end of file reached"
    end

    def each_char
      return enum_for(:each_char) unless block_given?
      while (char = getc)
        yield char
      end
      self
    end

    def ungetc(char)
      char = char.chr if char.is_a?(Integer)
      unread(String(char).b)
      nil
    end

    def ungetbyte(byte)
      unread(byte.is_a?(Integer) ? (byte & 0xff).chr : String(byte).b)
      nil
    end

    def gets(*args)
      separator, limit = line_arguments(args)
      ensure_open
      return "".force_encoding(@encoding) if limit == 0
      check_footer_when_drained
      line = read_line(separator, limit)
      @lineno += 1 if line
      line
    end

    def readline(*args)
      gets(*args) or raise EOFError, "end of file reached"
    end

    def each_line(*args)
      return enum_for(:each_line, *args) unless block_given?
      while (line = gets(*args))
        yield line
      end
      self
    end
    alias each each_line

    def readlines(*args)
      lines = []
      while (line = gets(*args))
        lines << line
      end
      lines
    end

    private

    def start_reading(io, raw, options)
      start(io, DEFAULT_COMPRESSION)
      @options = options
      @encoding = encoding_option(options) || Encoding.default_external
      @start_pos ||= io.respond_to?(:pos) ? io.pos : 0
      @string_source = io.nil?
      @raw = raw
      @buf = "".b
      @offset = 0
      @length = 0
      @lineno = 0
      @footer_checked = false
      @stream = Inflate.new(-MAX_WBITS)
      read_header
    end

    def encoding_option(options)
      name = options[:external_encoding] || options[:encoding]
      return nil if name.nil?
      name = name.to_s.split(":").first if name.is_a?(String)
      Encoding.find(name.to_s)
    end

    def finish_member; end

    # ---- the raw input ----

    # Whether at least +count+ raw bytes are buffered (reading more).
    def raw_available?(count)
      while @raw.bytesize < count
        more = read_io
        return false if more.nil?
        @raw << more
      end
      true
    end

    def read_io
      return nil if @string_source
      more = @io.read(CHUNK)
      more.nil? || more.empty? ? nil : more.b
    end

    def take_raw(count)
      bytes = @raw.byteslice(0, count)
      @raw = @raw.byteslice(count..)
      bytes
    end

    def read_header
      unless raw_available?(10)
        raise GzipFile::Error, "unexpected end of string" if @string_source
        raise GzipFile::Error.new("not in gzip format", @raw.empty? ? nil : @raw.dup)
      end
      raise GzipFile::Error.new("not in gzip format", @raw.dup) unless @raw.start_with?(MAGIC)
      method, flags, @mtime, extra, @os_code = @raw.unpack("x2CCVCC")
      raise GzipFile::Error, "unsupported compression method #{method}" if method != METHOD_DEFLATE
      raise GzipFile::Error, "multi-part gzip file is not supported" if flags & FLAG_MULTIPART != 0
      raise GzipFile::Error, "encrypted gzip file is not supported" if flags & FLAG_ENCRYPT != 0
      raise GzipFile::Error, format("unknown flags 0x%02x", flags) if flags & FLAG_UNKNOWN != 0
      @level = if extra & EXTRA_FLAG_SLOW != 0 then BEST_COMPRESSION
               elsif extra & EXTRA_FLAG_FAST != 0 then BEST_SPEED
               else DEFAULT_COMPRESSION
               end
      take_raw(10)
      skip_extra_field if flags & FLAG_EXTRA != 0
      @orig_name = take_zero_terminated if flags & FLAG_ORIG_NAME != 0
      @comment = take_zero_terminated if flags & FLAG_COMMENT != 0
    end

    def skip_extra_field
      raise GzipFile::Error, "unexpected end of file" unless raw_available?(2)
      size = @raw.unpack1("v")
      raise GzipFile::Error, "unexpected end of file" unless raw_available?(2 + size)
      take_raw(2 + size)
    end

    def take_zero_terminated
      searched = 0
      until (nul = @raw.index("\0", searched))
        searched = @raw.bytesize
        raise GzipFile::Error, "unexpected end of file" unless raw_available?(searched + 1)
      end
      text = take_raw(nul)
      take_raw(1)
      text
    end

    # ---- the inflated data ----

    def data_finished?
      @stream.closed? || @stream.finished?
    end

    def available
      @buf.bytesize - @offset
    end

    # Inflates until +wanted+ bytes are buffered (nil: all of the member).
    def fill(wanted)
      until data_finished? || (wanted && available >= wanted)
        chunk = @raw.empty? ? read_io : take_raw(@raw.bytesize)
        raise GzipFile::Error, "unexpected end of file" if chunk.nil?
        @stream << chunk
        inflated = @stream.flush_next_out
        @crc = Zlib.crc32(inflated, @crc)
        @length += inflated.bytesize
        compact_buffer
        @buf << inflated
        @raw = @stream.flush_next_in if @stream.finished?
      end
    end

    def compact_buffer
      return if @offset < CHUNK || @offset * 2 < @buf.bytesize
      @buf = @buf.byteslice(@offset..)
      @offset = 0
    end

    def peek(count)
      @buf.byteslice(@offset, count)
    end

    def take(count)
      bytes = @buf.byteslice(@offset, count)
      @offset += bytes.bytesize
      bytes
    end

    def unread(bytes)
      @buf = bytes + @buf.byteslice(@offset..)
      @offset = 0
    end

    def read_bytes(length)
      return "".b if length == 0
      check_footer_when_drained
      fill(length)
      return nil if available == 0
      take([length, available].min)
    end

    # ---- the footer ----

    def footer_checked?
      @footer_checked
    end

    # The footer is checked when a read finds the data all taken.
    def check_footer_when_drained
      check_footer if available == 0 && data_finished? && !@footer_checked
    end

    def check_footer
      @footer_checked = true
      unless raw_available?(8)
        raise GzipFile::Error, "unexpected end of string" if @string_source && !@raw.empty?
        raise NoFooter.new("footer is not found", @raw.empty? ? nil : @raw.dup)
      end
      crc, length = take_raw(8).unpack("VV")
      raise CRCError, "invalid compressed data -- crc error" if crc != @crc
      raise LengthError, "invalid compressed data -- length error" if length != @length & 0xffffffff
    end

    # ---- lines ----

    def line_arguments(args)
      raise ArgumentError, "wrong number of arguments (given #{args.size}, expected 0..2)" if args.size > 2
      separator = $/
      limit = nil
      if args.size == 2
        separator, limit = args
      elsif args.size == 1
        if args[0].nil? || args[0].is_a?(String) || args[0].respond_to?(:to_str)
          separator = args[0]
        else
          limit = args[0]
        end
      end
      separator = implicit(separator, String, :to_str) unless separator.nil?
      limit = implicit(limit, Integer, :to_int) unless limit.nil?
      limit = nil if limit && limit < 0
      [separator, limit]
    end

    def implicit(value, type, conversion)
      return value if value.is_a?(type)
      return value.__send__(conversion) if value.respond_to?(conversion)
      described = value.nil? || value == true || value == false ? value.inspect : value.class
      raise TypeError, "no implicit conversion of #{described} into #{type}"
    end

    def read_line(separator, limit)
      if separator.nil?
        fill(limit)
        return nil if available == 0
        return take_characters(limit ? [limit, available].min : available)
      end
      paragraph = separator.empty?
      separator = paragraph ? "\n\n" : separator.b
      skip_newlines if paragraph
      searched = 0 # bytes of the buffered data known to hold no separator
      loop do
        found = @buf.index(separator, @offset + searched)
        if found
          size = found + separator.bytesize - @offset
          break take_line(limit ? [size, limit].min : size, paragraph)
        end
        if limit && available >= limit
          break take_characters(limit)
        end
        if data_finished?
          break nil if available == 0
          break take_characters(limit ? [available, limit].min : available)
        end
        searched = [0, available - separator.bytesize + 1].max
        fill(available + CHUNK)
      end
    end

    def take_line(size, paragraph)
      line = take_characters(size)
      skip_newlines if paragraph
      line
    end

    def skip_newlines
      loop do
        fill(1)
        break if available == 0 || @buf.getbyte(@offset) != 10
        @offset += 1
      end
    end

    # +size+ bytes, and more up to the end of the last character.
    def take_characters(size)
      if @encoding == Encoding::UTF_8
        fill(size + 4)
        size += 1 while size < available && (@buf.getbyte(@offset + size) & 0xc0) == 0x80
      end
      take(size).force_encoding(@encoding)
    end
  end
end
