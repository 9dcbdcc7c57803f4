# Code eval'd in TOPLEVEL_BINDING runs as the main script's top level ('<main>'),
# other eval'd code as the scope around it
class Foo; end
def show
  yield
rescue => e
  puts e.backtrace.first[/in .*/]
end
show { eval("raise 'x'", TOPLEVEL_BINDING) }
show { -> { eval("raise 'x'", TOPLEVEL_BINDING, "(console)", 3) }.() }
show { eval("raise 'x'") }
show { Foo.class_eval("raise 'x'") }
show { Foo.class_eval("def m = raise('x')"); Foo.new.m }
show { Object.new.instance_eval("raise 'x'") }
