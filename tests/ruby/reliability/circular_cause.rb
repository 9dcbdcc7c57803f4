# raise refuses circular causes: cause: naming an exception whose chain leads
# back raises ArgumentError "circular causes"; $! that would make a cycle is
# left out; cause: must be an exception.
def t = (p yield rescue puts $!.inspect.gsub(/#<Class:0x\h+>/, "#<Class>"))
a = RuntimeError.new("a"); b = RuntimeError.new("b")
begin; raise a, cause: b; rescue; end
p a.cause
begin; raise b, cause: a; rescue => e; p [:rescued, e, e.cause]; end
p b.cause
t { raise a, cause: a }
p a.cause
c = RuntimeError.new("c")
t { raise c, cause: c }
p c.cause
t { raise c, cause: 1 }
t { raise c, cause: nil }
t { raise cause: a }
x = RuntimeError.new("x"); y = RuntimeError.new("y")
begin
  begin; raise x; rescue; raise y; end
rescue; end
p y.cause
begin
  begin; raise y; rescue; raise x; end
rescue => e2; p [e2, e2.cause]; end
t { raise x, cause: y }
raise b
