case value
when 1, 2 then :small
when *LIST then :listed
else :other
end
expected = 42
case data
in {name: String => name, age: Integer => age} if age > 18
  puts name
in [first, *rest] | [first]
  p first
in {kind: :circle, r:}
in Point(x:, y: 0)
in [*, 42, *post]
in ^expected | nil
end
result = data => {status:}
ok = x in [Integer, Integer]
while i < 10 do i += 1 end
until done; step; end
for a, b in pairs; p a; end
begin; retry_op; end while again?
lam = ->(x, y = 1) { x + y }
l2 = -> do it * 2 end
[1, 2].each { p _1 }
puts [1].map do |q| q end
text = <<~EOS.strip + <<-'RAW'
  hello #{name}
    indented
EOS
  raw #{not}
  RAW
__END__
data here
