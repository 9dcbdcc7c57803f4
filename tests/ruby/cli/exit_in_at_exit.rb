# exit inside an at_exit handler changes the final exit status; remaining handlers still run
at_exit { puts "last handler runs too" }
at_exit do
  puts "handler calling exit 5"
  exit 5
end
puts "main"
