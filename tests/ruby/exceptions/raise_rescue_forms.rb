# raise with class/message/instance, exception hierarchies, retry counts, ensure values, full_message-free
class AppError < StandardError
  def initialize(msg = "app failed") = super
end
class DbError < AppError
  attr_reader :code
  def initialize(code) = (@code = code; super("db error #{code}"))
end
begin
  raise AppError
rescue AppError => e
  p e.message, e.class.ancestors.take(3)
end
begin
  raise DbError.new(7)
rescue AppError => e
  p e.message, e.code, e.is_a?(StandardError)
end
begin
  raise DbError, 8
rescue => e
  p e.message
end
attempts = 0
begin
  attempts += 1
  raise "flaky" if attempts < 3
  p [:ok_after, attempts]
rescue
  retry
end
def with_ensure
  return :body
ensure
  p :ensure_ran
end
p with_ensure
x = begin
  Integer("bad")
rescue ArgumentError
  :fallback
else
  :no_error
ensure
  :ignored
end
p x
p (raise "inline" rescue "rescued #{$!.message}")
e = RuntimeError.new("boom")
p e.message, e.backtrace
begin
  raise TypeError.new("bad type"), cause: nil
rescue => err
  p err.class, err.cause
end
p StandardError.new.message, RuntimeError.new(nil).message rescue p $!
