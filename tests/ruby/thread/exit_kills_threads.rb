# At exit, after the at_exit handlers, the threads still alive are killed:
# their ensure clauses run (status "aborting" meanwhile)
t = Thread.new { begin; Queue.new.pop; ensure; puts "t ensure #{Thread.current.status}"; end }
Thread.pass until t.status == "sleep"
at_exit { puts "at_exit" }
puts "main done"
