# Thread#key?, #[] and #thread_variable? with a key that is neither a Symbol
# nor a String raise at the call (TypeError, or what its inspect raises)
# instead of leaving an exception pending for an unrelated later call.
Thread.current[:a] = 1
Thread.current.thread_variable_set(:v, 1)
[:key?, :thread_variable?].each do |query|
  x = Thread.current.public_send(query, BasicObject.new)
  p [:returned, x]
rescue NoMethodError => e
  p [:rescued, e.class]
end
p :between
{a: 1}.key?(:b)
p :after
k = Object.new
def k.hash = raise("no hash")
p((Thread.current.key?(k) rescue [$!.class, $!.message.sub(/0x\h+/, "0x")]))
p((Thread.current[k] rescue [$!.class, $!.message.sub(/0x\h+/, "0x")]))
p Thread.current["a"], Thread.current.key?("a"), Thread.current.thread_variable?("v")
