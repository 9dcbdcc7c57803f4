# A custom error hierarchy with extra data, rescue by base class, retry decisions by type, and full error chains
module Net
  class Error < StandardError; end
  class Timeout < Error
    attr_reader :seconds
    def initialize(seconds) = (@seconds = seconds; super("timed out after #{seconds}s"))
  end
  class HTTPError < Error
    attr_reader :status
    def initialize(status) = (@status = status; super("HTTP #{status}"))
    def retryable? = status >= 500
  end
end
attempts = Hash.new(0)
responses = { "a" => [Net::Timeout.new(3), :ok], "b" => [Net::HTTPError.new(404)], "c" => [Net::HTTPError.new(503), :ok] }
results = responses.keys.to_h do |k|
  begin
    attempts[k] += 1
    r = responses[k][attempts[k] - 1]
    raise r if r.is_a?(Exception)
    [k, r]
  rescue Net::Timeout, Net::HTTPError => e
    retry if (e.is_a?(Net::Timeout) || e.retryable?) && attempts[k] < 3
    [k, "#{e.class.name.split('::').last}: #{e.message}"]
  end
end
p results, attempts, Net::Timeout.ancestors.take(3), Net::HTTPError.new(500).retryable?
