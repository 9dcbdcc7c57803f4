# attr_accessor/reader/writer generated methods, return values, setter returns the assigned value
class Person
  attr_accessor :name, :age
  attr_reader :id
  attr_writer :secret
  def initialize(id) = @id = id
  def secret_len = @secret.to_s.size
end
pr = Person.new(7)
p pr.name, pr.id
pr.name = "Ann"
pr.age = 30
pr.secret = "xyz"
p pr.name, pr.age, pr.secret_len, pr.respond_to?(:secret), pr.respond_to?(:id=)
p(pr.age = 31)
p pr.instance_variables
r = Person.send(:attr_accessor, :nick)
p r
p Person.public_instance_methods(false).sort
pr.age += 1
p pr.age
begin
  pr.id = 5
rescue NoMethodError => e
  p e.message
end
