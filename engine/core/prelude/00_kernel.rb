# Kernel: loop, tap, then/yield_self, catch, to_enum/enum_for, and the private
# helpers (__cmpint, __cmp_failed, __to_int, ...) that the rest of the prelude uses.

module Kernel
  private def loop
    return to_enum(:loop) { Float::INFINITY } unless block_given?
    begin
      while true
        yield
      end
    rescue StopIteration => e
      e.result
    end
  end

  # `throw` is native. __catch_frame marks this method's frame as the target
  # of `throw tag` (see PRIMITIVES.md); throw makes this frame return its value.
  private def catch(tag = Object.new)
    __catch_frame(tag)
    yield tag
  end

  def tap
    yield self
    self
  end

  def then
    return to_enum(:then) { 1 } unless block_given? # yield_self's too, as in CRuby
    yield self
  end
  alias yield_self then

  def to_enum(meth = :each, *args, **kw, &size)
    Enumerator.__for(self, meth, args, kw, size)
  end

  def enum_for(meth = :each, *args, **kw, &size)
    Enumerator.__for(self, meth, args, kw, size)
  end

  # Sign (-1, 0, 1) of the result `c` of `a <=> b`, as CRuby's rb_cmpint;
  # nil means a and b are not comparable.
  private def __cmpint(c, a, b)
    if c.is_a?(Integer)
      return c > 0 ? 1 : (c < 0 ? -1 : 0)
    end
    __cmp_failed(a, b) if c.nil?
    return 1 if c > 0
    return -1 if c < 0
    0
  end

  private def __cmp_failed(a, b)
    desc =
      if b.nil? || true.equal?(b) || false.equal?(b) || b.is_a?(Symbol) || b.is_a?(Float) ||
         (b.is_a?(Integer) && b >= -4611686018427387904 && b < 4611686018427387904)
        b.inspect
      else
        b.class
      end
    raise ArgumentError, "comparison of #{a.class} with #{desc} failed"
  end

  # Implicit conversion to Integer (NUM2LONG): Integer as is, Float truncated,
  # else to_int.
  private def __to_int(n)
    return n if n.is_a?(Integer)
    return n.to_i if n.is_a?(Float)
    raise TypeError, "no implicit conversion from nil to integer" if n.nil?
    unless n.respond_to?(:to_int)
      raise TypeError, "no implicit conversion of #{__class_desc(n)} into Integer"
    end
    r = n.to_int
    unless r.is_a?(Integer)
      raise TypeError, "can't convert #{n.class} to Integer (#{n.class}#to_int gives #{r.class})"
    end
    r
  end

  # flat_map's step: the block's value goes into ary, spread when it is an
  # Array or converts to one with to_ary.
  private def __flat_map_append(ary, r)
    if r.is_a?(Array)
      ary.concat(r)
    elsif r.respond_to?(:to_ary) && (a = r.to_ary).is_a?(Array)
      ary.concat(a)
    else
      ary << r
    end
  end

  # Rational() and Complex(): their exception: keyword is true or false.
  private def __check_exception_option(exception)
    return if exception.equal?(true) || exception.equal?(false)
    raise ArgumentError, "expected true or false as exception: #{exception.inspect}"
  end

  # How CRuby names an object's class in conversion errors.
  private def __class_desc(x)
    return "nil" if x.nil?
    return "true" if true.equal?(x)
    return "false" if false.equal?(x)
    x.class
  end

  # Size of a receiver for a lazily sized enumerator: its #size, or nil.
  private def __enum_size
    respond_to?(:size) ? size : nil
  end
end

# Kernel#require and #require_relative (their search and loading:
# core/load.cpp). A file that another thread is loading answers that
# thread's lock: wait for it here, where a green thread can wait, then
# require the file again (a load that raised leaves it to this thread).
module Kernel
  private def __after_loading
    loaded = yield
    while loaded.instance_of?(Thread::Mutex)
      loaded.lock
      loaded.unlock
      loaded = yield
    end
    loaded
  end

  module_function

  # A feature found nowhere first loads RubyGems, if it loads on demand
  # (core/load.cpp): RubyGems' own require, which replaces this one, then
  # looks for it among the installed gems. A Ractor other than the main one
  # has the main one require it (core/prelude/99_ractor.rb).
  def require(path)
    return Ractor._require(path) unless Ractor.main?
    __after_loading { __require(path) }
  rescue LoadError => e
    raise unless Ractor.main? && e.path == File.path(path) && __load_rubygems
    require(path)
  end

  def require_relative(path)
    return __after_loading { __require_relative(path) } if Ractor.main?
    feature = __relative_feature(path)
    feature ? Ractor._require(feature) : false
  end
end

# Kernel#gem, until RubyGems loads on demand and replaces it with its own.
module Kernel
  private def gem(name, *requirements)
    return method_missing(:gem, name, *requirements) unless __load_rubygems
    gem(name, *requirements)
  end
end

# Kernel#Pathname: the class itself (core/prelude/on_demand/pathname.rb)
# loads on first reference.
module Kernel
  module_function

  def Pathname(path)
    return path if path.is_a?(Pathname)
    Pathname.new(path)
  end
end

# Kernel#warn, as Ruby's warning.rb: nothing when $VERBOSE is nil or the
# category is off (Warning[category]); with uplevel:, the text starts with
# "file:line: warning: " of that caller (or "warning: " when there is no
# such caller). The text (the messages as puts writes them, __warn_text in
# core/io.cpp) goes to Warning.warn, as every warning of the interpreter's
# own does (__warning_warn): with its category, unless the program's
# Warning.warn takes the message alone. Kernel#warn called on Warning
# itself (a Warning#warn calling super) writes the text: Warning.warn would
# call it again.
module Kernel
  module_function

  def warn(*msgs, uplevel: nil, category: nil)
    unless category.nil?
      category = __warning_category(category)
      return nil unless Warning[category]
    end
    return nil if msgs.empty? || $VERBOSE.nil?
    prefix = ""
    unless uplevel.nil?
      level = __to_int(uplevel)
      raise ArgumentError, "negative level (#{level})" if level < 0
      location = caller_locations(level + 1, 1)&.first
      prefix = location ? "#{location.path}:#{location.lineno}: warning: " : "warning: "
    end
    text = __warn_text(prefix, *msgs)
    if equal?(Warning)
      __warn_write(text)
    else
      __warning_warn(text, category)
    end
    nil
  end

  def __warning_warn(text, category)
    if Warning.method(:warn).arity == 1
      Warning.warn(text)
    else
      Warning.warn(text, category: category)
    end
    nil
  end

  private def __warning_category(category)
    return category if category.is_a?(Symbol)
    return category.to_sym if category.respond_to?(:to_sym)
    raise TypeError, "no implicit conversion of #{category.class} into Symbol"
  end
end

# Warning#warn, which Warning extends itself with: writes the message as it
# is to $stderr, unless its category is off. Programs replace it (on
# Warning's singleton class, or by extending Warning) to see every warning.
module Warning
  def warn(*message, category: nil) # arity -1, as Ruby's own (Kernel#warn asks)
    raise ArgumentError, "wrong number of arguments (given #{message.size}, expected 1)" unless message.size == 1
    message = message[0]
    raise TypeError, "wrong argument type #{__class_desc(message)} (expected String)" unless message.is_a?(String)
    return nil unless category.nil? || Warning[category]
    __warn_write(message)
    nil
  end

  extend self
end
