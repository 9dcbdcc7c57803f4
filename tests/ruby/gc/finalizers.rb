# ObjectSpace.define_finalizer: its argument checks and errors, its answer,
# undefine_finalizer; a finalizer is called once with the object's id, for an
# object that died or at the end of the program (expected output written by
# hand from Debian's ruby 3.1: the reference CRuby 4.0 on WASI runs no
# finalizers at exit).
class Resource; end
IDS = []
FINALIZER = proc { |id| $stdout.write(IDS.include?(id) ? "finalized\n" : "unexpected id\n") }
def register
  resource = Resource.new
  IDS << resource.__id__
  ObjectSpace.define_finalizer(resource, FINALIZER)
end
3.times { register }
kept = Resource.new
IDS << kept.__id__
ObjectSpace.define_finalizer(kept) { |id| FINALIZER.call(id) }
removed = Resource.new
ObjectSpace.define_finalizer(removed, proc { puts "never" })
p ObjectSpace.undefine_finalizer(removed).equal?(removed)
callable = Object.new
def callable.call(id) = nil
answer = ObjectSpace.define_finalizer(Resource.new, callable)
p answer.size, answer[0], answer[1].equal?(callable)
[
  -> { ObjectSpace.define_finalizer(1, proc {}) },
  -> { ObjectSpace.define_finalizer(:sym, proc {}) },
  -> { ObjectSpace.define_finalizer(nil, proc {}) },
  -> { ObjectSpace.define_finalizer("frozen".freeze, proc {}) },
  -> { ObjectSpace.define_finalizer(Resource.new, 5) },
  -> { ObjectSpace.define_finalizer(Resource.new) },
].each do |bad|
  bad.call
rescue => e
  p [e.class, e.message]
end
puts "end of program"
