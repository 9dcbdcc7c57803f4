# Time.new with date arguments and a zone (fixed offsets "+09:00", military
# letters, seconds, "UTC"/"Z"), the in: keyword of Time.new, Time.now and
# Time.at, Time.new of a String, localtime/getlocal with a zone, fixed
# offsets kept through arithmetic, dup and Marshal, and the errors of each.
p Time.new(2000, 1, 2, 3, 4, 5, "+09:00")
p Time.new(2000, 1, 2, 3, 4, 5.5, "-03:30").inspect
p Time.new(2000, 1, 2, 3, 4, 5, in: "Z")
p Time.new(2000, 1, 2, 3, 4, 5, "A"), Time.new(2000, 1, 2, 3, 4, 5, "N"), Time.new(2000, 1, 2, 3, 4, 5, "M"), Time.new(2000, 1, 2, 3, 4, 5, "Y")
p Time.new(2000, 1, 2, 3, 4, 5, 3600).utc_offset
t = Time.new(2000, 1, 2, 3, 4, 5, "+09:00")
p t.zone, t.utc_offset, t.utc?, t.hour, t.to_i, (t + 3600).to_s, (t - 60).utc_offset
p t.getlocal("-05:00").to_s, t.to_s, t.dup.localtime("+01:00").hour, t.hour
p Time.at(0, in: "+09:00").to_s, Time.at(0, in: "UTC").utc?, Time.now(in: "+02:00").utc_offset
p Time.new("2000-12-31 23:59:59.5 +0900").inspect, Time.new("2000-12-31 23:59:59", in: "-01:00").to_s
[["2000-01-02 03:04:05 +0900", :x], [2000, 1, 2, 3, 4, 5, "+25:00"], [2000, 1, 2, 3, 4, 5, "junk"], [2000, 1, 2, 3, 4, 5, 90000], [2000, 13], [2000, 1, 2, 3, 4, 5, "+09:00", 1]].each do |args|
  begin
    p Time.new(*args[0..-2].size == 0 ? args : args)
  rescue => e
    p [e.class, e.message]
  end
end
begin
  Time.new(2000, 1, 2, 3, 4, 5, "+09:00", in: "+01:00")
rescue => e
  p [e.class, e.message]
end
begin
  Time.new(2000, 1, 2, zone: 1)
rescue => e
  p [e.class, e.message]
end
p Time.new(2000).to_a.first(6), Time.new(2000, "feb", 3).month
x = Time.now.dup; p x.frozen?, Time.new(2000, 1, 1, 0, 0, 0, "+09:00").eql?(Time.new(1999, 12, 31, 15, 0, 0, "UTC"))
p Marshal.load(Marshal.dump(t)).to_s
p t.strftime("%Y-%m-%d %H:%M:%S %z %Z|"), t.round.to_s, t.localtime.to_s
