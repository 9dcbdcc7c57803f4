# A signal that arrives while the main thread loops on Thread.pass (another
# thread asleep) is raised in the main thread, as in Ruby.
sleeper = Thread.new { sleep }
pid = spawn("sleep 0.2; kill -TERM #{Process.pid}")
begin
  loop { Thread.pass }
rescue SignalException => e
  puts "rescued #{e.message}"
end
Process.wait(pid)
sleeper.kill
