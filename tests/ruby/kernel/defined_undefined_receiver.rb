# defined? of a call or a scoped constant whose receiver or scope is itself undefined is nil, without raising
p defined?(NoSuch.x)
p defined?(NoSuch::X)
p defined?(NoSuch::Deeper::X)
p defined?(no_such_method.x)
p defined?(String.new)
p defined?(String.no_such)
p defined?(File::SEPARATOR)
p defined?(Comparable.instance_method)
