# A ring of fibers passing control with Fiber#transfer: how the switch rate
# holds up as the ring grows.
class Fiber
  attr_accessor :next
end

def ring(num_fibers, switches)
  count = 0
  supervisor = Fiber.current
  first = last = nil
  num_fibers.times do
    fiber = Fiber.new do
      loop do
        count += 1
        count == switches ? supervisor.transfer : Fiber.current.next.transfer
      end
    end
    first ||= fiber
    last.next = fiber if last
    last = fiber
  end
  last.next = first

  t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  first.transfer
  elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0
  puts "fibers: #{num_fibers} switches: #{count} rate: #{(count / elapsed).round} per second"
end

[100, 1_000, 10_000].each { |n| ring(n, 200_000) }
