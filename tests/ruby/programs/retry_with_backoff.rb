# Retrying an operation with exponential backoff (simulated clock), giving up after max attempts, and reporting
class Flaky
  def initialize(fail_times) = (@fails, @calls = fail_times, 0)
  attr_reader :calls
  def call = (@calls += 1) <= @fails ? raise(IOError, "attempt #{@calls} failed") : "ok after #{@calls}"
end
def with_retries(op, max: 4, base: 0.1)
  delays = []
  attempt = 0
  begin
    attempt += 1
    [op.call, delays]
  rescue IOError => e
    raise if attempt >= max
    delays << (base * 2**(attempt - 1)).round(3)
    retry
  end
end
p with_retries(Flaky.new(2)), with_retries(Flaky.new(0))
begin
  with_retries(Flaky.new(9))
rescue IOError => e
  p e.message
end
