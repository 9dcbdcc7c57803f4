# A CSV line parser handling quotes, escaped quotes and empty fields, written with a character loop
def parse_csv_line(line)
  fields = []
  cur = +""
  quoted = false
  i = 0
  while i < line.size
    c = line[i]
    if quoted
      if c == '"' && line[i + 1] == '"' then cur << '"'; i += 1
      elsif c == '"' then quoted = false
      else cur << c
      end
    elsif c == '"' then quoted = true
    elsif c == "," then fields << cur; cur = +""
    else cur << c
    end
    i += 1
  end
  fields << cur
end
p parse_csv_line('a,b,c'), parse_csv_line('"hello, world",2,"say ""hi"""'), parse_csv_line(',,'), parse_csv_line('')
p parse_csv_line('x,"multi word",  spaced  ').map(&:strip)
