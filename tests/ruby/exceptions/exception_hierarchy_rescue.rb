# What rescue catches by default (StandardError) vs explicit Exception, ScriptError, and ordering of rescue clauses
def try
  yield
  :ok
rescue => e
  [:standard, e.class]
rescue Exception => e
  [:exception, e.class]
end
p try { raise "x" }, try { raise NotImplementedError }, try { raise SignalException, "INT" } rescue p $!
p try { raise Interrupt }, try { exit 3 }, try { raise ScriptError }, try { Integer("z") }
p NotImplementedError.ancestors.take(3), SystemExit.superclass, Interrupt.ancestors.take(3)
p StopIteration.superclass, LocalJumpError.superclass, FiberError.superclass, ThreadError.superclass, EncodingError.superclass
begin
  raise TypeError, "first"
rescue ArgumentError
  p :wrong
rescue TypeError, NameError => e
  p [:right, e.message]
end
