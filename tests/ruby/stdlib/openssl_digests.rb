# OpenSSL's digests, HMAC (RFC 2202 and RFC 4231 vectors), PBKDF2 (RFC 6070),
# secure comparison and random bytes, through Ruby's own openssl.rb.
require "openssl"
p OpenSSL::Digest::SHA256.hexdigest("abc")
p OpenSSL::Digest.new("sha1").update("abc").hexdigest
p OpenSSL::Digest.new("SHA512", "abc").hexdigest[0, 32]
p OpenSSL::Digest.digest("MD5", "abc").unpack1("H*")
p OpenSSL::Digest("RIPEMD160").hexdigest("abc")
d = OpenSSL::Digest::SHA384.new
d << "a"
d << "bc"
p d.name, d.digest_length, d.block_length, d.hexdigest[0, 16], (d.dup << "d").hexdigest == d.hexdigest
p OpenSSL::HMAC.hexdigest("MD5", "Jefe", "what do ya want for nothing?")
p OpenSSL::HMAC.hexdigest("SHA1", "\x0b".b * 20, "Hi There")
p OpenSSL::HMAC.hexdigest(OpenSSL::Digest::SHA256.new, "\xaa".b * 131, "Test Using Larger Than Block-Size Key - Hash Key First")
hmac = OpenSSL::HMAC.new("key", "SHA512")
hmac << "The quick brown fox "
hmac.update("jumps over the lazy dog")
p hmac.hexdigest[0, 32], hmac.digest.bytesize, OpenSSL::HMAC.base64digest("SHA1", "key", "")
p hmac == OpenSSL::HMAC.new("key", "SHA512").update("The quick brown fox jumps over the lazy dog")
p OpenSSL::PKCS5.pbkdf2_hmac_sha1("password", "salt", 2, 20).unpack1("H*")
p OpenSSL::KDF.pbkdf2_hmac("password", salt: "salt", iterations: 4096, length: 20, hash: "SHA1").unpack1("H*")
p OpenSSL.secure_compare("token", "token"), OpenSSL.secure_compare("token", "tokem")
p OpenSSL.fixed_length_secure_compare("ab", "ab")
begin
  OpenSSL.fixed_length_secure_compare("a", "ab")
rescue ArgumentError => e
  p e.message
end
p OpenSSL::Random.random_bytes(16).bytesize
p (5.to_bn + 3).to_i, OpenSSL::BN.new("ff", 16).to_i, OpenSSL::BN.new("12") > 11
begin
  OpenSSL::Digest.new("NOPE")
rescue OpenSSL::Digest::DigestError => e
  p e.message[/\Aunsupported digest algorithm: NOPE/]
end
