# A deterministic bank-queue simulation with Random.new(7): arrivals, service, waits and averages
rng = Random.new(7)
queue = []
waits = []
busy_until = 0
(0...60).each do |minute|
  queue << minute if rng.rand < 0.3
  if busy_until <= minute && !queue.empty?
    arrived = queue.shift
    waits << minute - arrived
    busy_until = minute + rng.rand(1..4)
  end
end
p waits.size, waits.sum, waits.max, (waits.sum.to_f / waits.size).round(3), queue.size
p waits.tally.sort.first(3), waits.each_slice(5).map(&:sum)
