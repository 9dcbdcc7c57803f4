# exit with no argument and exit 0 give status 0; output is complete
puts "one"
$stderr.flush
print "two\n"
exit
