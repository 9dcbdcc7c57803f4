# raise forms: class only, class+message, instance, re-raise with raise/$!, raise with cause:, and fail
def show
  yield
rescue => e
  [e.class, e.message, e.cause&.message]
end
p show { raise }, show { raise IndexError }, show { raise IndexError, "idx" }, show { raise IndexError.new("inst") }
p show { fail "via fail" }, show { raise "plain" }
p show { begin; raise "inner"; rescue; raise; end }
p show { begin; raise "a"; rescue => e; raise KeyError, "b"; end }
p show { raise KeyError.new("k"), cause: RuntimeError.new("explicit") }
p show { begin; raise "x"; rescue; raise $!.class, "rewrapped #{$!.message}"; end }
begin
  raise Class.new(StandardError), "anon"
rescue => e
  p e.message, e.class.name
end
begin
  raise 42
rescue TypeError => e
  p e.message
end
