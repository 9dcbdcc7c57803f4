# Deadlock detection raises fatal in the main thread; exit in another thread
# ends the program, running the main thread's ensure and at_exit handlers
begin
  Queue.new.pop
rescue Exception => e
  p e.class, e.message[/\A[^\n]*/]
end
at_exit { puts "at_exit ran" }
begin
  Thread.new { puts "exiting"; exit 3 }.join
  puts "not reached"
ensure
  puts "main ensure ran"
end
