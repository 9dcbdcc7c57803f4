# digest/rmd160.so for Garnet: Digest::RMD160, a Digest::Base computing with
# core/digest_rmd160.cpp.
require "digest"

module Digest
  class RMD160 < Base
    __digest_algorithm "RMD160"
  end
end
