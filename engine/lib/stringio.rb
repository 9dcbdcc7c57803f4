# frozen_string_literal: true

# stringio.so for Garnet: StringIO (the stringio gem 3.2.0), an IO-like
# stream over a String, and the IO::generic_readable and
# IO::generic_writable modules it includes. Positions are byte offsets into
# the string; characters follow the stream's encoding.
class StringIO
  include Enumerable

  VERSION = "3.2.0"
  MAX_LENGTH = 2**63 - 1

  BINARY = Encoding::BINARY
  NO_MODE = [false, nil, false].freeze # parse_mode's answer for no mode: [truncate?, encoding, by BOM?]
  private_constant :BINARY, :NO_MODE

  # CRuby's IO::generic_readable and IO::generic_writable have names that no
  # constant can hold; these modules only carry the names.
  named_module = lambda do |name, &body|
    mod = Module.new(&body)
    %i[name to_s inspect].each { |m| mod.define_singleton_method(m) { name } }
    mod
  end

  generic_readable = named_module.call("IO::generic_readable") do
    def readchar
      getc or raise EOFError, "end of file reached"
    end

    def readbyte
      getbyte or raise EOFError, "end of file reached"
    end

    def readline(*args, **opts)
      gets(*args, **opts) or raise EOFError, "end of file reached"
    end

    def sysread(*args)
      read(*args) or raise EOFError, "end of file reached"
    end
    alias_method :readpartial, :sysread

    def read_nonblock(length, outbuf = nil, exception: true)
      data = StringIO.instance_method(:read).bind_call(self, length, outbuf)
      return data if data || exception == false
      raise EOFError, "end of file reached"
    end
  end

  generic_writable = named_module.call("IO::generic_writable") do
    def <<(obj)
      write(obj)
      self
    end

    def print(*objs)
      objs = [$_] if objs.empty?
      objs.each_with_index do |obj, i|
        write($,) if $, && i > 0
        write(obj)
      end
      write($\) if $\
      nil
    end

    def printf(*args)
      raise ArgumentError, "too few arguments" if args.empty?
      write(format(*args))
      nil
    end

    def puts(*objs)
      if objs.empty?
        write("\n")
      else
        objs.each { |obj| puts_object(obj, []) }
      end
      nil
    end

    def syswrite(obj)
      write(obj)
    end

    def write_nonblock(obj, exception: true)
      syswrite(obj)
    end
  end

  include generic_readable
  include generic_writable

  def self.open(*args, **opts)
    io = new(*args, **opts)
    return io unless block_given?
    begin
      yield io
    ensure
      io.__send__(:finalize)
    end
  end

  def self.warn_caller(message)
    caller = caller_locations.find { |loc| loc.path != __FILE__ }
    warn(caller ? "#{caller.path}:#{caller.lineno}: warning: #{message}" : "warning: #{message}")
  end
  private_class_method :warn_caller

  # StringIO.new(string), the common case (a Rack request's body), opens it
  # as open_string would without reading a mode: readable, writable unless
  # frozen, in the string's encoding.
  def initialize(*args, **opts)
    if block_given?
      StringIO.__send__(:warn_caller, "#{self.class}::new() does not take block; use #{self.class}::open() instead")
    end
    if args.size == 1 && opts.empty? && String === (string = args[0]) && Encoding.default_external.ascii_compatible?
      @readable = @reading = true
      @writable = @writing = !string.frozen?
      @append = false
      @string = string
      @enc = string.encoding
      @pos = @lineno = 0
    else
      open_string(args, opts)
    end
  end

  define_method(:inspect, Kernel.instance_method(:to_s))

  def reopen(*args, **opts)
    return open_string(args, opts) unless args.size == 1 && opts.empty? && !(String === args[0])
    other = args[0]
    raise TypeError, "can't convert #{describe(other)} into StringIO" unless StringIO === other
    other.instance_variables.each do |name|
      instance_variable_set(name, other.instance_variable_get(name))
    end
    self
  end

  attr_reader :string, :lineno

  def string=(string)
    string = to_string(string)
    @readable = true
    @writable = !string.frozen?
    @append = false
    @pos = @lineno = 0
    @string = string
  end

  def lineno=(lineno)
    @lineno = to_long(lineno)
  end

  def pos
    @pos
  end
  alias tell pos

  def pos=(pos)
    pos = to_long(pos)
    raise Errno::EINVAL if pos < 0
    @pos = pos
  end

  def seek(offset, whence = 0)
    offset = to_long(offset)
    raise IOError, "closed stream" if closed?
    base = case whence.nil? ? 0 : to_long(whence)
           when IO::SEEK_SET then 0
           when IO::SEEK_CUR then @pos
           when IO::SEEK_END then size
           else raise Errno::EINVAL, "invalid whence"
           end
    raise Errno::EINVAL if base + offset < 0
    @pos = base + offset
    0
  end

  def rewind
    @pos = @lineno = 0
  end

  def eof?
    check_readable
    at_end?
  end
  alias eof eof?

  def size
    @string ? @string.bytesize : 0
  end
  alias length size

  def truncate(length)
    check_writable
    length = to_long(length)
    raise Errno::EINVAL, "negative length" if length < 0
    return false unless @string
    splice(length, [@string.bytesize - length, 0].max, "")
    0
  end

  def close
    @reading = @writing = false
    nil
  end

  def close_read
    raise IOError, "closing non-duplex IO for reading" unless @readable
    @reading = false
    nil
  end

  def close_write
    raise IOError, "closing non-duplex IO for writing" unless @writable
    @writing = false
    nil
  end

  def closed?
    !reading? && !writing?
  end

  def closed_read?
    !reading?
  end

  def closed_write?
    !writing?
  end

  def sync
    true
  end

  def sync=(value)
    value
  end

  def fsync
    0
  end

  def flush
    self
  end

  def fileno
    nil
  end

  def pid
    nil
  end

  def isatty
    false
  end
  alias tty? isatty

  def fcntl(*)
    raise NotImplementedError, "fcntl() function is unimplemented on this machine"
  end

  def binmode
    @enc = BINARY
    @string&.force_encoding(BINARY) if writing?
    self
  end

  def external_encoding
    encoding
  end

  def internal_encoding
    nil
  end

  def set_encoding(external, _internal = nil, **_opts)
    enc = external.nil? ? Encoding.default_external : encoding_named(external)
    @enc = enc
    @string.force_encoding(enc || BINARY) if @string && writing?
    self
  end

  def set_encoding_by_bom
    enc, length = @string && bom_encoding
    @enc = enc
    return nil unless enc
    @pos = length
    @string.force_encoding(enc) if @writable
    enc
  end

  # Reading

  def read(length = nil, outbuf = nil)
    check_readable
    outbuf = to_string(outbuf) unless outbuf.nil?
    if length.nil?
      return nil unless @string
      return (outbuf ? outbuf.clear : String.new).force_encoding(encoding) if at_end?
      data = substr(@pos, @string.bytesize - @pos, encoding)
      data = outbuf.replace(data).force_encoding(@string.encoding) if outbuf
    else
      length = to_long(length)
      raise ArgumentError, "negative length #{length} given" if length < 0
      if at_end?
        outbuf&.clear
        return length > 0 ? nil : String.new
      end
      data = substr(@pos, length, BINARY)
      data = outbuf.replace(data.force_encoding(outbuf.encoding)) if outbuf
    end
    @pos += data.bytesize
    data
  end

  def pread(length, offset, outbuf = nil)
    raw_length = length
    length = to_long(length)
    offset = to_long(offset)
    raise ArgumentError, "negative string size (or size too big): #{raw_length}" if length < 0
    return outbuf || String.new if length == 0
    raise Errno::EINVAL, "pread: Invalid offset argument: #{offset}" if offset < 0
    check_readable
    raise EOFError, "end of file reached" if @string.nil? || offset >= @string.bytesize
    data = substr(offset, length, BINARY)
    outbuf ? outbuf.replace(data) : data
  end

  def getc
    check_readable
    return nil if at_end?
    char = char_at(@pos, encoding)
    @pos += char.bytesize
    char
  end

  def getbyte
    check_readable
    return nil if at_end?
    byte = @string.getbyte(@pos)
    @pos += 1
    byte
  end

  def ungetc(char)
    check_readable
    check_modifiable
    return nil if @string.nil? || char.nil?
    if Integer === char
      char = integer_char(char)
    else
      char = to_string(char)
      return nil if char.empty?
      char = transcode(char, @string.encoding) unless @string.encoding == BINARY
    end
    unget_bytes(char)
  end

  def ungetbyte(byte)
    check_readable
    check_modifiable
    return nil if @string.nil? || byte.nil?
    byte = Integer === byte ? (byte & 0xff).chr : to_string(byte)
    unget_bytes(byte) unless byte.empty?
    nil
  end

  def gets(*args, chomp: false)
    check_readable
    separator, limit, chomp = line_args(args, chomp)
    return @string && String.new(encoding: encoding) if limit == 0
    $_ = next_line(separator, limit, chomp)
  end

  def each_line(*args, chomp: false)
    return to_enum(:each_line, *args, chomp: chomp) unless block_given?
    check_readable
    separator, limit, chomp = line_args(args, chomp)
    raise ArgumentError, "invalid limit: 0 for each_line" if limit == 0
    while (line = next_line(separator, limit, chomp))
      yield line
    end
    self
  end
  alias each each_line

  def readlines(*args, chomp: false)
    check_readable
    separator, limit, chomp = line_args(args, chomp)
    raise ArgumentError, "invalid limit: 0 for readlines" if limit == 0
    lines = []
    while (line = next_line(separator, limit, chomp))
      lines << line
    end
    lines
  end

  def each_char
    return to_enum(:each_char) unless block_given?
    while (char = getc)
      yield char
    end
    self
  end

  def each_byte
    return to_enum(:each_byte) unless block_given?
    check_readable
    until at_end?
      yield @string.getbyte(@pos)
      @pos += 1
      check_readable
    end
    self
  end

  def each_codepoint
    return to_enum(:each_codepoint) unless block_given?
    check_readable
    enc = encoding
    until at_end?
      char = char_at(@pos, enc)
      code = char.ord
      @pos += char.bytesize
      yield code
      check_readable
    end
    self
  end

  # Writing

  def write(*objs)
    objs.sum { |obj| write_string(obj) }
  end

  def putc(char)
    check_writable
    check_modifiable
    piece = String === char ? char[0, 1] : (to_long(char) & 0xff).chr
    write_string(piece) if @string
    char
  end

  private

  # Opening: the work of new and reopen.

  def open_string(args, opts)
    check_arity(args.size, 0, 2)
    string, mode = args
    truncate, enc, by_bom = parse_mode(mode, opts)
    if string.nil?
      string = String.new(encoding: Encoding.default_external) if args.empty?
    else
      string = to_string(string)
    end
    if string&.frozen?
      raise Errno::EACCES if @writable
    elsif mode.nil? && !opts[:mode] && !opts[:flags]
      @writable = true
    end
    string.clear if string && truncate
    @string = string
    @enc = args.size == 1 && string ? string.encoding : enc
    @pos = @lineno = 0
    set_encoding_by_bom if by_bom
    @reading ||= @readable
    @writing ||= @writable
    self
  end

  # Reads an open mode (a mode string, IO flags or nil, and the mode:,
  # flags:, binmode: and encoding options), setting the access mode;
  # answers [truncate?, encoding, set encoding by BOM?].
  def parse_mode(mode, opts)
    if mode.nil? && opts.empty? # StringIO.new(string): read-only here, writable unless frozen (open_string)
      @readable = true
      @writable = @append = false
      raise ArgumentError, "ASCII incompatible encoding needs binmode" unless Encoding.default_external.ascii_compatible?
      return NO_MODE
    end
    if opts.key?(:mode)
      raise ArgumentError, "mode specified twice" unless mode.nil?
      mode = opts[:mode]
    end
    spec = nil
    flags = mode_flags(mode)
    if flags.nil?
      mode = to_string(mode)
      access = mode[/\A[^:]*/]
      spec = mode[access.size + 1..]
      flags = mode_string_flags(access, mode)
    end
    flags |= to_long(opts[:flags]) if opts[:flags]
    @readable = flags & (IO::WRONLY | IO::RDWR) != IO::WRONLY
    @writable = flags & (IO::WRONLY | IO::RDWR) != IO::RDONLY
    @append = flags & IO::APPEND != 0
    binmode = opts[:binmode] || access&.include?("b")
    enc, transcoding = open_encodings(spec, opts)
    enc ||= BINARY if binmode && spec.nil?
    if @readable && !transcoding && !binmode && !(enc || Encoding.default_external).ascii_compatible?
      raise ArgumentError, "ASCII incompatible encoding needs binmode"
    end
    [flags & IO::TRUNC != 0, enc, (spec || opts[:encoding].to_s).match?(/\Abom\|/i)]
  end

  # IO flags for a mode given as nil or an integer, or nil for a mode string.
  def mode_flags(mode)
    return IO::RDONLY if mode.nil?
    return mode if Integer === mode
    mode.to_int if !(String === mode) && mode.respond_to?(:to_int)
  end

  def mode_string_flags(access, mode)
    flags = { "r" => IO::RDONLY, "w" => IO::WRONLY | IO::TRUNC, "a" => IO::WRONLY | IO::APPEND }[access[0]]
    extras = access[1..] || ""
    valid = flags && extras.delete("bt+x").empty? && !(extras.include?("b") && extras.include?("t")) &&
            (access[0] == "w" || !extras.include?("x"))
    raise ArgumentError, "invalid access mode #{mode}" unless valid
    extras.include?("+") ? flags & ~IO::WRONLY | IO::RDWR : flags
  end

  # The stream encoding an open mode asks for, from its ":ext:int" part or
  # the encoding options: [encoding, transcoding?]. When an internal
  # encoding applies, the stream reads in it.
  def open_encodings(spec, opts)
    if spec
      raise ArgumentError, "encoding specified twice" if opts[:encoding] || opts[:external_encoding]
      external, internal = mode_encodings(spec)
    else
      external, internal = mode_encodings(opts[:encoding].to_s) if opts[:encoding]
      external = Encoding.find(opts[:external_encoding]) if opts[:external_encoding]
      internal = Encoding.find(opts[:internal_encoding]) if opts[:internal_encoding]
    end
    transcoding?(external, internal) ? [internal, true] : [external, false]
  end

  # The encodings named by "ext:int" ("BOM|" may lead; the internal one may
  # be missing or "-"; unknown names are ignored).
  def mode_encodings(spec)
    spec.sub(/\Abom\|/i, "").split(":", 2).each_with_index.map do |name, i|
      next nil if i == 1 && name == "-"
      Encoding.find(name)
    rescue ArgumentError
      StringIO.__send__(:warn_caller, "Unsupported encoding #{name} ignored")
      nil
    end
  end

  def transcoding?(external, internal)
    !internal.nil? && internal != external && external != BINARY
  end

  # set_encoding's argument: an Encoding, its name, or "ext:int" names, of
  # which the external one counts when it transcodes.
  def encoding_named(spec)
    return spec if Encoding === spec
    spec = to_string(spec)
    Encoding.find(spec)
  rescue ArgumentError
    external, internal = mode_encodings(spec)
    external if transcoding?(external, internal)
  end

  BOMS = [
    ["\xEF\xBB\xBF".b, Encoding::UTF_8],
    ["\xFE\xFF".b, Encoding::UTF_16BE],
    ["\xFF\xFE\x00\x00".b, Encoding::UTF_32LE],
    ["\xFF\xFE".b, Encoding::UTF_16LE],
    ["\x00\x00\xFE\xFF".b, Encoding::UTF_32BE]
  ].freeze
  private_constant :BOMS

  # The encoding whose byte order mark starts the string, and its length.
  def bom_encoding
    head = @string.byteslice(0, 4).b
    bom, enc = BOMS.find { |mark, _| head.start_with?(mark) }
    enc && [enc, bom.bytesize]
  end

  # Closes the stream at the end of an open block.
  def finalize
    @string = nil
    @readable = @writable = false
    self
  end

  # State

  def reading?
    @reading && @readable
  end

  def writing?
    @writing && @writable
  end

  def check_readable
    raise IOError, "not opened for reading" unless reading?
  end

  def check_writable
    raise IOError, "not opened for writing" unless writing?
  end

  def check_modifiable
    raise IOError, "not modifiable string" if @string&.frozen?
  end

  def at_end?
    @string.nil? || @pos >= @string.bytesize
  end

  # The encoding characters are read in.
  def encoding
    @enc || @string&.encoding
  end

  # Bytes

  # A copy of +length+ bytes of the string from +start+, in +enc+.
  def substr(start, length, enc)
    piece = @string.byteslice(start, length) if length > 0
    (piece || String.new).force_encoding(enc)
  end

  # The character at byte +offset+ (one byte when none is valid there).
  def char_at(offset, enc)
    @string.byteslice(offset, 16).force_encoding(enc)[0]
  end

  # Replaces +length+ bytes of the string at byte +offset+ with the bytes
  # of +bytes+, first filling any gap past the end with NULs.
  def splice(offset, length, bytes)
    enc = @string.encoding
    @string.force_encoding(BINARY)
    gap = offset - @string.bytesize
    @string << "\0" * gap if gap > 0
    @string[offset, length] = bytes.b
  ensure
    @string.force_encoding(enc)
  end

  # Pushes +bytes+ back before the position; pushing back more than the
  # position replaces the bytes before it.
  def unget_bytes(bytes)
    if bytes.bytesize > @pos
      splice(0, @pos, bytes)
      @pos = 0
    else
      @pos -= bytes.bytesize
      splice(@pos, bytes.bytesize, bytes)
    end
    nil
  end

  # The character with code +code+ in the string's encoding, for ungetc.
  def integer_char(code)
    code.chr(@string.encoding)
  rescue RangeError
    raise RangeError, "#{code} out of char range"
  end

  # Byte offset of the first +needle+ in the string between +from+ and
  # +stop+, or nil; looks through growing slices.
  def index_of(needle, from, stop)
    needle = needle.b
    window = 256
    loop do
      length = [window, stop - from].min
      found = @string.byteslice(from, length).force_encoding(BINARY).index(needle)
      return from + found if found
      return nil if length == stop - from
      window *= 4
    end
  end

  # Lines

  # The separator, limit and chomp flag of gets-style arguments.
  def line_args(args, chomp)
    check_arity(args.size, 0, 2)
    separator, limit = args
    chomp = chomp ? true : false
    chomp = false if args.size > 0 && separator.nil?
    default = args.empty?
    separator = $/ if default
    if args.size == 1 && !separator.nil? && !(String === separator)
      if (string = String.try_convert(separator))
        separator = string
      else
        limit = to_long(separator)
        separator = $/
        default = true
      end
    elsif args.size == 2
      separator = to_string(separator) unless separator.nil?
      limit = to_long(limit) unless limit.nil?
    end
    [line_separator(separator, default), limit, chomp]
  end

  # The separator as the stream's encoding can use it.
  def line_separator(separator, default)
    return separator if separator.nil? || @string.nil?
    enc = encoding
    return separator if separator.encoding == enc
    return separator if separator.ascii_only? && (separator.empty? || enc.ascii_compatible?)
    return "\n".encode(enc) if default
    raise ArgumentError, "encoding mismatch: #{enc} IO with #{separator.encoding} RS"
  end

  def next_line(separator, limit, chomp)
    return nil if at_end?
    start = @pos
    stop = line_stop(limit)
    cut = 0
    if separator.nil?
      cut = newline_before(stop, start) if chomp
    elsif separator.empty?
      start, stop, cut = paragraph(stop, chomp)
      return nil unless start
    elsif (found = index_of(separator, start, stop))
      stop = found + separator.bytesize
      cut = separator_width(separator, found, start) if chomp
    end
    @pos = stop
    @lineno += 1
    substr(start, stop - cut - start, encoding)
  end

  # Where a line read with +limit+ must end: the first character boundary
  # at or after the limit, or the end of the string.
  def line_stop(limit)
    size = @string.bytesize
    return size unless limit && limit > 0 && limit < size - @pos
    enc = encoding
    return @pos + limit if @string.byteslice(@pos, limit).force_encoding(enc).valid_encoding?
    stop = @pos
    @string.byteslice(@pos, limit + 16).force_encoding(enc).each_char do |char|
      stop += char.bytesize
      break if stop >= @pos + limit
    end
    stop
  end

  # Bytes chomp removes for a separator found at +found+: a one-byte
  # separator takes a "\r" before it along.
  def separator_width(separator, found, start)
    return separator.bytesize if separator.bytesize > 1
    found > start && @string.getbyte(found - 1) == 13 ? 2 : 1
  end

  # Width of the "\n" or "\r\n" ending just before +stop+ (0 if none).
  def newline_before(stop, start)
    return 0 unless stop > start && @string.getbyte(stop - 1) == 10
    stop - 1 > start && @string.getbyte(stop - 2) == 13 ? 2 : 1
  end

  # Width of the "\n" or "\r\n" at +offset+, before +stop+ (0 if none).
  def newline_at(offset, stop)
    return 1 if offset < stop && @string.getbyte(offset) == 10
    return 2 if offset + 1 < stop && @string.getbyte(offset) == 13 && @string.getbyte(offset + 1) == 10
    0
  end

  # The next paragraph before +stop+, skipping the newlines before it:
  # [start, end after its blank lines, bytes chomp removes], or nil.
  def paragraph(stop, chomp)
    start = @pos
    while @string.getbyte(start) == 10
      start += 1
      return nil if start == stop
    end
    from = start
    while (newline = index_of("\n", from, stop))
      from = newline + 1
      next if newline_at(from, stop) == 0
      text_end = @string.getbyte(newline - 1) == 13 ? newline - 1 : newline
      while (width = newline_at(from, stop)) > 0
        from += width
      end
      return [start, from, chomp ? from - text_end : 0]
    end
    [start, stop, 0]
  end

  # Writing

  def write_string(obj)
    check_writable
    string = String === obj ? obj : object_string(obj)
    return 0 unless @string && (enc = encoding)
    string = write_encoding(string, enc)
    length = string.bytesize
    return 0 if length == 0
    check_modifiable
    @pos = @string.bytesize if @append
    if @pos == @string.bytesize && enc != BINARY && string.encoding != BINARY
      @string << string
    else
      splice(@pos, length, string)
    end
    @pos += length
    length
  end

  # +string+ converted to the stream's encoding +enc+ for writing.
  def write_encoding(string, enc)
    from = string.encoding
    return string if from == enc || enc == BINARY || enc == Encoding::US_ASCII
    converted = transcode(string, enc)
    if converted.equal?(string) && from != BINARY && from != Encoding::US_ASCII && !string.empty?
      raise Encoding::CompatibilityError, "incompatible character encodings: #{enc} and #{from}"
    end
    converted
  end

  # +string+ in +enc+, or +string+ itself when it cannot be converted.
  def transcode(string, enc)
    return string if string.encoding == enc
    return string.dup.force_encoding(enc) if enc == BINARY || (enc.ascii_compatible? && string.ascii_only?)
    string.encode(enc)
  rescue EncodingError
    string
  end

  def puts_object(obj, seen)
    if (array = Array.try_convert(obj))
      return write_pieces("[...]", "\n") if seen.any? { |other| other.equal?(array) }
      array.each { |item| puts_object(item, seen + [array]) }
    else
      line = object_string(obj)
      newline = line.encoding.ascii_compatible? ? line.end_with?("\n") : line.end_with?("\n".encode(line.encoding))
      newline ? write_pieces(line) : write_pieces(line, "\n")
    end
  end

  # Writes +pieces+ with one call of write, or one each for a write that
  # takes a single argument.
  def write_pieces(*pieces)
    return write(*pieces) unless method(:write).arity == 1
    pieces.each { |piece| write(piece) }
  end

  # Conversions

  def object_string(obj)
    string = obj.to_s
    String === string ? string : Kernel.instance_method(:to_s).bind_call(obj)
  end

  def to_string(obj)
    return obj if String === obj
    String.try_convert(obj) or raise TypeError, "no implicit conversion of #{describe(obj)} into String"
  end

  def to_long(obj)
    return obj if Integer === obj
    raise TypeError, "no implicit conversion from nil to integer" if obj.nil?
    integer = obj.to_int if obj.respond_to?(:to_int)
    integer or raise TypeError, "no implicit conversion of #{describe(obj)} into Integer"
  end

  def describe(obj)
    obj.nil? || obj == true || obj == false ? obj.inspect : obj.class.to_s
  end

  def check_arity(given, min, max)
    return if given.between?(min, max)
    raise ArgumentError, "wrong number of arguments (given #{given}, expected #{min}..#{max})"
  end
end
