# Raising and rescuing exceptions: a parser's error path. A custom error
# raised three calls deep and rescued by class, errors raised by core
# methods (Integer(), Hash#fetch) and rescued inline, an ensure on every
# call, and a retry.
class ParseError < StandardError
  def initialize(token) = super("unexpected #{token}")
end

def token_value(token)
  raise ParseError, token if token.start_with?("!")
  token.length
end

def field(token) = token_value(token) + 1

def parse(tokens, log)
  sum = 0
  tokens.each do |t|
    sum += field(t)
  rescue ParseError => e
    log << e.message.length
  ensure
    sum += 1
  end
  sum
end

def strict_integer(text) = Integer(text) rescue -1

def fetch_or_default(hash, key)
  hash.fetch(key)
rescue KeyError
  0
end

rounds = (ARGV[0] || 20_000).to_i
tokens = %w[alpha !beta gamma !delta epsilon]
table = { "a" => 1, "b" => 2 }
log = []
total = 0
rounds.times do |i|
  total += parse(tokens, log)
  total += strict_integer(i % 2 == 1 ? "12" : "x12")
  total += fetch_or_default(table, i % 3 == 0 ? "a" : "z")
  attempts = 0
  begin
    attempts += 1
    raise ArgumentError, "again" if attempts < 2
    total += attempts
  rescue ArgumentError
    retry
  end
end
puts total, log.inject(0) { |s, n| s + n }
