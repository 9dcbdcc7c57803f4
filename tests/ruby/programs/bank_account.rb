# A bank account class with custom errors, transaction log, and statement formatting
class InsufficientFunds < StandardError
  def initialize(need, have) = super("need #{need}, have #{have}")
end
class Account
  attr_reader :balance, :log
  def initialize(owner, balance = 0) = (@owner, @balance, @log = owner, balance, [])
  def deposit(x) = record(:deposit, x) { @balance += x }
  def withdraw(x)
    raise InsufficientFunds.new(x, @balance) if x > @balance
    record(:withdraw, x) { @balance -= x }
  end
  def statement = @log.map { |k, amt, bal| format("%-8s %8.2f %10.2f", k, amt, bal) }
  private
  def record(kind, amt)
    raise ArgumentError, "amount must be positive" unless amt.positive?
    yield
    @log << [kind, amt, @balance]
    self
  end
end
acct = Account.new("ann", 100)
acct.deposit(50).withdraw(30.5).deposit(0.25)
puts acct.statement
[-> { acct.withdraw(1000) }, -> { acct.deposit(-5) }].each do |op|
  op.call
rescue InsufficientFunds, ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
p acct.balance, acct.log.size, acct.log.map(&:first).tally
