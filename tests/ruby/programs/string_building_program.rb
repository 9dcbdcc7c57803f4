# Mixed features: text report with heredoc template, gsub with hash, ljust/rjust table and each_slice
items = { "apple" => 1.5, "banana" => 0.25, "cherry" => 10.0 }
rows = items.map { |name, price| "#{name.capitalize.ljust(8)}#{format('%.2f', price).rjust(7)}" }
report = <<~TXT
  == REPORT ==
  #{rows.join("\n")}
  total: #{items.values.sum}
TXT
puts report
puts "a-b_c".gsub("-", "-" => " ", "_" => " ")
puts "a-b_c".tr("-_", "  ")
(1..7).each_slice(3) { |s| puts s.map { _1.to_s.rjust(2) }.join("|") }
