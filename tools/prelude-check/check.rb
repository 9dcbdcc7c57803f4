# Evaluates each case of cases.txt (one Ruby expression a line; `#` starts a
# comment line) and prints, a line per case, the case, a tab and its result
# in a comparable form: the value (see norm), or the exception's class and
# message. check.py runs it on Garnet, where the prelude
# (engine/core/prelude/*.rb) implements most of these methods, and compares
# with expected.txt, its output on CRuby 4.0, where they are native.

HERE = File.dirname(File.expand_path(__FILE__))
$VERBOSE = nil
$stdout.sync = true

# Fixtures used by the cases.
class Multi # each yields several values at once
  include Enumerable
  def each
    yield 1, 2
    yield 3
    yield
    yield [4, 5]
    self
  end
end

class Nums # an Enumerable over given values
  include Enumerable
  def initialize(*a)
    @a = a
  end

  def each
    i = 0
    while i < @a.size
      yield @a[i]
      i += 1
    end
    self
  end
end

class Sized < Nums
  def size
    @a.size
  end
end

class Ver # Comparable
  include Comparable
  attr_reader :v
  def initialize(v)
    @v = v
  end

  def <=>(o)
    o.is_a?(Ver) ? (v <=> o.v) : nil
  end

  def inspect
    "V#{v}"
  end
end

class Odd # <=> returning non-Integer
  include Comparable
  attr_reader :v
  def initialize(v)
    @v = v
  end

  def <=>(o)
    (v <=> o.v).to_f
  end
end

class Subarr < Array; end

def cases
  File.read(File.join(HERE, "cases.txt")).split("\n").map(&:strip).reject { |l| l.empty? || l.start_with?("#") }
end

def strip_addr(s)
  s.gsub(/0x[0-9a-f]+/, "0x")
end

# A comparable form of a result: distinguishes 1 from 1.0 and Array from
# Hash, ignores Hash#inspect's format, and follows nested containers.
def norm(v, depth = 0)
  return [:deep] if depth > 20
  if v.is_a?(Array)
    r = [:A, v.class.name]
    i = 0
    while i < v.size
      r << norm(v[i], depth + 1)
      i += 1
    end
    r
  elsif v.is_a?(Hash)
    r = [:H, v.class.name, v.compare_by_identity?, norm(v.default, depth + 1), v.default_proc ? :dp : nil]
    ks = v.keys
    i = 0
    while i < ks.size
      r << [norm(ks[i], depth + 1), norm(v[ks[i]], depth + 1)]
      i += 1
    end
    r
  elsif v.is_a?(Float)
    [:F, v.nan? ? "NaN" : v.to_s]
  elsif v.is_a?(Enumerator)
    [:E, v.class.name, strip_addr(v.inspect)]
  elsif v.is_a?(Range)
    [:R, norm(v.begin, depth + 1), norm(v.end, depth + 1), v.exclude_end?]
  elsif v.nil? || true.equal?(v) || false.equal?(v) || v.is_a?(Integer) || v.is_a?(String) || v.is_a?(Symbol)
    v
  elsif v.is_a?(Proc)
    [:proc]
  else
    [:O, v.class.name, strip_addr(v.inspect)]
  end
end

# A fresh scope per case, so cases cannot clobber the harness locals.
def case_binding
  binding
end

def run(code)
  norm(eval(code, case_binding))
rescue Exception => e
  raise if e.is_a?(Interrupt)
  [:raise, e.class.name, strip_addr(e.message.to_s.split("\n")[0].to_s)]
end

# Optional arguments FROM TO: only cases FROM...TO (check.py runs CRuby in parts).
list = ARGV.empty? ? cases : cases[Integer(ARGV[0])...Integer(ARGV[1])]
list.each { |c| puts "#{c}\t#{run(c).inspect}" }
