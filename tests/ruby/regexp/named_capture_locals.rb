# regex literal =~ string assigns named captures to local variables (nil when unmatched)
if /(?<first>\w)(?<rest>\w*)/ =~ "hello"
  p first, rest
end
/(?<year>\d+)-(?<mon>\d+)/ =~ "date: 2024-07"
p year, mon
/(?<missing>z+)/ =~ "abc"
p missing
str = "x=1"
/(?<key>\w)=(?<val>\d)/ =~ str
p [key, val]
re = /(?<dyn>\w)/
re =~ "q"
p defined?(dyn)
p "k" =~ /(?<after>k)/, defined?(after)
