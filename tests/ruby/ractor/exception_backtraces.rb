# An exception's backtrace, read only after the exception crossed to another
# Ractor (the cause of a RemoteError, or a value sent back): it shows where
# the exception was raised, in the Ractor that raised it.
# expected output written by hand (checked against CRuby 3.1's Ractor, with
# Ruby 4.0's 'Class#method' labels): the reference CRuby 4.0 on WASI has no
# Ractor.
Warning[:experimental] = false
def own(lines) = lines.grep(/\Aexception_backtraces\.rb:\d+:/)

r = Ractor.new do
  Thread.current.report_on_exception = false
  def fail_inside = raise(ArgumentError, "inside")
  fail_inside
end
begin
  r.take
rescue Ractor::RemoteError => e
  p own(e.cause.backtrace)
end

r = Ractor.new do
  begin
    Integer("x")
  rescue => error
    error
  end
end
sent = r.take
p own(sent.backtrace), sent.backtrace.equal?(sent.backtrace)
