# exit! exits immediately with the given status, skipping at_exit handlers and ensure clauses
at_exit { puts "at_exit must not run" }
puts "before exit!"
$stdout.flush
begin
  exit! 4
ensure
  puts "ensure must not run"
end
