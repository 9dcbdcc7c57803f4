# Thread#priority= (an Integer kept within -3..3), thread_variables,
# name= (to_str, no NUL), Thread.start/new without a block, inspect's encoding.
# expected output written by hand: the reference CRuby on WASI has no
# threads; Debian's ruby 3.1 prints this
t = Thread.new { }
t.join
p t.priority, (t.priority = 100), t.priority, (t.priority = -9), t.priority
begin; t.priority = "x"; rescue TypeError => e; p e; end
p Thread.current.thread_variables
t.thread_variable_set(:a, 1); t.thread_variable_set(:b, 2); p t.thread_variables
n = Object.new; def n.to_str = "named"
Thread.current.name = n; p Thread.current.name
begin; Thread.current.name = "a\0b"; rescue ArgumentError => e; p e; end
begin; Thread.start; rescue ArgumentError => e; p e; end
begin; Thread.new; rescue ThreadError => e; p e; end
p Thread.current.inspect.encoding == Encoding::BINARY
