# $stdin.close and $stdout.close: reading or writing them afterwards raises IOError "closed stream"
p $stdin.closed?
$stdin.close
p $stdin.closed?
p((gets rescue $!))
p(($stdin.read rescue $!))
p(($stdin.getc rescue $!))
print "kept"
$stdout.close
$stdout.close
begin
  puts 1
rescue IOError => e
  $stderr.puts "puts: #{e.message}"
end
begin
  p 2
rescue IOError => e
  $stderr.puts "p: #{e.message}"
end
begin
  $stdout.write "3"
rescue IOError => e
  $stderr.puts "write: #{e.message}"
end
$stderr.puts $stdout.closed?
$stderr.close
warn "not shown"
