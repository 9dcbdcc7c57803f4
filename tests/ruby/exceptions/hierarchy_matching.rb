# Rescue clauses match by class hierarchy, first match wins, multiple classes per clause, ancestors of core errors
def classify
  yield
rescue ZeroDivisionError, FloatDomainError => e
  "math: #{e.class}"
rescue ArgumentError => e
  "arg: #{e.class}"
rescue NameError => e
  "name: #{e.class}"
rescue StandardError => e
  "std: #{e.class}"
end
p classify { 1 / 0 }
p classify { Integer("z") }
p classify { undefined_thing }
p classify { nil.foo }
p classify { [].fetch(1) }
p classify { {}.fetch(:k) }
p classify { raise "plain" }
p classify { Float::NAN.to_i }
p NoMethodError.superclass, NameError.superclass, KeyError.superclass, StopIteration.superclass, FrozenError.superclass
p ZeroDivisionError.superclass, FloatDomainError.superclass, LocalJumpError.superclass, SystemStackError.superclass
p Exception.superclass, ScriptError.subclasses.map(&:to_s).sort, Interrupt.superclass
begin
  begin
    raise NotImplementedError, "nope"
  rescue => e
    p :not_caught_by_bare_rescue
  end
rescue ScriptError => e
  p [e.class, e.message]
end
