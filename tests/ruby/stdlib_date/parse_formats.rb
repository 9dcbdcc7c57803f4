# Date._parse on free-form strings: ISO 8601, RFC 2822, ctime, US/EU month names, slashes, dots, eras, zones, am/pm
require "date"
[
  "Sat Aug 28 02:55:50 2010", "2010-08-28T02:55:50+09:00", "Aug 28", "28/08/2010", "2010-08-28",
  "Sat, 28 Aug 2010 02:55:50 GMT", "10:00 pm EST", "12:00 jst dst", "20100828", "20100828T025550Z",
  "H22.08.28", "28-Aug-2010", "Aug-28-2010", "2010.08.28", "'10", "3rd", "2010-W34-6", "--08-28", "2010-240",
  "2024-03-01 12:00:00 UTC", "Mon Jan 1 00:00:00 1 BC", "10 Oct 2000 13:55:36 -0700",
  "10/Oct/2000:13:55:36 -0700", "2:30pm", "12h 30m 15s", "20:15:45.123456", "Thursday, 01-Jan-70 00:00:00 GMT",
  "20100828 025550.5 +0900", "x", "", "Tue 12", "25 12:00", "12:00 [-5:EST]", "20100828[+9]",
  "Jan 5 04", "5 Jan 04", "2001-02-03T04:05:06.123-07:00", "Feb 3 2001 4:05:06 PM PST", "12/25/2020",
  "2020/12/25", "2020-12-25 10:00 Eastern Daylight Time", "Oct 2000", "7 Apr 300 bc",
  "10:00:00.5", "110101", "2010-08-28 02:55:50.123 +05:30", "12.05.2020", "12:00 GMT+9", "9am CET",
  "Friday 3 March 2023 noon", "2023-03-03 14:00 -0330", "1999-12-31 23:59:59 +0000 extra words",
]
  .each { |s| p [s, Date._parse(s)] }
p Date._parse("10-08-28", false), Date._parse("10-08-28", true), Date._parse("99/1/2"), Date._parse("Jan 2 '99")
p((Date._parse("9" * 200) rescue $!), Date._parse("1" * 200, limit: nil).size)
