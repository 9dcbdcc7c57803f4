# Time.parse (through Date._parse) on common formats, read in UTC with a fixed "now" for missing fields
ENV["TZ"] = "UTC"
require "time"
now = Time.utc(2024, 1, 15, 10, 0, 0)
[
  "2024-03-01 12:00:00 UTC", "2024-03-01 12:00:00 +09:00", "Sat Aug 28 02:55:50 2010", "2010-08-28T02:55:50Z",
  "Thu, 01 Jan 1970 00:00:00 GMT", "12:30", "Aug 28", "2024-03-01", "10:00 pm EST", "2024-03-01T12:00:00.5Z",
  "20240301T120000-0500", "March 1, 2024 3pm", "1 Mar 2024 15:00 CET", "2024-03-01 12:00:00 -03:30",
].each { |s| t = Time.parse(s, now); p [s, t.to_i, t.utc.to_a.first(6)] }
p((Time.parse("x") rescue $!), (Time.parse("") rescue $!))
p Time.parse("10-08-28 12:00 UTC") { |y| y + 1000 }.year
