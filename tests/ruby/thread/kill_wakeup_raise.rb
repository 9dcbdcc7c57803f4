# Thread#kill/exit (ensure clauses run), Thread.stop, #wakeup/#run,
# Thread#raise, thread variables, #fetch, #keys, Thread.list, stop?
log = []
t = Thread.new do
  begin
    sleep
  ensure
    log << :ensure
  end
  log << :after
end
Thread.pass until t.status == "sleep"
p t.kill.equal?(t)
t.join
p log, t.status, t.alive?, t.value

t = Thread.new do
  begin
    Thread.current.kill
    log << :not_reached
  ensure
    log << :ensure2
  end
end
t.join
p log, t.status
t = Thread.new { Thread.exit; :never }
p t.value, t.status
t = Thread.new { sleep 0.01; 1 }
Thread.kill(t)
p t.join.equal?(t), t.value
p Thread.new { rescue_me = begin; Thread.current.kill; rescue Exception; :rescued; end; rescue_me }.value

t = Thread.new { Thread.stop; :woke }
Thread.pass until t.stop?
p t.status, t.stop?
p t.run.equal?(t)
p t.value, t.stop?
t = Thread.new { sleep }
Thread.pass until t.status == "sleep"
t.wakeup
p t.value
begin
  t.wakeup
rescue ThreadError => e
  p e.message
end
begin
  Thread.stop
rescue ThreadError => e
  p e.message
end

t = Thread.new do
  begin
    sleep
  rescue ArgumentError => e
    [:rescued, e.message]
  end
end
Thread.pass until t.status == "sleep"
p t.raise(ArgumentError, "from outside")
p t.value
t = Thread.new { sleep }
t.report_on_exception = false
Thread.pass until t.status == "sleep"
t.raise("plain")
begin
  t.join
rescue RuntimeError => e
  p e.message
end
p t.status

cur = Thread.current
p cur.thread_variable_get(:v), cur.thread_variable_set(:v, 1), cur.thread_variable_get(:v)
p cur.thread_variable?(:v), cur.thread_variable?("v"), cur.key?(:v)
cur[:local] = 2
p cur.fetch(:local), cur.fetch(:missing, :dflt), cur.fetch(:missing) { |k| k.to_s }
begin
  cur.fetch(:missing)
rescue KeyError => e
  p e.message
end
p cur.keys.include?(:local)
p Thread.list.include?(cur), Thread.list.all? { |th| th.alive? }
sleeper = Thread.new { sleep }
Thread.pass until sleeper.status == "sleep"
p Thread.list.size
sleeper.kill
sleeper.join
p Thread.list.size, Thread.main.priority
p Thread.abort_on_exception, Thread.current.abort_on_exception
