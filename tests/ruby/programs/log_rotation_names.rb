# Generating rotated log file names and parsing them back: format, succ, sort_by numeric suffixes
names = (0..4).map { |i| i.zero? ? "app.log" : "app.log.#{i}" }
p names, names.sort_by { |n| n[/\d+\z/].to_i }.reverse
rotated = names.reverse.map { |n| n == "app.log" ? "app.log.1" : n.sub(/\d+\z/) { _1.to_i.succ.to_s } }
p rotated, "log001".succ, "v9.9".succ, format("backup-%03d.tar.gz", 7), "backup-007.tar.gz"[/\d+/].to_i
stamps = %w[2024-01-05 2023-12-31 2024-01-15].map { |d| "app-#{d}.log" }
p stamps.sort, stamps.max_by { |s| s[/\d{4}-\d\d-\d\d/] }, stamps.map { _1.delete_prefix("app-").delete_suffix(".log") }
