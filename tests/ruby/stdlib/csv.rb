# csv (a bundled gem): generating with quoting, parsing with headers and
# converters, CSV::Table and CSV::Row, writing to and reading from a file,
# custom separators, and the malformed-input error.
require "csv"

text = CSV.generate do |csv|
  csv << ["name", "age", "note"]
  csv << ["Ann", 31, "likes, commas"]
  csv << ["Bob", nil, "says \"hi\"\nand leaves"]
end
puts text
p CSV.parse(text)
table = CSV.parse(text, headers: true, converters: :numeric)
p table.class, table.headers, table.size
p table[0].to_h
p table["age"]
p table.by_col[2]
row = table[1]
p row["name"], row.fetch("note").lines.size
p CSV.parse_line("a;b;;d", col_sep: ";")
p CSV.generate_line([1, "x y", :z], col_sep: "\t")
p "1,2\n3,4\n".parse_csv
p ["q", "r,s"].to_csv

path = File.join(ENV.fetch("TMPDIR"), "people.csv")
CSV.open(path, "w", write_headers: true, headers: %w[id score]) do |csv|
  csv << [1, 9.5]
  csv << [2, 7.25]
end
puts File.read(path)
CSV.foreach(path, headers: true, header_converters: :symbol, converters: :all) do |r|
  p r.to_h
end
p CSV.read(path).length

begin
  CSV.parse("a,\"b\nc")
rescue CSV::MalformedCSVError => e
  puts e.class, e.message
end
