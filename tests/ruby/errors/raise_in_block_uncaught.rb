# Uncaught error raised inside blocks: backtrace labels 'block in ...' and 'Array#each'
class Runner
  def self.go
    [1, 2].each do |i|
      [:a].map { |s| raise IndexError, "fail at #{i}#{s}" if i == 2 }
    end
  end
end
puts "running"
$stdout.flush
Runner.go
