# An uncaught NoMethodError on nil from a hash lookup: the report names nil and quotes the call
config = { name: "app" }
puts config[:name].upcase
puts config[:version].upcase
