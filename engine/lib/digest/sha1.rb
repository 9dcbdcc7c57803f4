# digest/sha1.so for Garnet: Digest::SHA1, a Digest::Base computing with
# core/digest_sha1.cpp.
require "digest"

module Digest
  class SHA1 < Base
    __digest_algorithm "SHA1"
  end
end
