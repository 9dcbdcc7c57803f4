# Set (core in Ruby 4.0), backed by a Hash of element => true kept in @hash
# (hidden from #instance_variables; its default is false, as in CRuby, so
# that Marshal writes CRuby's bytes).
#
# Mutators check frozen? themselves so that the FrozenError names the Set.
# Inspect is Ruby 4.0's: "Set[1, 2]" for Set, "#<Sub: {1, 2}>" for subclasses.
# Loaded on first reference to the constant Set (core/load.cpp).

class Set
  include Enumerable

  def self.[](*items)
    new(items)
  end

  def initialize(enum = nil, &block)
    @hash = Hash.new(false)
    return if enum.nil?
    if block
      __each_of(enum) { |o| @hash[yield(o)] = true }
    else
      __each_of(enum) { |o| @hash[o] = true }
    end
  end

  def initialize_copy(orig)
    @hash = orig.instance_variable_get(:@hash).dup
    self
  end

  def instance_variables
    super - [:@hash]
  end

  def compare_by_identity
    __check_frozen
    @hash.compare_by_identity
    self
  end

  def compare_by_identity?
    @hash.compare_by_identity?
  end

  def size
    @hash.size
  end

  def length
    @hash.size
  end

  def count(*args, &block)
    return @hash.size if args.empty? && !block
    super
  end

  def empty?
    @hash.empty?
  end

  def include?(o)
    @hash.key?(o)
  end

  def member?(o)
    @hash.key?(o)
  end

  def ===(o)
    @hash.key?(o)
  end

  def add(o)
    __check_frozen
    @hash[o] = true
    self
  end

  def <<(o)
    __check_frozen
    @hash[o] = true
    self
  end

  def add?(o)
    return nil if @hash.key?(o)
    add(o)
  end

  def delete(o)
    __check_frozen
    @hash.delete(o)
    self
  end

  def delete?(o)
    return nil unless @hash.key?(o)
    delete(o)
  end

  def clear
    __check_frozen
    @hash.clear
    self
  end

  def replace(enum)
    __check_frozen
    n = Hash.new(false)
    n.compare_by_identity if @hash.compare_by_identity?
    __each_of(enum) { |o| n[o] = true }
    @hash = n
    self
  end

  def each
    return to_enum(:each) { size } unless block_given?
    @hash.each_key { |k| yield k }
    self
  end

  def to_a
    @hash.keys
  end

  def to_set(*args, &block)
    return self if instance_of?(Set) && args.empty? && !block
    super
  end

  def freeze
    @hash.freeze
    super
  end

  def merge(*enums)
    __check_frozen
    enums.each { |e| __each_of(e) { |o| @hash[o] = true } }
    self
  end

  def subtract(enum)
    __check_frozen
    __each_of(enum) { |o| @hash.delete(o) }
    self
  end

  def |(enum)
    dup.merge(enum)
  end

  def union(enum)
    dup.merge(enum)
  end

  def +(enum)
    dup.merge(enum)
  end

  def -(enum)
    dup.subtract(enum)
  end

  def difference(enum)
    dup.subtract(enum)
  end

  def &(enum)
    n = self.class.new
    if enum.is_a?(Set) && enum.size > size
      each { |o| n.add(o) if enum.include?(o) }
    else
      __each_of(enum) { |o| n.add(o) if @hash.key?(o) }
    end
    n
  end

  def intersection(enum)
    self & enum
  end

  def ^(enum)
    other = enum.is_a?(Set) ? enum : Set.new(enum)
    n = self.class.new
    each { |o| n.add(o) unless other.include?(o) }
    other.each { |o| n.add(o) unless @hash.key?(o) }
    n
  end

  def subset?(set)
    __need_set(set)
    size <= set.size && all? { |o| set.include?(o) }
  end

  def <=(set)
    subset?(set)
  end

  def superset?(set)
    __need_set(set)
    size >= set.size && set.all? { |o| @hash.key?(o) }
  end

  def >=(set)
    superset?(set)
  end

  def proper_subset?(set)
    __need_set(set)
    size < set.size && all? { |o| set.include?(o) }
  end

  def <(set)
    proper_subset?(set)
  end

  def proper_superset?(set)
    __need_set(set)
    size > set.size && set.all? { |o| @hash.key?(o) }
  end

  def >(set)
    proper_superset?(set)
  end

  def <=>(set)
    return nil unless set.is_a?(Set)
    return 0 if self == set
    return -1 if proper_subset?(set)
    return 1 if proper_superset?(set)
    nil
  end

  def intersect?(enum)
    if enum.is_a?(Set)
      return size < enum.size ? any? { |o| enum.include?(o) } : enum.any? { |o| @hash.key?(o) }
    end
    __each_of(enum) { |o| return true if @hash.key?(o) }
    false
  end

  def disjoint?(enum)
    !intersect?(enum)
  end

  def ==(other)
    return true if equal?(other)
    return false unless other.is_a?(Set) && size == other.size
    other.all? { |o| @hash.key?(o) }
  end

  def eql?(other)
    other.is_a?(Set) && @hash.eql?(other.instance_variable_get(:@hash))
  end

  def hash
    @hash.hash
  end

  def select!
    return to_enum(:select!) { size } unless block_given?
    __check_frozen
    n = size
    @hash.each_key { |k| @hash.delete(k) unless yield(k) }
    size == n ? nil : self
  end

  def filter!(&block)
    return to_enum(:filter!) { size } unless block
    select!(&block)
  end

  def keep_if
    return to_enum(:keep_if) { size } unless block_given?
    __check_frozen
    @hash.each_key { |k| @hash.delete(k) unless yield(k) }
    self
  end

  def reject!
    return to_enum(:reject!) { size } unless block_given?
    __check_frozen
    n = size
    @hash.each_key { |k| @hash.delete(k) if yield(k) }
    size == n ? nil : self
  end

  def delete_if
    return to_enum(:delete_if) { size } unless block_given?
    __check_frozen
    @hash.each_key { |k| @hash.delete(k) if yield(k) }
    self
  end

  def map!
    return to_enum(:map!) { size } unless block_given?
    __check_frozen
    n = Hash.new(false)
    n.compare_by_identity if @hash.compare_by_identity?
    @hash.each_key { |k| n[yield(k)] = true }
    @hash = n
    self
  end

  def collect!(&block)
    return to_enum(:collect!) { size } unless block
    map!(&block)
  end

  def classify
    return to_enum(:classify) { size } unless block_given?
    h = {}
    each { |o| (h[yield(o)] ||= self.class.new).add(o) }
    h
  end

  def flatten
    self.class.new.__flatten_into(self, [])
  end

  def flatten!
    __check_frozen
    return nil unless any? { |o| o.is_a?(Set) }
    replace(flatten)
  end

  def join(sep = nil)
    to_a.join(sep)
  end

  def inspect
    guard = ($__garnet_set_inspecting ||= [])
    sub = !instance_of?(Set)
    if guard.any? { |o| o.equal?(self) }
      return sub ? "#<#{self.class}: {...}>" : "Set[...]"
    end
    guard << self
    begin
      body = to_a.map(&:inspect).join(", ")
      sub ? "#<#{self.class}: {#{body}}>" : "Set[#{body}]"
    ensure
      guard.pop
    end
  end

  def to_s
    inspect
  end

  def reset
    @hash.rehash if @hash.respond_to?(:rehash)
    self
  end

  protected def __flatten_into(set, seen)
    set.each do |o|
      if o.is_a?(Set)
        raise ArgumentError, "tried to flatten recursive Set" if seen.any? { |s| s.equal?(o) }
        seen << o
        __flatten_into(o, seen)
        seen.pop
      else
        @hash[o] = true
      end
    end
    self
  end

  private def __check_frozen
    raise FrozenError, "can't modify frozen #{self.class}: #{inspect}" if frozen?
  end

  private def __need_set(set)
    raise ArgumentError, "value must be a set" unless set.is_a?(Set)
  end

  # Yields each element of an enumerable argument; ArgumentError otherwise.
  private def __each_of(enum, &block)
    if enum.is_a?(Set)
      enum.instance_variable_get(:@hash).each_key(&block)
    elsif enum.is_a?(Array)
      enum.each(&block)
    elsif enum.respond_to?(:each_entry)
      enum.each_entry(&block)
    elsif enum.respond_to?(:each)
      enum.each(&block)
    else
      raise ArgumentError, "value must be enumerable"
    end
  end
end
