# Times with a UTC offset in YAML: dumping them, and loading timestamps that carry an offset
require "yaml"

puts YAML.dump(Time.new(2024, 1, 2, 3, 4, 5, "+09:00"))
t = YAML.unsafe_load("2024-01-02T03:04:05.5+09:00")
p t.class, t.utc_offset, t.usec, t.utc.to_a.first(6)
t = YAML.unsafe_load("2024-01-02 03:04:05 -05:30")
p t.utc_offset, t.hour
p YAML.unsafe_load(YAML.dump(Time.new(2024, 1, 2, 3, 4, 5, "+09:00"))).utc_offset
p YAML.unsafe_load("--- !ruby/object:DateTime 2024-01-02 03:04:05.000000000 +01:00\n")
