# Checks the Garnet prelude (engine/core/prelude/*.rb) against CRuby: every
# case in cases.txt is evaluated first with CRuby's native methods, then again
# after loading shim.rb and the prelude (which redefine those methods), and the
# results (values, or exception class and message) are compared.
#
#   ruby tools/prelude-check/check.rb            # Debian's CRuby 3.1
#   node tools/prelude-check/run40.mjs tools/prelude-check/check.rb   # CRuby 4.0
#
# Lines of cases.txt: one Ruby expression each; `#` starts a comment line;
# a `4| ` prefix marks behaviour new since 3.1 (skipped on CRuby < 3.4),
# a `3| ` prefix marks behaviour that 3.4 changed (skipped on CRuby >= 3.4).
# The harness itself uses only while loops and natives the prelude keeps.

HERE = File.dirname(File.expand_path(__FILE__))
PRELUDE = File.expand_path("../../engine/core/prelude", HERE)
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
  lines = File.read(File.join(HERE, "cases.txt")).split("\n")
  out = []
  modern = RUBY_VERSION >= "3.4"
  i = 0
  while i < lines.size
    l = lines[i].strip
    i += 1
    next if l.empty? || l.start_with?("#")
    if l.start_with?("4| ")
      next unless modern
      l = l[3..]
    elsif l.start_with?("3| ")
      next if modern
      l = l[3..]
    end
    out << l
  end
  out
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
  $stderr.puts code if ENV["TRACE"].to_s != ""
  v = eval(code, case_binding)
  norm(v)
rescue Exception => e
  raise if e.is_a?(Interrupt)
  [:raise, e.class.name, strip_addr(e.message.to_s.split("\n")[0].to_s)]
end

list = cases
expected = []
i = 0
while i < list.size
  expected << run(list[i])
  i += 1
end

# Keep CRuby's catch: Garnet's needs the __catch_frame primitive (see shim.rb).
module Kernel
  alias_method :__cruby_catch, :catch
end
load File.join(HERE, "shim.rb")
# The files this harness covers (other prelude files have their own checks).
files = %w[00_kernel 10_comparable 20_enumerable 30_enumerator 40_numeric
           50_array 60_hash 70_range 80_string].map { |f| File.join(PRELUDE, "#{f}.rb") }
i = 0
while i < files.size
  load files[i]
  i += 1
end
module Kernel
  alias_method :catch, :__cruby_catch
  private :catch
end

passed = 0
failed = 0
i = 0
while i < list.size
  got = run(list[i])
  if got == expected[i]
    passed += 1
  else
    failed += 1
    puts "MISMATCH: #{list[i]}"
    puts "  expected: #{expected[i].inspect}"
    puts "  got:      #{got.inspect}"
  end
  i += 1
end
puts "#{passed} passed, #{failed} failed (CRuby #{RUBY_VERSION})"
$stdout.flush
exit(failed == 0 ? 0 : 1) unless defined?(RUBY_PLATFORM) && RUBY_PLATFORM.include?("wasm")
