# Two green threads pass a token back and forth through two Queues ROUNDS
# times (a thread switch each way); prints the sum of the tokens.
rounds = (ARGV[0] || 200_000).to_i
ping = Queue.new
pong = Queue.new
partner = Thread.new { rounds.times { pong << ping.pop * 2 } }
sum = 0
rounds.times { |i| ping << i; sum += pong.pop }
partner.join
puts sum
