# raise forms: raise "msg" (RuntimeError), raise Class, raise Class, "msg", raise obj; exception/new protocol; errors on bad raise
def attempt
  yield
rescue Exception => e
  [e.class, e.message]
end
p attempt { raise "simple" }
p attempt { raise ArgumentError }
p attempt { raise ArgumentError, "with msg" }
p attempt { raise IndexError.new("obj") }
p attempt { raise Class.new(StandardError) { def self.name = "Anon" }, "anon" }.last
p attempt { raise 42 }
p attempt { raise StandardError, :sym_msg }
p attempt { fail "fail is raise" }
class WithException
  def exception(msg = nil) = RuntimeError.new("from #exception #{msg}")
end
p attempt { raise WithException.new, "m" }
p attempt { raise RuntimeError, "x", ["custom:1"] }.first
begin
  raise RuntimeError, "bt", ["a.rb:1", "b.rb:2"]
rescue => e
  p e.backtrace
end
