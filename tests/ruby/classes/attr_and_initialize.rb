# attr_reader/writer/accessor generation, writer return values, initialize with defaults and keyword args, to_s
class Person
  attr_accessor :name, :age
  attr_reader :id
  attr_writer :secret
  @@next_id = 0
  def initialize(name, age: 0)
    @name = name
    @age = age
    @id = (@@next_id += 1)
  end
  def birthday! = self.age += 1
  def to_s = "#{name} (#{age})"
  def secret? = !@secret.nil?
end
a = Person.new("Ann", age: 30)
b = Person.new("Bob")
p a.to_s, b.to_s, a.id, b.id, (a.name = "Anna"), a.birthday!, a.to_s, a.secret?, (a.secret = 1), a.secret?
p Person.instance_methods(false).sort, a.respond_to?(:secret), a.respond_to?(:secret=), b.instance_variables
r = (b.age = 5)
p r, b.age, b.public_send(:name=, "Robert"), b.name
