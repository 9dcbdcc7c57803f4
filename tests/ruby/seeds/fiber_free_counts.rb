# The seeds' fiber ring, reduced to its arithmetic: round-robin counting over N workers without Fibers
def run(num_workers, total)
  count = 0
  per_worker = Array.new(num_workers, 0)
  while count < total
    num_workers.times do |w|
      count += 1
      per_worker[w] += 1
    end
  end
  "workers: #{num_workers} count: #{count} first: #{per_worker.first} last: #{per_worker.last}"
end
puts run(100, 1000), run(7, 100), run(1000, 1000)
