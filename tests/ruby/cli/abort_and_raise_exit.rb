# abort prints its message to stderr and exits 1; ensure and at_exit still run
at_exit { puts "cleanup" }
begin
  puts "working"
  abort "fatal: something broke"
ensure
  puts "ensure"
end
