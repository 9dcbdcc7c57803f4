# The seed program mtime_threads.rb with the call count as a second argument
# (the seed makes 10,000,000 calls) and without its YJIT line.
GC.disable
THREADS = (ARGV[0] || 10).to_i
N = (ARGV[1] || 10_000_000).to_i
Array.new(THREADS).map do
  Thread.new do
    (N / THREADS).times { File.mtime(__FILE__) }
  end
end.each(&:join)
puts "#{N} calls completed"
