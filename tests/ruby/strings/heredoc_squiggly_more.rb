# Heredocs: <<~ removes common indentation, interpolation, method calls on heredocs, multiple heredocs per line
name = "Ruby"
text = <<~EOS
  Dear #{name},
    indented line
  Thanks
EOS
puts text
p text.lines.size, text.lines.map { |l| l[/\A */].size }
sql = <<~SQL.gsub(/\s+/, " ").strip
  SELECT *
  FROM users
  WHERE id = #{42}
SQL
p sql
def pair(a, b) = [a.strip, b.strip]
p pair(<<~ONE, <<~TWO)
  first
ONE
  second
TWO
raw = <<~'RAW'
  keep #{this} and \n
RAW
p raw
