# An uncaught Interrupt runs ensure clauses and at_exit handlers, is
# reported, and ends the process as SIGINT would (status 130)
at_exit { puts "at_exit ran" }
begin
  Process.kill("INT", $$)
  while true; end
ensure
  puts "ensure ran"
end
