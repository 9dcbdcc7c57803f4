# STDIN.readlines with chomp, each_line with index, and ARGF-free processing of CSV-ish input
rows = STDIN.readlines(chomp: true)
header, *body = rows
cols = header.split(",")
records = body.map { |r| cols.zip(r.split(",")).to_h }
p cols, records.size, records.first
p records.sum { |r| r["qty"].to_i }, records.map { |r| r["item"] }.sort, records.group_by { |r| r["kind"] }.keys
