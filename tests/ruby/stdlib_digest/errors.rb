# Digest's errors: wrong argument types, no data, abstract classes, unknown names and bit lengths, methods a Digest::Class leaves to subclasses
require 'digest'

def try
  yield
rescue Exception => e
  p [e.class, e.message]
end

try { Digest::SHA256.digest }
try { Digest::SHA256.hexdigest }
try { Digest::MD5.new.update(1) }
try { Digest::MD5.new << nil }
try { Digest::MD5.new.digest(:abc) }
try { Digest::MD5.hexdigest(1.5) }
try { Digest.hexencode(12) }
try { Digest::SHA1.new(1) }
try { Digest::SHA1.new.hexdigest("a", "b") }
try { Digest::Base.new }
try { Digest::Base.allocate }
class DirectBase < Digest::Base; end
try { DirectBase.new }
try { Digest::MD5.new.send(:initialize_copy, Digest::SHA1.new) }
try { Digest::MD5.new.finish }
try { Digest(:Nope) }
try { Digest::Nope }
require 'digest/sha2'
try { Digest::SHA2.new(100) }
try { Digest::SHA2.new("256") }

class Partial < Digest::Class; end
partial = Partial.new
try { partial.update("x") }
try { partial << "x" }
try { partial.reset }
try { partial.digest }
try { partial.hexdigest }
try { partial.block_length }
try { partial.digest_length }
try { Partial.digest("x") }
try { partial.to_s }

# A String-like argument is converted with to_str.
text = Object.new
def text.to_str = "abc"
p Digest::MD5.hexdigest(text), Digest::MD5.new.update(text).hexdigest
p Digest::MD5.new == text
