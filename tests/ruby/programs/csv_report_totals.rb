# A sales CSV report from stdin: parsing rows, grouping by region and month, totals and a formatted summary
rows = $stdin.readlines(chomp: true).drop(1).map { |l| l.split(",") }.map { |d, r, a| [d[0, 7], r, a.to_f] }
by_region = rows.group_by { _2 }.transform_values { |rs| rs.sum(&:last) }
by_month = rows.group_by(&:first).transform_values { |rs| rs.sum(&:last).round(2) }
by_region.sort_by { -_2 }.each { |r, t| puts format("%-6s %9.2f", r, t) }
p by_month, rows.size, rows.max_by(&:last), (rows.sum(&:last) / rows.size).round(2)
