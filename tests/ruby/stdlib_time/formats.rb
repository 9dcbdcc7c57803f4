# Time.iso8601/xmlschema, rfc2822, httpdate and the Time#iso8601/xmlschema/httpdate/rfc2822 formatters
ENV["TZ"] = "UTC"
require "time"
p Time.iso8601("2024-03-01T12:00:00Z").to_i, Time.xmlschema("2024-03-01T12:00:00+09:00").to_i
p Time.rfc2822("Fri, 01 Mar 2024 12:00:00 +0000").to_i, Time.rfc822("1 Mar 24 12:00 EST").to_i
p Time.httpdate("Fri, 01 Mar 2024 12:00:00 GMT").to_i, Time.httpdate("Friday, 01-Mar-24 12:00:00 GMT").to_i
p Time.httpdate("Fri Mar  1 12:00:00 2024").to_i
p((Time.iso8601("x") rescue $!), (Time.rfc2822("x") rescue $!), (Time.httpdate("x") rescue $!))
t = Time.utc(2024, 3, 1, 12, 0, 0)
p t.iso8601, t.xmlschema(3), t.httpdate, t.rfc2822, t.rfc822
p Time.at(1709294400, 123456, :usec).utc.iso8601(6)
