# A killed thread running its ensure clause is "aborting"; asleep in it, its
# status is "sleep", as in Ruby; Thread#inspect shows the same state.
t = Thread.new do
  Thread.current.report_on_exception = false
  begin
    Thread.current.kill
  ensure
    puts Thread.current.status
    puts Thread.current.inspect[/\w+>\z/]
    Thread.stop
    puts "woken"
  end
end
Thread.pass while t.status && t.status != "sleep"
puts t.status, t.alive?, t.stop?
t.wakeup
t.join
p t.status
