# Uncaught custom exception class with a namespaced name and custom message
module Billing
  class PaymentDeclined < StandardError
    def initialize(amount) = super("payment of #{amount} declined")
  end
end
def charge(amount)
  raise Billing::PaymentDeclined.new(amount)
end
charge(42)
