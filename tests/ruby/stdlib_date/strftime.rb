# Date#strftime and the fixed formats: all directives, flags, widths, colon offsets, negative and large years
require "date"
d = Date.new(2024, 3, 1)
p d.strftime("%Y %C %y %m %B %b %h %d %e %j %H %k %I %l %M %S %L %N %z %:z %::z %Z %A %a %u %w")
p d.strftime("%G %g %V %U %W %s %Q %% %c|%D|%F|%x|%X|%r|%R|%T|%v|%+ %p %P %n%t|")
p d.strftime("%-d %-m %_m %05d %^a %^B %#B %10A %-10A %3N %6L %10z %_10z %-z %:::z %q")
p Date.new(-5, 1, 1).to_s, Date.new(12345, 1, 1).to_s, Date.new(5, 1, 1).strftime("%Y %C %y %G"), d.strftime
p d.to_s, d.inspect, d.iso8601, d.xmlschema, d.rfc3339, d.rfc2822, d.rfc822, d.httpdate, d.jisx0301, d.asctime, d.ctime
p Date.new(1800, 1, 1).jisx0301, Date.new(1989, 1, 8).jisx0301, Date.new(2019, 5, 1).jisx0301, Date.new(1926, 12, 25).jisx0301
p Date.new(2004, 12, 31).strftime("%U %W %V %G"), Date.new(2005, 1, 1).strftime("%U %W %V %G %j"), Date.new(2001, 2, 3).strftime("%10F|%-y")
