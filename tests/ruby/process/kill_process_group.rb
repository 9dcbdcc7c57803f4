# Process.kill with a negative signal number or a name after a minus sign
# signals a process group: a child that leads its own group signals it the
# three ways, its trap counting each; the pid converts with #to_int.
# Expected output: Debian's ruby 3.1 (the reference CRuby 4.0 on WASI starts no processes), with Ruby 3.4's quotes in the ArgumentError message.
reader, writer = IO.pipe
pid = fork do
  reader.close
  Process.setpgrp
  count = 0
  Signal.trap(:USR1) { count += 1 }
  group = Process.getpgrp
  as_int = Object.new
  as_int.define_singleton_method(:to_int) { group }
  [-Signal.list["USR1"], "-USR1", :"-SIGUSR1"].each do |signal|
    writer.puts Process.kill(signal, as_int)
  end
  sleep 0.001 until count == 3
  writer.puts count
end
writer.close
Process.wait(pid)
print reader.read
p $?.success?
begin
  Process.kill("-NOSUCH", 0)
rescue ArgumentError => e
  p e.message
end
