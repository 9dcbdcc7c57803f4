# Date.parse, Date.strptime and the strict string constructors, with completion of missing fields and errors
require "date"
p Date.parse("2001-02-03"), Date.parse("Sat Aug 28 02:55:50 2010"), Date.parse("H13.02.03"), Date.parse("20010203")
p Date.strptime("2001-02-03", "%Y-%m-%d"), Date.strptime("2001 034", "%Y %j"), Date.strptime("2001-W05-6", "%G-W%V-%u")
p Date.strptime("2001 5 3", "%Y %U %w"), Date.strptime("2001 5 3", "%Y %W %w"), Date.strptime("2001-02-03x", "%F")
p Date.strptime("2001-02", "%Y-%m"), Date.strptime("2001", "%Y"), Date.strptime("1700000000", "%s")
p Date.iso8601("2001-02-03"), Date.rfc3339("2001-02-03T04:05:06+07:00"), Date.xmlschema("2001-02-03")
p Date.rfc2822("Sat, 3 Feb 2001 00:00:00 +0000"), Date.httpdate("Sat, 03 Feb 2001 00:00:00 GMT"), Date.jisx0301("H13.02.03")
p Date.parse("2001-02-03T23:59:59-10:00"), Date.parse("Jan 5 2001 BC")
["x", "2001-02-30", "", "Feb 30"].each do |s|
  Date.parse(s)
rescue Date::Error => e
  p [s, e.message]
end
p((Date.strptime("2001-02-03", "%d") rescue $!), (Date.strptime("x") rescue $!), (Date.iso8601("x") rescue $!))
p((Date.parse(nil) rescue $!.class))
