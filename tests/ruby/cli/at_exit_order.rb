# at_exit handlers run in reverse registration order after the main program, and see final state
$log = []
at_exit { puts "first registered, runs last: #{$log.inspect}" }
at_exit { puts "second registered, runs first" }
at_exit { $log << :third_handler_ran }
puts "main program ends"
$log << :main_done
def register(tag) = at_exit { puts "handler from method: #{tag}" }
register(:one)
register(:two)
puts "registered from a method"
