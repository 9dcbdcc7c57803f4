# An uncaught NoMethodError for a misspelled method of a user class: the report suggests the method
class Invoice
  attr_reader :total
  def initialize(total) = @total = total
  def tax = total * 0.2
end
inv = Invoice.new(100)
puts inv.tax
puts inv.totl
