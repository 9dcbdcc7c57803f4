# Mixed features in one program: a tiny bank ledger using Struct, Hash default, sort_by, format and exceptions
Txn = Struct.new(:who, :amount)
class InsufficientFunds < StandardError; end
class Ledger
  def initialize = @bal = Hash.new(0)
  def apply(t)
    raise InsufficientFunds, "#{t.who} cannot pay #{-t.amount}" if @bal[t.who] + t.amount < 0
    @bal[t.who] += t.amount
  end
  def report = @bal.sort_by { |w, b| [-b, w] }.map { |w, b| format("%-6s%6.2f", w, b / 100.0) }
end
l = Ledger.new
txns = [Txn.new("ann", 1000), Txn.new("bob", 250), Txn.new("ann", -300), Txn.new("bob", -500), Txn.new("cy", 5)]
txns.each do |t|
  l.apply(t)
rescue InsufficientFunds => e
  puts "rejected: #{e.message}"
end
puts l.report
