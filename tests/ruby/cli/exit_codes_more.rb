# exit with true/false/integers inside ensure and at_exit: the final status and output order
at_exit { puts "at_exit 1" }
at_exit { puts "at_exit 2"; exit 4 }
begin
  puts "body"
  exit 2
ensure
  puts "ensure runs"
end
puts "never"
