# A Time's own instance variables go into its dump before nano_num, offset
# and zone (CRuby's bytes) and come back on load; a zone object with
# #utc_to_local gives getlocal its offset; round keeps a fixed offset.
t = Time.at(0, 5, :nsec).utc
t.instance_variable_set(:@note, "kept")
dumped = Marshal.dump(t)
p dumped
back = Marshal.load(dumped)
p back.instance_variables, back.instance_variable_get(:@note), back.nsec, back.utc?
zone = Object.new
def zone.utc_to_local(time) = time + 5400
p Time.utc(2000, 1, 1, 12, 0, 0).getlocal(zone).to_s
p Time.new(2000, 1, 1, 0, 0, 0.6r, "+03:00").round.to_s
begin
  Time.utc(2000).getlocal(Object.new)
rescue TypeError => e
  p e.message
end
