This text is not Ruby: -x skips every line before the "#!...ruby" line.
#!/usr/bin/env ruby
# Expected output written by hand: Debian's ruby 3.1 run with the same switches.
puts "after the shebang"
p __LINE__
