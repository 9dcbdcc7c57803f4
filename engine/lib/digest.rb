# digest.so for Garnet: the Digest framework that Ruby's digest.rb extends
# (CRuby writes it in C). Digest.hexencode; Digest::Instance, the methods a
# digest object builds on its update, finish and reset; Digest::Class, the
# class of digests with class-level shortcuts; Digest::Base, whose natives
# (core/digest.cpp) the algorithm classes of digest/md5 & co. compute with.
module Digest
  module_function

  # The bytes of +string+ as lowercase hexadecimal digits.
  def hexencode(string)
    string = String.new(string) unless string.is_a?(String)
    string.unpack1("H*").force_encoding(Encoding::US_ASCII)
  end

  module Instance
    def update(string)
      raise RuntimeError, "#{self.class} does not implement update()"
    end
    alias << update

    def reset
      raise RuntimeError, "#{self.class} does not implement reset()"
    end

    def block_length
      raise RuntimeError, "#{self.class} does not implement block_length()"
    end

    # Subclasses should say; this measures a digest.
    def digest_length
      value = digest
      value = String.new(value) unless value.is_a?(String)
      value.bytesize
    end

    def ==(other)
      if other.is_a?(Digest::Instance)
        mine = digest
        theirs = other.digest
      else
        mine = to_s
        theirs = String.try_convert(other)
        return false if theirs.nil?
      end
      mine = String.new(mine) unless mine.is_a?(String)
      theirs = String.new(theirs) unless theirs.is_a?(String)
      mine.bytesize == theirs.bytesize && mine == theirs
    end

    def inspect
      "#<#{self.class}: #{hexdigest}>"
    end

    # A reset copy.
    def new
      copy = clone
      copy.reset
      copy
    end

    # Without +string+, the digest so far (the state is kept). With it, the
    # digest of +string+ alone, reset before and after.
    def digest(string = (omitted = true))
      return clone.__send__(:finish) if omitted
      reset
      update(string)
      value = finish
      reset
      value
    end

    def digest!
      value = finish
      reset
      value
    end

    def hexdigest(string = (omitted = true))
      Digest.hexencode(omitted ? digest : digest(string))
    end

    def hexdigest!
      Digest.hexencode(digest!)
    end

    def to_s
      hexdigest
    end

    def length
      digest_length
    end

    def size
      digest_length
    end

    private

    def finish
      raise RuntimeError, "#{self.class} does not implement finish()"
    end
  end

  class Class
    include Instance

    def initialize
    end

    # The digest of +string+ by a new instance; the other arguments go to
    # its initialize.
    def self.digest(*args)
      raise ArgumentError, "no data given" if args.empty?
      string = args.shift
      string = String.new(string) unless string.is_a?(String)
      digest = allocate
      digest.__send__(:initialize, *args)
      digest.digest(string)
    end

    def self.hexdigest(*args)
      Digest.hexencode(digest(*args))
    end
  end

  class Base < Class
    __digest_base(self)
  end
end
