# private/protected/public: NoMethodError messages, private setters via self, protected comparison, private_class_method
class Account
  def initialize(b) = @balance = b
  def >(other) = balance > other.balance
  def show = "#{fmt(balance)} #{self.kind}"
  def update(v) = (self.level = v; @level)
  protected def balance = @balance
  private
  def fmt(v) = "$#{v}"
  def kind = "private-called-with-self"
  def level=(v)
    @level = v
  end
  public
  def open? = true
end
a = Account.new(10)
b = Account.new(5)
p a > b, a.show, a.update(3), a.open?
[-> { a.fmt(1) }, -> { a.balance }, -> { a.level = 2 }].each do |f|
  f.call
rescue NoMethodError => e
  puts e.message
end
class Account
  private_class_method :new
  def self.create(v) = new(v)
end
p Account.create(1).open?
begin
  Account.new(1)
rescue NoMethodError => e
  puts e.message
end
p Account.private_instance_methods(false).sort, Account.protected_instance_methods
