# Warning.warn: the method every warning goes through, and a program's own
# definition of it.
$stderr = $stdout
p Warning.singleton_class.ancestors.include?(Warning)
p Warning.method(:warn).owner
p Warning.instance_method(:warn).arity
p Warning.warn("plain, no newline")
begin
  Warning.warn
rescue ArgumentError => e
  p e.message
end
puts
Warning.warn("with a category\n", category: :deprecated) # off by default: nothing
Warning[:deprecated] = true
Warning.warn("deprecated, now on\n", category: :deprecated)
begin
  Warning.warn(42)
rescue TypeError => e
  p e.message
end
begin
  Warning.warn("x", category: :nonsense)
rescue ArgumentError => e
  p e.message
end
begin
  Warning.warn("x", category: "deprecated")
rescue TypeError => e
  p e.message
end

# A program's own Warning.warn, with a category keyword: Kernel#warn passes
# the category, nil when none was given.
module Recorder
  def warn(message, category: nil)
    super("[#{category.inspect}] #{message}")
  end
end
Warning.extend(Recorder)
warn "from Kernel#warn"
warn "deprecated thing", category: "deprecated"
warn "experimental thing", category: :experimental
Warning[:experimental] = false
warn "not shown", category: :experimental
warn "two", "lines"
warn
X = 1
X = 2 # the interpreter's own warnings go through it too
$VERBOSE = true
eval "def m(a) = a\nh = {k: 1, k: 2}" # and the parser's
$VERBOSE = false

# One that takes the message alone gets it without a category.
module Warning
  def self.warn(message)
    $stdout.print "one-argument: ", message
  end
end
warn "no category for me", category: :deprecated
warn "nor for me"

# Kernel#warn bound to Warning writes the text itself: a Warning#warn
# calling super ends there rather than in itself.
Kernel.instance_method(:warn).bind(Warning).call("bound to Warning")
class << Warning
  remove_method :warn
end
module Warning
  def warn(*args, **kwargs)
    super
  end
end
warn "through super"
