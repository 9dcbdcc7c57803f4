# String: each_char, each_byte, each_codepoint, each_line, upto, and the
# block forms of split, scrub, lines, chars, bytes and codepoints.

class String
  alias_method :__native_split, :split
  alias_method :__native_scrub, :scrub
  alias_method :__native_scrub!, :scrub!
  alias_method :__native_lines, :lines
  alias_method :__native_chars, :chars
  alias_method :__native_bytes, :bytes
  alias_method :__native_codepoints, :codepoints
  private :__native_split, :__native_scrub, :__native_scrub!, :__scrub_pieces, :__native_lines, :__native_chars,
          :__native_bytes, :__native_codepoints

  # With a block, lines, chars, bytes and codepoints yield as each_line,
  # each_char, each_byte and each_codepoint do, and answer the receiver.
  def lines(*args, chomp: false, &blk) = blk ? each_line(*args, chomp: chomp, &blk) : __native_lines(*args, chomp: chomp)
  def chars(&blk) = blk ? each_char(&blk) : __native_chars
  def bytes(&blk) = blk ? each_byte(&blk) : __native_bytes
  def codepoints(&blk) = blk ? each_codepoint(&blk) : __native_codepoints

  # With a block, split yields each piece and returns the receiver.
  def split(pattern = nil, limit = 0)
    parts = __native_split(pattern, limit)
    return parts unless block_given?
    i = 0
    while i < parts.size
      yield parts[i]
      i += 1
    end
    self
  end

  # With a block, each invalid byte run is replaced by what the block returns.
  def scrub(repl = nil)
    return __native_scrub(repl) unless block_given?
    return dup if repl.nil? && valid_encoding?
    pieces = __scrub_pieces
    out = +pieces[0]
    i = 1
    while i < pieces.size
      out << yield(pieces[i]) << pieces[i + 1]
      i += 2
    end
    out
  end

  def scrub!(repl = nil, &blk)
    return __native_scrub!(repl) unless blk
    replace(scrub(&blk))
  end

  def each_char
    return to_enum(:each_char) { size } unless block_given?
    cs = __native_chars
    i = 0
    n = cs.size
    while i < n
      yield cs[i]
      i += 1
    end
    self
  end

  def grapheme_clusters(&blk)
    return __grapheme_clusters unless blk
    each_grapheme_cluster(&blk)
  end

  def each_grapheme_cluster
    return to_enum(:each_grapheme_cluster) { __grapheme_clusters.size } unless block_given?
    __grapheme_clusters.each { |cluster| yield cluster }
    self
  end

  def each_byte
    return to_enum(:each_byte) { bytesize } unless block_given?
    i = 0
    while i < bytesize
      yield getbyte(i)
      i += 1
    end
    self
  end

  def each_codepoint
    return to_enum(:each_codepoint) { size } unless block_given?
    cs = __native_chars
    i = 0
    n = cs.size
    while i < n
      yield cs[i].ord
      i += 1
    end
    self
  end

  def each_line(*args, chomp: (no_chomp = true; false))
    unless block_given?
      return no_chomp ? to_enum(:each_line, *args) : to_enum(:each_line, *args, chomp: chomp)
    end
    if args.size > 1
      raise ArgumentError, "wrong number of arguments (given #{args.size}, expected 0..1)"
    end
    sep = args.empty? ? $/ : args[0]
    src = __frozen_snapshot # the lines of the String as it was: the block may change it
    pos = 0
    while (batch = src.__send__(:__lines_at, pos, sep, chomp)) # a few lines at a time: a break ends the work
      pos = batch.pop
      sep = batch.pop unless sep.nil? || sep.is_a?(String) # its to_str, called once
      i = 0
      while i < batch.size
        yield batch[i]
        i += 1
      end
    end
    self
  end

  # What a block form walks (each_line, scan): the String as it was when
  # called, frozen, so that the block may change the String and each
  # MatchData shares the copy rather than copying it.
  def __frozen_snapshot = frozen? ? self : dup.freeze

  def upto(max, exclusive = (no_excl = true; false))
    return to_enum(:upto, max, *(no_excl ? [] : [exclusive])) unless block_given?
    max = max.to_str unless max.is_a?(String)
    __str_upto(self, max, exclusive) { |s| yield s }
    self
  end
end
