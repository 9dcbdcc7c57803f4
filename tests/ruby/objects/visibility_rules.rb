# public/private/protected: calling with explicit receivers, protected comparisons, private setters via self, send
class Account
  attr_reader :id
  def initialize(id, bal) = (@id, @bal = id, bal)
  def richer_than?(o) = bal > o.bal
  def bump! = (self.bal = bal + 1; bal)
  protected
  def bal = @bal
  private
  attr_writer :bal
  def secret = :s
end
a = Account.new(1, 100)
b = Account.new(2, 50)
p a.richer_than?(b), a.bump!, a.send(:secret), a.respond_to?(:bal), a.respond_to?(:bal, true)
[-> { a.bal }, -> { a.secret }, -> { a.bal = 3 }].each do |f|
  f.call
rescue NoMethodError => e
  p e.message
end
p Account.private_instance_methods(false).sort, Account.protected_instance_methods(false), Account.public_method_defined?(:id)
class Account
  public :secret
end
p a.secret, Account.private_method_defined?(:secret)
