# GC API shape: GC.start returns nil, GC.count is an Integer that grows, enable/disable return booleans, GC.stat has :count
p GC.start, GC.count.is_a?(Integer)
before = GC.count
3.times { GC.start }
p GC.count >= before + 3
p GC.disable, GC.disable, GC.enable, GC.enable
st = GC.stat
p st.is_a?(Hash), st.key?(:count), st[:count].is_a?(Integer), GC.stat(:count).is_a?(Integer)
p GC.respond_to?(:compact), GC.start(full_mark: true, immediate_sweep: true)
was = GC.disable
x = Array.new(1000) { "s#{_1}" }
p was, x.size, GC.enable, x.last
p GC.stress.class, GC.count >= 0
