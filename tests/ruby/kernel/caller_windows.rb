# caller and caller_locations with a start and length or a range, and
# Thread#backtrace / #backtrace_locations of the current thread.
def a = b
def b = c
def c
  p caller.size > 1, caller(0)[0][/in .*/], caller(1, 1).size, caller(0..1).map { _1[/in .*/] }
  p caller(100), caller(caller(0).size), caller_locations(0, 1)[0].label, caller_locations(1..1)[0].label
  p caller_locations(..0)[0].label, caller(1..)[0][/in .*/]
  begin; caller(-1); rescue ArgumentError => e; p e; end
  begin; caller(0, -1); rescue ArgumentError => e; p e; end
  p Thread.current.backtrace[0][/in .*/], Thread.current.backtrace_locations(0, 1)[0].label
  p Thread.current.backtrace(1..2).map { _1[/in .*/] }
end
a
