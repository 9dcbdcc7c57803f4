# An uncaught FrozenError from a mutating method called on a frozen string
s = "abc".freeze
$stdout.puts "start"
s.concat("def")
