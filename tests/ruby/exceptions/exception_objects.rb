# Exception objects: message/to_s/inspect/full_message-free, exception(new_msg), ==, backtrace nil until raised, detailed_message
e = ArgumentError.new("bad arg")
p e.message, e.to_s, e.inspect, e.backtrace, e.cause, e.class.superclass, e.is_a?(StandardError)
e2 = e.exception("other")
p e2.message, e2.class, e.equal?(e.exception), e == ArgumentError.new("bad arg")
p RuntimeError.new.message, StandardError.new(nil).inspect, KeyError.new("k", receiver: {}, key: :z).key
p e.detailed_message, e.detailed_message(highlight: false), RuntimeError.new("").inspect
class MyErr < StandardError
  def initialize(val)
    @val = val
    super("value was #{val}")
  end
  attr_reader :val
end
begin
  raise MyErr, 42
rescue MyErr => err
  p err.message, err.val, err.backtrace.class
end
p [ZeroDivisionError, FloatDomainError, KeyError, StopIteration, FrozenError].map(&:superclass)
