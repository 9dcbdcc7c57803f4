# $. is 0 before any line is read and takes an Integer only (RubyGems saves
# and restores it around reading a gemspec).
p $.
saved = $.
$. = 7
p $.
$. = saved
p $.
begin
  $. = nil
rescue TypeError => e
  p e.message
end
