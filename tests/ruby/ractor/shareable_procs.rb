# Procs shared between Ractors: Ractor.make_shareable isolates a Proc whose
# self is shareable and that reads no outer variable (inside a structure
# too); shareable_proc / shareable_lambda make one from a block.
# expected output written by hand (checked against CRuby's Ractor, Ruby 4.0's
# formats): the reference CRuby 4.0 on WASI has no Ractor.
Warning[:experimental] = false
inc = nil.instance_exec { proc { |x| x + 1 } }
p Ractor.shareable?(inc)
Ractor.make_shareable(inc)
p Ractor.shareable?(inc), inc.frozen?
p Ractor.new(inc) { |f| f.call(41) }.take
table = Ractor.make_shareable({ triple: nil.instance_exec { ->(y) { y * 3 } } })
p Ractor.new(table) { |t| t[:triple].(5) }.take
outer = +"not shareable"
begin
  Ractor.make_shareable(nil.instance_exec { proc { outer } })
rescue Ractor::IsolationError
  p $!.class
end
begin
  Ractor.make_shareable(proc { 1 })
rescue Ractor::IsolationError
  p $!.message.start_with?("Proc's self is not shareable: #<Proc:")
end
sq = Ractor.shareable_lambda { |n| n * n }
p sq.lambda?, Ractor.shareable?(sq), Ractor.new(sq) { |f| f.(9) }.take
p Ractor.shareable_proc { :ok }.call
