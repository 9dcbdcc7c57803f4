# An unknown name inside a method that is close to an instance variable and a method: NameError with suggestions
class Counter
  def initialize = @count = 0
  def increment = @count += 1
  def report = "count=#{cuont}"
end
c = Counter.new
c.increment
puts c.report
