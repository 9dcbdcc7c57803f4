# Kernel#lambda takes only a literal block (since Ruby 3.3): an existing
# Proc is an ArgumentError, an existing lambda comes back as it is; a block
# handed on by Method#call is not literal, one through send is. Proc#inspect
# is a BINARY String; a Method's proc is located where the method is.
class ZSuper; def lambda; super; end; end
begin; p ZSuper.new.lambda { }.lambda?; rescue => e; p e; end
class Explicit; def lambda(&b); super(&b); end; end
begin; p Explicit.new.lambda { }.lambda?; rescue => e; p e; end
pr = proc {}
begin; lambda(&pr); rescue => e; p e; end
l = lambda {}
p lambda(&l).equal?(l), lambda { }.lambda?, lambda { |a, b| }.arity
p proc {}.inspect.encoding, lambda {}.to_s.encoding, :upcase.to_proc.inspect.encoding
def located = 1
p method(:located).to_proc.source_location == method(:located).source_location
p method(:puts).to_proc.source_location
begin; method(:lambda).call { }; rescue ArgumentError => e; p e.message; end
p send(:lambda) { }.lambda?, method(:proc).call { }.lambda?
