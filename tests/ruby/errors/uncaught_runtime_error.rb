# Uncaught RuntimeError at top level: message on stderr in Ruby 4.0 format, exit status 1
puts "about to fail"
raise "something bad happened"
