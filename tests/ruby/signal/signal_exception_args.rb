begin; SignalException.new(Object.new); rescue => e; p e; end
begin; Process.kill(Object.new, 0); rescue => e; p e; end
begin; Signal.trap(Object.new, "DEFAULT"); rescue => e; p e; end
e = SignalException.new(2); p e.signm, e.message
p Interrupt.new.signm
p Interrupt.new("x").signm
p Signal.trap(:INT, :SIG_DFL)
p Signal.trap(:INT, :IGNORE)
p Signal.trap(:INT, "DEFAULT")
begin; Signal.trap(:INT, :BOGUS); rescue => e; p e; end
