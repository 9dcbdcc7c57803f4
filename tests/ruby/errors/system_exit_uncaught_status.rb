# raise SystemExit directly: no error message, status taken from the exception
puts "raising SystemExit"
raise SystemExit.new(9, "custom exit")
