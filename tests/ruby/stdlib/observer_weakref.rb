# observer and weakref: observers notified on changed state; a WeakRef
# delegates to its object and knows whether it is alive.
require "observer"
require "weakref"
class Ticker
  include Observable
  def tick(price)
    changed
    notify_observers(Time.at(0).utc.year, price)
  end
end
class Watcher
  def initialize(name) = @name = name
  def update(year, price) = puts("#{@name}: #{year} #{price}")
end
t = Ticker.new
w1 = Watcher.new("first")
t.add_observer(w1)
t.add_observer(Watcher.new("second"))
t.tick(10)
p t.count_observers
t.delete_observer(w1)
t.tick(11)
t.notify_observers(1, 2) # not changed: nobody is told
t.add_observer(proc { |y, pr| puts "proc #{pr}" }, :call)
t.tick(12)
ref = WeakRef.new(+"text")
p ref.upcase, ref.weakref_alive?, ref.__getobj__.class, WeakRef.ancestors.include?(Delegator)
