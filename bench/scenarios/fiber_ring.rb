# The seed program fiber_transfer.rb with size parameters: FIBERS fibers in a
# ring pass control with Fiber#transfer until SWITCHES transfers have
# happened. Prints the count.
class Fiber
  attr_accessor :next
end

fibers_count = (ARGV[0] || 1000).to_i
switches = (ARGV[1] || 1_000_000).to_i
count = 0
supervisor = Fiber.current
first = last = nil
fibers_count.times do
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
first.transfer
puts count
