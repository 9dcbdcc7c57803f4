# Dates and UTC times in YAML: dumping Date, DateTime and Time, and loading dates and timestamps
require "yaml"

puts YAML.dump(Date.new(2024, 2, 29))
puts YAML.dump(Time.utc(2024, 1, 2, 3, 4, 5))
puts YAML.dump(Time.utc(2024, 1, 2, 3, 4, 5, 123456))
puts YAML.dump(DateTime.new(2024, 1, 2, 3, 4, 5, "+01:00"))
p YAML.unsafe_load("2024-02-29")
p YAML.unsafe_load("2024-01-02 03:04:05 Z")
t = YAML.unsafe_load("2024-01-02T03:04:05.25Z")
p t.class, t.utc?, t.usec, t.to_a.first(6)
p YAML.unsafe_load(YAML.dump(Time.utc(2024, 1, 2, 3, 4, 5))) == Time.utc(2024, 1, 2, 3, 4, 5)
p YAML.unsafe_load(YAML.dump(Date.new(2024, 2, 29))) == Date.new(2024, 2, 29)
p YAML.load("d: 2024-13-45") rescue p $!.class
p YAML.safe_load("- 2024-01-02\n", permitted_classes: [Date])
p YAML.safe_load("- 2024-01-02 10:00:00 Z\n", permitted_classes: [Time])
