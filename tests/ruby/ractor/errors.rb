# An exception that ends a Ractor surfaces as Ractor::RemoteError (cause:
# the copied exception) on take, value and join; taking twice is closed.
# expected output written by hand (checked against CRuby's Ractor, Ruby 4.0's
# formats): the reference CRuby 4.0 on WASI has no Ractor.
Warning[:experimental] = false
r = Ractor.new do
  Thread.current.report_on_exception = false
  raise ArgumentError, "bad input"
end
begin
  r.take
rescue Ractor::RemoteError => e
  p e.class, e.message, e.cause.class, e.cause.message, e.ractor.equal?(r)
end
p Ractor::RemoteError.ancestors.take(3)
p Ractor::ClosedError.superclass, Ractor::IsolationError.superclass
done = Ractor.new { :once }
p done.take
begin
  done.take
rescue Ractor::ClosedError => e
  p e.message
end
begin
  Ractor.new
rescue ArgumentError => e
  p e.message
end
