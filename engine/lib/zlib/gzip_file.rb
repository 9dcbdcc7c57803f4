# Zlib::GzipFile, what GzipWriter and GzipReader share: the gzip member's
# header fields (RFC 1952), the stream underneath (an IO or anything with
# write or read), closing, and the gzip errors.
module Zlib
  class GzipFile
    class Error < Zlib::Error
      # The input left unread when the error was raised (nil: none).
      attr_reader :input

      def initialize(message = nil, input = nil)
        super(message)
        @input = input
      end

      def inspect
        text = super
        return text if @input.nil?
        "#{text[0...-1]}, input=#{@input.inspect}>"
      end
    end

    class NoFooter < Error; end
    class CRCError < Error; end
    class LengthError < Error; end

    MAGIC = "\x1f\x8b".b
    METHOD_DEFLATE = 8
    FLAG_MULTIPART = 0x02
    FLAG_EXTRA = 0x04
    FLAG_ORIG_NAME = 0x08
    FLAG_COMMENT = 0x10
    FLAG_ENCRYPT = 0x20
    FLAG_UNKNOWN = 0xc0
    EXTRA_FLAG_FAST = 0x4
    EXTRA_FLAG_SLOW = 0x2
    private_constant :MAGIC, :METHOD_DEFLATE, :FLAG_MULTIPART, :FLAG_EXTRA, :FLAG_ORIG_NAME, :FLAG_COMMENT,
                     :FLAG_ENCRYPT, :FLAG_UNKNOWN, :EXTRA_FLAG_FAST, :EXTRA_FLAG_SLOW

    # A new gzip file over +args+' io, given to the block and closed after
    # it (unless the block closed it); the block's value.
    def self.wrap(*args, **options, &block)
      yield_and_close(new(*args, **options), &block)
    end

    # GzipReader.open and GzipWriter.open: the file opened in +mode+ and
    # wrapped (the file is closed again when making the object fails).
    def self.open_file(filename, mode, *args, **options, &block)
      file = File.open(filename, mode)
      begin
        gz = new(file, *args, **options)
      rescue Exception
        file.close
        raise
      end
      yield_and_close(gz, &block)
    end

    # gz, or with a block, the block's value, gz closed afterwards.
    def self.yield_and_close(gz)
      return gz unless block_given?
      begin
        yield gz
      ensure
        gz.close unless gz.closed?
      end
    end
    private_class_method :open_file, :yield_and_close

    def level
      ensure_open
      @level
    end

    def os_code
      ensure_open
      @os_code
    end

    def orig_name
      ensure_open
      @orig_name&.dup
    end

    def comment
      ensure_open
      @comment&.dup
    end

    def mtime
      ensure_open
      Time.at(@mtime)
    end

    def crc
      ensure_open
      @crc
    end

    def sync
      ensure_open
      @sync
    end

    def sync=(flag)
      ensure_open
      @sync = flag ? true : false
    end

    def to_io
      @io
    end

    # As for CRuby's gzip objects: the class and address, no state.
    def inspect
      to_s
    end

    def closed?
      @closed
    end

    # Finishes the gzip data and closes the io (when it can be closed).
    def close
      return nil if closed?
      io = finish
      io.close if io.respond_to?(:close)
      io
    end

    # Finishes the gzip data; the io stays open.
    def finish
      ensure_open
      finish_member
      @stream.close unless @stream.closed?
      @closed = true
      @io
    end

    private

    def start(io, level)
      @io = io
      @closed = false
      @level = level
      @mtime = 0
      @os_code = OS_CODE
      @orig_name = nil
      @comment = nil
      @crc = Zlib.crc32
      @sync = false
    end

    def ensure_open
      raise Error, "closed gzip stream" if closed?
    end
  end
end
