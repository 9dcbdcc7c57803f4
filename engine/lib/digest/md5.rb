# digest/md5.so for Garnet: Digest::MD5, a Digest::Base computing with
# core/digest_md5.cpp.
require "digest"

module Digest
  class MD5 < Base
    __digest_algorithm "MD5"
  end
end
