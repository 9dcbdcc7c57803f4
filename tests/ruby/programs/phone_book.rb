# A phone book: normalizing numbers with gsub, lookup by prefix, grouping by area code, and sorted listing
raw = { "Ann" => "(555) 123-4567", "Bob" => "555.987.6543", "Cid" => "+1 415 555 0000", "Dee" => "4155551111" }
norm = raw.transform_values { |n| n.gsub(/\D/, "").sub(/\A1(?=\d{10}\z)/, "") }
p norm, norm.group_by { |_, n| n[0, 3] }.transform_values { _1.map(&:first) }
fmt = ->(n) { n.sub(/(\d{3})(\d{3})(\d{4})/, '(\1) \2-\3') }
norm.sort.each { |name, n| puts "#{name.ljust(5)}#{fmt.(n)}" }
p norm.select { |_, n| n.start_with?("555") }.keys, norm.key("4155550000"), norm.values.all? { _1.size == 10 }
