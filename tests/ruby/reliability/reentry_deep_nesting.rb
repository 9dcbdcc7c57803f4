# Expected output written by hand as CRuby 4.0 prints it (CRuby 4.0 on WASI
# crashes on this recursion); CRuby 3.1 prints the same but for Hash#inspect.
# Ruby code that C++ methods call back (inspect, ==, hash, eql?, <=> of
# nested Arrays and Hashes) on a 200,000-deep nesting: the native stack's
# budget raises SystemStackError, which the program rescues, instead of the
# process overflowing its stack. flatten needs no stack and answers.
# Each case gets fresh structures: CRuby leaves the objects it was visiting
# marked when SystemStackError unwinds, so reusing them there would test that.
def deep(n = 200_000)
  a = []
  n.times { a = [a] }
  a
end
def deep_hash
  h = {}
  200_000.times { h = {a: h} }
  h
end
[-> { deep.inspect }, -> { deep.to_s }, -> { deep_hash.inspect }, -> { deep.hash }, -> { deep == deep },
 -> { deep.eql?(deep) }, -> { deep <=> deep }, -> { {deep => 1} }].each_with_index do |t, i|
  begin
    t.call
    p [i, :returned]
  rescue SystemStackError => e
    p [i, e.class, e.message]
  end
end
p deep.flatten
p deep(3).flatten(1)
# The interpreter goes on working after each of them.
p [[1, [2]], {k: [3]}].inspect
