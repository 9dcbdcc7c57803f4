# BEGIN { } runs before the rest of its code unit, in order, in its scope,
# and only at the top level; END { } registers its block with at_exit the
# first time it runs, and END blocks run last, latest first.
# expected output written by hand: the reference CRuby on WASI does not run END
# blocks at exit; Debian's ruby 3.1 prints this
puts :main
BEGIN { puts :begin_one }
BEGIN { puts :begin_two }
3.times { END { puts :end_registered_once } }
END { puts :end_registered_last_runs_first }
x = 1
p eval("BEGIN { x = 2 }; x"), eval("BEGIN { $s = self }; $s")
begin
  eval("def m; BEGIN { }; end")
rescue SyntaxError => e
  p e.message.include?("BEGIN is permitted only at toplevel")
end
