# digest/bubblebabble.so for Garnet: Digest.bubblebabble, the Bubble Babble
# encoding (Antti Huima's draft: two bytes become consonant-vowel groups
# joined by dashes, checksummed by a running seed), and the bubblebabble
# methods of Digest::Instance and Digest::Class.
require "digest"

module Digest
  module_function

  def bubblebabble(string)
    string = String.new(string) unless string.is_a?(String)
    vowels = "aeiouy"
    consonants = "bcdfghklmnprstvzx"
    bytes = string.bytes
    out = +"x"
    seed = 1
    rounds = bytes.size / 2 + 1
    rounds.times do |i|
      if i + 1 < rounds || bytes.size.odd?
        first = bytes[2 * i]
        out << vowels[(((first >> 6) & 3) + seed) % 6] << consonants[(first >> 2) & 15] <<
          vowels[((first & 3) + seed / 6) % 6]
        if i + 1 < rounds
          second = bytes[2 * i + 1]
          out << consonants[(second >> 4) & 15] << "-" << consonants[second & 15]
          seed = (seed * 5 + first * 7 + second) % 36
        end
      else
        out << vowels[seed % 6] << consonants[16] << vowels[seed / 6]
      end
    end
    (out << "x").force_encoding(Encoding::BINARY)
  end

  module Instance
    def bubblebabble
      Digest.bubblebabble(digest)
    end
  end

  class Class
    def self.bubblebabble(*args)
      Digest.bubblebabble(digest(*args))
    end
  end
end
