# digest/bubblebabble: Digest.bubblebabble and the bubblebabble methods of digests and their classes
require 'digest/bubblebabble'
require 'digest/md5'
require 'digest/sha1'

p Digest.bubblebabble(""), Digest.bubblebabble("1234567890"), Digest.bubblebabble("Pineapple")
p Digest.bubblebabble("\x00\xff".b), Digest.bubblebabble("").encoding
p Digest::MD5.bubblebabble("")
p Digest::SHA1.bubblebabble("abc"), Digest::SHA1.new.update("abc").bubblebabble
begin
  Digest.bubblebabble(1)
rescue TypeError => e
  p e.message
end
