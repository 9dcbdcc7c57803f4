# `/(?<name>..)/ =~ str` assigns named captures to locals; not when interpolated or when the regexp is on the right
if /(?<key>\w+)=(?<value>\d+)/ =~ "width=640"
  p [key, value]
end
/(?<key>\w+)=(?<value>\d+)/ =~ "no pair here"
p [key, value]
/(?<key>\w+)=(?<value>\d+)/ =~ "h=480"
p [key, value]

key = "kept"
/(?<missing>z+)/ =~ "abc"
p missing, key

p(/(?<opt>x)?y/ =~ "y", opt)
p(/(?<dup>a)|(?<dup>b)/ =~ "b", dup)
p(/[(?<inclass>)]/ =~ "(", defined?(inclass))
p(/(?<Upper>u)/ =~ "u", defined?(Upper))

part = "d"
/#{part}(?<interp>\d)/ =~ "d4"
p defined?(interp)

p "k9" =~ /(?<right>\d)/, defined?(right)

re = /(?<stored>\w)/
re =~ "s"
p defined?(stored)

def match_in_method(s)
  /(?<word>[a-z]+)(?<num>\d*)/ =~ s
  [word, num]
end
p match_in_method("abc12"), match_in_method("123")

results = %w[a1 b2 c].map { |s| /(?<l>[a-z])(?<d>\d)?/ =~ s; [l, d] }
p results
