# $@ is $!'s backtrace; an error raised by the VM while another is handled
# takes it as its cause; == compares backtraces too; backtrace_locations is
# one Array, made once.
p $@
bt = begin; raise "x"; rescue RuntimeError; $@; end
p bt.first[/\d+:in .*/]
begin
  $@ = ["nope"]
rescue ArgumentError => e
  p e
end
begin
  raise "y"
rescue
  $@ = ["set.rb:1"]
  p $!.backtrace
end

cause = RuntimeError.new "cause"
begin
  begin
    raise cause
  rescue
    1 / 0
  end
rescue ZeroDivisionError => z
  p z.cause.equal?(cause)
end
begin
  begin
    raise "outer"
  rescue
    raise ArgumentError, "inner", cause: nil
  end
rescue ArgumentError => e
  p e.cause
end

a = RuntimeError.new("m"); b = RuntimeError.new("m")
p a == b
a.set_backtrace(["x"]); b.set_backtrace(["y"]); p a == b
b.set_backtrace(["x"]); p a == b
p RuntimeError.new("m") == ArgumentError.new("m")

begin
  raise "q"
rescue => q
  p q.backtrace_locations.equal?(q.backtrace_locations)
  q.backtrace_locations.unshift "first"
  p q.backtrace_locations[0]
  q.set_backtrace(["a.rb:1:in 'm'"])
  p q.backtrace, q.backtrace_locations[0], q.backtrace_locations[1].lineno
end
p RuntimeError.new.backtrace_locations
