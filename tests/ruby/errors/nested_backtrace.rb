# Uncaught error inside nested method calls: backtrace 'from' lines with Class#method labels
class Foo
  def bar
    baz(1)
  end

  def baz(n)
    raise ArgumentError, "bad n: #{n}" if n.odd?
  end
end

def run_it = Foo.new.bar
puts "start"
run_it
