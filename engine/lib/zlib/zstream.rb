# Zlib::ZStream, Zlib::Deflate and Zlib::Inflate: a zlib stream (the
# natives of core/zlib_stream.cpp) and the output buffer it fills, with
# CRuby's rules of when zlib runs and what each call returns.
module Zlib
  class ZStream
    # As for CRuby's stream objects: the class and address, no state.
    def inspect
      to_s
    end

    def avail_out
      0
    end

    # CRuby sizes its next output buffer; Garnet's grows as needed.
    def avail_out=(size)
      size
    end

    def finished?
      __finished
    end
    alias stream_end? finished?

    def closed?
      !__ready
    end
    alias ended? closed?

    def close
      __end
    end
    alias end close

    # A copy (zlib's state copied natively) fills an output buffer of its own.
    def initialize_copy(original)
      super
      @output = @output&.dup
    end

    def reset
      __reset
      @output = nil
      nil
    end

    # Everything left: zlib finishes the stream.
    def finish(&block)
      __run("", FINISH, output)
      deliver(take_output, &block)
    end

    def flush_next_out
      take_output
    end

    def flush_next_in
      __take_pending
    end

    private

    def output
      @output ||= "".b
    end

    # The data a call returns, or, given a block, gives it the data
    # (CRuby's chunks: here one) and returns nil.
    def deliver(data)
      return data unless block_given?
      yield data unless data.empty?
      nil
    end

    def take_output
      taken = @output || "".b
      @output = nil
      taken
    end
  end

  class Deflate < ZStream
    def self.deflate(src, level = DEFAULT_COMPRESSION)
      stream = new(level)
      compressed = stream.deflate(src, FINISH)
      stream.close
      compressed
    end

    def initialize(level = nil, wbits = nil, memlevel = nil, strategy = nil)
      __deflate_init(level || DEFAULT_COMPRESSION, wbits || MAX_WBITS, memlevel || DEF_MEM_LEVEL,
                     strategy || DEFAULT_STRATEGY)
    end

    # The compressed data so far (nil: finish the stream).
    def deflate(src, flush = NO_FLUSH, &block)
      compress(src, flush)
      deliver(take_output, &block)
    end

    def <<(src)
      compress(src, NO_FLUSH)
      self
    end

    def flush(flush = SYNC_FLUSH, &block)
      __run("", flush, output) unless flush == NO_FLUSH
      deliver(take_output, &block)
    end

    def params(level, strategy)
      __params(level, strategy, output)
      nil
    end

    def set_dictionary(dictionary)
      __set_dictionary(dictionary)
    end

    private

    def compress(src, flush)
      if src.nil?
        __run("", FINISH, output)
      else
        string = String.try_convert(src) # the native raises Ruby's TypeError when nil
        __run(src, flush, output) unless flush == NO_FLUSH && string && string.empty?
      end
    end
  end

  class Inflate < ZStream
    # The data of the zlib stream +src+; what follows it is ignored.
    def self.inflate(src)
      stream = new
      inflated = stream.__send__(:inflate_whole, src)
      stream.close
      inflated
    end

    def initialize(window_bits = MAX_WBITS)
      __inflate_init(window_bits)
    end

    # The data inflated so far (nil: finish the stream). Once the stream
    # has ended, what follows it is kept in the output buffer for finish.
    def inflate(src, buffer: nil, &block)
      if finished?
        if src.nil?
          inflated = take_output
        else
          output << String(src).b
          inflated = "".b
        end
      else
        decompress(src)
        inflated = take_output
        output << __take_pending if finished?
      end
      return deliver(inflated, &block) if block
      return inflated unless buffer
      buffer.replace(inflated)
    end

    def <<(src)
      if finished?
        output << src.b unless src.nil?
      else
        decompress(src)
      end
      self
    end

    # A dictionary the stream sets by itself when the data asks for it.
    def add_dictionary(dictionary)
      (@dictionaries ||= {})[Zlib.adler32(dictionary)] = dictionary
      self
    end

    def set_dictionary(dictionary)
      __set_dictionary(dictionary)
    end

    # Skips +src+ (after any pending input) up to a full flush point.
    def sync(src)
      __sync(src)
    end

    def sync_point?
      __sync_point
    end

    private

    def inflate_whole(src)
      __run(src, SYNC_FLUSH, output)
      __run("", FINISH, output)
      take_output
    end

    def decompress(src)
      if src.nil?
        run_with_dictionaries("", FINISH)
      else
        string = String.try_convert(src)
        run_with_dictionaries(src, SYNC_FLUSH) unless string && string.empty? && avail_in == 0
      end
    end

    def run_with_dictionaries(src, flush)
      __run(src, flush, output)
    rescue NeedDict
      dictionary = @dictionaries && @dictionaries[adler]
      raise unless dictionary
      __set_dictionary(dictionary)
      src = ""
      retry
    end
  end
end
