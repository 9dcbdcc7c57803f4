# SIGQUIT and SIGALRM are Ruby's too: SignalException runs ensure clauses
# and at_exit handlers, is not reported, and the process ends as the signal
# would (SIGQUIT: status 131)
# expected output written by hand: the reference CRuby on WASI has no signals;
# Debian's ruby 3.1 prints this and ends with status 131
at_exit { puts "at_exit ran" }
begin
  Process.kill("ALRM", $$)
  sleep 1
rescue SignalException => e
  puts "rescued #{e.message} (#{e.signo})"
end
begin
  Process.kill("QUIT", $$)
  sleep 1
  puts "not reached"
ensure
  puts "ensure ran"
end
