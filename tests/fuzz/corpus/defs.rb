module M
  class Foo < Bar::Baz
    attr_reader :a
    def initialize(a, b = 2, *rest, c, k:, j: 3, **kw, &blk)
      @a = a
      super
    end
    def self.create(...) = new(...)
    def +(other) = self.class.new(a + other.a)
    def [](i) = @items[i]
    def []=(i, v)
      @items[i] = v
    end
    def -@; self; end
    def x=(v); @x = v; end
    def each
      return to_enum(:each) unless block_given?
      yield 1
    rescue ArgumentError, TypeError => e
      retry if e
    else
      nil
    ensure
      cleanup
    end
    class << self
      def build = new(1)
    end
  end
end
