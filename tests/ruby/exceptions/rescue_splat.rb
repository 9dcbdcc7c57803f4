# A splat in a rescue clause's list: an Array's classes, nothing for nil
# (*(X if false)), an object's to_a; a non-class left in the list is still
# TypeError once it is reached.
def attempt(error, *extra)
  raise error, "boom"
rescue ArgumentError, *(IOError if extra.empty?)
  :argument_or_io
rescue *nil
  :never
rescue *extra, *[KeyError] => e
  [:extra, e.class]
rescue StandardError
  :other
end

p attempt(ArgumentError), attempt(IOError), attempt(IOError, TypeError)
p attempt(TypeError, TypeError), attempt(KeyError, NameError), attempt(RuntimeError, TypeError)
list = Object.new
def list.to_a = [ZeroDivisionError]
begin
  1 / 0
rescue *list => e
  p e.class
end
begin
  begin
    raise "x"
  rescue *[1]
    p :no
  end
rescue TypeError => e
  p e.message
end
