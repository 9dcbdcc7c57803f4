# openssl.so for Garnet: the part of the OpenSSL library that Ruby's
# openssl.rb (and the Ruby files it loads) build on, for what needs no
# OpenSSL: message digests (OpenSSL::Digest over Garnet's own algorithms,
# core/digest_*.cpp), HMAC (RFC 2104), PBKDF2-HMAC (RFC 8018), random bytes,
# constant-time comparison, OpenSSL::BN over Integer and the error classes.
# Ciphers, public keys, X.509 and TLS need the OpenSSL library, which Garnet
# does not link (docs/decisions/046-installed-gems.md): OpenSSL::Cipher.new
# raises as Ruby does for a cipher its OpenSSL lacks, and OpenSSL::SSL is not
# defined, which Ruby's openssl/ssl.rb checks before it defines anything.
require "digest"

module OpenSSL
  OPENSSL_VERSION = "Garnet OpenSSL subset (digests, HMAC, PBKDF2, random)"
  OPENSSL_LIBRARY_VERSION = OPENSSL_VERSION
  OPENSSL_VERSION_NUMBER = 0
  OPENSSL_FIPS = false

  class OpenSSLError < StandardError; end

  def self.fips_mode = false

  # Compares two Strings of the same length in time that does not depend
  # on where they differ.
  def self.fixed_length_secure_compare(a, b)
    a = String(a)
    b = String(b)
    raise ArgumentError, "inputs must be of equal length" unless a.bytesize == b.bytesize
    difference = 0
    a.bytesize.times { |i| difference |= a.getbyte(i) ^ b.getbyte(i) }
    difference.zero?
  end

  module Random
    def self.random_bytes(length) = ::Random.urandom(Integer(length))
  end

  class Digest < ::Digest::Class
    class DigestError < OpenSSLError; end

    # Each name's library and class of Garnet's digest.
    ALGORITHMS = {
      "MD5" => ["digest/md5", :MD5], "SHA1" => ["digest/sha1", :SHA1],
      "SHA256" => ["digest/sha2", :SHA256], "SHA384" => ["digest/sha2", :SHA384],
      "SHA512" => ["digest/sha2", :SHA512], "RIPEMD160" => ["digest/rmd160", :RMD160],
    }.freeze
    private_constant :ALGORITHMS

    attr_reader :name

    def initialize(name, data = nil)
      name = name.name if name.is_a?(OpenSSL::Digest)
      canonical = String(name).upcase.delete("-")
      canonical = "RIPEMD160" if canonical == "RMD160"
      library, algorithm = ALGORITHMS[canonical]
      raise DigestError, "unsupported digest algorithm: #{name}: unsupported" unless library
      require library
      @name = canonical
      @state = ::Digest.const_get(algorithm).new
      update(data) if data
    end

    def initialize_copy(other)
      super
      @state = other.instance_variable_get(:@state).clone
    end

    def update(data)
      @state.update(String(data))
      self
    end
    alias << update

    def reset
      @state.reset
      self
    end

    def digest_length = @state.digest_length
    def block_length = @state.block_length

    private

    def finish = @state.digest
  end

  class HMAC
    def initialize(key, digest)
      @digest = digest.is_a?(OpenSSL::Digest) ? OpenSSL::Digest.new(digest.name) : OpenSSL::Digest.new(digest)
      key = String(key).b
      block = @digest.block_length
      key = @digest.digest(key) if key.bytesize > block
      key = key.ljust(block, "\0".b)
      @inner_pad = key.bytes.map { |byte| byte ^ 0x36 }.pack("C*")
      @outer_pad = key.bytes.map { |byte| byte ^ 0x5c }.pack("C*")
      reset
    end

    def initialize_copy(other)
      super
      @inner = other.instance_variable_get(:@inner).clone
    end

    def update(data)
      @inner.update(data)
      self
    end
    alias << update

    def reset
      @inner = @digest.clone.reset
      @inner.update(@inner_pad)
      self
    end

    def digest
      outer = @digest.clone.reset
      outer.update(@outer_pad)
      outer.update(@inner.digest)
      outer.digest
    end

    def hexdigest = digest.unpack1("H*")
    alias to_s hexdigest
    alias inspect hexdigest
  end

  module KDF
    class KDFError < OpenSSLError; end

    # PBKDF2 with an HMAC (RFC 8018, section 5.2).
    def self.pbkdf2_hmac(pass, salt:, iterations:, length:, hash:)
      pass = String(pass)
      salt = String(salt).b
      iterations = Integer(iterations)
      length = Integer(length)
      prf = OpenSSL::HMAC.new(pass, hash)
      output = "".b
      block = 1
      while output.bytesize < length
        u = prf.clone.update(salt + [block].pack("N")).digest
        t = u.bytes
        (iterations - 1).times do
          u = prf.clone.update(u).digest
          u.bytes.each_with_index { |byte, i| t[i] ^= byte }
        end
        output << t.pack("C*")
        block += 1
      end
      output.byteslice(0, length)
    end
  end

  class Cipher
    class CipherError < OpenSSLError; end

    def self.ciphers = []

    def initialize(name)
      raise RuntimeError, "unsupported cipher algorithm (#{name})"
    end
  end

  # A big number: Integer's, with the interface Ruby's OpenSSL::BN has for
  # arithmetic, comparison and conversion.
  class BN
    class BNError < OpenSSLError; end

    def initialize(value, base = 10)
      @value =
        case value
        when Integer then value
        when BN then value.to_i
        when String
          case base
          when 10, 16, 2 then Integer(value, base)
          when 0 then value.b.unpack("C*").inject(0) { |sum, byte| (sum << 8) | byte } # MPI-less binary
          else raise ArgumentError, "invalid radix #{base}"
          end
        else raise TypeError, "Cannot convert #{value.class} into OpenSSL::BN"
        end
    end

    def to_i = @value
    alias to_int to_i

    def to_s(base = 10)
      base == 2 ? [@value.to_s(16).rjust(2, "0")].pack("H*") : @value.to_s(base).upcase
    end

    def num_bits = @value.bit_length
    def num_bytes = (@value.bit_length + 7) / 8
    def zero? = @value.zero?
    def one? = @value == 1
    def odd? = @value.odd?
    def negative? = @value.negative?

    %i[+ - * / % ** << >>].each do |operator|
      define_method(operator) { |other| BN.new(@value.public_send(operator, Integer(other))) }
    end

    def <=>(other) = @value <=> Integer(other)
    alias cmp <=>

    def ==(other) = other.respond_to?(:to_int) && @value == other.to_int
    alias === ==
    alias eql? ==
    def hash = @value.hash

    def coerce(other) = [other, @value]
  end

  module PKey
    class PKeyError < OpenSSLError; end
  end

  module X509
  end
end
