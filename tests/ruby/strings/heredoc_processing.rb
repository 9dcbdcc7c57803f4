# Processing heredoc text: squiggly heredocs, lines/strip/split, column parsing and totals
data = <<~CSV
  name,dept,salary
  Ann,eng,120
  Bob,ops,95
  Cid,eng,110
  Dee,ops,105
CSV
rows = data.lines(chomp: true).drop(1).map { |l| l.split(",") }
p rows.size, rows.first
by_dept = rows.group_by { |_, d, _| d }.transform_values { |rs| rs.sum { |r| r[2].to_i } }
p by_dept
top = rows.max_by { |r| r[2].to_i }
puts "top: #{top[0]} (#{top[2]})"
raw = <<-EOS
    indented
  less
    EOS
p raw
literal = <<~'RAW'
  no #{interpolation} here\n
RAW
p literal
p <<~A + <<~B
  first
A
  second
B
