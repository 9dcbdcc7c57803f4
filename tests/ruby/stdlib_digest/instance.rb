# Digest objects: update and <<, multi-part updates, digest/hexdigest with and without arguments, the bang forms, reset, copies, ==, inspect, lengths
require 'digest'
require 'digest/sha2'

[Digest::MD5, Digest::SHA1, Digest::SHA256, Digest::SHA384, Digest::SHA512, Digest::RMD160].each do |klass|
  text = (1..300).map { |i| (i * 7 % 256).chr }.join
  whole = klass.digest(text)
  splits_agree = [0, 1, 55, 63, 64, 65, 127, 128, 129, 299, 300].all? do |cut|
    d = klass.new
    d.update(text[0, cut])
    d << text[cut..]
    d.digest == whole
  end
  bytewise = klass.new
  text.each_char { |c| bytewise << c }
  p [klass.name, splits_agree, bytewise.digest == whole, klass.new.digest_length, klass.new.block_length]
end

d = Digest::SHA256.new
p d
p d.update("ab").equal?(d), (d << "c").equal?(d)
p d.hexdigest
p d.hexdigest            # keeps the state
p d.to_s == d.hexdigest
p d.digest.bytesize, d.digest.encoding, d.hexdigest.encoding
p d.base64digest
p d.length, d.size, d.digest_length, d.block_length
p d.inspect
p d == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
p d == "BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD"
p d == Digest::SHA256.new.update("abc"), d == Digest::SHA256.new, d == 42, d == nil

copy = d.dup
copy << "def"
p d.hexdigest, copy.hexdigest
cloned = d.clone
p cloned.hexdigest == d.hexdigest
fresh = d.new
p fresh.class, fresh.hexdigest, d.hexdigest

p d.hexdigest("other")   # resets before and after
p d.hexdigest
d << "abc"
p d.digest("x").bytesize, d.hexdigest
d << "abc"
p d.hexdigest!, d.hexdigest
d << "abc"
p d.digest!.bytesize, d.hexdigest
d << "abc"
p d.base64digest!, d.hexdigest
d << "abc"
p d.reset.equal?(d), d.hexdigest

md5 = Digest::MD5.new
md5.update("message1")
md5 << "message2"
p md5.hexdigest, md5.inspect
p Digest::MD5.new == Digest::SHA1.new
p Digest::MD5.new.frozen?, Digest::MD5.new.instance_variables
