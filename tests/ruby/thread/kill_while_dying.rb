# Thread#kill (or Thread.exit) of a thread that is already being killed does nothing: its ensure clause runs to the end
# expected output from Debian's ruby 3.1 (the reference CRuby on WASI has no threads); Ruby 4.0 prints the same
t = Thread.new do
  begin
    sleep
  ensure
    Thread.current.kill
    p :after_kill_in_ensure
    Thread.exit
    p :after_exit_in_ensure
  end
end
sleep 0.05
t.kill
p t.join(2).class, t.status
u = Thread.new { Thread.current.kill; p :not_reached }
p u.join.status
v = Thread.new { sleep }
sleep 0.01
v.kill
v.kill
p v.join.status, v.alive?
