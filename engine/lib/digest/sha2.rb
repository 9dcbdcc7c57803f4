# digest/sha2.so for Garnet: Digest::SHA256, SHA384 and SHA512, each a
# Digest::Base computing with core/digest_sha2.cpp (Ruby's digest/sha2.rb
# adds Digest::SHA2 over them).
require "digest"

module Digest
  class SHA256 < Base
    __digest_algorithm "SHA256"
  end

  class SHA384 < Base
    __digest_algorithm "SHA384"
  end

  class SHA512 < Base
    __digest_algorithm "SHA512"
  end
end
