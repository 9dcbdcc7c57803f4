# Exception API: message/to_s/inspect/full_message/detailed_message(highlight: false)/exception/==
e = RuntimeError.new("bad thing")
p e.message, e.to_s, e.inspect, e.backtrace, e.backtrace_locations, e.cause
p e.full_message(highlight: false), e.detailed_message(highlight: false)
e2 = e.exception("other message")
p e2.message, e2.class, e.message, e2.equal?(e), e.exception.equal?(e)
p RuntimeError.new("a") == RuntimeError.new("a"), RuntimeError.new("a") == StandardError.new("a")
p ArgumentError.new.message, KeyError.new("k", receiver: {}, key: :z).key, NameError.new("n", :nm).name
p StandardError.new(nil).message, Exception.new(42).message, Exception.exception("x").message
begin
  raise "with backtrace"
rescue => ex
  p ex.backtrace_locations.first.lineno, ex.backtrace_locations.first.label, ex.backtrace.first
end
p SystemExit.new(3).status, SystemExit.new.status, SystemExit.new(false).status, SystemExit.new.success?
p(RuntimeError.new("multi\nline").full_message(highlight: false).lines.size)
