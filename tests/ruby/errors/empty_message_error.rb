# Uncaught exceptions with empty messages: RuntimeError prints 'unhandled exception', others print the class name
class SilentError < StandardError
  def message = ""
end
begin
  raise SilentError
rescue => e
  p e.message
end
raise ""
