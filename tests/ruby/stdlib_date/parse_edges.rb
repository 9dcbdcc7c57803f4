# Edge cases of the parsers: apostrophes, long digit runs, empty fractions, partial ISO 8601 matches, signs in strptime
require "date"
["3rd'Feb", "bc121234567x", "-0500,.bc", "1234567W01]w'Febm", "20010203,.h:20011", "12.", "28 Aug, 2010",
 "Aug 28, 2010 AD", "2010-08-28T02:55:50 [+9:JST]", "5:30 UTC+5.5", "10:00 GMT-3", "9h 15m pm"]
  .each { |s| p [s, Date._parse(s)] }
p Date._iso8601("-0500-"), Date._iso8601(" 2001Z"), Date._iso8601("04:05Z"), Date._iso8601("04:05:06Z"), Date._iso8601("0102-")
[["-20", "%C"], ["-2001", "%G"], ["-5", "%s"], ["+5", "%s"], ["-5", "%Q"], ["am31", "%p"], ["-5", "%L"], ["+5", "%N"],
 ["-5", "%j"], ["12:00Z", "%R%z"], ["1 5 2001", "%-d %-m %Y"]]
  .each { |s, f| p [s, f, Date._strptime(s, f)] }
p DateTime.parse("2001-02-03T04:05:06 [-5:EST]"), Date.strptime("-1 5", "%s %Y")
