# The Digest classes' class methods, Digest(), Digest::SHA2, Digest.hexencode, the hierarchy and what each method belongs to
require 'digest'

p Digest::VERSION
p Digest::SHA256.hexdigest("abc")
p Digest::SHA256.digest("abc").bytes.first(4)
p Digest::SHA256.base64digest("abc")
p Digest::SHA1.hexdigest("abc"), Digest::MD5.base64digest("")
p Digest::SHA384.hexdigest(""), Digest::SHA512.base64digest("")
p Digest.hexencode("\x00\x01\xfe\xff".b), Digest.hexencode(""), Digest.hexencode("abc").encoding

p Digest(:MD5), Digest("SHA1"), Digest(:SHA256), Digest(:SHA384), Digest(:SHA512), Digest(:RMD160)
p Digest::MD5.name, Digest::SHA256.new.class.name
p Digest::MD5.ancestors.take(4), Digest::SHA512.superclass
p Digest::Base.superclass, Digest::Class.superclass, Digest::Class.include?(Digest::Instance)
p Digest::SHA256.constants, Digest::MD5.instance_variables
p Digest::Base.instance_methods(false).sort, Digest::Base.private_instance_methods(false).sort
p Digest::Instance.instance_methods(false).sort, Digest::Instance.private_instance_methods(false).sort
p Digest::Class.singleton_methods.sort
p Digest::SHA256.new.method(:update).owner, Digest::SHA256.new.method(:hexdigest).owner

require 'digest/sha2'
sha2 = Digest::SHA2.new
p sha2, sha2.block_length, sha2.digest_length
sha2 << "ab"
sha2.update("c")
p sha2.hexdigest, sha2.to_s == Digest::SHA256.hexdigest("abc")
p Digest::SHA2.new(384).hexdigest("abc"), Digest::SHA2.new(512).block_length
p Digest::SHA2.new(512).inspect
p Digest::SHA2.hexdigest("abc"), Digest::SHA2.digest("abc", 384).bytesize
copy = sha2.dup
copy << "d"
p sha2.hexdigest == Digest::SHA256.hexdigest("abc"), copy.hexdigest == Digest::SHA256.hexdigest("abcd")
p sha2.reset.hexdigest == Digest::SHA256.hexdigest("")

p $LOADED_FEATURES.grep(/digest/).map { |f| File.basename(f) }.sort
