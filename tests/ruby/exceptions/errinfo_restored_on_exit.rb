# $! is restored when a rescue clause is left by next, throw or return, as
# when it finishes; an exception raised in the clause still becomes $!.
def t
  yield
rescue => e
  :rescued
end
t { raise "a" }
p $!
begin; raise "b"; rescue; end
p $!
x = (raise "c" rescue 1)
p $!
-> { begin; raise "d"; rescue; end }.call
p $!
def m2 = (raise "e" rescue nil)
m2
p $!
begin
  begin; raise "f"; ensure; p $!; end
rescue
end
p $!
[1].each { begin; raise "g"; rescue; next; end }
p $!
catch(:x) { begin; raise "h"; rescue; throw :x; end }
p $!
def m3; begin; raise "i"; rescue; return 1; end; end
m3
p $!
begin
  begin; raise "j"; rescue; raise "k"; end
rescue
  p $!
end
p $!
tries = 0
begin
  tries += 1
  raise "l" if tries < 3
  p [tries, $!]
rescue
  retry
end
