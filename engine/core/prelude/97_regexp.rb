# Block forms of the Regexp-related String methods (sub, gsub, sub!, gsub!,
# scan, match) and Regexp#match with a block. The block-less forms are natives
# (regexp.cpp, string_regexp.cpp); these run the block here, in Ruby, built on
# String#__match_at(pattern, bytepos) and MatchData#__byte_begin/__byte_end.

# Their params are written out where they can be (no *args, whose Array
# every call would make); a wrong count gets CRuby's message, "expected
# 1..2", and __arity_as_native makes #arity and #parameters CRuby's.

class Regexp
  def match(str, pos = (no_pos = true))
    m = no_pos ? __match(str) : __match(str, pos)
    m && block_given? ? yield(m) : m
  end
  __arity_as_native :match
end

class Symbol
  def =~(other) = to_s =~ other

  def match(pattern, pos = (no_pos = true), &block)
    no_pos ? to_s.match(pattern, &block) : to_s.match(pattern, pos, &block)
  end

  def match?(pattern, pos = (no_pos = true))
    no_pos ? to_s.match?(pattern) : to_s.match?(pattern, pos)
  end
  __arity_as_native :match, :match?
end

module Kernel
  def !~(other)
    !(self =~ other)
  end
end

class String
  alias_method :__native_match, :match
  alias_method :__native_scan, :scan
  alias_method :__native_sub, :sub
  alias_method :__native_gsub, :gsub
  alias_method :__native_sub!, :sub!
  alias_method :__native_gsub!, :gsub!

  # A Regexp pattern is asked with its own match(self, *rest), as CRuby's
  # (a subclass's or singleton's match runs, with any number of arguments:
  # hence *args here).
  def match(*args)
    pattern = args[0]
    m = if !(Regexp === pattern)
          __native_match(*args)
        elsif args.size == 1
          pattern.match(self)
        else
          args.size == 2 ? pattern.match(self, args[1]) : pattern.match(self, *args.drop(1))
        end
    m && block_given? ? yield(m) : m
  end

  def scan(pattern)
    return __native_scan(pattern) unless block_given?
    re = __pattern(pattern)
    src = __frozen_snapshot
    pos = 0
    last = nil
    while (m = src.__send__(:__match_at, re, pos))
      last = m
      b = m.__byte_begin
      e = m.__byte_end
      pos = b == e ? src.__send__(:__next_char_pos, e) : e
      $~ = m
      yield(m.size == 1 ? m[0] : m.captures)
    end
    $~ = last
    self
  end

  def sub(pattern, replacement = (no_replacement = true), &block)
    return __native_sub(pattern, replacement) unless no_replacement
    return __native_sub(pattern) unless block
    __sub_block(pattern, false, &block) || dup
  end

  def gsub(pattern, replacement = (no_replacement = true), &block)
    return __native_gsub(pattern, replacement) unless no_replacement
    return to_enum(:gsub, pattern) unless block
    __sub_block(pattern, true, &block) || dup
  end

  def sub!(pattern, replacement = (no_replacement = true), &block)
    return __native_sub!(pattern, replacement) unless no_replacement
    return __native_sub!(pattern) unless block
    replace(self) if frozen?
    r = __sub_block(pattern, false, &block)
    r ? replace(r) : nil
  end

  def gsub!(pattern, replacement = (no_replacement = true), &block)
    return __native_gsub!(pattern, replacement) unless no_replacement
    return to_enum(:gsub!, pattern) unless block
    replace(self) if frozen?
    r = __sub_block(pattern, true, &block)
    r ? replace(r) : nil
  end
  __arity_as_native :match, :sub, :gsub, :sub!, :gsub!

  private

  # A Regexp, or a String searched for as it is (its matches make their
  # Regexp when asked for it, as CRuby's).
  def __pattern(pat)
    return pat if Regexp === pat
    return pat.frozen? ? pat : pat.dup.freeze if pat.is_a?(String)
    return pat.to_str.dup.freeze if pat.respond_to?(:to_str)
    raise TypeError, "wrong argument type #{pat.nil? ? 'nil' : pat.class} (expected Regexp)"
  end

  def __next_char_pos(e)
    e < bytesize ? e + byteslice(e, 4)[0].bytesize : e + 1
  end

  # The result of sub/gsub with a block, or nil when nothing matched.
  def __sub_block(pat, global)
    if String === pat && !include?(pat)
      $~ = nil
      return nil
    end
    re = __pattern(pat)
    m = __match_at(re, 0)
    unless m
      $~ = nil
      return nil
    end
    str = m.string # the frozen copy of self that every match shares, made only when one is found
    out = str.byteslice(0, 0)
    offset = 0
    last = m
    while m
      last = m
      b = m.__byte_begin
      e = m.__byte_end
      out << str.byteslice(offset, b - offset)
      $~ = m
      r = yield(m[0])
      out << (String === r ? r : "#{r}") # a to_s answering no String shows the object, as CRuby
      offset = e
      break unless global
      if b == e
        break if e >= str.bytesize
        c = str.byteslice(e, 4)[0]
        out << c
        offset = e + c.bytesize
      end
      m = str.__send__(:__match_at, re, offset)
    end
    $~ = last
    out << str.byteslice(offset, str.bytesize - offset) if offset < str.bytesize
    out
  end
end
