# exit with an integer status: output before exit is flushed, ensure blocks run, code after does not
begin
  puts "before exit"
  exit 3
ensure
  puts "ensure runs on exit"
end
puts "never printed"
