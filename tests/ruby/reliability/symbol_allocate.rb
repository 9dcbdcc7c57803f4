# Symbol.allocate (and a Symbol subclass's) raises TypeError instead of making a broken Symbol.
def t = (p yield rescue puts $!.inspect.gsub(/#<Class:0x\h+>/, "#<Class>"))
t { Symbol.allocate }
t { Class.new(Symbol).allocate }
t { Symbol.new }
t { Class.instance_method(:new).bind_call(Symbol) }
p Symbol.respond_to?(:allocate), Symbol.respond_to?(:new)
t { Marshal.load("\x04\bo:\vSymbol\x00") }
