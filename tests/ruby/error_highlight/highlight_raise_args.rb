# Uncaught TypeError raised with class and message: the snippet marks the arguments of raise
class Account
  def deposit(amount)
    raise TypeError, "amount must be an Integer, got #{amount.class}" unless amount.is_a?(Integer)
    @balance = amount
  end
end
Account.new.deposit(10)
Account.new.deposit(2.5)
