# $~ and $1 belong to the method-level frame: methods do not see or change their caller's, blocks share their method's
def inner
  "inner 42" =~ /(\d+)/
  [$~[0], $1]
end
"outer 7" =~ /(\d+)/
p inner, $~[0], $1
def no_match_inside
  p $~
  "xyz" =~ /q/
  p $~
end
no_match_inside
p $1
def block_shares
  [1, 2].each { |i| "v#{i}" =~ /v(\d)/ }
  $1
end
p block_shares
def gsub_block
  "a1b2".gsub(/\d/) { "<#{$~[0]}#{$&}>" }
end
p gsub_block, $1
"k=v" =~ /(\w)=(\w)/
r = "x9".sub(/\d/) { |d| "[#{d}#{$~.pre_match}]" }
p r, $~[0]
def run_proc
  "home 5" =~ /(\d)/
  pr = -> { [$1, ("p 8" =~ /(\d)/), $1] }
  [pr.call, $1]
end
p run_proc, $1
p Regexp.last_match(1)
%w[aa bb].each { |w| w =~ /(b)/ }
p $1
def scan_it
  out = []
  "x1y2".scan(/[a-z](\d)/) { out << $1 }
  [out, $~ && $~[0]]
end
p scan_it
$~ = nil
p $1, $~
begin
  $~ = "str"
rescue TypeError => e
  p e.message
end
