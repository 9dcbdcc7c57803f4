# Uncaught ZeroDivisionError from Integer#/ inside a block and method (cfunc frame label 'Integer#/')
def average(list) = list.sum / list.size
[[1, 2, 3], []].each do |l|
  puts average(l)
end
