# Zlib::GzipWriter: writes one gzip member to an io: the header (at the
# first write), the raw deflate data and the footer (CRC-32 and length).
module Zlib
  class GzipWriter < GzipFile
    def self.open(filename, level = nil, strategy = nil, **options, &block)
      open_file(filename, "wb", level, strategy, **options, &block)
    end

    def initialize(io, level = nil, strategy = nil, **options)
      level ||= DEFAULT_COMPRESSION
      start(io, level)
      @stream = Deflate.new(level, -MAX_WBITS, DEF_MEM_LEVEL, strategy || DEFAULT_STRATEGY)
      @header_written = false
      @length = 0
    end

    def mtime=(time)
      ensure_header_unwritten
      @mtime = Integer(time)
    end

    def orig_name=(name)
      ensure_header_unwritten
      @orig_name = cut_at_nul(name)
    end

    def comment=(text)
      ensure_header_unwritten
      @comment = cut_at_nul(text)
    end

    # The number of bytes written (before compression).
    def pos
      ensure_open
      @length
    end
    alias tell pos

    def write(*objects)
      ensure_open
      objects.sum do |object|
        bytes = object.to_s
        write_bytes(bytes)
        bytes.bytesize
      end
    end

    def <<(object)
      write(object)
      self
    end

    def print(*objects)
      objects = [$_] if objects.empty?
      objects.each_with_index do |object, i|
        write($,) if $, && i > 0
        write(object)
      end
      write($\) if $\
      nil
    end

    def puts(*objects)
      return write("\n") && nil if objects.empty?
      objects.each { |object| puts_one(object) }
      nil
    end

    def printf(format, *args)
      write(Kernel.format(format, *args))
      nil
    end

    def putc(char)
      write(char.is_a?(Integer) ? (char & 0xff).chr : String(char)[0])
      char
    end

    def flush(flush = SYNC_FLUSH)
      ensure_open
      write_header
      emit(@stream.flush(flush))
      @io.flush if @io.respond_to?(:flush)
      self
    end

    private

    def puts_one(object)
      if object.is_a?(Array)
        object.each { |item| puts_one(item) }
        return
      end
      line = object.nil? ? "" : object.to_s
      write(line)
      write("\n") unless line.end_with?("\n")
    end

    def write_bytes(bytes)
      write_header
      return if bytes.empty?
      @crc = Zlib.crc32(bytes, @crc)
      @length += bytes.bytesize
      emit(@stream.deflate(bytes, @sync ? SYNC_FLUSH : NO_FLUSH))
      @io.flush if @sync && @io.respond_to?(:flush)
    end

    def emit(bytes)
      @io.write(bytes) unless bytes.empty?
    end

    def finish_member
      write_header
      emit(@stream.finish)
      emit([@crc, @length & 0xffffffff].pack("VV"))
    end

    def write_header
      return if @header_written
      @header_written = true
      @mtime = Time.now.to_i if @mtime == 0
      flags = 0
      flags |= FLAG_ORIG_NAME if @orig_name
      flags |= FLAG_COMMENT if @comment
      extra = case @level
              when BEST_SPEED then EXTRA_FLAG_FAST
              when BEST_COMPRESSION then EXTRA_FLAG_SLOW
              else 0
              end
      header = MAGIC + [METHOD_DEFLATE, flags, @mtime & 0xffffffff, extra, @os_code].pack("CCVCC")
      header << @orig_name.b << "\0" if @orig_name
      header << @comment.b << "\0" if @comment
      @io.write(header)
    end

    def ensure_header_unwritten
      ensure_open
      raise GzipFile::Error, "header is already written" if @header_written
    end

    def cut_at_nul(text)
      text = String(text)
      nul = text.b.index("\0")
      nul ? text.byteslice(0, nul) : text.dup
    end
  end
end
