# A copy of the seed program fiber_resume.rb with a 1,000,000-fiber row and the
# resident memory after each row.
# frozen_string_literal: true

require 'fiber'

class Fiber
  attr_accessor :next
end

# This program shows how the performance of Fiber.transfer degrades as the fiber
# count increases

def run(num_fibers)
  count = 0

  GC.start
  GC.disable

  fibers = []
  num_fibers.times do
    fibers << Fiber.new { loop { Fiber.yield } }
  end

  t0 = Time.now

  while count < 1000000
    fibers.each do |f|
      count += 1
      f.resume
    end
  end

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
