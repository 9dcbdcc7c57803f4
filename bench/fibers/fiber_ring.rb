# The seed program fiber_transfer.rb with size parameters: FIBERS fibers in a
# ring pass control with Fiber#transfer until SWITCHES transfers have
# happened. Prints the count. (The ring is an Array rather than an accessor
# added to Fiber, which mruby refuses.)
fibers_count = (ARGV[0] || 1000).to_i
switches = (ARGV[1] || 1_000_000).to_i
count = 0
supervisor = Fiber.current
ring = Array.new(fibers_count) do |i|
  Fiber.new do
    following = (i + 1) % fibers_count
    loop do
      count += 1
      count == switches ? supervisor.transfer : ring[following].transfer
    end
  end
end
ring[0].transfer
puts count
