# Time.at(...).utc with strftime directives, components, and predicates
t = Time.at(1700000000).utc
p t.year, t.month, t.day, t.hour, t.min, t.sec, t.wday, t.yday, t.utc?, t.zone
puts t.strftime("%Y-%m-%d %H:%M:%S"), t.strftime("%a %A %b %B %j %U %w")
puts t.strftime("%y %e %-d %-m %I %p %l %P %M %Z %z"), t.strftime("%F %T %D %R %%")
puts t.strftime("%10A|%-10A|%^a|%#b|%010Y"), t.strftime("%s %L %N %3N")
p t.to_i, t.to_f, t.to_a.first(6), t.monday?, t.tuesday?
t2 = Time.at(0).utc
p t2, t2.inspect, t2.to_s, t2.year
t3 = Time.at(1700000000, 123456, :usec).utc
p t3.usec, t3.nsec, t3.strftime("%L %6N"), t3.subsec
p Time.at(1.5).utc.to_f, Time.at(-1).utc.to_s
