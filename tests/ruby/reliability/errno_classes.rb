# Errno has every class CRuby defines on Linux, with glibc's messages; other
# systems' names are Errno::NOERROR. The numbers are left out, as
# WebAssembly's differ from Linux's. The reference CRuby 4.0 runs on WASI,
# whose errors differ: expected output written by hand, from Linux CRuby.
Errno.constants.sort.each do |c|
  k = Errno.const_get(c)
  puts "#{c} #{k.name} #{k.new.message}"
end
p Errno::EAGAIN.equal?(Errno::EWOULDBLOCK), Errno::ENOTSUP.equal?(Errno::EOPNOTSUPP)
p Errno::ESRCH.new("x").message, Errno::EADDRNOTAVAIL.ancestors.include?(SystemCallError)
