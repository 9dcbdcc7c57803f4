# Digest::Class as a framework: a digest written in Ruby gets digest, hexdigest, ==, new and the class methods; subclasses of the built-in algorithms
require 'digest'

# A toy digest: the byte sum and length of the input, as 4 bytes.
class ByteSum < Digest::Class
  def initialize(seed = 0)
    @seed = seed
    reset
  end

  def update(string)
    @sum = (@sum + string.sum(16)) % 65536
    @count += string.bytesize
    self
  end
  alias << update

  def reset
    @sum = @seed
    @count = 0
    self
  end

  def initialize_copy(other)
    super
    @sum = other.instance_variable_get(:@sum)
    @count = other.instance_variable_get(:@count)
  end

  def block_length = 1

  private

  def finish
    [@sum, @count % 65536].pack("nn")
  end
end

b = ByteSum.new
b << "ab" << "c"
p b.hexdigest, b.digest.bytesize, b.digest_length, b.length, b.block_length
p b.inspect, b.to_s
p b == ByteSum.new.update("abc"), b == b.hexdigest, b == "nope"
p ByteSum.hexdigest("abc"), ByteSum.hexdigest("abc", 100), ByteSum.base64digest("abc")
p b.new.hexdigest, b.hexdigest
p b.hexdigest!, b.hexdigest
p Digest(:SHA1).hexdigest("abc")

class LoudMD5 < Digest::MD5
  def update(string)
    super(string.upcase)
  end
end
p LoudMD5.hexdigest("abc") == Digest::MD5.hexdigest("ABC")
l = LoudMD5.new
l << "abc"
p l.class, l.inspect, l.dup.class, l.new.hexdigest
p LoudMD5.new.block_length, LoudMD5.ancestors.take(3)
