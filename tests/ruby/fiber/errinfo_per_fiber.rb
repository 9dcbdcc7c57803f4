# $! belongs to the fiber that rescued: another fiber sees its own.
begin
  raise "outer"
rescue
  inner = Fiber.new do
    seen = $!.inspect
    begin
      raise "inner"
    rescue
      Fiber.yield [seen, $!.message]
    end
    $!.inspect
  end
  p inner.resume
  p $!.message
  p inner.resume
  p $!.message
end
p $!
def retry_once
  tries = 0
  begin
    tries += 1
    raise ArgumentError, "try #{tries}" if tries < 2
    [tries, $!]
  rescue ArgumentError
    retry
  end
end
p retry_once
