# A Regexp literal without interpolation (or with /o) is one frozen object per site; interpolated ones are rebuilt
sites = 3.times.map { /ab+c/i }
p sites.map(&:object_id).uniq.size, sites[0].frozen?, sites[0], sites[0].options
def word = /\w+/
p word.equal?(word), "hi there" =~ word, $~[0]
x = "q"
built = 3.times.map { |i| /#{x}#{i}/ }
p built, built.all?(&:frozen?)
once = 3.times.map { |i| /#{x}#{i}/o }
p once, once.map(&:object_id).uniq.size
p "Q1" =~ /#{x}1/i, $~ && $~[0]
p (/a/ =~ "cat"), (/z/ =~ "cat")
p %r{a/b}.source, %r{a/b} =~ "xa/b"
