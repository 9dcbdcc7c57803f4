# frozen_string_literal: true

# strscan.so for Garnet: StringScanner (strscan 3.1.6), the lexical scanner
# over a String that CRuby writes in C; scan_integer comes from Ruby's own
# strscan/strscan.rb. Positions are byte offsets. A Regexp is matched at the
# position through a cached copy anchored with \G; without fixed_anchor the
# copy also reads \A, ^, \b and \B relative to the position, as if the rest
# of the string were scanned alone (patterns with a lookbehind are matched
# on a copy of the rest). Matching runs on a frozen snapshot of the string,
# taken again whenever its size or encoding changes. The scanning methods
# and [] run in C++ (core/strscan.cpp) on the instance variables set here.
class StringScanner
  Version = "3.1.6"
  Id = "$Id$"

  class Error < StandardError; end

  # Tokens of a Regexp source that mean something else once the scan
  # position is no longer the start of the string, and what replaces them.
  RELATIVE = {
    "\\A" => "\\G",
    "^" => "(?:\\G|^)",
    "\\b" => "(?:\\G(?=\\w)|(?!\\G)\\b)",
    "\\B" => "(?:\\G(?!\\w)|(?!\\G)\\B)",
  }.freeze
  CHAR_CLASS = /\[\^?\]?(?:\\.|\[\^?\]?(?:\\.|[^\]\\])*\]|[^\]\\\[])*\]/m
  SOURCE_TOKENS = /\\[pP]\{[^}]*\}|\\.|\(\?#[^)]*\)|\(\?<[=!]|#{CHAR_CLASS}|\^/m
  PATTERN_CACHE_LIMIT = 512
  DECIMAL = /\G[+-]?\d+/
  HEXADECIMAL = /\G[+-]?(?:0x)?\h+/
  private_constant :RELATIVE, :CHAR_CLASS, :SOURCE_TOKENS,
                   :PATTERN_CACHE_LIMIT, :DECIMAL, :HEXADECIMAL

  def self.must_C_version
    self
  end

  def initialize(string, options = nil, **keywords)
    options = keywords unless options.is_a?(Hash)
    @fixed_anchor = fixed_anchor_option(**options)
    @string = string_value(string)
    @curr = 0
    @num_regs = 0
    @pattern_caches = pattern_caches
    clear_match
  end

  def string
    @string
  end

  def string=(string)
    @string = string_value(string)
    @curr = 0
    clear_match
    string
  end

  def concat(string)
    @string << string_value(string)
    self
  end
  alias << concat

  def pos
    @curr
  end
  alias pointer pos

  def pos=(position)
    position = long_value(position)
    position += @string.bytesize if position.negative?
    raise RangeError, "index out of range" unless position.between?(0, @string.bytesize)
    @curr = position
  end
  alias pointer= pos=

  def charpos
    @string.byteslice(0, @curr).length
  end

  def reset
    @curr = 0
    clear_match
    self
  end

  def terminate
    @curr = @string.bytesize
    clear_match
    self
  end

  def fixed_anchor?
    @fixed_anchor
  end

  def eos?
    @curr >= @string.bytesize
  end

  def rest?
    !eos?
  end

  def rest
    eos? ? empty_string : @string.byteslice(@curr, @string.bytesize - @curr)
  end

  def rest_size
    eos? ? 0 : @string.bytesize - @curr
  end

  def beginning_of_line?
    return nil if @curr > @string.bytesize
    @curr.zero? || @string.getbyte(@curr - 1) == 10
  end
  alias bol? beginning_of_line?

  # scan, skip, match?, check, scan_until, skip_until, exist? and
  # check_until are C++ methods (core/strscan.cpp) that call do_scan for
  # what they do not take themselves; so is [] (group_at).
  __strscan_natives(self)

  def scan_full(pattern, advance, return_string) = do_scan(pattern, advance, return_string, true)
  def search_full(pattern, advance, return_string) = do_scan(pattern, advance, return_string, false)

  def getch
    clear_match
    return nil if eos?
    length = @string.byteslice(@curr, 8)[0].bytesize
    step(length)
    extract(@prev, @curr)
  end

  def get_byte
    clear_match
    return nil if eos?
    step(1)
    extract(@prev, @curr)
  end

  def scan_byte
    clear_match
    return nil if eos?
    byte = @string.getbyte(@curr)
    step(1)
    byte
  end

  def peek_byte
    eos? ? nil : @string.getbyte(@curr)
  end

  def peek(length)
    length = long_value(length)
    return empty_string if eos?
    raise ArgumentError, "negative string size (or size too big)" if length.negative?
    extract(@curr, @curr + length)
  end

  def unscan
    raise Error, "unscan failed: previous match record not exist" unless @matched
    @curr = @prev
    clear_match
    self
  end

  def matched?
    @matched
  end

  def matched
    extract(@match_beg, @match_end) if @matched
  end

  def matched_size
    @match_end - @match_beg if @matched
  end

  def pre_match
    extract(0, @match_beg) if @matched
  end

  def post_match
    extract(@match_end, @string.bytesize) if @matched
  end

  def size
    @num_regs if @matched
  end

  def captures
    (1...@num_regs).map { |index| group(index) } if @matched
  end

  def values_at(*indexes)
    indexes.map { |index| self[index] } if @matched
  end

  def named_captures
    return {} unless @regex
    @regex.named_captures.to_h do |name, numbers|
      [name, numbers.filter_map { |number| self[number] }.last]
    end
  end

  def inspect
    return "#<#{self.class} (uninitialized)>" unless @string
    return "#<#{self.class} fin>" if eos?
    before = @curr.zero? ? "" : " #{inspect_before}"
    "#<#{self.class} #{@curr}/#{@string.bytesize}#{before} @ #{inspect_after}>"
  end

  private

  # [index]: the text of a group of the last match, by number or name.
  def group_at(index)
    return nil unless @matched
    index = case index
            when Symbol, String then group_number(index.to_s)
            else long_value(index)
            end
    index += @num_regs if index.negative?
    group(index) if index.between?(0, @num_regs - 1)
  end

  def fixed_anchor_option(fixed_anchor: false)
    fixed_anchor ? true : false
  end

  # The scan and search methods: match pattern at the position (anchored)
  # or anywhere after it, move past the match when advance, and answer the
  # text from the position to the match's end, or its length. The matching
  # done here sets the caller's $~ (this file's frames share it), which
  # CRuby's scanner leaves alone: it is put back.
  def do_scan(pattern, advance, return_string, anchored)
    callers_match = $~
    clear_match
    return nil if @curr > @string.bytesize
    if pattern.is_a?(Regexp)
      @regex = pattern
      return nil unless match_regexp(pattern, anchored)
    else
      return nil unless match_string(string_value(pattern), anchored)
    end
    @matched = true
    @prev = @curr
    @curr = @match_end if advance
    return_string ? extract(@prev, @match_end) : @match_end - @prev
  ensure
    $~ = callers_match
  end

  # Matching starts on the whole string, or on a copy of its rest when the
  # pattern must not see the text before the position or when the position
  # splits a character (byteindex refuses such an offset).
  def match_regexp(regexp, anchored)
    compiled, on_rest = compiled_pattern(regexp, anchored)
    base = on_rest ? @curr : 0
    begin
      found = base.zero? ? snapshot.byteindex(compiled, @curr) : snapshot.__send__(:__byteindex_rest, compiled, base, @curr - base)
    rescue IndexError # @curr is inside a character
      base = @curr
      retry
    end
    return false unless found
    record_match($~, base)
    true
  end

  def record_match(match, base)
    @match = match
    @base = base
    @num_regs = match.size
    beg, fin = match.byteoffset(0)
    @match_beg = beg + base
    @match_end = fin + base
  end

  def match_string(pattern, anchored)
    check_encoding(pattern)
    return false if @string.bytesize - @curr < pattern.bytesize
    found = if anchored
              @curr if @string.byteslice(@curr, pattern.bytesize) == pattern
            else
              find_string(pattern)
            end
    return false unless found
    record_plain_match(found, found + pattern.bytesize)
    true
  end

  def find_string(pattern)
    @string.byteindex(pattern, @curr)
  rescue IndexError
    found = text_from(@curr).byteindex(pattern)
    found && found + @curr
  end

  # A match without groups of its own (a String pattern, getch, ...): the
  # count of groups stays that of the last Regexp match, as in CRuby.
  def record_plain_match(beg, fin)
    @match = nil
    @num_regs = 1 if @num_regs.zero?
    @match_beg = beg
    @match_end = fin
  end

  def step(length)
    @matched = true
    @prev = @curr
    @curr += length
    record_plain_match(@prev, @curr)
  end

  def scan_base10_integer = scan_integer_matching(DECIMAL, 10)
  def scan_base16_integer = scan_integer_matching(HEXADECIMAL, 16)

  def scan_integer_matching(pattern, base)
    callers_match = $~
    clear_match
    unless @string.encoding.ascii_compatible?
      raise Encoding::CompatibilityError, "ASCII incompatible encoding: #{@string.encoding}"
    end
    return nil if eos? || !snapshot.byteindex(pattern, @curr)
    step($~.byteoffset(0)[1] - @curr)
    extract(@prev, @curr).to_i(base)
  rescue IndexError # the position splits a character, so has no digit
    nil
  ensure
    $~ = callers_match
  end

  def clear_match
    @matched = false
    @regex = nil
  end

  # The Regexp to match regexp with, and whether it is matched on a copy of
  # the rest of the string rather than on the whole string.
  def compiled_pattern(regexp, anchored)
    cache = @pattern_caches[(@fixed_anchor ? 2 : 0) + (anchored ? 1 : 0)]
    compiled = cache[regexp]
    return compiled if compiled
    cache.clear if cache.size >= PATTERN_CACHE_LIMIT
    cache[regexp] = compile(regexp, anchored)
  end

  # Compiled patterns by [fixed_anchor, anchored] and Regexp (the object:
  # a pattern is most often one literal, scanned with again and again):
  # [pattern, whether it is matched on the rest of the string]. Each Ractor
  # keeps its own, in its local storage (other Ractors may not write to a
  # constant's Hash); a scanner holds its Ractor's from the start.
  def pattern_caches
    Ractor.current[:__strscan_patterns] ||= Array.new(4) { {}.compare_by_identity }
  end

  def compile(regexp, anchored)
    source = @fixed_anchor ? regexp.source : relative_source(regexp.source)
    on_rest = source.nil?
    source = regexp.source if on_rest
    source = "\\G(?:#{source}#{"\n" if regexp.options.anybits?(Regexp::EXTENDED)})" if anchored
    pattern = source == regexp.source ? regexp : Regexp.new(source, regexp.options)
    [pattern, on_rest]
  end

  # source with \A, ^, \b and \B read relative to the scan position, or
  # nil when it has a lookbehind, which would see the text before it.
  def relative_source(source)
    lookbehind = false
    relative = source.gsub(SOURCE_TOKENS) do |token|
      lookbehind = true if token.start_with?("(?<")
      RELATIVE.fetch(token, token)
    end
    relative unless lookbehind
  end

  def text_from(base)
    return snapshot if base.zero?
    snapshot.byteslice(base, snapshot.bytesize - base).freeze
  end

  def snapshot
    string = @string
    return string if string.frozen?
    copy = @snapshot
    unless copy && copy.bytesize == string.bytesize && copy.encoding == string.encoding
      @snapshot = copy = string.dup.freeze
    end
    copy
  end

  def group(index)
    return extract(@match_beg, @match_end) if index.zero?
    return nil unless @match && index < @match.size
    beg, fin = @match.byteoffset(index)
    extract(beg + @base, fin + @base) if beg
  end

  # The group number of a named group: of those sharing the name, the last
  # that took part in the match.
  def group_number(name)
    numbers = @regex&.named_captures&.[](name)
    raise IndexError, "undefined group name reference: #{name}" unless numbers
    numbers.reverse_each.find { |number| group(number) } || numbers.last
  end

  def extract(beg, fin)
    length = @string.bytesize
    return nil if beg > length
    @string.byteslice(beg, [fin, length].min - beg)
  end

  def empty_string
    String.new(encoding: @string.encoding)
  end

  def inspect_before
    text = @curr > 5 ? "...#{@string.byteslice(@curr - 5, 5).b}" : @string.byteslice(0, @curr)
    text.b.dump
  end

  def inspect_after
    rest = @string.bytesize - @curr
    text = rest > 5 ? "#{@string.byteslice(@curr, 5).b}..." : @string.byteslice(@curr, rest)
    text.b.dump
  end

  def check_encoding(pattern)
    return if pattern.encoding == @string.encoding || Encoding.compatible?(@string, pattern)
    raise Encoding::CompatibilityError,
          "incompatible character encodings: #{encoding_name(@string)} and #{encoding_name(pattern)}"
  end

  def encoding_name(string)
    string.encoding == Encoding::BINARY ? "BINARY (ASCII-8BIT)" : string.encoding.name
  end

  def string_value(value)
    return value if value.is_a?(String)
    String.try_convert(value) or
      raise TypeError, "no implicit conversion of #{type_name(value)} into String"
  end

  def long_value(value)
    case value
    when Integer then value
    when Float then value.to_i
    when nil then raise TypeError, "no implicit conversion from nil to integer"
    else
      return value.to_int if value.respond_to?(:to_int)
      raise TypeError, "no implicit conversion of #{type_name(value)} into Integer"
    end
  end

  def type_name(value)
    case value
    when nil, true, false then value.inspect
    else value.class
    end
  end
end

Object.const_set(:ScanError, StringScanner::Error) unless Object.const_defined?(:ScanError)

require "strscan/strscan"
