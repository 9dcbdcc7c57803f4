# Uncaught ArgumentError from each_slice with a block argument: the snippet leaves out the &block
printer = proc { |pair| p pair }
(1..4).each_slice(2, &printer)
size = 0
(1..4).each_slice(size, &printer)
