# A copy of the seed program fiber_transfer.rb with a 1,000,000-fiber row; the
# resident memory is read from /proc, not from ps.
# frozen_string_literal: true

require 'fiber'

class Fiber
  attr_accessor :next
end

def run(num_fibers)
  count = 0

  GC.start
  GC.disable

  first = nil
  last = nil
  supervisor = Fiber.current
  num_fibers.times do
    fiber = Fiber.new do
      loop do
        count += 1
        if count == 1_000_000
          supervisor.transfer
        else
          Fiber.current.next.transfer
        end
      end
    end
    first ||= fiber
    last.next = fiber if last
    last = fiber
  end

  last.next = first
 
  t0 = Time.now
  first.transfer
  elapsed = Time.now - t0

  rss = File.exist?("/proc/self/status") ? File.read("/proc/self/status")[/VmRSS:\s+(\d+)/, 1].to_i : 0 # 0: unknown (WebAssembly)

  puts "fibers: #{num_fibers} rss: #{rss} count: #{count} rate: #{count / elapsed}"
rescue Exception => e
  puts "Stopped at #{count} fibers"
  p e
end

run(100)
run(1000)
run(10000)
run(100000)
run(1000000) unless ARGV.include?("--no-million")
