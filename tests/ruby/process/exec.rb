# exec replaces the process: what was printed is flushed first, at_exit handlers do not run, errors are Ruby's, the program's exit status is the process's (expected output written by hand from Debian's ruby 3.1, adjusted for Ruby 4.0)
at_exit { puts "not printed: exec skips at_exit" }
puts "before exec"
begin
  exec("nosuch-command-here")
rescue SystemCallError => e
  p e
end
begin
  exec
rescue ArgumentError => e
  p e
end
exec({"GARNET_E" => "from the env hash"}, 'echo "after exec: $GARNET_E"; exit 3')
