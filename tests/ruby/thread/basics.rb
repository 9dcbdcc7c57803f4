# Green threads: new with arguments, join, value, alive?, status, thread locals, names
t = Thread.new(3, 4) { |a, b| a * b }
p t.value, t.join.equal?(t), t.alive?, t.status
slow = Thread.new { sleep 0.01; :slept }
p slow.alive?, slow.value, slow.alive?
order = []
workers = 3.times.map do |i|
  Thread.new do
    3.times do |j|
      order << [i, j]
      Thread.pass
    end
    i
  end
end
p workers.map(&:value), order.size, order.map(&:first).tally
cur = Thread.current
cur[:request] = "r1"
p cur[:request], cur.key?(:request), Thread.main.equal?(cur)
named = Thread.new { Thread.current.name }
named.name = "worker"
p named.value, named.name
