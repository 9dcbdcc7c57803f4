# send vs public_send with private methods, __send__, respond_to? with include_all, method_missing fallbacks via send
class Box
  def open = "opened"
  private def secret(x) = "secret #{x}"
  protected def prot = :prot
end
b = Box.new
p b.send(:open), b.send(:secret, 1), b.__send__(:secret, 2), b.respond_to?(:secret), b.respond_to?(:secret, true)
[-> { b.public_send(:secret, 3) }, -> { b.public_send(:prot) }, -> { b.send(:nope) }].each do |f|
  f.call
rescue NoMethodError => e
  p e.message
end
p %w[upcase reverse].map { |m| "abc".send(m) }, [1, 2].send(:[], 0), 5.send(:between?, 1, 10)
op = :+
p [1, 2, 3].inject { |a, x| a.send(op, x) }, 10.public_send(:-, 4), "x".send(:*, 3)
