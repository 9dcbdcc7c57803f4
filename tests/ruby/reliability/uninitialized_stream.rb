# IO.allocate and File.allocate (and subclasses whose initialize opens
# nothing) give streams whose methods raise IOError "uninitialized stream".
def t = (p yield rescue puts $!.inspect.gsub(/#<Class:0x\h+>/, "#<Class>"))
t { File.allocate.close }
t { Class.new(File) { def initialize = nil }.new.close }
t { Class.new(IO) { def initialize = nil }.new.puts 1 }
t { IO.allocate.inspect.sub(/0x\h+/, "0x") }
t { File.allocate.inspect.sub(/0x\h+/, "0x") }
t { IO.allocate.to_io.class }
t { File.allocate.path }
%i[close closed? close_read close_write fileno read gets sync eof? binmode lineno pos rewind tty? stat each_line].each do |m|
  t { [m, File.allocate.public_send(m) {}] }
end
t { IO.allocate.write("x") }
t { File.allocate.flock(File::LOCK_EX) }
t { File.allocate.size }
t { IO.select([IO.allocate], nil, nil, 0) }
t { Class.new(IO).allocate.fileno }
